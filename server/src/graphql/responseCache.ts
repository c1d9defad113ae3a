/**
 * The response cache of public operations: Apollo's response-cache plugin over the cache port, so that
 * with REDIS_URL every replica serves (and drops) the same answers. What may be cached, and for how
 * long, is the schema's `@cacheControl` (schema/cacheControl.graphql): only queries whose every object is
 * public; the plugin never caches a mutation or an answer with an error. The key is the operation's
 * text, its name and its variables (language, display currency, filters, page...), and the gate's
 * state; no session id is used, as nothing a viewer owns is cacheable.
 */
import responseCachePlugin, { type ApolloServerPluginResponseCacheOptions } from '@apollo/server-plugin-response-cache';
import type { ApolloServerPlugin } from '@apollo/server';
import type { CurrencyService } from '../currency/service';
import type { Logger } from '../logger';
import type { Cache } from '../ports/cache';
import type { GraphQLContext } from './context';

/** The plugin's store: Apollo's KeyValueCache of strings (answers as JSON, ttl in seconds). */
type KeyValueCache = NonNullable<ApolloServerPluginResponseCacheOptions<GraphQLContext>['cache']>;

/** Longest an answer is kept when the plugin gives no time to live (it always gives the answer's max age). */
export const RESPONSE_TTL_CAP_MS = 60 * 1000;

/**
 * Apollo's KeyValueCache over the cache port. A cache that cannot be read is a miss, never a failed
 * request: the answer is then computed as if there were no response cache.
 */
export class CachePortKeyValueCache implements KeyValueCache {
  constructor(
    private readonly cache: Cache,
    private readonly logger: Logger,
  ) {}

  async get(key: string): Promise<string | undefined> {
    try {
      return await this.cache.get<string>(key);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'response cache unreadable: answering without it');
      return undefined;
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    const ttlMs = options?.ttl ? Math.min(options.ttl * 1000, RESPONSE_TTL_CAP_MS) : RESPONSE_TTL_CAP_MS;
    await this.cache.set(key, value, ttlMs);
  }

  async delete(key: string): Promise<void> {
    await this.cache.delete(key);
  }
}

export interface ResponseCacheOptions {
  /** Where answers are kept (the shared state's `responses`); emptied after every order. */
  cache: Cache;
  currency: CurrencyService;
  logger: Logger;
}

export function publicResponseCache({ cache, currency, logger }: ResponseCacheOptions): ApolloServerPlugin<GraphQLContext> {
  return responseCachePlugin<GraphQLContext>({
    cache: new CachePortKeyValueCache(cache, logger),
    // A locked browser is refused before the cache is read (gate/plugin.ts); the gate's state is in the
    // key all the same, so an answer made for an open gate is never one a locked browser could get.
    extraCacheKeyData: async ({ contextValue }) => ({ gateGranted: contextValue.viewer.gate.granted }),
    // While the store's rates cannot be read, answers carry the default rates: they are not kept, so
    // that the store's own rates show as soon as it answers again.
    shouldWriteToCache: async () => !(await currency.failing()),
  });
}
