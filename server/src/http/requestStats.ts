/**
 * What one request cost, for its log line: the GraphQL operation it ran and the store calls it made
 * (AsyncLocalStorage follows the request through every await, so the shared store client can count
 * calls per request without being handed the request).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface RequestStats {
  /** The GraphQL operation's name (or "anonymous"), when the request was one. */
  operation?: string;
  /** Store calls made while answering (retries included). */
  storeCalls: number;
  /** Milliseconds spent waiting for the store, summed. */
  storeMs: number;
  /** True when the answer was a kept public answer, sent without Apollo running (graphql/cachedAnswers.ts). */
  cachedAnswer?: boolean;
}

const current = new AsyncLocalStorage<RequestStats>();

declare module 'express-serve-static-core' {
  interface Request {
    stats?: RequestStats;
  }
}

/** Starts the request's counters; mounted before everything that may call the store. */
export function requestStatsMiddleware(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const stats: RequestStats = { storeCalls: 0, storeMs: 0 };
    req.stats = stats;
    current.run(stats, next);
  };
}

/** The running request's counters (undefined outside a request: start-up, scheduled jobs). */
export function requestStats(): RequestStats | undefined {
  return current.getStore();
}

/** Counts one store call of the running request, and how long it took. */
export function countStoreCall(startedAt: number): void {
  const stats = current.getStore();
  if (!stats) return;
  stats.storeCalls += 1;
  stats.storeMs += Date.now() - startedAt;
}
