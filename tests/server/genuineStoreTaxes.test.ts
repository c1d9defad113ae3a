/**
 * Prices on the genuine WooCommerce 9.9.5 store of the recipe (prices entered before tax, shown with
 * tax), replayed from tests/fixtures/realwoo-taxes/: every price the storefront shows equals the one
 * the store itself shows (its price_html, its Store API's prices, its own cart and checkout), in euros
 * and in dollars, and the total charged is the order the store recorded. Guards issue 21 section 1:
 * Bastille was shown 149,00 € while the store showed and charged 178,80 €.
 */
import {
  CART_LINES,
  minor,
  readRecording,
  showEverything,
  shownInPriceHtml,
  startReplayStore,
  type ReplayStore,
  type Shown,
  type StoreCart,
  type StoreDisplay,
} from './helpers/genuineStore';
import { startTestServer, type TestServer } from './helpers/testServer';

let store: ReplayStore;
let server: TestServer;
let display: StoreDisplay;
let shown: Shown;

beforeAll(async () => {
  const recording = readRecording();
  display = recording.display;
  store = await startReplayStore(recording.calls);
  server = await startTestServer({ WOO_URL: store.url, WOO_CONSUMER_KEY: 'ck_replay', WOO_CONSUMER_SECRET: 'cs_replay' });
  shown = await showEverything(
    (query, variables) => server.gql(query, variables),
    display.products.EUR.map((product) => product.slug),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await store?.close();
});

it('asked the store only what it was asked when recorded', () => {
  expect(store.missing).toEqual([]);
});

describe('the shop pages show the store price_html', () => {
  it('lists all 15 products at the price the store shows, and the struck regular price of a simple product (EUR)', () => {
    expect(shown.listing.EUR).toHaveLength(display.products.EUR.length);
    for (const product of display.products.EUR) {
      const node = shown.listing.EUR.find((candidate) => candidate.id === String(product.id));
      const expected = shownInPriceHtml(product.price_html);
      expect([product.slug, node?.price?.amount]).toEqual([product.slug, expected.price]);
      // The store gives no regular price for a product with variations: its listing card shows the current price only.
      if (!shown.products[product.slug]?.variations?.length) expect(node?.originalPrice?.amount ?? null).toBe(expected.regular);
    }
    const bastille = shown.listing.EUR.find((node) => node.slug === 'bastille');
    expect(bastille?.price).toEqual({ amount: 178.8, currencyCode: 'EUR' });
    expect(bastille?.priceSuffix).toBeNull();
  });

  it('lists them in dollars as WOOCS shows them', () => {
    for (const product of display.products.USD) {
      const node = shown.listing.USD.find((candidate) => candidate.id === String(product.id));
      expect([product.slug, node?.price]).toEqual([
        product.slug,
        { amount: shownInPriceHtml(product.price_html).price, currencyCode: 'USD' },
      ]);
    }
    expect(shown.productsUsd.bastille?.price?.amount).toBe(193.1);
  });

  it('shows each product page and each variation at the store price', () => {
    for (const product of display.products.EUR) {
      const page = shown.products[product.slug];
      expect([product.slug, page?.price?.amount]).toEqual([product.slug, shownInPriceHtml(product.price_html).price]);
    }
    const variations = Object.values(shown.products).flatMap((product) => product.variations ?? []);
    expect(variations).toHaveLength(display.variations.length);
    for (const variation of display.variations) {
      const own = variations.find((candidate) => candidate.id === String(variation.id));
      expect([variation.id, own?.price?.amount]).toEqual([variation.id, minor(variation.price)]);
      if (variation.regular_price !== variation.price) expect(own?.originalPrice?.amount).toBe(minor(variation.regular_price));
    }
  });

  it('shows similar products, the men section and the price filter bounds as the listing does', () => {
    const listed = new Map(shown.listing.EUR.map((node) => [node.id, node.price?.amount]));
    for (const node of [...shown.similar, ...shown.men]) expect(node.price?.amount).toBe(listed.get(node.id));
    const prices = shown.listing.EUR.flatMap((node) => (node.price ? [node.price.amount] : []));
    expect(shown.bounds.ALL).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    const menPrices = shown.men.flatMap((node) => (node.price ? [node.price.amount] : []));
    expect(shown.bounds.MEN).toEqual({ min: Math.min(...menPrices), max: Math.max(...menPrices) });
  });
});

describe("the cart and the checkout show the store's own cart", () => {
  const linesOf = (cart: StoreCart) =>
    CART_LINES.map((line) => {
      const item = cart.items.find((candidate) => candidate.id === Number(line.variationId ?? line.productId))!;
      return {
        unit: minor(item.prices.price),
        line: minor(item.totals.line_subtotal) + minor(item.totals.line_subtotal_tax),
      };
    });

  it('prices the cart lines and subtotal with tax, as the store cart does', () => {
    const cart = display.carts.FR;
    expect(shown.cart.taxDisplay).toBe('INCLUDING_TAX');
    expect(shown.cart.lines.map((line) => ({ unit: line.unitPrice?.amount, line: line.lineTotal?.amount }))).toEqual(linesOf(cart));
    expect(shown.cart.subtotal.amount).toBeCloseTo(minor(cart.totals.total_items) + minor(cart.totals.total_items_tax), 2);
  });

  it.each(['FR', 'DE'] as const)('shows the shipping methods, lines, VAT and total of the store checkout to %s', (country) => {
    const cart = display.carts[country];
    const quote = shown.quotes[country];
    const rates = cart.shipping_rates[0]!.shipping_rates;
    const methods = shown.methods[country];
    for (const rate of rates) {
      const method = quote.shippingMethods.find((candidate) => candidate.instanceId === rate.instance_id);
      expect([rate.rate_id, method?.cost.amount]).toEqual([rate.rate_id, minor(rate.price) + minor(rate.taxes)]);
      expect(methods.find((candidate) => candidate.instanceId === rate.instance_id)?.cost.amount).toBe(method?.cost.amount);
    }
    expect(quote.lines.map((line) => ({ unit: line.unitPrice?.amount, line: line.total?.amount }))).toEqual(linesOf(cart));
    expect(quote.shippingTotal.amount).toBeCloseTo(minor(cart.totals.total_shipping) + minor(cart.totals.total_shipping_tax), 2);
    expect(quote.taxTotal.amount).toBe(minor(cart.totals.total_tax));
    expect(quote.total.amount).toBe(minor(cart.totals.total_price));
  });

  it('charges what the store recorded for the order placed from that checkout, to the cent', () => {
    expect(shown.quotes.FR.total.amount).toBe(display.quotedTotal);
    expect(Number(display.order.total)).toBe(display.quotedTotal);
    expect(Number(display.order.total_tax)).toBe(shown.quotes.FR.taxTotal.amount);
    expect(Number(display.order.shipping_total) + Number(display.order.shipping_tax)).toBe(shown.quotes.FR.shippingTotal.amount);
  });

  it('shows the dollar checkout converted first and taxed then, as the order in dollars is created', () => {
    const quote = shown.quotes.USD;
    expect(quote.total.currencyCode).toBe('USD');
    const bastille = quote.lines.find((line) => line.key === 'bastille');
    expect(bastille?.unitPrice?.amount).toBe(193.1);
    const sum = quote.lines.reduce((total, line) => total + (line.total?.amount ?? 0), 0) + quote.shippingTotal.amount;
    expect(quote.total.amount).toBeCloseTo(sum, 2);
  });
});
