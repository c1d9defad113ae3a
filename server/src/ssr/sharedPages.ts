/**
 * Pages every visitor without a session sees alike, kept once rendered (the shared state's `pages`,
 * emptied with the catalog after every order, on every replica): such a visitor's page depends only on
 * its address, language, display currency, destination and the site gate, so the next one with the same gets the
 * same HTML without a render. A visitor with a session (a signed-in customer, a guest's orders, a gate
 * passed) always gets a page of their own.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { currencyOfLanguage } from '#common/currency';
import { acceptedLanguages, pageLanguage, parseCurrencyCode, parseDestination, PREFERENCE_KEYS } from '#common/preferences';
import { SESSION_COOKIE } from '../session/middleware';

/** How long a rendered page is kept: the catalog's own freshness (an order empties them sooner). */
export const SHARED_PAGE_TTL_MS = 60 * 1000;

/** The key of the page this request would render, or null when the request has a session of its own. */
export function sharedPageKey(req: Request, cookies: Record<string, string | undefined>): string | null {
  if (cookies[SESSION_COOKIE] !== undefined) return null;
  const acceptLanguage = req.headers['accept-language'];
  const inputs = [
    req.originalUrl,
    pageLanguage(cookies[PREFERENCE_KEYS.language], acceptLanguage),
    parseCurrencyCode(cookies[PREFERENCE_KEYS.currency]),
    // What a first visit's default currency depends on (common/currency.ts).
    currencyOfLanguage(acceptedLanguages(acceptLanguage)[0]),
    // Prices shown with tax carry the destination's taxes.
    parseDestination(cookies[PREFERENCE_KEYS.destination]),
    req.viewer.gate.gated,
    req.viewer.gate.granted,
  ];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
}
