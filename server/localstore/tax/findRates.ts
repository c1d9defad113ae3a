/**
 * WC_Tax::find_rates: the rates of a tax class that apply at a location. A rate matches when its
 * country is the location's or empty, its state likewise, and its postcodes (exact, `974*` wildcards,
 * numeric `97400...97499` ranges) and cities, when it has any, include the location's. Matches are
 * ordered as WooCommerce sorts them (priority, then the more specific first: country, state, more
 * postcodes, more cities, then id), and only the first rate of each priority applies.
 */
import type { Db } from '../db/open';
import { taxRatesOfClass, type TaxRate } from '../db/taxRates';
import type { TaxLocation } from '../settings/storeSettings';
import { slugify } from '../text';

export interface MatchedRate {
  id: number;
  /** Percent, e.g. 20. */
  rate: number;
  label: string;
  shipping: boolean;
  compound: boolean;
}

/** wc_normalize_postcode: upper case, no spaces or dashes. */
export const normalizePostcode = (postcode: string): string => postcode.trim().toUpperCase().replace(/[\s-]/g, '');

/** `postcode` is normalised; the rate's pattern is too, as WooCommerce stores it (`974 *` is `974*`). */
function postcodeMatches(pattern: string, postcode: string): boolean {
  const code = normalizePostcode(pattern);
  if (code.endsWith('*')) return postcode.startsWith(code.slice(0, -1));
  const range = code.split('...');
  if (range.length === 2) {
    const [min, max] = range.map((bound) => bound.trim());
    const isNumber = (text: string | undefined) => text !== undefined && /^\d+$/.test(text);
    return isNumber(min) && isNumber(max) && isNumber(postcode) && Number(min) <= Number(postcode) && Number(postcode) <= Number(max);
  }
  return code === postcode;
}

function locationMatches(rate: TaxRate, postcode: string, city: string): boolean {
  if (rate.postcodes.length > 0 && !rate.postcodes.some((code) => postcodeMatches(code, postcode))) return false;
  return rate.cities.length === 0 || rate.cities.includes(city);
}

/** Empty values sort after set ones; otherwise by byte order (strcmp). */
function compareSpecific(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '') return 1;
  if (b === '') return -1;
  return a > b ? 1 : -1;
}

const sortRates = (a: TaxRate, b: TaxRate): number =>
  a.priority - b.priority ||
  compareSpecific(a.country, b.country) ||
  compareSpecific(a.state, b.state) ||
  b.postcodes.length - a.postcodes.length ||
  b.cities.length - a.cities.length ||
  a.id - b.id;

export function findRates(db: Db, location: TaxLocation, taxClass: string): MatchedRate[] {
  if (location.country === '') return [];
  const country = location.country.toUpperCase();
  const state = location.state.toUpperCase();
  const postcode = normalizePostcode(location.postcode);
  const city = location.city.trim().toUpperCase();
  const candidates = taxRatesOfClass(db, slugify(taxClass))
    .filter((rate) => (rate.country === '' || rate.country === country) && (rate.state === '' || rate.state === state))
    .filter((rate) => locationMatches(rate, postcode, city))
    .sort(sortRates);
  const seenPriorities = new Set<number>();
  const matched: MatchedRate[] = [];
  for (const rate of candidates) {
    if (seenPriorities.has(rate.priority)) continue;
    seenPriorities.add(rate.priority);
    matched.push({ id: rate.id, rate: Number(rate.rate), label: rate.name, shipping: rate.shipping === 1, compound: rate.compound === 1 });
  }
  return matched;
}
