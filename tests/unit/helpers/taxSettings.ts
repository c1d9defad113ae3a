/** Store tax settings for unit tests: a French shop in Paris, taxes on, prices shown with tax; overrides per test. */
import type { TaxSettings } from '../../../server/src/domain/tax';

export function taxSettings(overrides: Partial<TaxSettings> = {}): TaxSettings {
  return {
    enabled: true,
    pricesIncludeTax: false,
    baseCountry: 'FR',
    base: { country: 'FR', state: '', postcode: '75004', city: 'Paris' },
    taxBasedOn: 'shipping',
    displayShop: 'incl',
    displayCart: 'incl',
    roundAtSubtotal: false,
    priceSuffix: '',
    ...overrides,
  };
}
