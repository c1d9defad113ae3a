/**
 * Texts compared character for character. Playwright's toHaveText and toContainText collapse the spaces
 * of a string on both sides (a no-break space then matches a plain one) but match a regular expression
 * against the raw text: money is written with U+202F between thousands and U+00A0 before the symbol
 * (common/money.ts), and a price test must see those exact characters.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole text, exactly. */
export const exactText = (text: string): RegExp => new RegExp(`^${escape(text)}$`);

/** The text somewhere inside, exactly. */
export const containingText = (text: string): RegExp => new RegExp(escape(text));
