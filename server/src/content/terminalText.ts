/**
 * Text from shoppers made safe to print in the owner's terminal: every character a terminal could act
 * on (C0 and C1 controls, so ANSI escape sequences and carriage returns; DEL; Unicode line separators;
 * bidirectional overrides and isolates, which reorder what is shown) is written as a visible escape
 * (`\x1B`, `\r`, `\u{202E}`), so a message can neither move the cursor, clear the screen nor disguise
 * itself. Line feeds (and tabs) are kept only where the caller allows several lines.
 */

// C0 controls, DEL, C1 controls (U+0085 NEL and U+009B CSI among them), line and paragraph separators,
// the Arabic letter mark, LRM/RLM, the bidi embeddings and overrides, and the bidi isolates.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function visible(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}` : `\\u{${code.toString(16).toUpperCase()}}`;
}

/** One line of text: every unsafe character escaped, line feeds and tabs included. */
export function terminalLine(text: string): string {
  return text.replace(UNSAFE, visible);
}

/** Several lines of text: line feeds and tabs kept, every other unsafe character escaped. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, (char) => (char === '\n' || char === '\t' ? char : visible(char)));
}

/**
 * Indented JSON whose strings hold no unsafe character either: JSON.stringify escapes C0 controls
 * inside strings but leaves C1 controls and bidi characters raw. Those become `\uXXXX` escapes, so the
 * JSON still parses to the same values; the line feeds and spaces of the indentation stay.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE, (char) =>
    char === '\n' ? char : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
