/** Cart pricing rules (server/src/domain/cart.ts, cartTotals.ts): pure, in the base currency, then in a display currency. */
import {
  assertCartSize,
  CartTooLargeError,
  hasEnoughStock,
  isAllowedQuantity,
  isAvailable,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  priceCartLine,
  stockLimit,
  type CartLineRequest,
  type PricedLine,
} from '../../server/src/domain/cart';
import { allPurchasable, cartTotals, lineAmounts, lineTotal, plainCartDisplay, subtotalOf } from '../../server/src/domain/cartTotals';
import { product, variation } from './helpers/catalog';

const request = (overrides: Partial<CartLineRequest> = {}): CartLineRequest => ({
  key: 'line',
  productId: 10,
  variationId: null,
  quantity: 1,
  ...overrides,
});

const USD = { code: 'USD', rate: 1.1 };

describe('limits', () => {
  it('refuses a cart of more than MAX_CART_LINES lines', () => {
    expect(() => assertCartSize(MAX_CART_LINES)).not.toThrow();
    expect(() => assertCartSize(MAX_CART_LINES + 1)).toThrow(CartTooLargeError);
  });

  it('allows whole quantities from 1 to MAX_LINE_QUANTITY', () => {
    expect([0, 1, 2.5, MAX_LINE_QUANTITY, MAX_LINE_QUANTITY + 1].map(isAllowedQuantity)).toEqual([false, true, false, true, false]);
  });
});

describe('availability and stock', () => {
  it('sells anything but out of stock', () => {
    expect(['IN_STOCK', 'PRE_ORDER', 'OUT_OF_STOCK'].map((value) => isAvailable(value as never))).toEqual([true, true, false]);
  });

  it("follows the store's stock rule: tracked stock covers the quantity, unless it is untracked or backorders are allowed", () => {
    expect(hasEnoughStock({ stockQuantity: 2, backordersAllowed: false }, 2)).toBe(true);
    expect(hasEnoughStock({ stockQuantity: 2, backordersAllowed: false }, 3)).toBe(false);
    expect(hasEnoughStock({ stockQuantity: null, backordersAllowed: false }, 50)).toBe(true);
    // A variation on backorder (pre-order with nothing on the shelf): no limit.
    expect(hasEnoughStock({ stockQuantity: 0, backordersAllowed: true }, 3)).toBe(true);
    expect(stockLimit({ stockQuantity: 0, backordersAllowed: true })).toBeNull();
    // A pre-order product with 9 in stock and no backorders sells its 9, as WooCommerce does.
    expect(stockLimit({ stockQuantity: 9, backordersAllowed: false })).toBe(9);
    expect(hasEnoughStock({ stockQuantity: 9, backordersAllowed: false }, 10)).toBe(false);
    expect(stockLimit({ stockQuantity: -2, backordersAllowed: false })).toBe(0);
  });
});

describe('priceCartLine', () => {
  const variable = product({ type: 'variable', variationIds: [11, 12] });

  it('prices a simple product from the product', () => {
    expect(priceCartLine(request({ quantity: 2 }), product(), [])).toEqual({
      key: 'line',
      productId: 10,
      variationId: null,
      quantity: 2,
      found: true,
      name: 'Montmartre',
      sku: 'MONT',
      unitPrice: 189,
      tax: { taxStatus: 'taxable', taxClass: 'standard' },
      availability: 'IN_STOCK',
      stockQuantity: null,
      stockLimit: null,
      purchasable: true,
    });
  });

  it('prices a variation from the variation, with the product name', () => {
    expect(priceCartLine(request({ variationId: 11, quantity: 5 }), variable, [variation()])).toMatchObject({
      found: true,
      name: 'Montmartre',
      sku: 'MONT-BLK',
      unitPrice: 179,
      stockQuantity: 5,
      purchasable: true,
    });
  });

  it('does not find a missing product or a variation that is not its own', () => {
    const missing = { found: false, name: null, sku: null, unitPrice: null, availability: null, stockQuantity: null, purchasable: false };
    expect(priceCartLine(request(), null, [])).toMatchObject(missing);
    expect(priceCartLine(request({ variationId: 99 }), variable, [variation()])).toMatchObject(missing);
    expect(priceCartLine(request({ variationId: 11 }), product(), [])).toMatchObject(missing);
  });

  it.each([
    ['no variation chosen for a variable product', request(), variable, []],
    ['no price', request(), product({ price: null }), []],
    ['out of stock', request(), product({ availability: 'OUT_OF_STOCK' }), []],
    ['not enough stock', request({ variationId: 11, quantity: 6 }), variable, [variation()]],
    ['too many units', request({ quantity: MAX_LINE_QUANTITY + 1 }), product(), []],
    ['no unit', request({ quantity: 0 }), product(), []],
  ])('is found but not purchasable: %s', (_case, line, source, variations) => {
    expect(priceCartLine(line, source, variations)).toMatchObject({ found: true, purchasable: false });
  });

  it('sells a pre-order on backorder beyond its stock, and one with stock but no backorders up to its stock', () => {
    const line = priceCartLine(request({ variationId: 11, quantity: 8 }), variable, [
      variation({ availability: 'PRE_ORDER', stockQuantity: 0, backordersAllowed: true }),
    ]);
    expect(line).toMatchObject({ availability: 'PRE_ORDER', purchasable: true, stockLimit: null });
    const withStock = (quantity: number) =>
      priceCartLine(request({ variationId: 11, quantity }), variable, [variation({ availability: 'PRE_ORDER', stockQuantity: 9 })]);
    expect(withStock(9)).toMatchObject({ purchasable: true, stockLimit: 9 });
    expect(withStock(10)).toMatchObject({ purchasable: false, stockLimit: 9 });
  });
});

describe('cart totals', () => {
  const priced = (overrides: Partial<PricedLine> = {}): PricedLine => ({ ...priceCartLine(request(), product(), []), ...overrides });

  it('converts the unit price, then multiplies the displayed unit price by the quantity, rounded to cents', () => {
    // 1.15 EUR -> 1.265 USD shown as 1.27; 10 of them are 12.70 as the shopper reads it (not 11.50 EUR converted, 12.65).
    const line = lineAmounts(priced({ unitPrice: 1.15, quantity: 10 }), plainCartDisplay(USD));
    expect(line.unitPrice).toEqual({ amount: 1.27, currencyCode: 'USD' });
    expect(line.lineTotal).toEqual({ amount: 12.7, currencyCode: 'USD' });
    expect(lineTotal({ amount: 0.1, currencyCode: 'EUR' }, 3)).toEqual({ amount: 0.3, currencyCode: 'EUR' });
    expect(lineAmounts(priced({ unitPrice: null, found: false, purchasable: false }), plainCartDisplay(USD))).toMatchObject({
      unitPrice: null,
      lineTotal: null,
    });
  });

  it('adds up the purchasable lines only, and says whether all are', () => {
    const lines = [priced({ key: 'a', quantity: 2 }), priced({ key: 'b', unitPrice: 20.05 }), priced({ key: 'c', purchasable: false })];
    const eur = cartTotals(lines);
    expect(eur.subtotal).toEqual({ amount: 398.05, currencyCode: 'EUR' });
    expect(eur.allAvailable).toBe(false);
    expect(eur.lines.map((line) => line.lineTotal?.amount)).toEqual([378, 20.05, 189]);
    const usd = cartTotals(lines, USD);
    expect(usd.currencyCode).toBe('USD');
    // 207.9 x 2 + 22.06 (20.055 rounded): the sum of the lines as shown.
    expect(usd.subtotal).toEqual({ amount: 437.86, currencyCode: 'USD' });
    expect(subtotalOf([], 'EUR')).toEqual({ amount: 0, currencyCode: 'EUR' });
    expect(allPurchasable([])).toBe(true);
    expect(allPurchasable(lines.slice(0, 2))).toBe(true);
  });
});
