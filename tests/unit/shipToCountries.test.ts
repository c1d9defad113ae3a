/** The countries a WooCommerce shop ships to from its general settings (server/src/domain/shipToCountries.ts). */
import { DEFAULT_SHIPPING_LOCATIONS, sellingCountries, shipToCountries } from '../../server/src/domain/shipToCountries';

const store = ['AF', 'DE', 'FR', 'JP', 'US'];

describe('shipToCountries', () => {
  it("ships where the shop sells by default ('' ship-to, sell to all)", () => {
    expect(shipToCountries(DEFAULT_SHIPPING_LOCATIONS, store)).toEqual(store);
  });

  it("follows the selling locations when ship-to is ''", () => {
    expect(shipToCountries({ ...DEFAULT_SHIPPING_LOCATIONS, sellTo: 'all_except', sellToAllExcept: ['af', 'JP'] }, store)).toEqual([
      'DE',
      'FR',
      'US',
    ]);
    expect(shipToCountries({ ...DEFAULT_SHIPPING_LOCATIONS, sellTo: 'specific', sellToSpecific: ['FR', 'US', 'ZZ'] }, store)).toEqual([
      'FR',
      'US',
    ]);
    expect(shipToCountries({ ...DEFAULT_SHIPPING_LOCATIONS, sellTo: 'specific', sellToSpecific: [] }, store)).toEqual([]);
  });

  it("ships everywhere with 'all', whatever the selling locations", () => {
    expect(shipToCountries({ ...DEFAULT_SHIPPING_LOCATIONS, sellTo: 'specific', sellToSpecific: ['FR'], shipTo: 'all' }, store)).toEqual(
      store,
    );
  });

  it("ships only to the specific list with 'specific', nowhere with 'disabled'", () => {
    expect(shipToCountries({ ...DEFAULT_SHIPPING_LOCATIONS, shipTo: 'specific', shipToSpecific: ['DE', 'FR'] }, store)).toEqual([
      'DE',
      'FR',
    ]);
    expect(shipToCountries({ ...DEFAULT_SHIPPING_LOCATIONS, shipTo: 'disabled' }, store)).toEqual([]);
  });

  it('sells everywhere when all_except lists nothing', () => {
    expect(sellingCountries({ ...DEFAULT_SHIPPING_LOCATIONS, sellTo: 'all_except' }, store)).toEqual(store);
  });
});
