/**
 * `GET /healthz` says the process is alive; `GET /readyz` says it can serve: the store answers, the
 * shared state (Redis, when configured) and the storefront database (PostgreSQL, when configured) are
 * reachable, the server renderer is warm (ssr/warmUp.ts: `renderer: "warming"` is listed until then) and
 * the server is not shutting down. A load
 * balancer routes only to ready replicas. Answers say which part failed, never why (that is logged).
 */
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

export interface ReadinessProbes {
  store(): Promise<unknown>;
  sharedState(): Promise<unknown>;
  database(): Promise<unknown>;
}

/** How long a probe may take before it counts as a failure. */
const PROBE_TIMEOUT_MS = 3_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function readinessHandler(
  probes: ReadinessProbes,
  isDraining: () => boolean,
  logger: Logger,
  /** True until the server renderer is warm (ssr/warmUp.ts). */
  isWarming: () => boolean = () => false,
): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (isDraining()) return void res.status(503).json({ status: 'draining' });
    const names = Object.keys(probes) as (keyof ReadinessProbes)[];
    const results = await Promise.allSettled(names.map((name) => within(probes[name](), PROBE_TIMEOUT_MS)));
    const checks: Record<string, 'ok' | 'unreachable' | 'warming'> = {};
    results.forEach((result, index) => {
      const name = names[index]!;
      checks[name] = result.status === 'fulfilled' ? 'ok' : 'unreachable';
      if (result.status === 'rejected') {
        logger.warn({ probe: name, err: { message: (result.reason as Error)?.message } }, 'readiness: probe failed');
      }
    });
    // Read after the probes: a warm-up that ended meanwhile counts.
    if (isWarming()) checks.renderer = 'warming';
    const ready = Object.values(checks).every((state) => state === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks });
  };
}
