/**
 * Every setting of the storefront server, read once from the environment and checked with zod: every
 * unusable value is reported at once, one line each, and the server does not start.
 * The README's configuration table lists the same names and defaults.
 */
import path from 'node:path';
import { inspect } from 'node:util';
import { z } from 'zod';
import { parseFrameSizeFields, type FrameSizeSources } from './domain/frameSize';
import { parseSeller, type InvoiceSettings } from './invoices/sellerSettings';
import { DEFAULT_TRY_ON_MARKER } from './domain/tryOnImages';

export type CatalogSectionKey = 'MEN' | 'WOMEN' | 'OPTICAL' | 'SUNGLASSES' | 'NEW_ARRIVALS';

export interface Config {
  /** HTTP port of the storefront (PORT, default 4000). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Production mode (NODE_ENV=production): no stack traces, no API explorer unless GRAPHQL_EXPLORER turns it on. */
  production: boolean;
  /** Folder of the local store's SQLite file (DATA_DIR, default ./data). */
  dataDir: string;
  /**
   * Accounts one address may create in an hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR, default 30): a shop
   * behind one office's or school's address may raise it; the end-to-end run, whose every shopper is
   * 127.0.0.1, does.
   */
  registrationsPerAddressPerHour: number;
  /** A real store: its URL and REST keys. When url is unset the embedded local store is started. */
  woo: { url?: string; consumerKey?: string; consumerSecret?: string; timeoutMs: number };
  /**
   * How the embedded local store enters its prices when it seeds its catalog (LOCALSTORE_PRICES_INCLUDE_TAX,
   * WooCommerce's woocommerce_prices_include_tax): true (the default) with VAT, false before it, as many
   * stores do (the seed's prices taken back to before the shop's VAT, still shown with it). Read at the
   * first start of a DATA_DIR only.
   */
  localStorePricesIncludeTax: boolean;
  /**
   * Patience with the store. Reads are retried WOO_RETRIES times (default 2) after pauses drawn at random up to
   * WOO_RETRY_BASE_MS (200), doubling up to WOO_RETRY_MAX_MS (2000), all within WOO_TIMEOUT_MS (8000) per call;
   * a product page waits PAGE_HEAD_BUDGET_MS (1500) for its head before going out with the default one.
   */
  storePatience: { retries: number; retryBaseMs: number; retryMaxMs: number; pageHeadBudgetMs: number };
  /** LibreTranslate-compatible endpoint for product texts the store has no English for (TRANSLATE_URL). */
  translate: { url?: string; apiKey?: string };
  /**
   * How often the catalog's set, categories and rates are read ahead of shoppers (CATALOG_REFRESH_SECONDS,
   * default 45, under the catalog's 60 seconds of freshness; 0 turns it off, the default when NODE_ENV=test):
   * pages then find them held. Also at start and after every order.
   */
  catalogRefreshMs: number;
  /** Store category slug behind each listing route (CATEGORY_SLUGS, e.g. "MEN=homme,WOMEN=femme"). */
  sectionSlugs: Record<CatalogSectionKey, string>;
  /**
   * The store fields (meta keys or attribute names) holding a frame's size, for the fit finder
   * (FRAME_SIZE_FIELDS, default "size=dimensions,lens=lens_width,bridge=bridge_width,temple=temple_length").
   */
  frameSizeFields: FrameSizeSources;
  /**
   * The alt text's start that marks a product image as the virtual try-on's picture (TRY_ON_IMAGE_ALT,
   * default "try-on"): a frame's front on a transparent background, kept out of the gallery; "try-on: Noir"
   * is the Noir variation's (server/src/domain/tryOnImages.ts).
   */
  tryOnImageAlt: string;
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
  /**
   * The API explorer for developers (GRAPHQL_EXPLORER): Apollo Sandbox at GET /graphql, the offline
   * explorer at /explorer/, schema introspection and "did you mean" suggestions. On by default outside
   * production, off in production; when off, both pages say so and which setting turns them on.
   */
  explorer: boolean;
  /**
   * The internal test and debug pages (/test-*, /debug-categories) and the GraphQL fields only they use
   * (INTERNAL_PAGES): on by default outside production, off in production, where those paths answer the
   * not-found page (404) and the fields refuse. Never indexed, on or off.
   */
  internalPages: boolean;
  /**
   * The server renderer loaded and its main pages drawn at start, before /readyz says ready
   * (RENDERER_WARM_UP, server/src/ssr/warmUp.ts): on by default, off under NODE_ENV=test (its start-up
   * reads of the store would meet the tests' stand-in stores).
   */
  rendererWarmUp: boolean;
  /**
   * The home page hero's picture (HOME_HERO_IMAGE): an http(s) URL or a root-relative path (such as a
   * picture of the store's media library), `none` for no picture. Unset: the embedded local store's own
   * picture (EMBEDDED_HOME_HERO) when WOO_URL is unset, else none (the hero is then a plain dark block).
   */
  homeHeroImage: string | null;
  /**
   * The store's pictures resized by the storefront (server/src/images/): the memory their variants may
   * take (IMAGE_CACHE_MB, default 128) and the variants one address may have made per minute
   * (IMAGE_MISSES_PER_MINUTE, default 300; a kept variant is not counted).
   */
  images: { cacheBytes: number; missesPerMinute: number };
  /** Folder of the built client served at / (CLIENT_DIST, default dist/client). */
  clientDist: string;
  logLevel: string;
  /**
   * Stripe's keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET): all three, or none
   * for the offline test card. Printed or logged, the object shows no secret.
   */
  stripe: StripeSettings | null;
  /** Where Stripe's API is (STRIPE_API_URL: stripe-mock or a local stand-in); unset, Stripe's own. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
  /**
   * Redis for the state every replica shares (REDIS_URL, redis:// or rediss://): sessions, rate limits,
   * idempotency keys, locks, stock reservations, the cache. Unset, it stays in this process. Printed or
   * logged, the URL shows no password.
   */
  redis: { url: string } | undefined;
  /**
   * PostgreSQL for the storefront's own records (DATABASE_URL, postgres:// or postgresql://): contact
   * messages, newsletter, job runs, test card intents, payment completions, and the sessions and
   * credentials versions when REDIS_URL is unset. Unset, the SQLite file in DATA_DIR. Printed or logged,
   * the URL shows no password.
   */
  database: { url: string } | undefined;
  /**
   * The shop's mail (server/src/mail/): SMTP_URL (smtp:// or smtps://, user and password in it) sends it,
   * unset every mail is kept in the outbox for the developer; MAIL_FROM is the sender. Printed or logged,
   * the URL shows no password.
   */
  mail: { smtp: { url: string } | undefined; from: string };
  /**
   * The developer's outbox page at /dev/outbox (OUTBOX_PAGE): on by default outside production, off in
   * production (the mails hold reset links), where the path is not found.
   */
  outboxPage: boolean;
  /**
   * The customers' PDF invoices (INVOICES, on by default; off, /invoices/ is not found) and the seller's
   * legal identity they print (SELLER_LEGAL_NAME, SELLER_LEGAL_FORM, SELLER_SHARE_CAPITAL, SELLER_ADDRESS,
   * SELLER_SIRET, SELLER_VAT_NUMBER, SELLER_RCS_CITY): required in production over a real store (WOO_URL),
   * the demo shop's identity otherwise (server/src/invoices/sellerSettings.ts).
   */
  invoices: InvoiceSettings;
}

export interface StripeSettings {
  /** sk_... or a restricted rk_... key: the server's, never sent anywhere but to Stripe. */
  secretKey: string;
  /** pk_...: sent to the browser for Stripe.js. */
  publishableKey: string;
  /** whsec_...: checks the signature of Stripe's webhook calls. */
  webhookSecret: string;
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

/** The catalog refresh's default period (server/src/catalog/refresh.ts). */
const CATALOG_REFRESH_SECONDS = 45;
/** The refresh must land before the catalog's 60 seconds of freshness run out. */
const CATALOG_REFRESH_MAX_SECONDS = 55;

function parseCatalogRefresh(raw: string | undefined, test: boolean, problems: Problems): number {
  const value = (raw ?? '').trim();
  // Tests count store calls: a refresh in the background would be counted too, so it is theirs to turn on.
  if (value === '') return test ? 0 : CATALOG_REFRESH_SECONDS;
  const seconds = Number(value);
  if (Number.isInteger(seconds) && (seconds === 0 || (seconds >= 5 && seconds <= CATALOG_REFRESH_MAX_SECONDS))) return seconds;
  problems.push(
    `CATALOG_REFRESH_SECONDS must be 0 (off) or a whole number from 5 to ${CATALOG_REFRESH_MAX_SECONDS}: got "${value.slice(0, 40)}"`,
  );
  return 0;
}

/** A setting that cannot be used: the server refuses to start, naming every problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(raw: string | undefined, problems: Problems): boolean | number | string[] {
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

const SWITCH_VALUES: Record<string, boolean> = {
  true: true,
  on: true,
  yes: true,
  '1': true,
  false: false,
  off: false,
  no: false,
  '0': false,
};

/** An on/off setting: undefined when unset or empty (its default applies), a problem for any other word. */
function parseSwitch(name: string, raw: string | undefined, problems: Problems): boolean | undefined {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return undefined;
  if (value in SWITCH_VALUES) return SWITCH_VALUES[value];
  problems.push(`${name} must be true or false: got "${raw!.slice(0, 40)}"`);
  return undefined;
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

/** `sk_test_...` -> test, `pk_live_...` -> live; undefined for a key of neither form. */
const stripeMode = (key: string): string | undefined => /^[a-z]+_(test|live)_/.exec(key)?.[1];

/**
 * The three Stripe keys, or null when none is set. Problems name the variable, never its value: a
 * secret pasted into the wrong variable must not end up in a start-up log.
 */
function parseStripe(env: NodeJS.ProcessEnv, problems: string[]): StripeSettings | null {
  const settings = {
    secretKey: env.STRIPE_SECRET_KEY?.trim() ?? '',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() ?? '',
  };
  const variables = { secretKey: 'STRIPE_SECRET_KEY', publishableKey: 'STRIPE_PUBLISHABLE_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET' };
  const missing = (Object.keys(variables) as (keyof StripeSettings)[]).filter((key) => !settings[key]).map((key) => variables[key]);
  if (missing.length === 3) return null;
  if (missing.length > 0) {
    problems.push(
      `Stripe needs all three of ${Object.values(variables).join(', ')} (or none, for the offline test card): ${missing.join(', ')} missing`,
    );
    return null;
  }
  const found: string[] = [];
  if (!/^(sk|rk)_/.test(settings.secretKey))
    found.push('STRIPE_SECRET_KEY is not a secret key: it starts with sk_ (or rk_ for a restricted key)');
  if (!settings.publishableKey.startsWith('pk_')) found.push('STRIPE_PUBLISHABLE_KEY is not a publishable key: it starts with pk_');
  if (!settings.webhookSecret.startsWith('whsec_'))
    found.push('STRIPE_WEBHOOK_SECRET is not a webhook signing secret: it starts with whsec_');
  const [secretMode, publishableMode] = [stripeMode(settings.secretKey), stripeMode(settings.publishableKey)];
  if (found.length === 0 && secretMode && publishableMode && secretMode !== publishableMode) {
    // Intents made in one mode cannot be confirmed by Stripe.js in the other.
    found.push(`STRIPE_SECRET_KEY is a ${secretMode} key but STRIPE_PUBLISHABLE_KEY a ${publishableMode} one: use keys of one mode`);
  }
  problems.push(...found);
  return found.length === 0 ? hideSecrets(settings) : null;
}

function parseRedis(raw: string | undefined, problems: Problems): Config['redis'] {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL such as redis://localhost:6379');
    return undefined;
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    problems.push('REDIS_URL must be a redis:// or rediss:// URL such as redis://localhost:6379');
    return undefined;
  }
  const shown = { url: `${url.protocol}//${url.password ? '[secret]@' : ''}${url.host}${url.pathname}` };
  const settings = { url: raw };
  Object.defineProperty(settings, 'toJSON', { value: () => shown });
  Object.defineProperty(settings, inspect.custom, { value: () => shown });
  return settings;
}

const DATABASE_URL_PROBLEM =
  'DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://storefront:password@db:5432/storefront';

function parseDatabase(raw: string | undefined, problems: Problems): Config['database'] {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(DATABASE_URL_PROBLEM);
    return undefined;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    problems.push(DATABASE_URL_PROBLEM);
    return undefined;
  }
  // The query string may carry a password too (?password=): never shown.
  const user = url.username ? `${url.username}${url.password ? ':[secret]' : ''}@` : '';
  const shown = { url: `${url.protocol}//${user}${url.host}${url.pathname}` };
  const settings = { url: raw };
  Object.defineProperty(settings, 'toJSON', { value: () => shown });
  Object.defineProperty(settings, inspect.custom, { value: () => shown });
  return settings;
}

function parseSmtp(raw: string | undefined, problems: Problems): Config['mail']['smtp'] {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587');
    return undefined;
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587');
    return undefined;
  }
  const user = url.username ? `${url.username}${url.password ? ':[secret]' : ''}@` : '';
  const shown = { url: `${url.protocol}//${user}${url.host}` };
  const settings = { url: raw };
  Object.defineProperty(settings, 'toJSON', { value: () => shown });
  Object.defineProperty(settings, inspect.custom, { value: () => shown });
  return settings;
}

/** `Name <address>` or a bare address, on one line. */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

function parseMailFrom(raw: string | undefined, publicUrl: string, problems: Problems): string {
  const value = (raw ?? '').trim();
  // The shop's name at its own domain: what a developer's outbox shows; production sets a real sender.
  if (value === '') return `"Maison Lumière" <boutique@${new URL(publicUrl).hostname}>`;
  if (!MAIL_FROM.test(value)) {
    problems.push(`MAIL_FROM must be an address, or a name and <address>: got "${value.slice(0, 60)}"`);
    return '';
  }
  return value;
}

function parseStripeApi(raw: string | undefined, problems: Problems): Config['stripeApi'] {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
  } catch {
    problems.push('STRIPE_API_URL must be an http(s) URL such as http://localhost:12111');
    return undefined;
  }
}

/** The settings as they are, but JSON, pino and util.inspect (console.log) print the secrets masked. */
function hideSecrets(settings: StripeSettings): StripeSettings {
  const shown = { secretKey: '[secret]', publishableKey: settings.publishableKey, webhookSecret: '[secret]' };
  Object.defineProperty(settings, 'toJSON', { value: () => shown });
  Object.defineProperty(settings, inspect.custom, { value: () => shown });
  return settings;
}

/** Where a parser reports what it cannot use: one line each. */
interface Problems {
  push(message: string): void;
}

/** Problems reported into a zod refinement: each becomes one issue, so one line of the ConfigError. */
const into = (ctx: z.RefinementCtx): Problems => ({ push: (message) => ctx.addIssue({ code: 'custom', message }) });

const optionalText = z.string().optional();

/** A whole number setting: its default when unset or empty, a problem when it is not one. */
function whole(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  return optionalText.transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max}: got "${raw.slice(0, 40)}"` });
      return z.NEVER;
    }
    return value;
  });
}

/** A text setting; unset or empty is undefined. */
const text = optionalText.transform((raw) => (raw === undefined || raw === '' ? undefined : raw));

/**
 * Every variable the server reads, checked with zod: each unusable value is one problem, and every
 * problem is reported at once. Cross-variable rules (production needs, Stripe's three keys) follow.
 */
const environment = z.looseObject({
  NODE_ENV: text,
  PORT: whole('PORT', 4000, { max: 65_535 }),
  HOST: text,
  DATA_DIR: text,
  WOO_URL: text,
  WOO_CONSUMER_KEY: text,
  WOO_CONSUMER_SECRET: text,
  WOO_TIMEOUT_MS: whole('WOO_TIMEOUT_MS', 8000, { min: 100 }),
  WOO_RETRIES: whole('WOO_RETRIES', 2, { max: 10 }),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: whole('REGISTRATIONS_PER_ADDRESS_PER_HOUR', 30, { min: 1, max: 100_000 }),
  WOO_RETRY_BASE_MS: whole('WOO_RETRY_BASE_MS', 200),
  WOO_RETRY_MAX_MS: whole('WOO_RETRY_MAX_MS', 2000),
  PAGE_HEAD_BUDGET_MS: whole('PAGE_HEAD_BUDGET_MS', 1500),
  CATALOG_REFRESH_SECONDS: optionalText,
  TRANSLATE_URL: text,
  TRANSLATE_API_KEY: text,
  CATEGORY_SLUGS: text,
  FRAME_SIZE_FIELDS: optionalText.transform((raw, ctx) => {
    const parsed = parseFrameSizeFields(raw);
    if (parsed.ok) return parsed.sources;
    ctx.addIssue({ code: 'custom', message: parsed.problem });
    return z.NEVER;
  }),
  TRY_ON_IMAGE_ALT: text.pipe(
    z
      .string()
      .max(60, 'TRY_ON_IMAGE_ALT must be at most 60 characters')
      // Alt texts are compared on their Latin letters and digits, accents aside (domain/tryOnImages.ts).
      .refine((value) => /[a-z0-9]/i.test(value.normalize('NFD')), 'TRY_ON_IMAGE_ALT must hold a Latin letter or a digit, such as "try-on"')
      .optional(),
  ),
  SITE_PASSWORD: text,
  SESSION_SECRET: text,
  TRUST_PROXY: optionalText.transform((raw, ctx) => parseTrustProxy(raw, into(ctx))),
  PUBLIC_URL: text,
  GRAPHQL_EXPLORER: optionalText.transform((raw, ctx) => parseSwitch('GRAPHQL_EXPLORER', raw, into(ctx))),
  GRAPHQL_INTROSPECTION: optionalText.refine((raw) => !raw, {
    message: 'GRAPHQL_INTROSPECTION was renamed GRAPHQL_EXPLORER (it turns on introspection and the API explorer together)',
  }),
  INTERNAL_PAGES: optionalText.transform((raw, ctx) => parseSwitch('INTERNAL_PAGES', raw, into(ctx))),
  RENDERER_WARM_UP: optionalText.transform((raw, ctx) => parseSwitch('RENDERER_WARM_UP', raw, into(ctx))),
  LOCALSTORE_PRICES_INCLUDE_TAX: optionalText.transform((raw, ctx) => parseSwitch('LOCALSTORE_PRICES_INCLUDE_TAX', raw, into(ctx))),
  HOME_HERO_IMAGE: text.pipe(
    z
      .string()
      .max(500, 'HOME_HERO_IMAGE must be at most 500 characters')
      .refine(
        (value) => value === 'none' || /^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/.test(value),
        'HOME_HERO_IMAGE must be an http(s) URL, a path starting with / or none',
      )
      .optional(),
  ),
  IMAGE_CACHE_MB: whole('IMAGE_CACHE_MB', 128, { min: 1, max: 16_384 }),
  IMAGE_MISSES_PER_MINUTE: whole('IMAGE_MISSES_PER_MINUTE', 300, { min: 1, max: 1_000_000 }),
  CLIENT_DIST: text,
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent', '']).optional(),
  STRIPE_API_URL: optionalText.transform((raw, ctx) => parseStripeApi(raw, into(ctx))),
  REDIS_URL: optionalText.transform((raw, ctx) => parseRedis(raw, into(ctx))),
  DATABASE_URL: optionalText.transform((raw, ctx) => parseDatabase(raw, into(ctx))),
  SMTP_URL: optionalText.transform((raw, ctx) => parseSmtp(raw, into(ctx))),
  MAIL_FROM: text,
  OUTBOX_PAGE: optionalText.transform((raw, ctx) => parseSwitch('OUTBOX_PAGE', raw, into(ctx))),
  INVOICES: optionalText.transform((raw, ctx) => parseSwitch('INVOICES', raw, into(ctx))),
});

/** The embedded local store's home page picture (server/localstore/images/homeHero.ts), served by this server. */
export const EMBEDDED_HOME_HERO = '/wp-content/uploads/storefront/home-hero.svg';

const LOG_LEVEL_PROBLEM = 'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent';

/** Reads every setting; throws a ConfigError listing every problem (the server never starts half-configured). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const sessionSecret = env.SESSION_SECRET || undefined;
  if (production && !sessionSecret) problems.push('SESSION_SECRET is required in production (at least 32 random characters)');
  if (sessionSecret && sessionSecret.length < 32) problems.push('SESSION_SECRET is too short: use at least 32 random characters');
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => (issue.path[0] === 'LOG_LEVEL' ? LOG_LEVEL_PROBLEM : issue.message)));
  }
  // The rules across variables are checked too, so every problem is told at once.
  const publicUrl = parsePublicUrl(env.PUBLIC_URL || undefined, parsed.data?.PORT ?? 4000, production, problems);
  const stripe = parseStripe(env, problems);
  const mailFrom = parseMailFrom(env.MAIL_FROM, publicUrl, problems);
  if (production && env.SMTP_URL && !env.MAIL_FROM?.trim()) problems.push('MAIL_FROM is required in production with SMTP_URL');
  const catalogRefreshSeconds = parseCatalogRefresh(env.CATALOG_REFRESH_SECONDS, env.NODE_ENV === 'test', problems);
  const woo = env.WOO_URL;
  if (woo && !/^https?:\/\//.test(woo)) problems.push("WOO_URL must be the store's http(s) address, such as https://shop.example.com");
  const invoicesOn = parsed.data?.INVOICES ?? true;
  const seller = parseSeller(env, { required: invoicesOn && production && Boolean(woo) }, problems);
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const vars = parsed.data;
  const port = vars.PORT;
  const config: Config = {
    port,
    host: vars.HOST || '0.0.0.0',
    production,
    dataDir: path.resolve(vars.DATA_DIR || 'data'),
    registrationsPerAddressPerHour: vars.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    woo: {
      url: vars.WOO_URL,
      consumerKey: vars.WOO_CONSUMER_KEY,
      consumerSecret: vars.WOO_CONSUMER_SECRET,
      timeoutMs: vars.WOO_TIMEOUT_MS,
    },
    localStorePricesIncludeTax: vars.LOCALSTORE_PRICES_INCLUDE_TAX ?? true,
    storePatience: {
      retries: vars.WOO_RETRIES,
      retryBaseMs: vars.WOO_RETRY_BASE_MS,
      retryMaxMs: vars.WOO_RETRY_MAX_MS,
      pageHeadBudgetMs: vars.PAGE_HEAD_BUDGET_MS,
    },
    catalogRefreshMs: catalogRefreshSeconds * 1000,
    translate: { url: vars.TRANSLATE_URL, apiKey: vars.TRANSLATE_API_KEY },
    sectionSlugs: parseSectionSlugs(vars.CATEGORY_SLUGS),
    frameSizeFields: vars.FRAME_SIZE_FIELDS,
    tryOnImageAlt: vars.TRY_ON_IMAGE_ALT ?? DEFAULT_TRY_ON_MARKER,
    sitePassword: vars.SITE_PASSWORD,
    sessionSecret,
    trustProxy: vars.TRUST_PROXY,
    publicUrl,
    explorer: vars.GRAPHQL_EXPLORER ?? !production,
    internalPages: vars.INTERNAL_PAGES ?? !production,
    rendererWarmUp: vars.RENDERER_WARM_UP ?? vars.NODE_ENV !== 'test',
    homeHeroImage: vars.HOME_HERO_IMAGE === 'none' ? null : (vars.HOME_HERO_IMAGE ?? (vars.WOO_URL ? null : EMBEDDED_HOME_HERO)),
    images: { cacheBytes: vars.IMAGE_CACHE_MB * 1024 * 1024, missesPerMinute: vars.IMAGE_MISSES_PER_MINUTE },
    clientDist: path.resolve(vars.CLIENT_DIST || path.join('dist', 'client')),
    logLevel: vars.LOG_LEVEL || (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    stripe,
    stripeApi: vars.STRIPE_API_URL,
    redis: vars.REDIS_URL,
    database: vars.DATABASE_URL,
    mail: { smtp: vars.SMTP_URL, from: mailFrom },
    outboxPage: vars.OUTBOX_PAGE ?? !production,
    invoices: { enabled: invoicesOn, seller },
  };
  return config;
}
