/**
 * Postcodes read as the shop matches them (server/src/domain/postcodes.ts): WooCommerce's normalisation,
 * the French forms shoppers type (`F-`, `FR`, Corsica's `2A`/`2B`), and the zone and tax rate they reach.
 */
import { formatPostcode, matchingPostcode, normalizePostcode, postcodeMatches } from '../../server/src/domain/postcodes';
import { zoneForDestination, type ShippingZone } from '../../server/src/domain/shippingZones';
import { applicableRates, type TaxRate } from '../../server/src/domain/tax';

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
  { id: 3, name: 'Royaume-Uni', order: 2, locations: [{ type: 'country', code: 'GB' }] },
];

const rate = (id: number, rate: number, order: number, postcodes: string[] = []): TaxRate => ({
  id,
  country: 'FR',
  state: '',
  postcodes,
  cities: [],
  rate,
  name: 'TVA',
  priority: 1,
  compound: false,
  shipping: true,
  order,
  taxClass: 'standard',
});
// As the store orders them: La Réunion's rate before France's.
const rates = [rate(5, 8.5, 0, ['974*']), rate(1, 20, 1)];

describe('normalizePostcode (wc_normalize_postcode)', () => {
  it('trims, upper-cases and drops spaces and dashes', () => {
    expect(['  sw1a 1aa ', '75-002', 'd02\tx285', '12345-6789'].map(normalizePostcode)).toEqual([
      'SW1A1AA',
      '75002',
      'D02X285',
      '123456789',
    ]);
  });
});

describe('matchingPostcode', () => {
  it("reads a French postcode without the country's letter, in any case and spacing", () => {
    for (const typed of ['F-20090', 'f-20090', 'F 20090', 'F20090', 'FR-20090', 'fr 20090', ' 20 090 ']) {
      expect([typed, matchingPostcode('FR', typed)]).toEqual([typed, '20090']);
    }
    expect(matchingPostcode('RE', 'F-97400')).toBe('97400');
  });

  it("reads Corsica's department codes 2A and 2B as its postcodes' 20", () => {
    expect(['2A004', '2a 004', 'F-2B200', '2B-290'].map((typed) => matchingPostcode('FR', typed))).toEqual([
      '20004',
      '20004',
      '20200',
      '20290',
    ]);
  });

  it('leaves other countries as WooCommerce normalises them', () => {
    expect(matchingPostcode('GB', 'f1 1aa')).toBe('F11AA');
    expect(matchingPostcode('DE', 'F-20090')).toBe('F20090');
    expect(matchingPostcode('FR', 'F-2009')).toBe('F2009');
  });
});

describe('formatPostcode (what the order records)', () => {
  it('writes a French postcode as its five digits, any other as typed', () => {
    expect(formatPostcode('FR', ' f-97400 ')).toBe('97400');
    expect(formatPostcode('FR', '2A004')).toBe('20004');
    expect(formatPostcode('GB', ' sw1a 1aa ')).toBe('SW1A 1AA');
  });
});

// Regression: `F-20090` shipped free to Ajaccio as mainland France, `F-97400` was taxed 20 % instead of 8.5 %.
describe('zones and rates reached by what shoppers type', () => {
  it.each(['F-20090', 'f 20090', 'FR20090', '2A090', '2B 200'])('%s is in the Corsica zone', (postcode) => {
    expect(zoneForDestination(zones, { country: 'FR', postcode })?.name).toBe('Corse');
  });

  it.each(['F-75002', '75 002', 'fr-75002'])('%s is in mainland France', (postcode) => {
    expect(zoneForDestination(zones, { country: 'FR', postcode })?.name).toBe('France');
  });

  it.each(['F-97400', 'f 97 400', 'FR97400'])('%s is taxed at La Réunion’s 8.5 %%', (postcode) => {
    expect(applicableRates(rates, { country: 'FR', postcode }).map((applied) => applied.rate)).toEqual([8.5]);
  });

  it('matches patterns written with spaces or in lower case, and ranges', () => {
    expect(postcodeMatches('974 *', 'F-97411', 'FR')).toBe(true);
    expect(postcodeMatches('20000...20999', 'F-20090', 'FR')).toBe(true);
    expect(postcodeMatches('sw1a*', 'sw1a 1aa', 'GB')).toBe(true);
  });
});
