/**
 * Server rendering of shop pages: the client's renderer (dist/ssr, built with the client) draws the
 * page for this request, its GraphQL operations run in-process through Apollo Server with the request's
 * own context (session, gate, limits, response cache: the same plugins as over HTTP), a kept public
 * answer read first as the /graphql route does (cachedAnswers.ts).
 *
 * The whole page answers within its budget (PAGE_HEAD_BUDGET_MS), whatever the store does: its
 * operations get the first DATA_SHARE of it, and one the store has not answered by then (a store that
 * hangs, or retries a failing read, or the rates' very first read) answers STORE_UNAVAILABLE to the
 * page, which then shows the spec's error screen inside the shop's frame (and is not kept); the browser
 * asks again once it has hydrated. A render that fails or still outlasts the budget gives null, as do
 * renders past PAGE_RENDER_LIMIT for one address: the page then goes out as the plain app shell, and
 * the browser draws it as before. A page for a visitor
 * without a session is kept for the next such visitor (sharedPages.ts) and costs no render then.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ApolloServer } from '@apollo/server';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import type { FormattedExecutionResult } from 'graphql';
import { PREFERENCE_KEYS } from '#common/preferences';
import type { Services } from '../composition/services';
import { createContext, type GraphQLContext } from '../graphql/context';
import type { PublicAnswers } from '../graphql/publicAnswers';
import type { Logger } from '../logger';
import type { RateLimitPolicy } from '../ports/rateLimit';
import type { EntryModule, ExecuteOperation, RenderedPage } from '#common/pageRendering';
import { SHARED_PAGE_TTL_MS, sharedPageKey } from './sharedPages';

export interface PageRenderer {
  (req: Request, res: Response): Promise<RenderedPage | null>;
  /**
   * The client's renderer, loaded on first use (logged once: 'server renderer loaded'); warmUp.ts loads
   * it at start, before /readyz says ready, so that no shopper's page waits for it.
   */
  load(): EntryModule;
}

/** The part of the page's budget its operations may wait for the store: the rest draws what they answered. */
export const DATA_SHARE = 2 / 3;

/** What a page's operation answers when the store has not answered it within the page's data time. */
const STORE_TOO_SLOW: FormattedExecutionResult = {
  errors: [{ message: 'The store did not answer in time.', extensions: { code: 'STORE_UNAVAILABLE' } }],
};

/** The promise's value, or `late` past `ms` (it then goes on, its failure ignored). */
async function within<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  promise.catch(() => {});
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise.then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Pages rendered per address and minute. A render costs the server far more than the shell: past this,
 * the shell goes out (the browser draws the page, through /graphql and its own limits).
 */
export const PAGE_RENDER_LIMIT: RateLimitPolicy = { name: 'page-render', points: 120, durationSec: 60 };

export interface PageRendererOptions {
  /** dist/ssr/entry-server.cjs; absent (client not built, or tests of the server alone): no renderer. */
  entryFile: string;
  apollo: ApolloServer<GraphQLContext>;
  /** The response cache's kept public answers: a page's query answered there skips Apollo, as over HTTP. */
  answers: PublicAnswers;
  services: Services;
  logger: Logger;
  /** How long a page waits for its data before it goes out unrendered. */
  budgetMs: number;
}

export function pageRenderer({ entryFile, apollo, answers, services, logger, budgetMs }: PageRendererOptions): PageRenderer | null {
  if (!fs.existsSync(entryFile)) return null;
  let entry: EntryModule | undefined;
  const load = (): EntryModule => {
    if (entry) return entry;
    const started = performance.now();
    // Node's own require, whoever loads this module (the tests' module registry included).
    entry = createRequire(__filename)(entryFile) as EntryModule;
    logger.info({ ms: Math.round(performance.now() - started) }, 'server renderer loaded');
    return entry;
  };

  const renders = services.state.rateLimits.limiter(PAGE_RENDER_LIMIT);

  const pages = services.state.pages;

  const render = async (req: Request, res: Response): Promise<RenderedPage | null> => {
    const started = Date.now();
    const dataDeadline = started + budgetMs * DATA_SHARE;
    const cookies = parseCookies(req.headers.cookie ?? '');
    const shared = sharedPageKey(req, cookies);
    if (shared) {
      const kept = await pages.get<RenderedPage>(shared).catch(() => undefined);
      if (kept) return kept;
    }
    const allowed = await renders.consume(req.viewer.ip).then(
      (decision) => decision.allowed,
      // Counters that cannot be read do not stop the shop: the page is rendered.
      () => true,
    );
    if (!allowed) {
      (req.log ?? logger).info({ path: req.path }, 'page render limit reached: the shell is sent');
      return null;
    }
    // A page with a part that failed (a store error, a render error) is not kept for others.
    let failed = false;
    // Each operation gets its own context, as over HTTP (its loaders, its product budget).
    const execute: ExecuteOperation = async ({ query, variables, operationName }) => {
      // Only answers made for a viewer past the gate are kept; a locked browser's operations meet the gate.
      if (req.viewer.gate.granted) {
        const kept = await answers.find({ query, operationName, variables });
        if (kept) return JSON.parse(kept.body) as FormattedExecutionResult;
      }
      const answered = apollo
        .executeOperation({ query, variables, operationName }, { contextValue: createContext(services, { req, res }) })
        .then((response) => {
          if (response.body.kind !== 'single') throw new Error('incremental answers are not rendered');
          return response.body.singleResult;
        });
      const result = await within(answered, dataDeadline - Date.now());
      if (result === 'late') {
        failed = true;
        (req.log ?? logger).warn({ path: req.path, operationName }, 'page operation: the store did not answer in time, rendered as failed');
        return STORE_TOO_SLOW;
      }
      if (result.value.errors?.length) failed = true;
      return result.value;
    };
    try {
      const { renderPage } = load();
      const page = await renderPage({
        url: req.originalUrl,
        languageCookie: cookies[PREFERENCE_KEYS.language],
        currencyCookie: cookies[PREFERENCE_KEYS.currency],
        destinationCookie: cookies[PREFERENCE_KEYS.destination],
        acceptLanguage: req.headers['accept-language'],
        access: { gated: req.viewer.gate.gated, granted: req.viewer.gate.granted },
        internalPages: services.internalPages,
        execute,
        signal: AbortSignal.timeout(Math.max(0, budgetMs - (Date.now() - started))),
        onError: (error) => {
          failed = true;
          (req.log ?? logger).error({ err: error, path: req.path }, 'part of a page failed to render on the server');
        },
      });
      // Prices made with the default rates (the store's could not be read) are not kept either.
      if (shared && !failed && !(await services.currency.failing())) {
        await pages.set(shared, page, SHARED_PAGE_TTL_MS).catch((error: unknown) => {
          (req.log ?? logger).warn({ err: error }, 'rendered page not kept');
        });
      }
      return page;
    } catch (error) {
      (req.log ?? logger).warn(
        { err: error, path: req.path, ms: Date.now() - started },
        'page not rendered on the server: the browser draws it',
      );
      return null;
    }
  };
  return Object.assign(render, { load });
}
