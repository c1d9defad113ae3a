/**
 * Postcodes as the shop matches them against shipping zones and tax rates. WooCommerce compares
 * postcodes normalised (wc_normalize_postcode: trimmed, upper case, no spaces or dashes); French
 * shoppers also write the old international form with the country's letter (`F-75002`, `FR 75002`),
 * and Corsica's department codes (`2A`, `2B`) where its postcodes have `20` (`2A004` for 20004).
 * Both are read as the five digits La Poste uses, so that `F-20090` is in the Corsica zone (`20*`)
 * and `F-97400` taxed at La Réunion's rate (`974*`). Pure functions, one normalisation for the
 * quote, the order and the store: the order is sent with the postcode in this form.
 */

/** Countries whose addresses carry La Poste's five-digit postcodes: France and its overseas departments. */
const FRENCH_POSTCODE_COUNTRIES = new Set(['FR', 'GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF']);

/** wc_normalize_postcode: trimmed, upper case, without whitespace or dashes. */
export function normalizePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/[\s-]/g, '');
}

/**
 * A destination's postcode as zones and rates are matched against it: normalised, and for French
 * addresses without the country's letter (`F`, `FR`) and with Corsica's `2A`/`2B` read as `20`.
 * `country` is the ISO code (a code with a hyphen counts by its part before it).
 */
export function matchingPostcode(country: string, postcode: string): string {
  const code = normalizePostcode(postcode);
  const base = country.trim().toUpperCase().split('-')[0] ?? '';
  if (!FRENCH_POSTCODE_COUNTRIES.has(base)) return code;
  const digits = /^(?:FR?)?(\d{5})$/.exec(code)?.[1];
  if (digits) return digits;
  const corsica = /^(?:FR?)?2[AB](\d{3})$/.exec(code)?.[1];
  return corsica ? `20${corsica}` : code;
}

/**
 * Whether a postcode matches a zone's or a tax rate's pattern: an exact code, a prefix with `*`
 * ("20*"), or a numeric range "75000...75999". The postcode is read as `matchingPostcode` does when
 * its country is given.
 */
export function postcodeMatches(pattern: string, postcode: string, country?: string): boolean {
  const code = country === undefined ? normalizePostcode(postcode) : matchingPostcode(country, postcode);
  const range = pattern.split('...');
  if (range.length === 2) {
    const [low, high] = range.map((part) => normalizePostcode(part));
    const value = Number(code);
    return /^\d+$/.test(code) && low !== undefined && high !== undefined && value >= Number(low) && value <= Number(high);
  }
  const wanted = normalizePostcode(pattern);
  if (wanted.endsWith('*')) return code.startsWith(wanted.slice(0, -1));
  return code === wanted;
}

/**
 * A postcode as the order records it: a French one as its five digits (`F-75002` gives `75002`, so
 * that a real WooCommerce, which reads no `F-`, taxes and ships it as the quote did); any other
 * trimmed and upper-cased as typed (WooCommerce normalises it itself when it matches).
 */
export function formatPostcode(country: string, postcode: string): string {
  const base = country.trim().toUpperCase().split('-')[0] ?? '';
  return FRENCH_POSTCODE_COUNTRIES.has(base) ? matchingPostcode(base, postcode) : postcode.trim().toUpperCase();
}
