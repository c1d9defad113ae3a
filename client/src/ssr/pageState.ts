/**
 * What a server-rendered page carries for its hydration (a JSON data block, never run, so the Content
 * Security Policy needs no exception): the language, display currency and destination it was rendered with, and the
 * Apollo cache its queries filled. The browser starts from exactly that, so its first render matches the
 * HTML and no query the page already answered goes out again.
 */
import type { NormalizedCacheObject } from '@apollo/client';
// Relative, not through the alias: the unit tests read this file with the server's compiler settings.
import { parseCurrencyCode, parseDestination, parseLanguage, type ShopLanguage, type ShopperDestination } from '@common/preferences';

export const PAGE_STATE_ELEMENT_ID = 'page-state';

export interface PageState {
  language: ShopLanguage;
  currency: string;
  /** Where the shopper's orders go, as the page's prices were taxed (null: the shop's address). */
  destination?: ShopperDestination | null;
  apollo: NormalizedCacheObject;
  /**
   * A part of the page failed on the server (an operation's error, the store too slow, a render error):
   * the HTML shows its error state, which the browser's cache cannot reproduce (errors are not kept),
   * so the browser draws the page anew over the HTML instead of hydrating a tree that differs.
   */
  failed?: boolean;
}

/** The data block's HTML: `<` escaped, so no text from the store can close the element. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The page's state, or null on a page the server did not render (the Vite dev server, a render that failed). */
export function readPageState(page: { getElementById(id: string): { textContent: string | null } | null }): PageState | null {
  const text = page.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageState> | null;
    const language = parseLanguage(value?.language);
    const currency = parseCurrencyCode(value?.currency);
    if (!language || !currency || typeof value?.apollo !== 'object' || value.apollo === null) return null;
    const destination = parseDestination(value.destination);
    return {
      language,
      currency,
      ...(destination ? { destination } : {}),
      apollo: value.apollo,
      ...(value.failed === true ? { failed: true } : {}),
    };
  } catch {
    return null;
  }
}
