import { decode } from 'html-entities';

/**
 * The text of a store's HTML description, whitespace folded: tags become spaces and character
 * references are decoded. A pure function (no DOM), so the server renders the same text the browser does.
 */
export function stripHtml(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
