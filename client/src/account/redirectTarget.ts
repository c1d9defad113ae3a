/**
 * Where /login and /register send a shopper once signed in (spec section 2: "the originally requested
 * page or /account"): the page that sent them there (router state `from`), else a `?redirect=` path,
 * else the account. Only a path of this site is followed, never another site's URL. Pure.
 */

import { isSitePath } from '@common/routes';

export const DEFAULT_AFTER_SIGN_IN = '/account';

/** The router state's `from`: a path, or a location object ({ pathname, search, hash }). */
function fromState(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search = '', hash = '' } = from as { pathname: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string' && typeof search === 'string' && typeof hash === 'string') return `${pathname}${search}${hash}`;
  }
  return null;
}

/** The page to go to after signing in, from the current location's state and query. */
export function redirectTarget(location: { state?: unknown; search?: string }): string {
  const from = fromState(location.state);
  if (isSitePath(from) && !isAuthPage(from)) return from;
  const redirect = new URLSearchParams(location.search ?? '').get('redirect');
  if (isSitePath(redirect) && !isAuthPage(redirect)) return redirect;
  return DEFAULT_AFTER_SIGN_IN;
}

/** /login and /register themselves: going back there after signing in would loop. */
function isAuthPage(path: string): boolean {
  return /^\/(login|register)(?:[/?#]|$)/.test(path);
}
