/** Display currencies and cart re-pricing through the real server over the local store. */
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
});
