/**
 * JSON as PHP's json_encode writes it for WordPress: slashes escaped and every non-ASCII character
 * as a \uXXXX escape. It parses to the same value as plain JSON; byte-level parity keeps caches,
 * ETags computed by proxies and recorded fixtures comparable with a real store.
 */
export function phpJson(value: unknown): string {
  return JSON.stringify(value).replace(/[/\u0080-\uffff]/g, (ch) =>
    ch === '/' ? '\\/' : `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
