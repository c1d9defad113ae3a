/**
 * The outbox in the storefront database (`outbox`), SQLite or PostgreSQL: every mail the shop writes.
 * Without an SMTP server a mail is `kept` there for the developer; with one it is `queued`, claimed by one
 * process at a time (a conditional update, as the payment completions are), sent, then `sent`.
 */
import type { Mail, OutboxEntry, OutboxState } from '../mail/message';
import type { StorefrontDatabase } from './schema';

const MAX_ERROR_LENGTH = 500;

/** Backoff after the n-th failed attempt: 10 s, doubling, at most 30 minutes. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/** How long a claimed mail is left to its process before another may try it (a process that died mid-send). */
export const MAIL_CLAIM_MS = 2 * 60_000;

const COLUMNS = [
  'id',
  'kind',
  'recipient',
  'subject',
  'html',
  'text',
  'language',
  'state',
  'attempts',
  'last_error as lastError',
  'created_at as createdAt',
  'sent_at as sentAt',
] as const;

export class OutboxRecords {
  constructor(
    private readonly db: StorefrontDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** Adds a mail: `queued` to be sent now, or `kept` for the developer. Returns its id. */
  async add(mail: Mail, state: 'kept' | 'queued'): Promise<number> {
    const at = new Date(this.now()).toISOString();
    const row = await this.db
      .insertInto('outbox')
      .values({
        kind: mail.kind,
        recipient: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        language: mail.language,
        state,
        next_attempt_at: at,
        created_at: at,
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * Queued mails whose attempt is due, each claimed for this process: one conditional update pushes its
   * next attempt back, so replicas sharing the database never send the same mail at once.
   */
  async claimDue(limit = 20): Promise<OutboxEntry[]> {
    const now = this.now();
    const candidates = await this.db
      .selectFrom('outbox')
      .select([...COLUMNS, 'next_attempt_at as nextAttemptAt'])
      .where('state', '=', 'queued')
      .where('next_attempt_at', '<=', new Date(now).toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: OutboxEntry[] = [];
    for (const { nextAttemptAt, ...entry } of candidates) {
      const { numUpdatedRows } = await this.db
        .updateTable('outbox')
        .set({ next_attempt_at: new Date(now + MAIL_CLAIM_MS).toISOString() })
        .where('id', '=', entry.id)
        .where('state', '=', 'queued')
        .where('next_attempt_at', '=', nextAttemptAt)
        .executeTakeFirst();
      if (numUpdatedRows === 1n) claimed.push(entry);
    }
    return claimed;
  }

  /** Marks the mail sent; `forgetBody`: its text held a secret (a reset link), not kept once it left. */
  async sent(id: number, forgetBody = false): Promise<void> {
    const gone = '(sent; its link is not kept)';
    await this.db
      .updateTable('outbox')
      .set((eb) => ({
        state: 'sent',
        sent_at: new Date(this.now()).toISOString(),
        attempts: eb('attempts', '+', 1),
        ...(forgetBody ? { html: gone, text: gone } : {}),
      }))
      .where('id', '=', id)
      .execute();
  }

  /** Counts a refused attempt; the mail is tried again after its backoff, or given up past `maxAttempts`. */
  async failed(id: number, error: string, maxAttempts: number): Promise<OutboxState> {
    const row = await this.db.selectFrom('outbox').select('attempts').where('id', '=', id).executeTakeFirst();
    if (!row) return 'failed';
    const attempts = row.attempts + 1;
    const state = attempts >= maxAttempts ? 'failed' : 'queued';
    await this.db
      .updateTable('outbox')
      .set({
        attempts,
        state,
        last_error: error.slice(0, MAX_ERROR_LENGTH),
        next_attempt_at: new Date(this.now() + mailRetryDelayMs(attempts)).toISOString(),
      })
      .where('id', '=', id)
      .execute();
    return state;
  }

  /** The latest mails, newest first (the developer's outbox). */
  async list({ limit = 50, to }: { limit?: number; to?: string } = {}): Promise<OutboxEntry[]> {
    let query = this.db.selectFrom('outbox').select(COLUMNS).orderBy('id', 'desc').limit(limit);
    if (to !== undefined) query = query.where('recipient', '=', to);
    return query.execute();
  }

  async get(id: number): Promise<OutboxEntry | undefined> {
    return this.db.selectFrom('outbox').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** How many mails are in each state. */
  async counts(): Promise<Record<OutboxState, number>> {
    const rows = await this.db
      .selectFrom('outbox')
      .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('state')
      .execute();
    const counts: Record<OutboxState, number> = { kept: 0, queued: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }
}
