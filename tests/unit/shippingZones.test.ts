/** Shipping zone matching and shippable countries (server/src/domain/shippingZones.ts). */
import {
  baseCountryCode,
  continentCountries,
  postcodeMatches,
  shippableCountryCodes,
  zoneForDestination,
  type ShippingZone,
} from '../../server/src/domain/shippingZones';

const zones: ShippingZone[] = [
  { id: 0, name: 'Rest of the World', order: 0, locations: [] },
  {
    id: 1,
    name: 'Corse',
    order: 0,
    locations: [
      { type: 'country', code: 'FR' },
      { type: 'postcode', code: '20*' },
    ],
  },
  { id: 2, name: 'France', order: 1, locations: [{ type: 'country', code: 'FR' }] },
  {
    id: 3,
    name: 'Union européenne',
    order: 2,
    locations: [
      { type: 'continent', code: 'EU' },
      { type: 'country', code: 'CY' },
    ],
  },
  {
    id: 4,
    name: 'Amérique du Nord',
    order: 3,
    locations: [
      { type: 'state', code: 'US:CA' },
      { type: 'state', code: 'US:NY' },
      { type: 'country', code: 'CA' },
    ],
  },
];

describe('zoneForDestination', () => {
  it('takes the postcode zone first when the postcode matches, else the next zone of the country', () => {
    expect(zoneForDestination(zones, { country: 'FR', postcode: '20000' })?.name).toBe('Corse');
    expect(zoneForDestination(zones, { country: 'FR', postcode: '12020' })?.name).toBe('France');
    // Corsica's department code stands for its postcodes' 20 (postcodes.ts).
    expect(zoneForDestination(zones, { country: 'FR', postcode: '2B 100' })?.name).toBe('Corse');
    expect(zoneForDestination(zones, { country: 'FR', postcode: '75002' })?.name).toBe('France');
    expect(zoneForDestination(zones, { country: 'fr' })?.name).toBe('France');
  });

  it('matches a continent by its countries, and a state zone only by an address in that state (as WooCommerce)', () => {
    expect(zoneForDestination(zones, { country: 'DE' })?.name).toBe('Union européenne');
    expect(zoneForDestination(zones, { country: 'US', state: 'NY', postcode: '10001' })?.name).toBe('Amérique du Nord');
    expect(zoneForDestination(zones, { country: 'us', state: 'ca' })?.name).toBe('Amérique du Nord');
    expect(zoneForDestination(zones, { country: 'US', state: 'TX' })?.id).toBe(0);
    expect(zoneForDestination(zones, { country: 'US', postcode: '10001' })?.id).toBe(0);
    expect(zoneForDestination(zones, { country: 'CA' })?.name).toBe('Amérique du Nord');
  });

  it('cuts a hyphenated code at the hyphen, then falls back to zone 0', () => {
    expect(zoneForDestination(zones, { country: 'DE-BY' })?.name).toBe('Union européenne');
    expect(zoneForDestination(zones, { country: 'JP' })?.id).toBe(0);
    expect(zoneForDestination(zones.slice(1), { country: 'JP' })).toBeNull();
  });

  it('follows the zones order, not the list order', () => {
    const reversed = [...zones].reverse();
    expect(zoneForDestination(reversed, { country: 'FR', postcode: '20090' })?.name).toBe('Corse');
  });
});

describe('postcodeMatches', () => {
  it('reads exact codes, prefixes with * and ranges', () => {
    expect(postcodeMatches('20*', '20167')).toBe(true);
    expect(postcodeMatches('20*', '12020')).toBe(false);
    expect(postcodeMatches('75002', '75 002')).toBe(true);
    expect(postcodeMatches('75000...75999', '75011')).toBe(true);
    expect(postcodeMatches('75000...75999', '76000')).toBe(false);
  });
});

describe('shippableCountryCodes', () => {
  const everywhere = ['FR', 'DE', 'BE', 'CY', 'US', 'CA', 'JP', 'BR', 'MX'];
  const allZones = new Set([1, 2, 3, 4]);

  it('without a method in zone 0, is the countries named by zones with methods (a state names its country), sorted', () => {
    expect(shippableCountryCodes(zones, allZones, everywhere)).toEqual(['BE', 'CA', 'CY', 'DE', 'FR', 'US']);
  });

  it('with an enabled method in zone 0, takes every country the settings allow that no methodless zone holds whole', () => {
    expect(shippableCountryCodes(zones, new Set([0, 1, 2, 3, 4]), everywhere)).toEqual([...everywhere].sort());
    // Regression (issue 21): zone 0 used to add no country, so a US address outside the state zones got no method.
    expect(shippableCountryCodes(zones, new Set([0]), ['US', 'JP'])).toEqual(['JP', 'US']);
  });

  it('refuses a country a whole-country zone without methods holds, even with zone 0 (WooCommerce does not fall through)', () => {
    expect(shippableCountryCodes(zones, new Set([0, 1, 4]), ['FR', 'DE', 'US', 'JP'])).toEqual(['FR', 'JP', 'US']);
    // France: Corsica's postcode zone has methods, mainland (zone 2) none: some French addresses still ship.
    expect(shippableCountryCodes(zones, new Set([1]), ['FR'])).toEqual(['FR']);
    expect(shippableCountryCodes(zones, new Set([2]), ['FR', 'CY'])).toEqual(['FR']);
  });

  it('offers only the countries the store settings let it ship to', () => {
    expect(shippableCountryCodes(zones, new Set([0, 1, 2, 3, 4]), ['fr', 'JP'])).toEqual(['FR', 'JP']);
    expect(shippableCountryCodes(zones, new Set([0, 1, 2, 3, 4]), [])).toEqual([]);
  });

  it('expands the continents with the fixed lists', () => {
    expect(continentCountries('EU')).toEqual(expect.arrayContaining(['FR', 'DE', 'IT', 'ES']));
    expect(continentCountries('NA')).toEqual(expect.arrayContaining(['US', 'CA', 'MX']));
    expect(continentCountries('OC')).toContain('AU');
    expect(continentCountries('ZZ')).toEqual([]);
    expect(baseCountryCode('pt-20')).toBe('PT');
  });
});
