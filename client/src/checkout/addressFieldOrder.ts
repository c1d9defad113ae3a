/**
 * The order of an address's fields for its country, as the post writes addresses there (and as good
 * shops lay their forms): the country first (it decides the rest), the names, the street, then the
 * postcode before the city in continental Europe ("75001 Paris"), the city, state and postcode
 * elsewhere ("San Francisco, CA 94103"); the state only where the country has states; the phone last.
 * Pure.
 */
// Relative import: the unit tests load this module without the client's aliases.
import type { AddressField } from './checkoutForm';

/** Countries whose addresses write the postcode before the city. */
const POSTCODE_FIRST = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]);

/** Whether `country` writes the postcode before the city. */
export function postcodeBeforeCity(country: string): boolean {
  return POSTCODE_FIRST.has(country);
}

/** The fields of an address in screen order for `country` (`hasStates`: the country has states to choose from). */
export function addressFieldOrder(country: string, hasStates: boolean): AddressField[] {
  const place: AddressField[] = postcodeBeforeCity(country) ? ['postcode', 'city'] : ['city', 'postcode'];
  if (hasStates) place.splice(place.indexOf('city') + 1, 0, 'state');
  return ['country', 'firstName', 'lastName', 'company', 'address1', 'address2', ...place, 'phone'];
}
