/**
 * Sessions of a single host, in the storefront's SQLite file: an express-session store, so a restart
 * keeps sessions (with the secret kept in DATA_DIR). Expired sessions are pruned on a timer and never
 * returned. Several hosts share sessions through the Redis driver instead.
 */
import session from 'express-session';
import type { SessionData } from 'express-session';
import type { StorefrontDb } from './database';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** Without a cookie expiry, a session lasts this long. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

export class SqliteSessionStore extends session.Store {
  private readonly timer: NodeJS.Timeout;
  private readonly statements;

  constructor(
    db: StorefrontDb,
    private readonly now: () => number = Date.now,
    pruneEveryMs = 10 * 60 * 1000,
  ) {
    super();
    this.statements = {
      get: db.prepare<[string, number], { data: string }>('SELECT data FROM sessions WHERE sid = ? AND expires_at > ?'),
      set: db.prepare<[string, string, number]>(
        'INSERT INTO sessions (sid, data, expires_at) VALUES (?, ?, ?) ON CONFLICT(sid) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at',
      ),
      touch: db.prepare<[number, string]>('UPDATE sessions SET expires_at = ? WHERE sid = ?'),
      destroy: db.prepare<[string]>('DELETE FROM sessions WHERE sid = ?'),
      prune: db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?'),
    };
    this.timer = setInterval(() => this.prune(), pruneEveryMs);
    this.timer.unref();
  }

  private expiry(data: SessionData): number {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : NaN;
    return Number.isFinite(expires) ? expires : this.now() + DEFAULT_TTL_MS;
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    try {
      const row = this.statements.get.get(sid, this.now());
      callback(undefined, row ? (JSON.parse(row.data) as SessionData) : null);
    } catch (error) {
      callback(error);
    }
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    try {
      this.statements.set.run(sid, JSON.stringify(data), this.expiry(data));
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    try {
      this.statements.touch.run(this.expiry(data), sid);
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override destroy(sid: string, callback?: Callback): void {
    try {
      this.statements.destroy.run(sid);
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  /** Deletes expired sessions; returns how many. */
  prune(): number {
    return this.statements.prune.run(this.now()).changes;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
