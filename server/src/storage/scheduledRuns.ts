/**
 * Run records of periodic jobs, kept in the storefront database: every process of one deployment (all
 * sharing one DATA_DIR's SQLite file, or one PostgreSQL) asks to run a job, and only the one that claims
 * the run does it. A claim is one atomic write, so two processes asking at the same instant never both win.
 */
export interface ScheduledRuns {
  /**
   * Claims this run of `job` when its last run is at least `everyMs` before `now` (or it never ran), and
   * records `now` as its last run. Answers whether this caller won the run.
   */
  claim(job: string, now: Date, everyMs: number): Promise<boolean>;
  /** When `job` last ran (ISO 8601), or undefined if it never did. */
  lastRun(job: string): Promise<string | undefined>;
}
