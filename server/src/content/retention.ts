/**
 * Keeps the privacy policy's promise on contact messages: purged once a day per deployment. Every
 * process checks at start and then every hour, but only the one that claims the day's run (a run record
 * in the storefront database) purges, so several processes sharing one database do not all purge.
 */
import type { Logger } from '../logger';
import type { ScheduledRuns } from '../storage/scheduledRuns';
import type { ContentService } from './service';

const HOUR_MS = 60 * 60 * 1000;

/** The job's name in the run records. */
export const RETENTION_JOB = 'contact-message-retention';
/** One purge a day for the whole deployment. */
export const RETENTION_EVERY_MS = 24 * HOUR_MS;
/** How often each process asks whether the day's purge is due (well under a day, so it is never much late). */
export const RETENTION_CHECK_EVERY_MS = HOUR_MS;

export type RetentionRun = { ran: false } | { ran: true; deleted: number };

/** Purges when this process claims the run (at most once per `everyMs` across processes). */
export async function runRetention(
  content: ContentService,
  runs: ScheduledRuns,
  now: Date,
  everyMs = RETENTION_EVERY_MS,
): Promise<RetentionRun> {
  if (!(await runs.claim(RETENTION_JOB, now, everyMs))) return { ran: false };
  return { ran: true, deleted: await content.purgeExpiredMessages() };
}

export interface RetentionSchedule {
  /** Stops the checks, then waits for a purge under way (so the database can be closed after it). */
  stop(): Promise<void>;
}

export interface RetentionOptions {
  everyMs?: number;
  checkEveryMs?: number;
  now?: () => Date;
}

/** Checks at once, then every `checkEveryMs`. The timer does not keep the process alive. */
export function scheduleRetention(
  content: ContentService,
  runs: ScheduledRuns,
  logger: Logger,
  { everyMs = RETENTION_EVERY_MS, checkEveryMs = RETENTION_CHECK_EVERY_MS, now = () => new Date() }: RetentionOptions = {},
): RetentionSchedule {
  let current: Promise<void> = Promise.resolve();
  const check = () => {
    current = current.then(async () => {
      try {
        const run = await runRetention(content, runs, now(), everyMs);
        if (run.ran && run.deleted > 0) logger.info({ deleted: run.deleted }, 'contact messages past their retention deleted');
      } catch (error) {
        // The claim is spent: the next day's run retries (the purge is idempotent).
        logger.error({ err: error }, 'contact message retention purge failed');
      }
    });
  };
  check();
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
