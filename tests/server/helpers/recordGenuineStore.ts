/**
 * Records tests/fixtures/realwoo-taxes/ from the genuine store of the recipe (shared/realwoo, running):
 *
 *   set -a; . /opt/realwoo/keys.env; set +a
 *   npx tsx --conditions=development tests/server/helpers/recordGenuineStore.ts
 *
 * It starts the storefront over the store, runs showEverything (genuineStore.ts) while keeping every
 * GET the storefront sends and its answer (store-calls.json), then reads what the store itself shows
 * (store-display.json): price_html in EUR and USD, its Store API's variation prices, its own carts to
 * France and to Germany, and an order the storefront places and pays with the test card. Not a test:
 * CI cannot reach the store, genuineStoreTaxes.test.ts replays the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { card, PAY, PLACE, placeInput, type CartLine } from './checkoutOps';
import {
  CART_LINES,
  DESTINATIONS,
  RECORDING_DIR,
  callKey,
  showEverything,
  type ProductPriceHtml,
  type RecordedCall,
  type StoreCart,
  type StoreDisplay,
} from './genuineStore';
import { gqlSession } from './gqlSession';
import { startTestServer } from './testServer';

const KEPT_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages'];

async function main(): Promise<void> {
  const { WOO_URL, WOO_CONSUMER_KEY, WOO_CONSUMER_SECRET } = process.env;
  if (!WOO_URL || !WOO_CONSUMER_KEY || !WOO_CONSUMER_SECRET) throw new Error('source /opt/realwoo/keys.env first');
  const origin = new URL(WOO_URL).origin;
  const calls = new Map<string, RecordedCall>();
  let recording = false;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    if (recording && url.origin === origin && (init?.method ?? 'GET') === 'GET') {
      const body = await response.clone().text();
      const query = Object.fromEntries(url.searchParams);
      const headers = Object.fromEntries(
        KEPT_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])),
      );
      const kept = Object.fromEntries(Object.entries(query).filter(([name]) => !name.startsWith('oauth_')));
      calls.set(callKey(url.pathname, query), { path: url.pathname, query: kept, status: response.status, headers, body });
    }
    return response;
  };

  const server = await startTestServer({ WOO_URL, WOO_CONSUMER_KEY, WOO_CONSUMER_SECRET });
  try {
    const list = z.array(
      z.object({
        id: z.number(),
        slug: z.string(),
        type: z.string(),
        price: z.string(),
        price_html: z.string(),
        variations: z.array(z.number()),
      }),
    );
    const products = async (query: Record<string, string>) =>
      (await server.store.http.get('wc/v3/products', list, { per_page: 100, status: 'publish', ...query })).data;
    // WOOCS keeps the currency last asked per client: dollars first, then euros again for everything else.
    const usd = await products({ currency: 'USD' });
    const eur = await products({ currency: 'EUR' });
    const priceHtml = (rows: typeof eur): ProductPriceHtml[] =>
      rows.map(({ id, slug, price, price_html }) => ({ id, slug, price, price_html }));

    const storeApi = `${WOO_URL}/wp-json/wc/store/v1`;
    const variations: StoreDisplay['variations'] = [];
    for (const product of eur.filter((row) => row.type === 'variable')) {
      for (const id of product.variations) {
        const answer = (await (await realFetch(`${storeApi}/products/${id}`)).json()) as {
          prices: { price: string; regular_price: string };
        };
        variations.push({ id, parent: product.id, price: answer.prices.price, regular_price: answer.prices.regular_price });
      }
    }

    recording = true;
    await showEverything(
      (query, variables) => server.gql(query, variables),
      eur.map((row) => row.slug),
    );
    recording = false;
    await products({ currency: 'EUR' });

    const carts = { FR: await storeCart(storeApi, DESTINATIONS.FR), DE: await storeCart(storeApi, DESTINATIONS.DE) };

    // The storefront's own order for the French cart with its flat rate, paid with the test card.
    const shopper = gqlSession(server.url);
    type Quote = { checkoutQuote: { total: { amount: number }; shippingMethods: { id: string; methodId: string }[] } };
    const quoteInput = { lines: CART_LINES, currency: 'EUR', country: 'FR', postcode: DESTINATIONS.FR.postcode };
    const methods = (
      await shopper.gql<Quote>(
        `query Q($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { total { amount } shippingMethods { id methodId } } }`,
        { input: quoteInput },
      )
    ).data!;
    const flat = methods.checkoutQuote.shippingMethods.find((method) => method.methodId === 'flat_rate')!;
    const quoted = (
      await shopper.gql<Quote>(
        `query Q($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { total { amount } shippingMethods { id methodId } } }`,
        { input: { ...quoteInput, shippingMethodId: flat.id } },
      )
    ).data!;
    const quotedTotal = quoted.checkoutQuote.total.amount;
    type Placed = { placeOrder: { order: { id: string } | null; payment: { id: string; clientSecret: string } | null; errors: unknown[] } };
    const placed = (await shopper.gql<Placed>(PLACE, { input: placeInput(CART_LINES as CartLine[], flat.id, quotedTotal) })).data!
      .placeOrder;
    if (!placed.order || !placed.payment) throw new Error(`the order was not placed: ${JSON.stringify(placed.errors)}`);
    await shopper.gql(PAY, {
      input: {
        orderId: placed.order.id,
        paymentId: placed.payment.id,
        clientSecret: placed.payment.clientSecret,
        card: card('4242424242424242'),
      },
    });
    const orderSchema = z.object({
      id: z.number(),
      total: z.string(),
      total_tax: z.string(),
      shipping_total: z.string(),
      shipping_tax: z.string(),
      currency: z.string(),
    });
    const order = orderSchema.parse((await server.store.http.get(`wc/v3/orders/${placed.order.id}`, orderSchema)).data);

    const display: StoreDisplay = { products: { EUR: priceHtml(eur), USD: priceHtml(usd) }, variations, carts, order, quotedTotal };
    fs.mkdirSync(RECORDING_DIR, { recursive: true });
    fs.writeFileSync(path.join(RECORDING_DIR, 'store-calls.json'), `${JSON.stringify([...calls.values()], null, 1)}\n`);
    fs.writeFileSync(path.join(RECORDING_DIR, 'store-display.json'), `${JSON.stringify(display, null, 1)}\n`);
    process.stdout.write(
      `recorded ${calls.size} store answers, ${eur.length} products, order ${order.id} (${order.total} ${order.currency}, quoted ${quotedTotal})\n`,
    );
  } finally {
    globalThis.fetch = realFetch;
    await server.close();
  }
}

/** The store's own cart (its Store API, as its cart and checkout pages compute it) for the cart lines, shipped to `to` by its first flat rate. */
async function storeCart(storeApi: string, to: { country: string; postcode: string; city: string }): Promise<StoreCart> {
  const first = await fetch(`${storeApi}/cart`);
  const session = {
    Nonce: first.headers.get('nonce') ?? '',
    'Cart-Token': first.headers.get('cart-token') ?? '',
    'content-type': 'application/json',
  };
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${storeApi}/cart/${route}`, { method: 'POST', headers: session, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`Store API ${route}: ${response.status} ${await response.text()}`);
    return (await response.json()) as StoreCart;
  };
  for (const line of CART_LINES) await post('add-item', { id: Number(line.variationId ?? line.productId), quantity: line.quantity });
  const address = { first_name: 'Marie', last_name: 'Dupont', address_1: '10 rue de la Paix', ...to };
  let cart = await post('update-customer', { shipping_address: address, billing_address: { ...address, email: 'marie@example.com' } });
  const flat = cart.shipping_rates[0]?.shipping_rates.find((rate) => rate.rate_id.startsWith('flat_rate'));
  if (!flat) throw new Error(`the store has no flat rate to ${to.country}`);
  cart = await post('select-shipping-rate', { package_id: 0, rate_id: flat.rate_id });
  return cart;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
