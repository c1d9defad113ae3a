/**
 * The contract between the server and the client's server renderer (client/src/entry-server.tsx, built
 * into dist/ssr/entry-server.cjs and loaded by server/src/ssr/pageRenderer.ts): what the server gives it
 * for one page, and what it gives back. Types only.
 */
import type { FormattedExecutionResult } from 'graphql';

/** One GraphQL operation run by the storefront server for this page's request (its session, its gate). */
export type ExecuteOperation = (request: {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The `language`, `currency` and `destination` cookies the browser sent (client/src/apollo/preferenceCookies.ts). */
  languageCookie?: string;
  currencyCookie?: string;
  destinationCookie?: string;
  acceptLanguage?: string;
  /** The site gate's state for this browser: a locked browser gets the gate screen. */
  access: { gated: boolean; granted: boolean };
  /** The internal test pages are served (INTERNAL_PAGES); off, their routes render the not-found page. */
  internalPages: boolean;
  execute: ExecuteOperation;
  /** Aborts the render when the store is too slow: the server then sends the page without it. */
  signal: AbortSignal;
  /** A part that failed on the server (the browser draws that part itself). */
  onError: (error: unknown) => void;
}

/** The page's title (without the shop's name) and description as its screen set them, in its language. */
export interface RenderedHead {
  title?: string;
  description?: string;
  /** The page's largest picture above the fold (the home hero's), preloaded by the page's head. */
  preloadImage?: string;
  /** Its resized variants and the width the layout gives it (the `<img>`'s srcset and sizes), when it has variants. */
  preloadImageSrcSet?: string;
  preloadImageSizes?: string;
}

export interface RenderedPage {
  /** The markup of the shop inside `<div id="root">`. */
  html: string;
  /** `<html lang>`. */
  lang: 'fr' | 'en';
  /** The JSON data block the browser hydrates from. */
  stateScript: string;
  head: RenderedHead;
  /**
   * Where this page sends the browser at once (a path of this site, as its screen decided from the
   * session or the address: a signed-in shopper's /login, a moved account tab): the server answers
   * 303 to it instead of the page (client/src/ui/Redirect.tsx).
   */
  redirect?: string;
}

export interface EntryModule {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
}
