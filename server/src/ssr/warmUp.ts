/**
 * The server renderer warmed at start, before /readyz says ready: the client's renderer loaded (its
 * bundle, React's server renderer, the texts) and the main kinds of page drawn once (home, a listing, a
 * product), their operations sent to this server's own /graphql as a browser's would be, so that the
 * first shopper after a deploy waits no longer than the next one (issue 22). Nothing is kept for anyone
 * but what /graphql keeps for every visitor (its public answers); a failure, or a warm-up past
 * WARM_UP_LIMIT_MS, is logged and the server becomes ready all the same: pages are then drawn on demand.
 */
import type { FormattedExecutionResult } from 'graphql';
import type { ExecuteOperation } from '#common/pageRendering';
import type { Logger } from '../logger';
import type { PageRenderer } from './pageRenderer';

/** The longest a warm-up may hold readiness back. */
export const WARM_UP_LIMIT_MS = 20_000;

export interface WarmUpOptions {
  renderer: PageRenderer | null;
  /** This server's own address, as it listens (http://127.0.0.1:port). */
  origin: string;
  /** A product of the catalog to draw (undefined: no product page is drawn). */
  productSlug: () => Promise<string | undefined>;
  /** The shop behind its gate: a visitor of the warm-up sees the gate screen, as a first shopper would. */
  gated: boolean;
  internalPages: boolean;
  logger: Logger;
  limitMs?: number;
}

/** Resolves once warm, or once the warm-up failed or ran out of time (never rejects). */
export async function warmUpRenderer({
  renderer,
  origin,
  productSlug,
  gated,
  internalPages,
  logger,
  limitMs = WARM_UP_LIMIT_MS,
}: WarmUpOptions): Promise<void> {
  if (!renderer) return;
  const started = Date.now();
  const deadline = AbortSignal.timeout(limitMs);
  const execute: ExecuteOperation = async (request) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: deadline,
    });
    return (await response.json()) as FormattedExecutionResult;
  };
  const warm = async (): Promise<string[]> => {
    const { renderPage } = renderer.load();
    // Behind the gate every path draws the gate screen: once is enough, and the catalog is not read.
    const slug = gated ? undefined : await productSlug().catch(() => undefined);
    const paths = gated ? ['/'] : ['/', '/men', ...(slug ? [`/products/${encodeURIComponent(slug)}`] : [])];
    for (const url of paths) {
      let failed: unknown;
      await renderPage({
        url,
        access: { gated, granted: !gated },
        internalPages,
        execute,
        signal: deadline,
        onError: (error) => {
          failed ??= error;
        },
      });
      if (failed) throw failed;
    }
    return paths;
  };
  let timer: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not warm within ${limitMs} ms`)), limitMs);
  });
  outOfTime.catch(() => {});
  try {
    const pages = await Promise.race([warm(), outOfTime]);
    logger.info({ ms: Date.now() - started, pages }, 'server renderer warmed up');
  } catch (error) {
    logger.warn({ err: error, ms: Date.now() - started }, 'server renderer not warmed up: pages are rendered on demand');
  } finally {
    clearTimeout(timer);
  }
}
