/**
 * States and provinces of an address (WooCommerce's data/countries): a country with states needs one of
 * its own codes; a country without states has none (whatever was typed is dropped). Pure.
 */
import type { CheckoutFieldError } from './checkoutForm';

export interface CountryState {
  /** The state's code within its country (CA), as zones name it with the country (US:CA). */
  code: string;
  name: string;
}

/** The states of each country that has some, by upper-case country code. */
export type CountryStates = Readonly<Record<string, readonly CountryState[]>>;

/** The countries a store knows (its data/countries): their codes in its order, and the states of those that have some. */
export interface StoreCountries {
  codes: readonly string[];
  states: CountryStates;
}

/** The states of `country` (empty when it has none). */
export function statesOf(states: CountryStates, country: string): readonly CountryState[] {
  return states[country.trim().toUpperCase()] ?? [];
}

/**
 * The state as stored: its upper-case code when the country has states (an unknown one is kept for
 * `stateErrors` to report), "" when the country has none.
 */
export function cleanState(states: CountryStates, country: string, state: string | null | undefined): string {
  return statesOf(states, country).length > 0 ? (state ?? '').trim().toUpperCase() : '';
}

/** The problem of an address's state, its field named `{prefix}.state`: missing, or not one of the country's. */
export function stateErrors(
  prefix: string,
  address: { country: string; state?: string | null },
  states: CountryStates,
): CheckoutFieldError[] {
  const known = statesOf(states, address.country);
  if (known.length === 0) return [];
  const state = cleanState(states, address.country, address.state);
  const field = `${prefix}.state`;
  if (state === '') return [{ field, code: 'REQUIRED', message: `${field} is required for this country` }];
  if (!known.some((candidate) => candidate.code === state)) {
    return [{ field, code: 'INVALID_STATE', message: `${field} is not a state of ${address.country.trim().toUpperCase()}` }];
  }
  return [];
}
