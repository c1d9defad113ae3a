/** Country names in the shop's languages (i18n-iso-countries), and whether a code is a country at all. */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import type { Language } from '../domain/catalog';

countries.registerLocale(en);
countries.registerLocale(fr);

/** The country's name in `language`, or its code when the library does not know it. */
export function countryName(code: string, language: Language): string {
  return countries.getName(code, language === 'EN' ? 'en' : 'fr', { select: 'official' }) ?? code;
}

/** Whether `code` is an ISO 3166-1 alpha-2 code. */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

/** Codes sorted by their name in `language` (locale-aware). */
export function sortByName(codes: readonly string[], language: Language): { code: string; name: string }[] {
  const locale = language === 'EN' ? 'en' : 'fr';
  return codes.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
