/**
 * Every setting of the storefront server, read once from the environment.
 * The README's configuration table lists the same names and defaults.
 */
import path from 'node:path';

export type CatalogSectionKey = 'MEN' | 'WOMEN' | 'OPTICAL' | 'SUNGLASSES' | 'NEW_ARRIVALS';

export interface Config {
  /** HTTP port of the storefront (PORT, default 4000). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Production mode (NODE_ENV=production): no Apollo Sandbox, no stack traces. */
  production: boolean;
  /** Folder of the local store's SQLite file (DATA_DIR, default ./data). */
  dataDir: string;
  /** A real store: its URL and REST keys. When url is unset the embedded local store is started. */
  woo: { url?: string; consumerKey?: string; consumerSecret?: string; timeoutMs: number };
  /**
   * Patience with the store. Reads are retried WOO_RETRIES times (default 2) after pauses drawn at random up to
   * WOO_RETRY_BASE_MS (200), doubling up to WOO_RETRY_MAX_MS (2000), all within WOO_TIMEOUT_MS (8000) per call;
   * a product page waits PAGE_HEAD_BUDGET_MS (1500) for its head before going out with the default one.
   */
  storePatience: { retries: number; retryBaseMs: number; retryMaxMs: number; pageHeadBudgetMs: number };
  /** LibreTranslate-compatible endpoint for product texts the store has no English for (TRANSLATE_URL). */
  translate: { url?: string; apiKey?: string };
  /** Store category slug behind each listing route (CATEGORY_SLUGS, e.g. "MEN=homme,WOMEN=femme"). */
  sectionSlugs: Record<CatalogSectionKey, string>;
  /** Password of the site gate (SITE_PASSWORD); unset, the shop is open. */
  sitePassword?: string;
  /**
   * Secret that signs the gate cookie (GATE_SECRET). Default: a random secret made at start, fine for
   * one process; gate cookies then end with the process, and replicas need one shared value.
   */
  gateSecret?: string;
  /** Public URL of the storefront (PUBLIC_URL); the embedded store's image URLs start with it. Default http://localhost:PORT. */
  publicUrl?: string;
  /** Folder of the built client served at / (CLIENT_DIST, default dist/client). */
  clientDist: string;
  logLevel: string;
}

export const DEFAULT_SECTION_SLUGS: Record<CatalogSectionKey, string> = {
  MEN: 'homme',
  WOMEN: 'femme',
  OPTICAL: 'optiques',
  SUNGLASSES: 'solaire',
  NEW_ARRIVALS: 'nouveautes',
};

function parseSectionSlugs(raw: string | undefined): Record<CatalogSectionKey, string> {
  const slugs = { ...DEFAULT_SECTION_SLUGS };
  for (const pair of (raw ?? '').split(',')) {
    const [key, slug] = pair.split('=').map((part) => part.trim());
    if (key && slug && key.toUpperCase() in slugs) slugs[key.toUpperCase() as CatalogSectionKey] = slug;
  }
  return slugs;
}

function int(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 4000),
    host: env.HOST || '0.0.0.0',
    production: env.NODE_ENV === 'production',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    woo: {
      url: env.WOO_URL || undefined,
      consumerKey: env.WOO_CONSUMER_KEY || undefined,
      consumerSecret: env.WOO_CONSUMER_SECRET || undefined,
      timeoutMs: int(env.WOO_TIMEOUT_MS, 8000),
    },
    storePatience: {
      retries: int(env.WOO_RETRIES, 2),
      retryBaseMs: int(env.WOO_RETRY_BASE_MS, 200),
      retryMaxMs: int(env.WOO_RETRY_MAX_MS, 2000),
      pageHeadBudgetMs: int(env.PAGE_HEAD_BUDGET_MS, 1500),
    },
    translate: { url: env.TRANSLATE_URL || undefined, apiKey: env.TRANSLATE_API_KEY || undefined },
    sectionSlugs: parseSectionSlugs(env.CATEGORY_SLUGS),
    sitePassword: env.SITE_PASSWORD || undefined,
    gateSecret: env.GATE_SECRET || undefined,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    clientDist: path.resolve(env.CLIENT_DIST || path.join('dist', 'client')),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
}
