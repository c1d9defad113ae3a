/**
 * Shared state behind small ports: the cache, the session store, rate-limit counters, idempotency keys,
 * locks and stock reservations. Services receive them; nothing lives at module scope. `createInProcessState` gives the
 * drivers without Redis (memory, and the sessions and credentials versions in the storefront database, so a restart keeps
 * them and replicas on one PostgreSQL share them); a shared driver set (Redis) can replace them without touching a service.
 */
import type { Store as SessionStore } from 'express-session';
import type { Cache } from './cache';
import type { CredentialVersions } from './credentialVersions';
import type { IdempotencyStore, Locks } from './idempotency';
import { MemoryCache } from './memory/cache';
import { MemoryIdempotencyStore, MemoryLocks } from './memory/idempotency';
import { MemoryRateLimitStore } from './memory/rateLimit';
import type { RateLimitStore } from './rateLimit';
import { MemoryStockReservations } from './memory/stockReservations';
import type { StockReservations } from './stockReservations';

/** Answers kept at most in one process (an answer is a few kilobytes to a few dozen). */
const RESPONSE_ENTRIES = 2_000;
/** Rendered pages kept at most in one process (a page is some 130 kB of HTML). */
const PAGE_ENTRIES = 200;

export interface SharedState {
  cache: Cache;
  /**
   * Answers of public GraphQL operations (graphql/responseCache.ts): apart from `cache`, so that many
   * distinct answers (searches, pages) never push the catalog out; in one process a smaller bound.
   */
  responses: Cache;
  /** Pages rendered for visitors without a session (ssr/pageRenderer.ts), emptied with the answers. */
  pages: Cache;
  /** express-session's store: sessions by id, with their expiry. */
  sessions: SessionStore;
  /** Per-customer credentials versions: a password change ends the customer's other sessions. */
  credentials: CredentialVersions;
  rateLimits: RateLimitStore;
  idempotency: IdempotencyStore;
  locks: Locks;
  /** Stock held for checkouts being paid. */
  reservations: StockReservations;
  /** Throws when the shared state cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function createInProcessState({
  sessions,
  credentials,
}: {
  sessions: SessionStore & { close?(): void };
  credentials: CredentialVersions;
}): SharedState {
  return {
    cache: new MemoryCache(),
    responses: new MemoryCache(RESPONSE_ENTRIES),
    pages: new MemoryCache(PAGE_ENTRIES),
    sessions,
    credentials,
    rateLimits: new MemoryRateLimitStore(),
    idempotency: new MemoryIdempotencyStore(),
    locks: new MemoryLocks(),
    reservations: new MemoryStockReservations(),
    ping: async () => {},
    close: async () => {
      sessions.close?.();
    },
  };
}
