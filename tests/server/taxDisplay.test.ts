/**
 * Prices as the store shows them, both ways the local store can enter them (issue 21, section 1):
 * before tax (LOCALSTORE_PRICES_INCLUDE_TAX=no, as the genuine store recipe) and with tax (the default
 * seed). Through GraphQL: the listing, product pages, filters, cart, shipping methods, checkout and
 * orders show what the store's own price_html and cart would, for the shop's address or the shopper's
 * destination, with tax or before tax as the store's settings say; the total charged is the store's.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { shownInPriceHtml } from './helpers/genuineStore';
import { PLACE, placeInput, type CartLine } from './helpers/checkoutOps';
import { gqlSession } from './helpers/gqlSession';
import { startTestServer, type TestServer } from './helpers/testServer';

interface Money {
  amount: number;
  currencyCode: string;
}

const MONTMARTRE = 'montmartre';
const BLACK: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 2 };

const LISTING = `query Listing($destination: DestinationInput, $filter: ProductFilterInput) {
  products(pageSize: 100, destination: $destination, filter: $filter) { nodes { id slug price { amount currencyCode } } }
}`;
const PRODUCT = `query Product($slug: String!, $destination: DestinationInput, $currency: CurrencyCode) {
  product(slug: $slug, destination: $destination, currency: $currency) {
    price { amount currencyCode } priceSuffix { text amount { amount } } variations { id price { amount } }
  }
}`;
const CART = `query Cart($lines: [CartLineInput!]!, $destination: DestinationInput) {
  cartPricing(lines: $lines, destination: $destination) { lines { unitPrice { amount } lineTotal { amount } } subtotal { amount } taxDisplay }
}`;
const QUOTE = `query Quote($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) {
    lines { unitPrice { amount } total { amount } tax { amount } }
    shippingMethods { id methodId cost { amount } }
    itemsTotal { amount } shippingTotal { amount } taxTotal { amount } total { amount } taxDisplay
  }
}`;
const BOUNDS = `{ filterOptions { priceRange { min max } } }`;

interface ListingAnswer {
  products: { nodes: { id: string; slug: string; price: Money | null }[] };
}
interface ProductAnswer {
  product: {
    price: Money;
    priceSuffix: { text: string | null; amount: { amount: number } | null }[] | null;
    variations: { id: string; price: { amount: number } }[];
  };
}
interface QuoteAnswer {
  checkoutQuote: {
    lines: { unitPrice: { amount: number }; total: { amount: number }; tax: { amount: number } }[];
    shippingMethods: { id: string; methodId: string; cost: { amount: number } }[];
    itemsTotal: { amount: number };
    shippingTotal: { amount: number };
    taxTotal: { amount: number };
    total: { amount: number };
    taxDisplay: string;
  };
}

const ok = <T>(answer: { data?: T; errors?: unknown[] }): T => {
  expect(answer.errors).toBeUndefined();
  return answer.data!;
};

/** The local store's own answer: its REST products with price and price_html. */
async function storeProducts(server: TestServer) {
  const list = z.array(z.object({ id: z.number(), slug: z.string(), price: z.string(), price_html: z.string() }));
  return (await server.store.http.get('wc/v3/products', list, { per_page: 100 })).data;
}

/** Changes WooCommerce options in the local store, then drops what the storefront keeps of them. */
async function setStoreOptions(server: TestServer, options: Record<string, string>): Promise<void> {
  const db = new Database(path.join(server.dataDir, 'localstore.sqlite'));
  try {
    const write = db.prepare('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value');
    for (const [name, value] of Object.entries(options)) write.run(name, value);
  } finally {
    db.close();
  }
  await server.services.checkout.data.invalidate();
  await server.services.forgetCatalog();
}

async function quote(server: TestServer, country: string, postcode: string, shippingMethodId?: string) {
  const input = { lines: [BLACK], country, postcode, ...(shippingMethodId ? { shippingMethodId } : {}) };
  return ok(await server.gql<QuoteAnswer>(QUOTE, { input })).checkoutQuote;
}

describe('a store entering its prices before tax (LOCALSTORE_PRICES_INCLUDE_TAX=no)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ LOCALSTORE_PRICES_INCLUDE_TAX: 'no' });
  });
  afterAll(() => server.close());

  it('holds prices before tax and shows them with tax in its own price_html', async () => {
    const montmartre = (await storeProducts(server)).find((product) => product.slug === MONTMARTRE)!;
    expect(montmartre.price).toBe('157.50');
    expect(shownInPriceHtml(montmartre.price_html).price).toBe(189);
  });

  it("lists every product at the store's price_html, and the filter bounds over those prices", async () => {
    const listed = ok(await server.gql<ListingAnswer>(LISTING)).products.nodes;
    const store = await storeProducts(server);
    for (const node of listed) {
      const own = store.find((product) => product.id === Number(node.id))!;
      expect([node.slug, node.price?.amount]).toEqual([node.slug, shownInPriceHtml(own.price_html).price]);
    }
    const prices = listed.flatMap((node) => (node.price ? [node.price.amount] : []));
    const bounds = ok(await server.gql<{ filterOptions: { priceRange: { min: number; max: number } } }>(BOUNDS)).filterOptions;
    expect(bounds.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    // A price filter reads prices as shown: 189 keeps Montmartre (157.50 before tax).
    const filtered = ok(await server.gql<ListingAnswer>(LISTING, { filter: { minPrice: 189, maxPrice: 189 } })).products.nodes;
    expect(filtered.map((node) => node.slug)).toContain(MONTMARTRE);
    expect(filtered.every((node) => node.price?.amount === 189)).toBe(true);
  });

  it('shows the product page, cart, shipping methods and checkout with tax, and records the total it showed', async () => {
    const product = ok(await server.gql<ProductAnswer>(PRODUCT, { slug: MONTMARTRE })).product;
    expect(product.price).toEqual({ amount: 189, currencyCode: 'EUR' });
    expect(product.variations.map((variation) => variation.price.amount)).toEqual([189, 189, 189]);
    const cart = ok(
      await server.gql<{ cartPricing: { lines: { unitPrice: Money; lineTotal: Money }[]; subtotal: Money; taxDisplay: string } }>(CART, {
        lines: [BLACK],
      }),
    ).cartPricing;
    expect([cart.lines[0]?.unitPrice.amount, cart.lines[0]?.lineTotal.amount, cart.subtotal.amount, cart.taxDisplay]).toEqual([
      189,
      378,
      378,
      'INCLUDING_TAX',
    ]);
    const methods = (await quote(server, 'FR', '75002')).shippingMethods;
    // WooCommerce's costs are entered before tax: "Livraison standard" 5.90 is 7.08 with the VAT, express 10.00 is 12.00.
    expect(methods.map((method) => [method.methodId, method.cost.amount])).toEqual([
      ['flat_rate', 7.08],
      ['free_shipping', 0],
      ['flat_rate', 12],
      ['local_pickup', 0],
    ]);
    const shown = await quote(server, 'FR', '75002', methods[0]!.id);
    expect(shown.lines[0]).toMatchObject({ unitPrice: { amount: 189 }, total: { amount: 378 }, tax: { amount: 63 } });
    expect([shown.itemsTotal.amount, shown.shippingTotal.amount, shown.taxTotal.amount, shown.total.amount]).toEqual([
      378, 7.08, 64.18, 385.08,
    ]);
    const shopper = gqlSession(server.url);
    const placed = ok(
      await shopper.gql<{ placeOrder: { order: { total: Money; taxTotal: Money; shippingTotal: Money; lines: { total: Money }[] } } }>(
        PLACE,
        {
          input: placeInput([BLACK], methods[0]!.id, shown.total.amount),
        },
      ),
    ).placeOrder;
    expect(placed.order).toMatchObject({
      total: { amount: 385.08 },
      taxTotal: { amount: 64.18 },
      shippingTotal: { amount: 7.08 },
      lines: [{ total: { amount: 378 } }],
    });
  });

  it("taxes the shown price at the shopper's destination once known: the catalog, the cart and the checkout agree", async () => {
    const germany = { country: 'DE', postcode: '10115' };
    // 157.50 before tax with Germany's 19 %: 187.43.
    const product = ok(await server.gql<ProductAnswer>(PRODUCT, { slug: MONTMARTRE, destination: germany })).product;
    expect(product.price.amount).toBe(187.43);
    const listed = ok(await server.gql<ListingAnswer>(LISTING, { destination: germany })).products.nodes;
    expect(listed.find((node) => node.slug === MONTMARTRE)?.price?.amount).toBe(187.43);
    const cart = ok(
      await server.gql<{ cartPricing: { lines: { unitPrice: Money }[] } }>(CART, { lines: [BLACK], destination: germany }),
    ).cartPricing;
    expect(cart.lines[0]?.unitPrice.amount).toBe(187.43);
    const checkout = await quote(server, 'DE', '10115');
    expect(checkout.lines[0]?.unitPrice.amount).toBe(187.43);
    // Without a destination, the shop's address: France.
    expect(ok(await server.gql<ProductAnswer>(PRODUCT, { slug: MONTMARTRE })).product.price.amount).toBe(189);
    const invalid = await server.gql(PRODUCT, { slug: MONTMARTRE, destination: { country: 'Germany' } });
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('shows prices before tax, the VAT apart, when the store says so; the total charged stays the same', async () => {
    await setStoreOptions(server, { woocommerce_tax_display_shop: 'excl', woocommerce_tax_display_cart: 'excl' });
    try {
      const product = ok(await server.gql<ProductAnswer>(PRODUCT, { slug: MONTMARTRE })).product;
      expect(product.price.amount).toBe(157.5);
      const own = (await storeProducts(server)).find((candidate) => candidate.slug === MONTMARTRE)!;
      expect(shownInPriceHtml(own.price_html).price).toBe(157.5);
      const methods = (await quote(server, 'FR', '75002')).shippingMethods;
      const shown = await quote(server, 'FR', '75002', methods[0]!.id);
      expect(shown.taxDisplay).toBe('EXCLUDING_TAX');
      expect(shown.lines[0]).toMatchObject({ unitPrice: { amount: 157.5 }, total: { amount: 315 } });
      expect([shown.itemsTotal.amount, shown.shippingTotal.amount, shown.taxTotal.amount, shown.total.amount]).toEqual([
        315, 5.9, 64.18, 385.08,
      ]);
    } finally {
      await setStoreOptions(server, { woocommerce_tax_display_shop: 'incl', woocommerce_tax_display_cart: 'incl' });
    }
  });

  it("gives the store's price suffix with the amounts it names, as its price_html prints it", async () => {
    await setStoreOptions(server, { woocommerce_price_display_suffix: 'TTC, soit {price_excluding_tax} HT' });
    try {
      const product = ok(await server.gql<ProductAnswer>(PRODUCT, { slug: MONTMARTRE })).product;
      expect(product.priceSuffix).toEqual([
        { text: 'TTC, soit ', amount: null },
        { text: null, amount: { amount: 157.5 } },
        { text: ' HT', amount: null },
      ]);
      const own = (await storeProducts(server)).find((candidate) => candidate.slug === MONTMARTRE)!;
      expect(own.price_html).toContain('<small class="woocommerce-price-suffix">TTC, soit ');
      expect(own.price_html).toContain('157,50');
    } finally {
      await setStoreOptions(server, { woocommerce_price_display_suffix: '' });
    }
  });
});

describe('a store entering its prices with tax (the default seed)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shows the prices entered, as its price_html does, wherever the shopper is', async () => {
    const montmartre = (await storeProducts(server)).find((product) => product.slug === MONTMARTRE)!;
    expect([montmartre.price, shownInPriceHtml(montmartre.price_html).price]).toEqual(['189.00', 189]);
    for (const destination of [undefined, { country: 'DE', postcode: '10115' }]) {
      expect(ok(await server.gql<ProductAnswer>(PRODUCT, { slug: MONTMARTRE, destination })).product.price.amount).toBe(189);
    }
    const listed = ok(await server.gql<ListingAnswer>(LISTING)).products.nodes;
    const store = await storeProducts(server);
    for (const node of listed) {
      const own = store.find((product) => product.id === Number(node.id))!;
      expect([node.slug, node.price?.amount]).toEqual([node.slug, shownInPriceHtml(own.price_html).price]);
    }
  });

  it('shows the shipping costs and the checkout as before, the VAT included', async () => {
    const methods = (await quote(server, 'FR', '75002')).shippingMethods;
    expect(methods[0]?.cost.amount).toBe(5.9);
    const shown = await quote(server, 'FR', '75002', methods[0]!.id);
    expect([shown.taxDisplay, shown.itemsTotal.amount, shown.shippingTotal.amount, shown.total.amount]).toEqual([
      'INCLUDING_TAX',
      378,
      5.9,
      383.9,
    ]);
  });

  it('shows prices before tax when the store says so: the VAT taken out of the prices entered', async () => {
    await setStoreOptions(server, { woocommerce_tax_display_shop: 'excl' });
    try {
      expect(ok(await server.gql<ProductAnswer>(PRODUCT, { slug: MONTMARTRE })).product.price.amount).toBe(157.5);
      const own = (await storeProducts(server)).find((candidate) => candidate.slug === MONTMARTRE)!;
      expect(shownInPriceHtml(own.price_html).price).toBe(157.5);
    } finally {
      await setStoreOptions(server, { woocommerce_tax_display_shop: 'incl' });
    }
  });
});
