import { createContext, useContext } from 'react';

/**
 * Whether the internal test and debug pages are served (the server's INTERNAL_PAGES, written into each
 * page by server/src/seo/internalPages.ts): off, their routes show the not-found page, as the server
 * answered them. The server renderer gives it from its setting, the browser reads it from the page.
 */
export const InternalPagesContext = createContext(false);

export const useInternalPages = () => useContext(InternalPagesContext);

export const INTERNAL_PAGES_ELEMENT_ID = 'internal-pages';

/** What the page says; a page without it (the Vite dev server) serves them in development only. */
export function readInternalPages(page: Pick<Document, 'getElementById'>): boolean {
  const text = page.getElementById(INTERNAL_PAGES_ELEMENT_ID)?.textContent?.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  return import.meta.env.DEV;
}
