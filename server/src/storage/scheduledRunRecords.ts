/** Job run records in the storefront database (`scheduled_runs`), SQLite or PostgreSQL. */
import type { ScheduledRuns } from './scheduledRuns';
import type { StorefrontDatabase } from './schema';

export class ScheduledRunRecords implements ScheduledRuns {
  constructor(private readonly db: StorefrontDatabase) {}

  /**
   * One statement: the row is created by the first caller, or moved forward only when its last run is
   * old enough (a conditional update). SQLite runs it under its write lock; PostgreSQL locks the row, and
   * a second claimer waiting on it re-checks the condition against the new time, so it finds it spent.
   * Times are ISO 8601 in UTC, so text order is time order.
   */
  async claim(job: string, now: Date, everyMs: number): Promise<boolean> {
    const due = new Date(now.getTime() - everyMs).toISOString();
    const { numInsertedOrUpdatedRows } = await this.db
      .insertInto('scheduled_runs')
      .values({ job, last_run_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict
          .column('job')
          .doUpdateSet((eb) => ({ last_run_at: eb.ref('excluded.last_run_at') }))
          .where('scheduled_runs.last_run_at', '<=', due),
      )
      .executeTakeFirst();
    return numInsertedOrUpdatedRows === 1n;
  }

  async lastRun(job: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('scheduled_runs').select('last_run_at').where('job', '=', job).executeTakeFirst();
    return row?.last_run_at;
  }
}
