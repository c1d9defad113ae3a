/** Job run records in the storefront's SQLite file (`scheduled_runs`, migration 2). */
import type { StorefrontDb } from './database';
import type { ScheduledRuns } from './scheduledRuns';

export class SqliteScheduledRuns implements ScheduledRuns {
  private readonly upsertRun;
  private readonly selectRun;

  constructor(db: StorefrontDb) {
    // One statement, so one write lock: the row is created by the first caller, or moved forward only
    // when the last run is old enough. Times are ISO 8601 in UTC, so text order is time order.
    // (PostgreSQL takes the same statement, with $n parameters.)
    this.upsertRun = db.prepare<[string, string, string]>(
      `INSERT INTO scheduled_runs (job, last_run_at) VALUES (?, ?)
       ON CONFLICT (job) DO UPDATE SET last_run_at = excluded.last_run_at WHERE scheduled_runs.last_run_at <= ?`,
    );
    this.selectRun = db.prepare<[string], { lastRunAt: string }>('SELECT last_run_at AS lastRunAt FROM scheduled_runs WHERE job = ?');
  }

  async claim(job: string, now: Date, everyMs: number): Promise<boolean> {
    const due = new Date(now.getTime() - everyMs).toISOString();
    return this.upsertRun.run(job, now.toISOString(), due).changes === 1;
  }

  async lastRun(job: string): Promise<string | undefined> {
    return this.selectRun.get(job)?.lastRunAt;
  }
}
