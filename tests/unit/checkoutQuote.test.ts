/** Checkout quotes (server/src/domain/checkoutQuote.ts): lines, shipping, VAT and totals in a display currency. */
import type { PricedLine } from '../../server/src/domain/cart';
import { computeQuote, stockKey, type QuoteInput } from '../../server/src/domain/checkoutQuote';
import type { ShippingMethodOption } from '../../server/src/domain/shippingMethods';
import type { TaxRate } from '../../server/src/domain/tax';
import { taxSettings } from './helpers/taxSettings';

/** A priced line; its stock limit is its stock quantity unless given. */
const line = (fields: Partial<PricedLine> & Pick<PricedLine, 'key' | 'productId' | 'unitPrice' | 'quantity'>): PricedLine => {
  const merged = {
    variationId: null,
    found: true,
    name: `Product ${fields.productId}`,
    sku: `SKU-${fields.productId}`,
    availability: 'IN_STOCK' as const,
    stockQuantity: 10,
    purchasable: true,
    tax: { taxStatus: 'taxable' as const, taxClass: 'standard' },
    ...fields,
  };
  return { ...merged, stockLimit: fields.stockLimit !== undefined ? fields.stockLimit : merged.stockQuantity };
};

const fr: TaxRate = {
  id: 1,
  country: 'FR',
  state: '',
  postcodes: [],
  cities: [],
  rate: 20,
  name: 'TVA',
  priority: 1,
  compound: false,
  shipping: true,
  order: 1,
  taxClass: 'standard',
};

const method = (fields: Partial<ShippingMethodOption> & Pick<ShippingMethodOption, 'instanceId' | 'cost'>): ShippingMethodOption => ({
  id: `1:${fields.instanceId}`,
  zoneId: 1,
  methodId: 'flat_rate',
  kind: 'FLAT_RATE',
  title: 'Standard',
  description: null,
  taxable: true,
  minAmount: null,
  requires: 'none',
  settingsCost: String(fields.cost),
  raw: {},
  ...fields,
});

const methods = [
  method({ instanceId: 1, cost: 5.9 }),
  method({
    instanceId: 2,
    cost: 0,
    kind: 'FREE_SHIPPING',
    methodId: 'free_shipping',
    requires: 'min_amount',
    minAmount: 100,
    taxable: false,
  }),
  method({ instanceId: 3, cost: 10, title: 'Express' }),
];

const base = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [
    line({ key: 'a', productId: 1, unitPrice: 18, quantity: 2 }),
    line({ key: 'b', productId: 2, variationId: 13, unitPrice: 24, quantity: 1 }),
  ],
  currency: { code: 'EUR', rate: 1 },
  settings: taxSettings(),
  rates: [fr],
  destination: { country: 'FR', postcode: '75002' },
  methods: [method({ instanceId: 1, cost: 5 })],
  chosenMethodId: '1:1',
  ...overrides,
});

describe('computeQuote', () => {
  it('comes out as the recorded WooCommerce order: cart tax 12.00, shipping tax 1.00, total 78.00', () => {
    const quote = computeQuote(base());
    expect(quote.lines.map((l) => [l.net, l.tax])).toEqual([
      [36, 7.2],
      [24, 4.8],
    ]);
    expect(quote.shipping).toMatchObject({ net: 5, tax: 1, total: 6 });
    expect(quote.taxTotal).toBe(13);
    expect(quote.total).toBe(78);
    expect(quote.ready).toBe(true);
  });

  it('shows tax-inclusive prices as they are and the VAT they include (items and shipping)', () => {
    const quote = computeQuote(base({ settings: taxSettings({ pricesIncludeTax: true }), methods, chosenMethodId: '1:1' }));
    expect(quote.itemsTotal).toBe(60);
    expect(quote.shipping.total).toBe(5.9);
    expect(quote.taxTotal).toBe(10.98);
    expect(quote.taxLines).toEqual([{ rate: fr, amount: 10.98 }]);
    expect(quote.total).toBe(65.9);
  });

  it('offers free shipping from its minimum, on the items amount', () => {
    const settings = taxSettings({ pricesIncludeTax: true });
    const under = computeQuote(base({ settings, methods }));
    expect(under.methods.map((m) => m.id)).toEqual(['1:1', '1:3']);
    const over = computeQuote(
      base({ settings, methods, lines: [line({ key: 'a', productId: 1, unitPrice: 120, quantity: 1 })], chosenMethodId: '1:2' }),
    );
    expect(over.methods.map((m) => m.id)).toEqual(['1:1', '1:2', '1:3']);
    expect(over.chosen?.displayCost).toBe(0);
    expect(over.total).toBe(120);
  });

  it('converts to the display currency by the display rule and taxes the converted amounts', () => {
    const quote = computeQuote(
      base({
        currency: { code: 'USD', rate: 1.1 },
        settings: taxSettings({ pricesIncludeTax: true }),
        methods,
        lines: [line({ key: 'a', productId: 1, unitPrice: 189, quantity: 1 })],
      }),
    );
    expect(quote.lines[0]?.unitPrice).toBe(207.9);
    expect(quote.lines[0]?.total).toBe(207.9);
    expect(quote.chosen?.displayCost).toBe(6.49);
    expect(quote.total).toBe(214.39);
    expect(quote.currency.code).toBe('USD');
  });

  it('has no methods and no choice without a destination, and taxes at the base country', () => {
    const quote = computeQuote(base({ destination: null, settings: taxSettings({ pricesIncludeTax: true }) }));
    expect(quote.methods).toEqual([]);
    expect(quote.chosen).toBeNull();
    expect(quote.taxTotal).toBe(10);
    expect(quote.ready).toBe(false);
  });

  it('drops a chosen method that is not offered any more', () => {
    const quote = computeQuote(base({ chosenMethodId: '9:9' }));
    expect(quote.chosen).toBeNull();
    expect(quote.shipping.total).toBe(0);
    expect(quote.ready).toBe(false);
  });

  it('marks lines that cannot be bought, counting the units others hold', () => {
    const lines = [
      line({
        key: 'gone',
        productId: 1,
        unitPrice: null,
        quantity: 1,
        found: false,
        purchasable: false,
        availability: null,
        stockQuantity: null,
      }),
      line({ key: 'out', productId: 2, unitPrice: 10, quantity: 1, availability: 'OUT_OF_STOCK', stockQuantity: 0, purchasable: false }),
      line({ key: 'short', productId: 3, unitPrice: 10, quantity: 3, stockQuantity: 5 }),
      line({ key: 'ok', productId: 4, unitPrice: 10, quantity: 1, stockQuantity: null }),
    ];
    const heldByOthers = new Map([[stockKey({ productId: 3, variationId: null }), 3]]);
    const quote = computeQuote(base({ lines, heldByOthers }));
    expect(quote.lines.map((l) => [l.key, l.problem, l.availableQuantity])).toEqual([
      ['gone', 'NOT_FOUND', null],
      ['out', 'OUT_OF_STOCK', 0],
      ['short', 'NOT_ENOUGH_STOCK', 2],
      ['ok', null, null],
    ]);
    expect(quote.allAvailable).toBe(false);
    expect(quote.ready).toBe(false);
    expect(quote.itemsTotal).toBe(12);
  });

  it('taxes a pickup at the shop where the shop is, not at the address', () => {
    const reunion: TaxRate = { ...fr, id: 5, rate: 8.5, postcodes: ['974*'], order: 0 };
    const pickup = method({ instanceId: 4, cost: 0, kind: 'LOCAL_PICKUP', methodId: 'local_pickup' });
    const input = base({
      rates: [reunion, fr],
      destination: { country: 'FR', postcode: '97400' },
      methods: [method({ instanceId: 1, cost: 5 }), pickup],
    });
    expect(computeQuote(input).taxLines.map((line) => line.rate.rate)).toEqual([8.5]);
    expect(computeQuote({ ...input, chosenMethodId: '1:4' }).taxLines.map((line) => line.rate.rate)).toEqual([20]);
  });

  it('charges no tax when the store computes none', () => {
    const quote = computeQuote(base({ settings: taxSettings({ enabled: false, pricesIncludeTax: true }) }));
    expect(quote.taxTotal).toBe(0);
    expect(quote.total).toBe(65);
  });

  it('shows every amount with tax for a store entering prices before tax: lines, methods and shipping as charged', () => {
    // The genuine store recipe: Bastille 149.00 and Colissimo 5.90 before tax, 178.80 and 7.08 shown.
    const quote = computeQuote(
      base({
        lines: [line({ key: 'a', productId: 69, unitPrice: 149, quantity: 2 })],
        methods: [method({ instanceId: 1, cost: 5.9, title: 'Colissimo' })],
      }),
    );
    expect(quote.includesTax).toBe(true);
    expect(quote.lines[0]).toMatchObject({ unitPrice: 178.8, net: 298, tax: 59.6, total: 357.6 });
    expect(quote.methods[0]?.displayCost).toBe(7.08);
    expect(quote.shipping).toMatchObject({ net: 5.9, tax: 1.18, total: 7.08, shown: 7.08 });
    expect([quote.itemsTotal, quote.taxTotal, quote.total]).toEqual([357.6, 60.78, 364.68]);
  });

  it('shows amounts before tax with the VAT apart when the store shows its cart so, the total unchanged', () => {
    const quote = computeQuote(base({ settings: taxSettings({ displayCart: 'excl' }) }));
    expect(quote.includesTax).toBe(false);
    expect(quote.lines.map((l) => [l.unitPrice, l.total])).toEqual([
      [18, 36],
      [24, 24],
    ]);
    expect(quote.methods[0]?.displayCost).toBe(5);
    expect(quote.shipping.shown).toBe(5);
    expect([quote.itemsTotal, quote.taxTotal, quote.total]).toEqual([60, 13, 78]);
  });

  it('offers free shipping when the items as shown (with VAT) reach its minimum, as WooCommerce compares them', () => {
    // 90.00 before tax is 108.00 shown: over the 100 of free shipping.
    const quote = computeQuote(base({ methods, lines: [line({ key: 'a', productId: 1, unitPrice: 90, quantity: 1 })] }));
    expect(quote.methods.map((m) => m.id)).toEqual(['1:1', '1:2', '1:3']);
    const shownBeforeTax = computeQuote(
      base({
        methods,
        settings: taxSettings({ displayCart: 'excl' }),
        lines: [line({ key: 'a', productId: 1, unitPrice: 90, quantity: 1 })],
      }),
    );
    expect(shownBeforeTax.methods.map((m) => m.id)).toEqual(['1:1', '1:3']);
  });

  it('taxes each line by its own tax status', () => {
    const quote = computeQuote(
      base({
        lines: [
          line({ key: 'a', productId: 1, unitPrice: 18, quantity: 2 }),
          line({ key: 'b', productId: 2, unitPrice: 24, quantity: 1, tax: { taxStatus: 'none', taxClass: 'standard' } }),
        ],
      }),
    );
    expect(quote.lines.map((l) => [l.unitPrice, l.tax, l.total])).toEqual([
      [21.6, 7.2, 43.2],
      [24, 0, 24],
    ]);
    expect(quote.total).toBe(73.2);
  });
});
