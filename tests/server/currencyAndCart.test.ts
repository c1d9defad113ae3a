/** Display currencies and cart re-pricing through the real server over the local store. */
import path from 'node:path';
import Database from 'better-sqlite3';
import { setCurrencyRate } from '../../server/localstore';
import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('currencies', () => {
  it("lists the store's currencies with names in the requested language", async () => {
    const fr = await server.gql<{ currencies: { code: string; symbol: string; name: string; rate: number }[] }>(
      `{ currencies { code symbol name rate } }`,
    );
    expect(fr.data!.currencies.map((currency) => currency.code)).toEqual(['EUR', 'USD', 'GBP', 'CAD', 'CHF']);
    expect(fr.data!.currencies[1]).toEqual({ code: 'USD', symbol: '$', name: 'Dollar des États-Unis', rate: 1.1 });
    const en = await server.gql<{ currencies: { name: string }[] }>(`{ currencies(language: EN) { name } }`);
    expect(en.data!.currencies[2]!.name).toBe('British Pound');
  });

  it('converts every price from the base price with the store rate, rounded to 2 decimals', async () => {
    const query = `query($c: CurrencyCode) { product(slug: "montmartre", currency: $c) { price { amount currencyCode } variations { price { amount currencyCode } } } }`;
    const eur = await server.gql<{ product: { price: { amount: number } } }>(query, { c: 'EUR' });
    const usd = await server.gql<{
      product: { price: { amount: number; currencyCode: string }; variations: { price: { currencyCode: string } }[] };
    }>(query, { c: 'USD' });
    expect(usd.data!.product.price).toEqual({ amount: Math.round(eur.data!.product.price.amount * 1.1 * 100) / 100, currencyCode: 'USD' });
    expect(usd.data!.product.variations.every((variation) => variation.price.currencyCode === 'USD')).toBe(true);
  });

  it('filters listing prices in the display currency', async () => {
    const query = `query($c: CurrencyCode, $min: Float) { products(pageSize: 100, currency: $c, filter: { minPrice: $min }) { nodes { price { amount } } } }`;
    const result = await server.gql<{ products: { nodes: { price: { amount: number } }[] } }>(query, { c: 'GBP', min: 200 });
    expect(result.data!.products.nodes.length).toBeGreaterThan(0);
    for (const node of result.data!.products.nodes) expect(node.price.amount).toBeGreaterThanOrEqual(200);
  });

  it('refuses a currency the shop does not offer', async () => {
    const result = await server.gql(`{ products(currency: "JPY") { totalCount } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("follows the store's rates once the cache expires", async () => {
    setCurrencyRate(server.dataDir, 'USD', 1.2);
    server.services.currency.clear();
    const result = await server.gql<{ product: { price: { amount: number } } }>(
      `{ product(slug: "montmartre", currency: "USD") { price { amount } } }`,
    );
    expect(result.data!.product.price.amount).toBe(226.8);
    setCurrencyRate(server.dataDir, 'USD', 1.1);
    server.services.currency.clear();
  });

  it("serves the plugin's own prices for the test page", async () => {
    const result = await server.gql<{ currencyPluginPrices: { prices: { productId: string; price: number }[]; error: unknown } }>(
      `{ currencyPluginPrices(currency: "USD") { prices { productId price } error { message } } }`,
    );
    expect(result.data!.currencyPluginPrices.error).toBeNull();
    expect(result.data!.currencyPluginPrices.prices).toContainEqual({ productId: '310', price: 207.9 });
    expect(result.data!.currencyPluginPrices.prices.length).toBeLessThanOrEqual(24);
  });

  it('says a currency the plugin does not serve is not served, without an error', async () => {
    type Answer = { currencyPluginPrices: { currency: string; served: boolean; prices: unknown[]; error: unknown } };
    const query = `query($c: CurrencyCode!) { currencyPluginPrices(currency: $c) { currency served prices { productId } error { message } } }`;
    const jpy = await server.gql<Answer>(query, { c: 'JPY' });
    expect(jpy.errors).toBeUndefined();
    expect(jpy.data!.currencyPluginPrices).toEqual({ currency: 'JPY', served: false, prices: [], error: null });
    const usd = await server.gql<Answer>(query, { c: 'USD' });
    expect(usd.data!.currencyPluginPrices.served).toBe(true);
  });
});

describe('cart pricing', () => {
  const CART = `query($lines: [CartLineInput!]!, $c: CurrencyCode) {
    cartPricing(lines: $lines, currency: $c) {
      allAvailable subtotal { amount currencyCode }
      lines { key found name purchasable availability stockQuantity unitPrice { amount currencyCode } lineTotal { amount } }
    }
  }`;
  type Pricing = {
    cartPricing: {
      allAvailable: boolean;
      subtotal: { amount: number; currencyCode: string };
      lines: {
        key: string;
        found: boolean;
        name: string | null;
        purchasable: boolean;
        availability: string | null;
        unitPrice: { amount: number } | null;
        lineTotal: { amount: number } | null;
      }[];
    };
  };

  it('prices available lines from the store in the display currency', async () => {
    const result = await server.gql<Pricing>(CART, {
      c: 'USD',
      lines: [
        { key: 'black', productId: '310', variationId: '311', quantity: 2 },
        { key: 'tortoise', productId: '310', variationId: '312', quantity: 1 },
      ],
    });
    const pricing = result.data!.cartPricing;
    expect(pricing.allAvailable).toBe(true);
    expect(pricing.lines.map((line) => [line.key, line.found, line.purchasable, line.unitPrice?.amount, line.lineTotal?.amount])).toEqual([
      ['black', true, true, 207.9, 415.8],
      ['tortoise', true, true, 207.9, 207.9],
    ]);
    expect(pricing.subtotal).toEqual({ amount: 623.7, currencyCode: 'USD' });
  });

  it('shows stale lines as such: gone, out of stock, not enough stock, variation missing', async () => {
    const result = await server.gql<Pricing>(CART, {
      lines: [
        { key: 'gone', productId: '999999', quantity: 1 },
        { key: 'sold-out', productId: '310', variationId: '313', quantity: 1 },
        { key: 'too-many', productId: '310', variationId: '311', quantity: 50 },
        { key: 'foreign-variation', productId: '310', variationId: '999998', quantity: 1 },
        { key: 'no-variation', productId: '310', quantity: 1 },
        { key: 'ok', productId: '310', variationId: '312', quantity: 1 },
      ],
    });
    const byKey = Object.fromEntries(result.data!.cartPricing.lines.map((line) => [line.key, line]));
    expect(byKey.gone).toMatchObject({ found: false, purchasable: false, unitPrice: null });
    expect(byKey['sold-out']).toMatchObject({ found: true, purchasable: false, availability: 'OUT_OF_STOCK' });
    expect(byKey['too-many']).toMatchObject({ found: true, purchasable: false, availability: 'IN_STOCK' });
    expect(byKey['foreign-variation']).toMatchObject({ found: false, purchasable: false });
    expect(byKey['no-variation']).toMatchObject({ found: true, purchasable: false });
    expect(byKey.ok).toMatchObject({ found: true, purchasable: true, name: 'Montmartre' });
    expect(result.data!.cartPricing.allAvailable).toBe(false);
    expect(result.data!.cartPricing.subtotal).toEqual({ amount: 189, currencyCode: 'EUR' });
  });

  it('rejects malformed ids and quantities', async () => {
    expect((await server.gql(CART, { lines: [{ key: 'x', productId: 'abc', quantity: 1 }] })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await server.gql(CART, { lines: [{ key: 'x', productId: '310', quantity: 0 }] })).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses a cart of more than 100 lines', async () => {
    const lines = Array.from({ length: 101 }, (_, index) => ({ key: String(index), productId: '310', variationId: '311', quantity: 1 }));
    expect((await server.gql(CART, { lines })).errors?.[0]).toMatchObject({
      message: 'A cart holds at most 100 lines',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  describe('from the store as it is now', () => {
    type VariationRow = { regular_price: string; sale_price: string; price: string; manage_stock: number; stock_quantity: number | null };
    const VARIATION = 311;
    let saved: VariationRow;
    /** Writes the variation's row in the running local store, as a shop manager's edit would. */
    const writeVariation = (row: VariationRow) => {
      const db = new Database(path.join(server.dataDir, 'localstore.sqlite'));
      try {
        db.prepare(
          'UPDATE products SET regular_price = @regular_price, sale_price = @sale_price, price = @price, manage_stock = @manage_stock, stock_quantity = @stock_quantity WHERE id = @id',
        ).run({ ...row, id: VARIATION });
      } finally {
        db.close();
      }
    };
    beforeAll(() => {
      const db = new Database(path.join(server.dataDir, 'localstore.sqlite'), { readonly: true });
      saved = db
        .prepare('SELECT regular_price, sale_price, price, manage_stock, stock_quantity FROM products WHERE id = ?')
        .get(VARIATION) as VariationRow;
      db.close();
    });
    afterAll(async () => {
      writeVariation(saved);
      await server.services.catalog.invalidate();
    });

    const catalogPrice = async () => {
      const result = await server.gql<{ product: { variations: { id: string; price: { amount: number } }[] } }>(
        `{ product(slug: "montmartre") { variations { id price { amount } } } }`,
      );
      return result.data!.product.variations.find((variation) => variation.id === String(VARIATION))!.price.amount;
    };

    it('sees a price and stock changed in the store at the very next cartPricing, though the catalog cache is warm', async () => {
      const lines = [
        { key: 'one', productId: '310', variationId: String(VARIATION), quantity: 1 },
        { key: 'two', productId: '310', variationId: String(VARIATION), quantity: 2 },
      ];
      const before = await catalogPrice();
      expect(before).toBe(189);
      expect((await server.gql<Pricing>(CART, { lines })).data!.cartPricing.subtotal.amount).toBe(567);

      writeVariation({ regular_price: '150.00', sale_price: '', price: '150.00', manage_stock: 1, stock_quantity: 1 });
      const requests = server.store.http.requestCount;
      const pricing = (await server.gql<Pricing>(CART, { lines, c: 'USD' })).data!.cartPricing;
      // One products read for every line and one variations read for the product: no catalog cache.
      expect(server.store.http.requestCount - requests).toBe(2);
      expect(pricing.lines.map((line) => [line.key, line.unitPrice?.amount, line.lineTotal?.amount, line.purchasable])).toEqual([
        ['one', 165, 165, true],
        ['two', 165, 330, false],
      ]);
      expect(pricing.lines[1]).toMatchObject({ stockQuantity: 1, availability: 'IN_STOCK' });
      expect(pricing).toMatchObject({ subtotal: { amount: 165, currencyCode: 'USD' }, allAvailable: false });
      // The catalog still serves its cached variations: only the cart reads the store fresh.
      expect(await catalogPrice()).toBe(before);
    });
  });
});
