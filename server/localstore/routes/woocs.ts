/**
 * GET /woocs/v3/currency and /woocs/v3/products/{currency}: the WOOCS currency switcher's routes.
 * The plugin registers them without a permission check, so they answer anyone, and WooCommerce's
 * key authentication does not look at them (they are not under /wc/).
 */
import { listCurrencies } from '../db/currencies';
import { serializeCurrencies, convertPrice } from '../serialize/woocs';
import { ok, type RestRequest, type Route, type RouteAnswer } from './route';

const METHODS = ['GET'] as const;

/** The WooCommerce currency of the store, the base when no currency is marked as one. */
const STORE_CURRENCY = 'EUR';
/** WooCommerce's price decimals (woocommerce_price_num_decimals), what WOOCS rounds to for a code it does not know. */
const STORE_PRICE_DECIMALS = 2;

/** WordPress sanitize_key, which the plugin applies to the code before upper-casing it. */
const sanitizeKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9_-]/g, '');

function currencies(request: RestRequest): RouteAnswer {
  return ok(serializeCurrencies(listCurrencies(request.db)));
}

/**
 * `{ "<product id>": price }`. In the base currency the price is the product's `get_price()`, the
 * same string as `price` in the products API ("" when unset); in another currency it is the base
 * price times the rate, rounded to the currency's decimals, as a number ("" stays "").
 * Numbers and "" as CONTRACT.md §3.12 describes the route; the versions of `raw_woocommerce_price`
 * whose code we have would give a `number_format` string, and "0.00" for an empty price.
 *
 * An unknown code is not an error: the plugin does not check it, and `raw_woocommerce_price` falls
 * back to the base currency's rate and the store's decimals, so the answer is 200 with the base
 * prices as numbers. A client must check the code against /woocs/v3/currency itself.
 *
 * Every published product, variations aside, in one answer: on a real store `wc_get_products()`
 * without a limit stops at the site's posts_per_page (often 10); the local store has no such setting.
 * (Its default statuses would also take drafts and private products, which no shop shows.) Keys come
 * out in ascending id order, the only order a JSON object with numeric keys keeps in JavaScript; the
 * plugin lists the newest first. Clients read the answer as a map.
 */
function productPrices(request: RestRequest): RouteAnswer {
  const code = sanitizeKey(request.pathParams.currency ?? '').toUpperCase();
  const rows = listCurrencies(request.db);
  const base = rows.find((row) => row.is_etalon === 1);
  const currency = rows.find((row) => row.code === code);
  const isBase = code === (base?.code ?? STORE_CURRENCY);
  const rate = currency?.rate ?? base?.rate ?? 1;
  const decimals = currency?.decimals ?? STORE_PRICE_DECIMALS;
  const products = request.db
    .prepare("SELECT id, price FROM products WHERE status = 'publish' AND type <> 'variation' ORDER BY id")
    .all() as { id: number; price: string }[];
  const body: Record<string, string | number> = {};
  for (const product of products) {
    body[String(product.id)] = isBase || product.price === '' ? product.price : convertPrice(product.price, rate, decimals);
  }
  return ok(body);
}

export const woocsRoutes: readonly Route[] = [
  { pattern: /^\/woocs\/v3\/currency$/i, allow: METHODS, public: true, get: currencies },
  { pattern: /^\/woocs\/v3\/products\/(?<currency>.+)$/i, allow: METHODS, public: true, get: productPrices },
];
