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
   * Secret that signs the session cookie (SESSION_SECRET); required in production. Unset elsewhere, one
   * is generated and kept in DATA_DIR (`session-secret`), so a restart keeps sessions.
   */
  sessionSecret?: string;
  /**
   * Which proxies may set X-Forwarded-For / X-Forwarded-Proto (TRUST_PROXY), as Express's `trust proxy`
   * reads it: false (default: none), a hop count, or addresses and subnets ('loopback', '10.0.0.0/8').
   */
  trustProxy: boolean | number | string[];
  /**
   * Public URL of the storefront (PUBLIC_URL); required in production. The canonical links, sitemap,
   * robots.txt and structured data use it: the request's Host header is never reflected.
   */
  publicUrl: string;
  /** Schema introspection (GRAPHQL_INTROSPECTION): on by default outside production, off in production. */
  introspection: boolean;
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

/** A setting that cannot be used: the server refuses to start, naming every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    problems.push('TRUST_PROXY=true would trust any client to set its own address: list the proxies or give a hop count');
    return false;
  }
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseBoolean(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function parsePublicUrl(raw: string | undefined, port: number, production: boolean, problems: string[]): string {
  if (!raw) {
    if (production) problems.push("PUBLIC_URL is required in production (the shop's own address, e.g. https://shop.example.com)");
    return `http://localhost:${port}`;
  }
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    problems.push(`PUBLIC_URL is not an http(s) URL: ${raw}`);
    return `http://localhost:${port}`;
  }
}

function int(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Reads every setting; throws a ConfigError listing every problem (the server never starts half-configured). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 4000);
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (production && !sessionSecret) problems.push('SESSION_SECRET is required in production (at least 32 random characters)');
  if (sessionSecret && sessionSecret.length < 32) problems.push('SESSION_SECRET is too short: use at least 32 random characters');
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    production,
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
    sessionSecret,
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port, production, problems),
    introspection: parseBoolean(env.GRAPHQL_INTROSPECTION, !production),
    clientDist: path.resolve(env.CLIENT_DIST || path.join('dist', 'client')),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
