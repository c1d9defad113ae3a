/**
 * A request URL fit for a log line: the values of credential parameters (consumer_key,
 * consumer_secret, every oauth_*, and anything named like a secret, token, password or signature)
 * are replaced, judged on the name as PHP decodes it, so `consumer%5Fsecret` or `oauth_signature[]`
 * do not slip through. Headers (Authorization) are never logged at all.
 */
import { REDACTED } from '../logger';
import { phpUrlDecode } from './query';

const SENSITIVE = /^(consumer_|oauth_)|secret|token|passw|signature|^key$|api_?key/i;

export function logSafeUrl(originalUrl: string): string {
  const mark = originalUrl.indexOf('?');
  if (mark === -1) return originalUrl;
  const parts = originalUrl
    .slice(mark + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const name = phpUrlDecode(eq === -1 ? part : part.slice(0, eq)).replace(/\[.*$/, '');
      return SENSITIVE.test(name.trim()) ? `${eq === -1 ? part : part.slice(0, eq)}=${REDACTED}` : part;
    });
  return `${originalUrl.slice(0, mark)}?${parts.join('&')}`;
}
