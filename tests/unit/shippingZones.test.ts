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
  it('is the union of countries, states countries and continents, sorted, zone 0 adding none', () => {
    const codes = shippableCountryCodes(zones);
    expect(codes).toEqual([...codes].sort());
    for (const code of ['FR', 'DE', 'BE', 'CY', 'US', 'CA']) expect(codes).toContain(code);
    expect(codes).not.toContain('JP');
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('expands the continents with the fixed lists', () => {
    expect(continentCountries('EU')).toEqual(expect.arrayContaining(['FR', 'DE', 'IT', 'ES']));
    expect(continentCountries('NA')).toEqual(expect.arrayContaining(['US', 'CA', 'MX']));
    expect(continentCountries('OC')).toContain('AU');
    expect(continentCountries('ZZ')).toEqual([]);
    expect(baseCountryCode('pt-20')).toBe('PT');
  });
});
