/**
 * The genuine WooCommerce 9.9.5 store of the recipe (shared/realwoo: prices entered before tax, shown with
 * tax), as tests/fixtures/realwoo-taxes/ recorded it: what the storefront asked it (replayed here by a fake
 * store on a loopback port) and what the store itself shows (price_html, its Store API's prices and carts,
 * an order). recordGenuineStore.ts records them; genuineStoreTaxes.test.ts replays them in CI.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export const RECORDING_DIR = path.join(__dirname, '..', '..', 'fixtures', 'realwoo-taxes');

/** One store answer the storefront got: GET path and query (OAuth parameters left out), status, headers, body. */
export interface RecordedCall {
  path: string;
  query: Record<string, string>;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A cart of the store's own Store API (what its cart and checkout pages show), in minor units as it answers. */
export interface StoreCart {
  items: { id: number; quantity: number; prices: { price: string }; totals: { line_subtotal: string; line_subtotal_tax: string } }[];
  totals: {
    total_items: string;
    total_items_tax: string;
    total_shipping: string;
    total_shipping_tax: string;
    total_tax: string;
    total_price: string;
  };
  shipping_rates: { shipping_rates: { rate_id: string; instance_id: number; price: string; taxes: string; selected: boolean }[] }[];
}

/** What the store itself shows, recorded beside the storefront's calls. */
export interface StoreDisplay {
  /** GET wc/v3/products (EUR, then USD through WOOCS): id, slug, price (before tax) and price_html. */
  products: { EUR: ProductPriceHtml[]; USD: ProductPriceHtml[] };
  /** The Store API's display prices of every variation, in minor units. */
  variations: { id: number; parent: number; price: string; regular_price: string }[];
  /** The store's own carts for the cart lines below: to France with Colissimo, to Germany with its flat rate. */
  carts: { FR: StoreCart; DE: StoreCart };
  /** The order the storefront placed on the store for the French cart (GET wc/v3/orders/{id}). */
  order: { id: number; total: string; total_tax: string; shipping_total: string; shipping_tax: string; currency: string };
  /** The storefront's quote for that order, as it was shown before placing it. */
  quotedTotal: number;
}

export interface ProductPriceHtml {
  id: number;
  slug: string;
  price: string;
  price_html: string;
}

/** The cart the store's carts and the storefront's cart and checkout are compared on: Bastille, two Marais (on sale). */
export const CART_LINES = [
  { key: 'bastille', productId: '69', quantity: 1 },
  { key: 'marais', productId: '20', variationId: '21', quantity: 2 },
];

export const DESTINATIONS = {
  FR: { country: 'FR', postcode: '75002', city: 'Paris' },
  DE: { country: 'DE', postcode: '10115', city: 'Berlin' },
} as const;

const PRODUCT_FIELDS = 'id slug price { amount currencyCode } originalPrice { amount } priceSuffix { text }';

/**
 * The GraphQL operations the recording ran against the genuine store and the replay runs again (the
 * replayed store knows only the calls they made): every listing price, each product page, the filters'
 * bounds, the cart, the shipping methods and checkout to France and to Germany, in EUR and in USD.
 */
export const OPERATIONS = {
  listing: `query Listing($currency: CurrencyCode) { products(pageSize: 100, currency: $currency) { nodes { ${PRODUCT_FIELDS} } } }`,
  men: `{ products(filter: { section: MEN }, pageSize: 100) { nodes { id price { amount } } } }`,
  filterOptions: `query Bounds($filter: ProductFilterInput) { filterOptions(filter: $filter) { priceRange { min max } } }`,
  product: `query Product($slug: String!, $currency: CurrencyCode) {
    product(slug: $slug, currency: $currency) { ${PRODUCT_FIELDS} variations { id price { amount } originalPrice { amount } } }
  }`,
  similar: `query Similar($id: ID!) { similarProducts(productId: $id, first: 8) { id price { amount } } }`,
  cart: `query Cart($lines: [CartLineInput!]!, $currency: CurrencyCode) {
    cartPricing(lines: $lines, currency: $currency) { lines { key unitPrice { amount } lineTotal { amount } } subtotal { amount } taxDisplay }
  }`,
  quote: `query Quote($input: CheckoutQuoteInput!) {
    checkoutQuote(input: $input) {
      lines { key unitPrice { amount } total { amount } tax { amount } }
      shippingMethods { id methodId instanceId cost { amount } }
      shippingMethod { id }
      itemsTotal { amount } shippingTotal { amount } taxTotal { amount } total { amount currencyCode } taxDisplay
    }
  }`,
  shippingMethods: `query Methods($country: String!, $postcode: String) {
    shippingMethods(country: $country, postcode: $postcode) { methods { id instanceId cost { amount } } }
  }`,
};

/** Minor units of the Store API ("17880") as an amount (178.8). */
export const minor = (value: string): number => Number(value) / 100;

/**
 * The amount(s) a price_html shows, as its own theme prints them ("178,80&nbsp;&euro;", "$193,10", a
 * struck regular price and the sale price, or a range): the current price (the sale price, or the range's
 * lowest) and the struck regular price when there is one.
 */
export function shownInPriceHtml(html: string): { price: number | null; regular: number | null } {
  const text = html.replace(/<span class="screen-reader-text">.*?<\/span>/g, '');
  const amounts = (fragment: string): number[] =>
    [
      ...fragment
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .matchAll(/(\d[\d\s\u00a0\u202f]*,\d\d)/g),
    ].map((match) => Number(match[1]!.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')));
  const struck = /<del[^>]*>(.*?)<\/del>/.exec(text)?.[1];
  const current = /<ins[^>]*>(.*?)<\/ins>/.exec(text)?.[1] ?? text;
  return { price: amounts(current)[0] ?? null, regular: struck ? (amounts(struck)[0] ?? null) : null };
}

/** The key a call is recorded and replayed under: its path and its query, OAuth's own parameters left out. */
export function callKey(pathname: string, query: Record<string, string>): string {
  const kept = Object.entries(query)
    .filter(([name]) => !name.startsWith('oauth_') && name !== 'consumer_key' && name !== 'consumer_secret')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${pathname}?${new URLSearchParams(kept).toString()}`;
}

export interface ReplayStore {
  url: string;
  /** Calls that had no recorded answer (answered 404). */
  missing: string[];
  close(): Promise<void>;
}

/** Reads the recording (the storefront's calls, and the store's own display). */
export function readRecording(): { calls: RecordedCall[]; display: StoreDisplay } {
  const read = <T>(name: string) => JSON.parse(fs.readFileSync(path.join(RECORDING_DIR, name), 'utf8')) as T;
  return { calls: read<RecordedCall[]>('store-calls.json'), display: read<StoreDisplay>('store-display.json') };
}

/**
 * A store on a loopback port that answers every GET as the genuine store answered it when recorded
 * (its last answer for the same path and query), and WooCommerce's 404 for anything else.
 */
export async function startReplayStore(calls: readonly RecordedCall[]): Promise<ReplayStore> {
  const answers = new Map(calls.map((call) => [callKey(call.path, call.query), call]));
  const missing: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://replay');
    const key = callKey(url.pathname, Object.fromEntries(url.searchParams));
    const answer = req.method === 'GET' ? answers.get(key) : undefined;
    if (!answer) {
      missing.push(`${req.method} ${key}`);
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        }),
      );
      return;
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    missing,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Gql = <T>(query: string, variables?: Record<string, unknown>) => Promise<{ data?: T; errors?: { message: string }[] }>;

interface Money {
  amount: number;
  currencyCode?: string;
}
export interface ShownProduct {
  id: string;
  slug: string;
  price: Money | null;
  originalPrice: Money | null;
  priceSuffix: { text: string | null }[] | null;
  variations?: { id: string; price: Money | null; originalPrice: Money | null }[];
}
export interface ShownQuote {
  lines: { key: string; unitPrice: Money | null; total: Money | null; tax: Money | null }[];
  shippingMethods: { id: string; methodId: string; instanceId: number; cost: Money }[];
  shippingMethod: { id: string } | null;
  itemsTotal: Money;
  shippingTotal: Money;
  taxTotal: Money;
  total: Money;
  taxDisplay: string;
}
export interface ShownCart {
  lines: { key: string; unitPrice: Money | null; lineTotal: Money | null }[];
  subtotal: Money;
  taxDisplay: string;
}

/** What the storefront shows for the genuine store: every operation of OPERATIONS, in one order. */
export interface Shown {
  listing: { EUR: ShownProduct[]; USD: ShownProduct[] };
  men: { id: string; price: Money | null }[];
  bounds: { ALL: { min: number; max: number } | null; MEN: { min: number; max: number } | null };
  products: Record<string, ShownProduct>;
  productsUsd: Record<string, ShownProduct>;
  similar: { id: string; price: Money | null }[];
  cart: ShownCart;
  methods: { FR: { id: string; instanceId: number; cost: Money }[]; DE: { id: string; instanceId: number; cost: Money }[] };
  quotes: { FR: ShownQuote; DE: ShownQuote; USD: ShownQuote };
}

async function data<T>(gql: Gql, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await gql<T>(query, variables);
  if (answer.errors || !answer.data) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A checkout of the cart lines to a destination, first without a method, then with its first flat rate. */
async function quoteWithFlatRate(gql: Gql, destination: { country: string; postcode: string }, currency = 'EUR'): Promise<ShownQuote> {
  const input = { lines: CART_LINES, currency, country: destination.country, postcode: destination.postcode };
  const first = (await data<{ checkoutQuote: ShownQuote }>(gql, OPERATIONS.quote, { input })).checkoutQuote;
  const flat = first.shippingMethods.find((method) => method.methodId === 'flat_rate');
  if (!flat) throw new Error(`no flat rate to ${destination.country}`);
  return (await data<{ checkoutQuote: ShownQuote }>(gql, OPERATIONS.quote, { input: { ...input, shippingMethodId: flat.id } }))
    .checkoutQuote;
}

/** Runs every operation in EUR, then those in USD (the genuine store's WOOCS keeps a currency per client). */
export async function showEverything(gql: Gql, slugs: readonly string[]): Promise<Shown> {
  type Nodes<T> = { products: { nodes: T[] } };
  const listing = (await data<Nodes<ShownProduct>>(gql, OPERATIONS.listing, { currency: 'EUR' })).products.nodes;
  const men = (await data<Nodes<{ id: string; price: Money | null }>>(gql, OPERATIONS.men)).products.nodes;
  type Bounds = { filterOptions: { priceRange: { min: number; max: number } | null } };
  const boundsAll = (await data<Bounds>(gql, OPERATIONS.filterOptions, { filter: {} })).filterOptions.priceRange;
  const boundsMen = (await data<Bounds>(gql, OPERATIONS.filterOptions, { filter: { section: 'MEN' } })).filterOptions.priceRange;
  const products: Record<string, ShownProduct> = {};
  for (const slug of slugs) {
    const product = (await data<{ product: ShownProduct | null }>(gql, OPERATIONS.product, { slug, currency: 'EUR' })).product;
    if (product) products[slug] = product;
  }
  const similar = (await data<{ similarProducts: { id: string; price: Money | null }[] }>(gql, OPERATIONS.similar, { id: '69' }))
    .similarProducts;
  const cart = (await data<{ cartPricing: ShownCart }>(gql, OPERATIONS.cart, { lines: CART_LINES, currency: 'EUR' })).cartPricing;
  type Methods = { shippingMethods: { methods: { id: string; instanceId: number; cost: Money }[] } };
  const methodsFr = (await data<Methods>(gql, OPERATIONS.shippingMethods, { country: 'FR', postcode: '75002' })).shippingMethods.methods;
  const methodsDe = (await data<Methods>(gql, OPERATIONS.shippingMethods, { country: 'DE', postcode: '10115' })).shippingMethods.methods;
  const quoteFr = await quoteWithFlatRate(gql, DESTINATIONS.FR);
  const quoteDe = await quoteWithFlatRate(gql, DESTINATIONS.DE);
  // Dollars last.
  const listingUsd = (await data<Nodes<ShownProduct>>(gql, OPERATIONS.listing, { currency: 'USD' })).products.nodes;
  const productsUsd: Record<string, ShownProduct> = {};
  for (const slug of ['bastille', 'marais']) {
    const product = (await data<{ product: ShownProduct | null }>(gql, OPERATIONS.product, { slug, currency: 'USD' })).product;
    if (product) productsUsd[slug] = product;
  }
  const quoteUsd = await quoteWithFlatRate(gql, DESTINATIONS.FR, 'USD');
  return {
    listing: { EUR: listing, USD: listingUsd },
    men,
    bounds: { ALL: boundsAll, MEN: boundsMen },
    products,
    productsUsd,
    similar,
    cart,
    methods: { FR: methodsFr, DE: methodsDe },
    quotes: { FR: quoteFr, DE: quoteDe, USD: quoteUsd },
  };
}
