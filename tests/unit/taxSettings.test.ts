/** The store's tax settings as the storefront reads them (server/src/woo/checkout.ts), from the genuine store's recorded answers. */
import fs from 'node:fs';
import path from 'node:path';
import { toTaxSettings } from '../../server/src/woo/checkout';

interface RecordedCall {
  path: string;
  body: string;
}

const calls = JSON.parse(
  fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'realwoo-taxes', 'store-calls.json'), 'utf8'),
) as RecordedCall[];
const settings = (group: string) => JSON.parse(calls.find((call) => call.path === `/wp-json/wc/v3/settings/${group}`)!.body);

describe('tax settings', () => {
  it('reads the genuine store recipe: prices entered before tax, shown with tax, taxes at the shipping address', () => {
    expect(toTaxSettings(settings('general'), settings('tax'))).toEqual({
      enabled: true,
      pricesIncludeTax: false,
      baseCountry: 'FR',
      base: { country: 'FR', state: '', postcode: '75004', city: 'Paris' },
      taxBasedOn: 'shipping',
      displayShop: 'incl',
      displayCart: 'incl',
      roundAtSubtotal: false,
      priceSuffix: '',
    });
  });

  it("takes WooCommerce's defaults for what a store leaves out, and the suffix's words without its markup", () => {
    const read = toTaxSettings(
      [{ id: 'woocommerce_default_country', value: 'US:CA' }],
      [{ id: 'woocommerce_price_display_suffix', value: '<em>incl.&nbsp;VAT</em> {price_excluding_tax}' }],
    );
    expect(read).toMatchObject({
      enabled: true,
      pricesIncludeTax: false,
      base: { country: 'US', state: 'CA' },
      taxBasedOn: 'shipping',
      displayShop: 'excl',
      displayCart: 'excl',
      priceSuffix: 'incl. VAT {price_excluding_tax}',
    });
  });
});
