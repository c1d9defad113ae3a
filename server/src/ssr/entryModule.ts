/**
 * The contract of the client's server renderer (client/src/entry-server.tsx, built into
 * dist/ssr/entry-server.cjs): what the server gives it for one page, and what it gives back.
 */
import type { FormattedExecutionResult } from 'graphql';

export type ExecuteOperation = (request: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  url: string;
  languageCookie?: string;
  currencyCookie?: string;
  acceptLanguage?: string;
  access: { gated: boolean; granted: boolean };
  execute: ExecuteOperation;
  signal: AbortSignal;
  onError: (error: unknown) => void;
}

export interface RenderedPage {
  html: string;
  lang: 'fr' | 'en';
  stateScript: string;
  /** The page's title (without the shop's name) and description as its screen set them, in its language. */
  head: { title?: string; description?: string };
}

export interface EntryModule {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}
