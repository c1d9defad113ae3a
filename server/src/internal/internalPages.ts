/**
 * Whether this deployment serves the internal test and debug pages (INTERNAL_PAGES), carried in every
 * page's HTML (a JSON data block, never run): the client then draws those routes as the not-found page
 * when they are off, as the server answered them (404), and hydrates what the server rendered.
 */

/** The element's id: the client reads it (client/src/internal/internalPages.ts). */
export const INTERNAL_PAGES_ELEMENT_ID = 'internal-pages';

/** The page with the setting added at the end of its head. */
export function withInternalPages(html: string, on: boolean): string {
  const block = `<script type="application/json" id="${INTERNAL_PAGES_ELEMENT_ID}">${on ? 'true' : 'false'}</script>`;
  return html.replace(/\s*<\/head>/, `\n    ${block}\n  </head>`);
}
