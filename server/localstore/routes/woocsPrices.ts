/**
 * The WOOCS free edition's (1.4.5) price routes, as a genuine store answers them:
 * - GET /woocs/v3/product-price/{id}?currency=USD: one product's prices in one currency (recorded,
 *   61-woocs-product-price-10-USD-raw.json);
 * - POST /woocs/v3/products-prices with `{"currency":"USD","ids":[10,11]}`: an object keyed by product
 *   id of the same entries. Not recorded: we assume the plugin answers the ids it finds (unknown ids
 *   left out; keys in ascending id order, the only order a JSON object with numeric keys keeps in
 *   JavaScript) and refuses a body without a currency or an id list with 400.
 * Public like the plugin's other routes. The edition has no `/woocs/v3/products/{currency}` route, so
 * the local store has none either.
 *
 * An unknown currency is our choice of answer, documented here and in the README: 404
 * `woocs_unknown_currency` (the plugin serves only the currencies of /woocs/v3/currency).
 */
import { listCurrencies } from '../db/currencies';
import type { WoocsCurrencyRow } from '../db/rows';
import { RestError, noRoute } from '../errors';
import { serializeProductPrice, type PricedProduct, type WoocsProductPrice } from '../serialize/woocs';
import { ok, pathId, type RestRequest, type Route, type RouteAnswer } from './route';

/** Past this many ids the POST is refused: a page of products, not the catalog. */
const MAX_IDS = 100;

/** WordPress sanitize_key, which the plugin applies to the code before upper-casing it. */
const sanitizeKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9_-]/g, '');

const unknownCurrency = (code: string) =>
  new RestError(404, 'woocs_unknown_currency', `The currency ${code || '(none)'} is not served by this store.`);
const unknownProduct = () => new RestError(404, 'woocs_unknown_product', 'Invalid product ID.');
const invalidParam = (name: string, message: string) =>
  new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { params: { [name]: message } });

/** The currency asked for; without one, the base currency (the plugin's default). */
function currencyOf(request: RestRequest, raw: unknown): WoocsCurrencyRow {
  const rows = listCurrencies(request.db);
  if (raw === undefined || raw === '') {
    const base = rows.find((row) => row.is_etalon === 1) ?? rows[0];
    if (!base) throw unknownCurrency('');
    return base;
  }
  const code = sanitizeKey(typeof raw === 'string' ? raw : '').toUpperCase();
  const currency = rows.find((row) => row.code === code);
  if (!currency) throw unknownCurrency(code);
  return currency;
}

/** Products and variations that exist (wc_get_product finds drafts too, not trashed ones). */
function loadProducts(request: RestRequest, ids: readonly number[]): Map<number, PricedProduct> {
  if (ids.length === 0) return new Map();
  const rows = request.db
    .prepare(
      `SELECT id, type, price, regular_price, sale_price FROM products WHERE status <> 'trash' AND id IN (${ids.map(() => '?').join(',')})`,
    )
    .all(...ids) as PricedProduct[];
  return new Map(rows.map((row) => [row.id, row]));
}

function productPrice(request: RestRequest): RouteAnswer {
  const currency = currencyOf(request, request.params.string('currency'));
  const id = pathId(request, 'id');
  const product = loadProducts(request, [id]).get(id);
  if (!product) throw unknownProduct();
  return ok(serializeProductPrice(product, currency));
}

function idsOf(raw: unknown): number[] {
  if (!Array.isArray(raw) || raw.length > MAX_IDS) throw invalidParam('ids', `ids is not a list of at most ${MAX_IDS} product ids.`);
  const ids = raw.map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id > 0)) throw invalidParam('ids', 'ids is not a list of product ids.');
  return [...new Set(ids)];
}

function productsPrices(request: RestRequest): RouteAnswer {
  if (typeof request.body.currency !== 'string') throw invalidParam('currency', 'currency is not of type string.');
  const currency = currencyOf(request, request.body.currency);
  const ids = idsOf(request.body.ids);
  const products = loadProducts(request, ids);
  const body: Record<string, WoocsProductPrice> = {};
  for (const id of ids) {
    const product = products.get(id);
    if (product) body[String(id)] = serializeProductPrice(product, currency);
  }
  return ok(body);
}

const postOnly = (): RouteAnswer => {
  throw noRoute();
};

export const woocsPriceRoutes: readonly Route[] = [
  { pattern: /^\/woocs\/v3\/product-price\/(?<id>\d+)$/i, allow: ['GET'], public: true, get: productPrice },
  { pattern: /^\/woocs\/v3\/products-prices$/i, allow: ['POST'], public: true, get: postOnly, writes: { POST: productsPrices } },
];
