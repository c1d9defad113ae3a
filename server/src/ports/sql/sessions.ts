/**
 * Sessions in the storefront database (SQLite file, or PostgreSQL with DATABASE_URL): an express-session
 * store, so a restart keeps sessions (with the secret kept in DATA_DIR or SESSION_SECRET), and replicas
 * sharing one PostgreSQL share them. Expired sessions are pruned on a timer and never returned. With
 * REDIS_URL the Redis driver keeps them instead.
 */
import session from 'express-session';
import type { SessionData } from 'express-session';
import type { StorefrontDatabase } from '../../storage/schema';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** Without a cookie expiry, a session lasts this long. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

/** Settles an express-session callback with a promise's outcome. */
function answer<T>(work: Promise<T>, callback: Callback<T> | undefined): void {
  work.then(
    (value) => callback?.(undefined, value),
    (error: unknown) => callback?.(error),
  );
}

export class SqlSessionStore extends session.Store {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: StorefrontDatabase,
    private readonly now: () => number = Date.now,
    pruneEveryMs = 10 * 60 * 1000,
  ) {
    super();
    this.timer = setInterval(() => {
      // A failed prune (database briefly away) is retried at the next tick.
      this.prune().catch(() => {});
    }, pruneEveryMs);
    this.timer.unref();
  }

  private expiry(data: SessionData): number {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : NaN;
    return Number.isFinite(expires) ? expires : this.now() + DEFAULT_TTL_MS;
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    answer(
      this.db
        .selectFrom('sessions')
        .select('data')
        .where('sid', '=', sid)
        .where('expires_at', '>', this.now())
        .executeTakeFirst()
        .then((row) => (row ? (JSON.parse(row.data) as SessionData) : null)),
      callback,
    );
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    answer(
      this.db
        .insertInto('sessions')
        .values({ sid, data: JSON.stringify(data), expires_at: this.expiry(data) })
        .onConflict((conflict) =>
          conflict.column('sid').doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), expires_at: eb.ref('excluded.expires_at') })),
        )
        .execute()
        .then(() => undefined),
      callback,
    );
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    answer(
      this.db
        .updateTable('sessions')
        .set({ expires_at: this.expiry(data) })
        .where('sid', '=', sid)
        .execute()
        .then(() => undefined),
      callback,
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    answer(
      this.db
        .deleteFrom('sessions')
        .where('sid', '=', sid)
        .execute()
        .then(() => undefined),
      callback,
    );
  }

  /** Deletes expired sessions; answers how many. */
  async prune(): Promise<number> {
    const { numDeletedRows } = await this.db.deleteFrom('sessions').where('expires_at', '<=', this.now()).executeTakeFirst();
    return Number(numDeletedRows);
  }

  close(): void {
    clearInterval(this.timer);
  }
}
