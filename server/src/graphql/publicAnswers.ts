/**
 * The kept answers of public operations, over the cache port (the shared state's `responses`: with
 * REDIS_URL every replica serves, and an order drops, the same answers). One key for the writer (the
 * Apollo plugin in responseCache.ts) and the reader (the route in cachedAnswers.ts, before Apollo):
 * the GraphQL request as sent, that is the operation's text, the operation name asked for and the
 * variables (language, display currency, filters, page...). Those and the schema fix the operation
 * Apollo runs and its arguments; no session id is in it, as nothing a viewer owns is kept.
 */
import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import type { Cache } from '../ports/cache';

/** Longest an answer is kept, whatever the schema's max age says. */
export const RESPONSE_TTL_CAP_MS = 60 * 1000;

/** What identifies an answer: the GraphQL request's own fields, as Apollo reads them. */
export interface AnswerRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** A kept answer: the HTTP body exactly as sent, and what the request's log line and `Age` need. */
export interface KeptAnswer {
  /** The body text, `{"data":...}` and a newline, as Apollo serialises an answer. */
  body: string;
  /** The operation's name as Apollo resolved it (or "anonymous"), for the request's log line. */
  operation: string;
  /** When it was made (ms since the epoch): the `Age` header. */
  storedAt: number;
}

/** The key of a request's answer: a hash of its text, operation name and variables. */
export function answerKey({ query, operationName, variables }: AnswerRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([query, operationName ?? null, variables ?? {}]))
    .digest('hex');
}

export class PublicAnswers {
  constructor(
    private readonly cache: Cache,
    private readonly logger: Logger,
  ) {}

  /** The kept answer, if any. A cache that cannot be read is a miss, never a failed request. */
  async find(request: AnswerRequest): Promise<KeptAnswer | undefined> {
    try {
      return await this.cache.get<KeptAnswer>(answerKey(request));
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'response cache unreadable: answering without it');
      return undefined;
    }
  }

  /** Keeps an answer for `maxAgeSeconds` (capped); a cache that cannot be written only costs the next request. */
  async keep(request: AnswerRequest, answer: Omit<KeptAnswer, 'storedAt'>, maxAgeSeconds: number): Promise<void> {
    try {
      const ttlMs = Math.min(maxAgeSeconds * 1000, RESPONSE_TTL_CAP_MS);
      await this.cache.set<KeptAnswer>(answerKey(request), { ...answer, storedAt: Date.now() }, ttlMs);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message }, 'response cache unwritable: answer not kept');
    }
  }
}
