/**
 * The text of a store's HTML description, whitespace folded (the browser parses it; nothing runs).
 * Browser only (DOMParser): used in effects and client-only screens, never in what the server renders.
 */
export function stripHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
