/** Prices as the store shows them (server/src/domain/priceDisplay.ts): WooCommerce's wc_get_price_to_display for its settings. */
import { priceDisplay, STANDARD_TAXABLE, taxLocationOf, type TaxRules } from '../../server/src/domain/priceDisplay';
import type { TaxRate, TaxSettings } from '../../server/src/domain/tax';
import { productHead } from '../../server/src/seo/pageHead';
import { product } from './helpers/catalog';
import { taxSettings } from './helpers/taxSettings';

const rate = (fields: Partial<TaxRate> & Pick<TaxRate, 'id' | 'country' | 'rate'>): TaxRate => ({
  state: '',
  postcodes: [],
  cities: [],
  name: 'TVA',
  priority: 1,
  compound: false,
  shipping: true,
  order: fields.id,
  taxClass: 'standard',
  ...fields,
});

/** The genuine store recipe's only rate (shared/realwoo: FR 20 %, shipping taxed). */
const FR = rate({ id: 1, country: 'FR', rate: 20 });
const DE = rate({ id: 2, country: 'DE', rate: 19, name: 'MwSt' });
const REDUCED = rate({ id: 3, country: 'FR', rate: 5.5, taxClass: 'reduced-rate', shipping: false });
const EUR = { code: 'EUR', rate: 1 };
const USD = { code: 'USD', rate: 1.08 };

const rules = (settings: Partial<TaxSettings> = {}, rates: TaxRate[] = [FR]): TaxRules => ({ settings: taxSettings(settings), rates });

describe('a store entering prices before tax and showing them with tax (the genuine store recipe)', () => {
  const genuine = rules();

  it("shows Bastille's 149.00 as 178.80 and Colissimo's 5.90 as 7.08, as its own theme does", () => {
    const display = priceDisplay({ rules: genuine, currency: EUR, destination: null });
    expect(display.shop(149, STANDARD_TAXABLE)).toBe(178.8);
    expect(display.cart(149, STANDARD_TAXABLE)).toBe(178.8);
    expect(display.shipping(5.9, true)).toBe(7.08);
    expect(display.shipping(5.9, false)).toBe(5.9);
    expect(display.shopIncludesTax).toBe(true);
  });

  it('converts first, then taxes the converted price: $193.10 as WOOCS shows it at 1.08', () => {
    expect(priceDisplay({ rules: genuine, currency: USD, destination: null }).shop(149, STANDARD_TAXABLE)).toBe(193.1);
  });

  it('taxes a line as a whole in the cart (wc_get_price_including_tax with a quantity)', () => {
    const display = priceDisplay({ rules: genuine, currency: EUR, destination: null });
    // 3 x 10.05 = 30.15, tax 6.03: 36.18 (3 x 12.06).
    expect(display.cart(10.05, STANDARD_TAXABLE, 3)).toBe(36.18);
    expect(display.cart(0.03, STANDARD_TAXABLE, 3)).toBe(0.11);
  });

  it("follows the shopper's destination once known: no German rate, no tax; with one, Germany's", () => {
    expect(priceDisplay({ rules: genuine, currency: EUR, destination: { country: 'DE' } }).shop(149, STANDARD_TAXABLE)).toBe(149);
    const withGermany = rules({}, [FR, DE]);
    expect(priceDisplay({ rules: withGermany, currency: EUR, destination: { country: 'DE' } }).shop(149, STANDARD_TAXABLE)).toBe(177.31);
    expect(priceDisplay({ rules: withGermany, currency: EUR, destination: { country: 'FR' } }).shop(149, STANDARD_TAXABLE)).toBe(178.8);
  });

  it("stays at the shop's address when taxes are based on it", () => {
    const base = rules({ taxBasedOn: 'base' }, [FR, DE]);
    expect(taxLocationOf(base.settings, { country: 'DE' }).country).toBe('FR');
    expect(priceDisplay({ rules: base, currency: EUR, destination: { country: 'DE' } }).shop(149, STANDARD_TAXABLE)).toBe(178.8);
  });

  it('taxes by the item: its class, and nothing for an item that is not taxable', () => {
    const display = priceDisplay({ rules: rules({}, [FR, REDUCED]), currency: EUR, destination: null });
    expect(display.shop(100, { taxStatus: 'taxable', taxClass: 'reduced-rate' })).toBe(105.5);
    expect(display.shop(100, { taxStatus: 'none', taxClass: 'standard' })).toBe(100);
    expect(display.shop(100, { taxStatus: 'shipping', taxClass: 'standard' })).toBe(100);
  });

  it('shows the price before tax when the store says so (woocommerce_tax_display_*: excl)', () => {
    const display = priceDisplay({ rules: rules({ displayShop: 'excl', displayCart: 'excl' }), currency: EUR, destination: null });
    expect(display.shop(149, STANDARD_TAXABLE)).toBe(149);
    expect(display.shipping(5.9, true)).toBe(5.9);
    expect(display.cartIncludesTax).toBe(false);
  });

  it('shows the shop with tax and the cart without, each as its own setting says', () => {
    const display = priceDisplay({ rules: rules({ displayCart: 'excl' }), currency: EUR, destination: null });
    expect([display.shop(149, STANDARD_TAXABLE), display.cart(149, STANDARD_TAXABLE)]).toEqual([178.8, 149]);
  });
});

describe('a store entering prices with tax (the local store by default)', () => {
  const inclusive = rules({ pricesIncludeTax: true }, [FR, DE]);

  it('shows the price entered, wherever the shopper is (the shop charges it everywhere)', () => {
    for (const destination of [null, { country: 'FR' }, { country: 'DE' }, { country: 'US' }]) {
      expect(priceDisplay({ rules: inclusive, currency: EUR, destination }).shop(189, STANDARD_TAXABLE)).toBe(189);
    }
  });

  it('takes the included tax out when it shows prices before tax', () => {
    const display = priceDisplay({ rules: rules({ pricesIncludeTax: true, displayShop: 'excl' }), currency: EUR, destination: null });
    expect(display.shop(189, STANDARD_TAXABLE)).toBe(157.5);
  });
});

describe('taxes off, and the price suffix', () => {
  it('shows prices as entered when the store computes no tax', () => {
    const display = priceDisplay({ rules: rules({ enabled: false }), currency: EUR, destination: null });
    expect(display.shop(149, STANDARD_TAXABLE)).toBe(149);
    expect(display.suffix(149, STANDARD_TAXABLE)).toBeNull();
  });

  it("gives the store's suffix with the amounts it names, and none for an item that is not taxable", () => {
    const display = priceDisplay({
      rules: rules({ priceSuffix: 'TTC, soit {price_excluding_tax} HT' }),
      currency: EUR,
      destination: null,
    });
    expect(display.suffix(149, STANDARD_TAXABLE)).toEqual([{ text: 'TTC, soit ' }, { amount: 149 }, { text: ' HT' }]);
    expect(display.suffix(149, { taxStatus: 'none', taxClass: 'standard' })).toBeNull();
    expect(priceDisplay({ rules: rules(), currency: EUR, destination: null }).suffix(149, STANDARD_TAXABLE)).toBeNull();
  });
});

describe("a product page's structured data", () => {
  it('offers the price the page shows (with tax, at the shop): 178.80 for 149.00 before tax', () => {
    const display = priceDisplay({ rules: rules(), currency: EUR, destination: null });
    const head = productHead(product({ price: 149, regularPrice: 149 }), [], 'https://shop.example', (amount, item) =>
      display.shop(amount, item),
    );
    expect(head.jsonLd).toMatchObject({ offers: { price: '178.80', priceCurrency: 'EUR' } });
    expect(productHead(product({ price: 149 }), [], 'https://shop.example').jsonLd).toMatchObject({ offers: { price: '149.00' } });
  });
});
