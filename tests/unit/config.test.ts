/** Stripe's settings: all three keys or none, each of its kind, one mode, and never printed. */
import { inspect } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig } from '../../server/src/config';

const KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_51SecretValueThatMustNeverBePrinted',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51PublishableValue',
  STRIPE_WEBHOOK_SECRET: 'whsec_WebhookSecretThatMustNeverBePrinted',
};

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('Stripe settings', () => {
  it('are null without any key: the offline test card', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: ' ', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeNull();
  });

  it('are read when all three are set (trimmed)', () => {
    const { stripe } = loadConfig({ ...KEYS, STRIPE_SECRET_KEY: ` ${KEYS.STRIPE_SECRET_KEY}\n` });
    expect(stripe).toMatchObject({
      secretKey: KEYS.STRIPE_SECRET_KEY,
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
    });
    expect(loadConfig({ ...KEYS, STRIPE_SECRET_KEY: 'rk_test_restricted' }).stripe?.secretKey).toBe('rk_test_restricted');
  });

  it('refuse a partial set, naming what is missing', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toEqual([
      expect.stringMatching(/STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET missing$/),
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: KEYS.STRIPE_PUBLISHABLE_KEY })).toEqual([
      expect.stringMatching(/: STRIPE_WEBHOOK_SECRET missing$/),
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET })).toEqual([
      expect.stringMatching(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY missing$/),
    ]);
  });

  it('refuse keys of the wrong kind, naming each, without echoing them', () => {
    const swapped = {
      STRIPE_SECRET_KEY: KEYS.STRIPE_PUBLISHABLE_KEY,
      STRIPE_PUBLISHABLE_KEY: KEYS.STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'we_' + KEYS.STRIPE_WEBHOOK_SECRET,
    };
    const problems = problemsOf(swapped);
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY .*sk_/),
      expect.stringMatching(/^STRIPE_PUBLISHABLE_KEY .*pk_/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET .*whsec_/),
    ]);
    expect(problems.join('\n')).not.toMatch(/SecretValue|PublishableValue|WebhookSecretThat/);
  });

  it('refuse a test key beside a live one', () => {
    expect(problemsOf({ ...KEYS, STRIPE_PUBLISHABLE_KEY: 'pk_live_51Live' })).toEqual([
      'STRIPE_SECRET_KEY is a test key but STRIPE_PUBLISHABLE_KEY a live one: use keys of one mode',
    ]);
  });

  it('are reported with the other problems of the configuration', () => {
    const problems = problemsOf({ NODE_ENV: 'production', STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY });
    expect(problems.some((problem) => problem.startsWith('SESSION_SECRET'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('Stripe needs all three'))).toBe(true);
  });

  it('accept a test secret key in production (the start-up log warns)', () => {
    const config = loadConfig({ ...KEYS, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://shop.example.com' });
    expect(config.stripe?.secretKey).toBe(KEYS.STRIPE_SECRET_KEY);
  });

  it('never show their secrets when the configuration is printed or logged', () => {
    const config = loadConfig(KEYS);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    logger.info({ config }, 'configuration');
    logger.info({ stripe: config.stripe }, 'stripe');
    for (const printed of [JSON.stringify(config), inspect(config, { depth: 5 }), `${inspect(config.stripe)}`, lines.join('\n')]) {
      expect(printed).not.toContain(KEYS.STRIPE_SECRET_KEY);
      expect(printed).not.toContain(KEYS.STRIPE_WEBHOOK_SECRET);
      expect(printed).toContain(KEYS.STRIPE_PUBLISHABLE_KEY);
    }
    // The values themselves are intact for the code that uses them.
    expect({ ...config.stripe }).toEqual({
      secretKey: KEYS.STRIPE_SECRET_KEY,
      publishableKey: KEYS.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
    });
  });
});

describe('settings checked at start', () => {
  it('reports every unusable value at once, one line each, naming the variable', () => {
    expect(
      problemsOf({
        PORT: '80000',
        WOO_TIMEOUT_MS: 'soon',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'http://cache:6379',
        DATABASE_URL: 'mysql://shop@db/shop',
        TRUST_PROXY: 'true',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535: got "80000"',
      'WOO_TIMEOUT_MS must be a whole number from 100 to 9007199254740991: got "soon"',
      'TRUST_PROXY=true would trust any client to set its own address: list the proxies or give a hop count',
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent',
      'REDIS_URL must be a redis:// or rediss:// URL such as redis://localhost:6379',
      'DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://storefront:password@db:5432/storefront',
    ]);
  });

  it('uses the defaults for unset or empty values', () => {
    const config = loadConfig({ PORT: '', WOO_URL: '' });
    expect(config.port).toBe(4000);
    expect(config.woo.url).toBeUndefined();
    expect(config.woo.timeoutMs).toBe(8000);
    expect(config.redis).toBeUndefined();
    expect(config.database).toBeUndefined();
  });

  it('refreshes the catalog every 45 seconds by default, never in tests unless asked, and refuses a period past its freshness', () => {
    expect(loadConfig({}).catalogRefreshMs).toBe(45_000);
    expect(loadConfig({ NODE_ENV: 'test' }).catalogRefreshMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', CATALOG_REFRESH_SECONDS: '20' }).catalogRefreshMs).toBe(20_000);
    expect(loadConfig({ CATALOG_REFRESH_SECONDS: '0' }).catalogRefreshMs).toBe(0);
    for (const raw of ['60', '2', 'often']) {
      expect(problemsOf({ CATALOG_REFRESH_SECONDS: raw })).toEqual([
        `CATALOG_REFRESH_SECONDS must be 0 (off) or a whole number from 5 to 55: got "${raw}"`,
      ]);
    }
  });

  it('never prints the Redis password', () => {
    const config = loadConfig({ REDIS_URL: 'redis://:hunter2-secret@cache.internal:6379/0' });
    expect(config.redis?.url).toBe('redis://:hunter2-secret@cache.internal:6379/0');
    expect(JSON.stringify(config)).not.toContain('hunter2');
    expect(inspect(config, { depth: 5 })).not.toContain('hunter2');
    expect(JSON.stringify(config)).toContain('cache.internal:6379');
  });

  it('never prints the PostgreSQL password, in the address or its query string', () => {
    for (const url of [
      'postgres://shop:hunter2-secret@db.internal:5432/storefront',
      'postgresql://shop@db.internal:5432/storefront?password=hunter2-secret',
    ]) {
      const config = loadConfig({ DATABASE_URL: url });
      expect(config.database?.url).toBe(url);
      expect(JSON.stringify(config)).not.toContain('hunter2');
      expect(inspect(config, { depth: 5 })).not.toContain('hunter2');
      expect(JSON.stringify(config)).toContain('shop');
      expect(JSON.stringify(config)).toContain('db.internal:5432/storefront');
    }
  });
});

describe('the API explorer setting (GRAPHQL_EXPLORER)', () => {
  const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };

  it('is on outside production and off in production by default', () => {
    expect(loadConfig({}).explorer).toBe(true);
    expect(loadConfig({ GRAPHQL_EXPLORER: '' }).explorer).toBe(true);
    expect(loadConfig(PRODUCTION).explorer).toBe(false);
  });

  it('turns on or off with true/false, on/off, yes/no or 1/0, in any case', () => {
    for (const on of ['true', 'ON', 'yes', '1']) expect(loadConfig({ ...PRODUCTION, GRAPHQL_EXPLORER: on }).explorer).toBe(true);
    for (const off of ['false', 'Off', 'no', '0']) expect(loadConfig({ GRAPHQL_EXPLORER: off }).explorer).toBe(false);
  });

  it('refuses any other value, and the old name, saying what to write', () => {
    expect(problemsOf({ GRAPHQL_EXPLORER: 'enabled' })).toEqual(['GRAPHQL_EXPLORER must be true or false: got "enabled"']);
    expect(problemsOf({ GRAPHQL_INTROSPECTION: 'true' })).toEqual([
      'GRAPHQL_INTROSPECTION was renamed GRAPHQL_EXPLORER (it turns on introspection and the API explorer together)',
    ]);
  });
});

describe('the internal test pages setting (INTERNAL_PAGES)', () => {
  const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };

  it('is on outside production and off in production by default; the owner turns it on or off', () => {
    expect(loadConfig({}).internalPages).toBe(true);
    expect(loadConfig(PRODUCTION).internalPages).toBe(false);
    expect(loadConfig({ ...PRODUCTION, INTERNAL_PAGES: 'true' }).internalPages).toBe(true);
    expect(loadConfig({ INTERNAL_PAGES: 'off' }).internalPages).toBe(false);
  });

  it('refuses any other value', () => {
    expect(problemsOf({ INTERNAL_PAGES: 'maybe' })).toEqual(['INTERNAL_PAGES must be true or false: got "maybe"']);
  });
});
