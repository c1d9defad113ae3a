/**
 * Server rendering of shop pages: the client's renderer (dist/ssr, built with the client) draws the
 * page for this request, its GraphQL operations run in-process through Apollo Server with the request's
 * own context (session, gate, limits, response cache: the same plugins as over HTTP). A render that
 * fails or outlasts the budget gives null: the page then goes out as the plain app shell, and the
 * browser draws it as before.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { PREFERENCE_KEYS } from '#common/preferences';
import { createContext, type GraphQLContext, type Services } from '../graphql/context';
import type { Logger } from '../logger';
import type { EntryModule, ExecuteOperation, RenderedPage } from './entryModule';

export type PageRenderer = (req: Request, res: Response) => Promise<RenderedPage | null>;

export interface PageRendererOptions {
  /** dist/ssr/entry-server.mjs; absent (client not built, or tests of the server alone): no renderer. */
  entryFile: string;
  apollo: ApolloServer<GraphQLContext>;
  services: Services;
  logger: Logger;
  /** How long a page waits for its data before it goes out unrendered. */
  budgetMs: number;
}

export function pageRenderer({ entryFile, apollo, services, logger, budgetMs }: PageRendererOptions): PageRenderer | null {
  if (!fs.existsSync(entryFile)) return null;
  let entry: Promise<EntryModule> | undefined;
  const load = () => (entry ??= import(pathToFileURL(entryFile).href) as Promise<EntryModule>);

  return async (req, res) => {
    // Each operation gets its own context, as over HTTP (its loaders, its product budget).
    const execute: ExecuteOperation = async ({ query, variables, operationName }) => {
      const response = await apollo.executeOperation(
        { query, variables, operationName },
        { contextValue: createContext(services, { req, res }) },
      );
      if (response.body.kind !== 'single') throw new Error('incremental answers are not rendered');
      return response.body.singleResult;
    };
    const cookies = parseCookies(req.headers.cookie ?? '');
    const started = Date.now();
    try {
      const { renderPage } = await load();
      const page = await renderPage({
        url: req.originalUrl,
        languageCookie: cookies[PREFERENCE_KEYS.language],
        currencyCookie: cookies[PREFERENCE_KEYS.currency],
        acceptLanguage: req.headers['accept-language'],
        access: { gated: req.viewer.gate.gated, granted: req.viewer.gate.granted },
        execute,
        signal: AbortSignal.timeout(budgetMs),
        onError: (error) => (req.log ?? logger).error({ err: error, path: req.path }, 'part of a page failed to render on the server'),
      });
      return page;
    } catch (error) {
      (req.log ?? logger).warn(
        { err: error, path: req.path, ms: Date.now() - started },
        'page not rendered on the server: the browser draws it',
      );
      return null;
    }
  };
}
