/** The text of a store's HTML description, whitespace folded (the browser parses it; nothing runs). */
export function stripHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
