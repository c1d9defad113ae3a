/**
 * The shopper's language and display currency as the server renders a page: the cookies the client
 * writes when the shopper chooses (client/src/apollo/preferenceCookies.ts), else, on a first visit,
 * the browser's preferred language (Accept-Language) and the spec's default-currency rule
 * (common/currency.ts). Pure rules: no I/O.
 */
export type ShopLanguage = 'FR' | 'EN';

/** Cookie names (and the client's localStorage keys) of the preferences. */
export const PREFERENCE_KEYS = { language: 'language', currency: 'currency', destination: 'destination' } as const;

export const DEFAULT_LANGUAGE: ShopLanguage = 'FR';

/** The language codes of an Accept-Language header, most preferred first ("en-GB,fr;q=0.8" gives en-GB, fr). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export function parseLanguage(value: string | undefined): ShopLanguage | null {
  return value === 'FR' || value === 'EN' ? value : null;
}

export function parseCurrencyCode(value: string | undefined): string | null {
  return value && /^[A-Z]{3}$/.test(value) ? value : null;
}

/**
 * Where the shopper's orders go, once they have said (the checkout's country and postcode): prices shown
 * with tax carry that place's taxes, as WooCommerce shows them to a customer whose address it knows.
 */
export interface ShopperDestination {
  country: string;
  postcode: string | null;
}

/** The cookie's value of a destination ("FR:75002", "DE"); "none" once it is forgotten. */
export function destinationCookieValue(destination: ShopperDestination | null): string {
  if (!destination) return 'none';
  return destination.postcode ? `${destination.country}:${destination.postcode}` : destination.country;
}

/** A destination from its cookie ("FR:75002") or from what the browser saved ({ country, postcode }); null when none or unreadable. */
export function parseDestination(value: unknown): ShopperDestination | null {
  let country: unknown;
  let postcode: unknown = null;
  if (typeof value === 'string') [country, postcode = null] = value.split(':', 2);
  else if (value && typeof value === 'object') ({ country, postcode = null } = value as Record<string, unknown>);
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) return null;
  const code = typeof postcode === 'string' ? postcode.trim() : '';
  if (code.length > 20 || !/^[A-Za-z0-9 -]*$/.test(code)) return { country, postcode: null };
  return { country, postcode: code || null };
}

/** The chosen language, else the first of the browser's languages the shop speaks, else French. */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): ShopLanguage {
  const chosen = parseLanguage(cookie);
  if (chosen) return chosen;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const primary = tag.split('-')[0]!.toLowerCase();
    if (primary === 'fr') return 'FR';
    if (primary === 'en') return 'EN';
  }
  return DEFAULT_LANGUAGE;
}
