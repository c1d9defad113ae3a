/**
 * WooCommerce's countries and their states (GET /wc/v3/data/countries): every country the shop may sell
 * to, with its English name as WooCommerce spells it, and the states WooCommerce lists for it. This
 * store carries the states of the countries of its North American zone (US, as WooCommerce 9.9 answers
 * them: the contract's recorded list; Canada's provinces and territories): a genuine store lists more
 * (Italy's provinces, Spain's...), the same shape.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

countries.registerLocale(en);

export interface CountryState {
  code: string;
  name: string;
}

/** WooCommerce's own names where they differ from the ISO short names. */
const WOO_NAMES: Record<string, string> = {
  US: 'United States (US)',
  GB: 'United Kingdom (UK)',
  CA: 'Canada',
};

const pairs = (list: readonly (readonly [string, string])[]): CountryState[] => list.map(([code, name]) => ({ code, name }));

/** States by country code. */
export const COUNTRY_STATES: Readonly<Record<string, readonly CountryState[]>> = {
  US: pairs([
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['DC', 'District Of Columbia'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
    ['AA', 'Armed Forces (AA)'],
    ['AE', 'Armed Forces (AE)'],
    ['AP', 'Armed Forces (AP)'],
  ]),
  CA: pairs([
    ['AB', 'Alberta'],
    ['BC', 'British Columbia'],
    ['MB', 'Manitoba'],
    ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'],
    ['NT', 'Northwest Territories'],
    ['NS', 'Nova Scotia'],
    ['NU', 'Nunavut'],
    ['ON', 'Ontario'],
    ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'],
    ['YT', 'Yukon Territory'],
  ]),
};

export interface StoreCountry {
  code: string;
  name: string;
  states: readonly CountryState[];
}

/** Every country, sorted by name as WooCommerce sorts them. */
export const STORE_COUNTRIES: readonly StoreCountry[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name: WOO_NAMES[code] ?? name, states: COUNTRY_STATES[code] ?? [] }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
