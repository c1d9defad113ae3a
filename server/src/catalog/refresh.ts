/**
 * Keeps the catalog warm: the whole catalog's set, the categories and the currency rates are read at
 * start, again after every invalidation (an order), and before they expire, so that a shopper's page
 * never waits for them: a listing or a product page then costs the store nothing it could have known
 * (a product page: only its variations, when it has any).
 *
 * At start each process refreshes once; then one refresh per period for the whole deployment: the process that claims the period's run (a run
 * record in the storefront database, as the retention purge does) reads the store; the others find the
 * shared cache filled. A refresh that fails is logged and tried at the next check; pages then load
 * what they need themselves, as without a refresh.
 */
import type { Logger } from '../logger';
import type { ScheduledRuns } from '../storage/scheduledRuns';
import type { CurrencyService } from '../currency/service';
import { CATALOG_TTL_MS, type CatalogService } from './service';

/** The run records' name of the periodic refresh. */
export const CATALOG_REFRESH_JOB = 'catalog-refresh';

export interface CatalogRefresh {
  /** Refreshes now unless a refresh is under way (then waits for it): at start, after an invalidation, in tests. */
  now(): Promise<void>;
  /** Marks what is under way as outdated (the catalog was just emptied) and refreshes again at once, in the background. */
  invalidated(): void;
  /** Stops the checks, then waits for a refresh under way. */
  stop(): Promise<void>;
}

export interface CatalogRefreshOptions {
  catalog: Pick<CatalogService, 'refreshHeld'>;
  currency: Pick<CurrencyService, 'refresh'>;
  runs: ScheduledRuns;
  logger: Logger;
  /**
   * The period (CATALOG_REFRESH_SECONDS, default 45 s: well under the catalog's freshness, CATALOG_TTL_MS, so
   * a refresh lands before it expires); 0 turns the refresh off (nothing is read until a page asks).
   */
  everyMs: number;
  /**
   * Runs after every refresh that read the store (back-in-stock alerts compare availability then); its
   * failure is logged apart and does not fail the refresh.
   */
  afterRefresh?: () => Promise<unknown>;
  clock?: () => Date;
}

export function scheduleCatalogRefresh({
  catalog,
  currency,
  runs,
  logger,
  everyMs,
  afterRefresh,
  clock = () => new Date(),
}: CatalogRefreshOptions): CatalogRefresh {
  if (everyMs <= 0) return { now: async () => undefined, invalidated: () => undefined, stop: async () => undefined };
  if (everyMs >= CATALOG_TTL_MS) throw new Error(`the catalog refresh period must be under ${CATALOG_TTL_MS} ms`);
  let generation = 0;
  let running: Promise<void> | null = null;
  let stopped = false;

  const refresh = (): Promise<void> => {
    if (running) return running;
    const started = generation;
    const isCurrent = () => started === generation && !stopped;
    running = Promise.all([catalog.refreshHeld(isCurrent), currency.refresh()])
      .then(
        () =>
          afterRefresh?.().then(
            () => undefined,
            (error: unknown) => logger.warn({ err: error }, 'catalog refresh: the after-refresh work failed'),
          ),
        (error: unknown) => logger.warn({ err: error }, 'catalog refresh failed: pages read the store themselves until the next one'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };

  // Checked three times a period: when the process that claimed the last run is gone, another takes over in time.
  const checkEveryMs = Math.max(1, Math.floor(everyMs / 3));
  // A run is claimed once at least this long after the last one: the third check after it always passes, even
  // a little early (timers drift), so the kept catalog is read again before its freshness runs out.
  const claimAfterMs = everyMs - Math.floor(checkEveryMs / 2);
  const check = async () => {
    try {
      if (await runs.claim(CATALOG_REFRESH_JOB, clock(), claimAfterMs)) await refresh();
    } catch (error) {
      logger.warn({ err: error }, 'catalog refresh: the run could not be claimed');
    }
  };

  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  // At start every process warms what it will serve, claimed or not (a restart may follow a recent run).
  void refresh();

  return {
    now: refresh,
    invalidated() {
      generation += 1;
      if (stopped) return;
      // A refresh under way read the store before the change: this one starts after it.
      void (running ?? Promise.resolve()).then(refresh);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
