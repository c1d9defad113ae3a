/**
 * The currency plugin's (WOOCS) own product prices in one currency, read through whichever route the
 * store's edition has:
 * 1. POST woocs/v3/products-prices `{currency, ids}` (one call);
 * 2. when that route is missing (404 not from the plugin), GET woocs/v3/product-price/{id}?currency=
 *    per product, 4 at a time: the free edition 1.4.5 answers this one (recorded);
 * 3. when both are missing, GET woocs/v3/products/{code} (older or other editions), cut to the ids.
 * A 404 whose code starts with `woocs_` comes from the plugin itself (an unknown currency or product),
 * not from a missing route.
 */
import { parsePrice } from '../domain/money';
import { StoreError, StoreNotFoundError, StoreUnavailableError, storeErrorFromStatus } from './errors';
import type { WooHttpClient } from './http';
import { woocsProductPrice, woocsProductPrices, woocsProductsPrices } from './wire';

export interface PluginPrice {
  productId: number;
  /** null when the product has no price (or the plugin does not know it). */
  price: number | null;
}

/** The per-product route costs one call each: never more than this many products. */
export const MAX_PRICED_PRODUCTS = 24;
/** Calls in flight at once on the per-product route, to spare a small WordPress host. */
const CONCURRENCY = 4;
/** The plugin's own code for a currency it does not serve (our local store's, documented there). */
export const UNKNOWN_CURRENCY_CODE = 'woocs_unknown_currency';

/** A 404 that says the route does not exist (WordPress's rest_no_route, a proxy's HTML page), not the plugin's. */
const isMissingRoute = (status: number | undefined, code: string | undefined) => status === 404 && !code?.startsWith('woocs_');

/** Thrown inside this module when a route is missing, to try the next one. */
class MissingRoute extends Error {}

async function viaBatch(http: WooHttpClient, code: string, ids: readonly number[]): Promise<Map<number, number | null>> {
  const route = 'woocs/v3/products-prices';
  let answer;
  try {
    answer = await http.publicPost(route, { currency: code, ids });
  } catch (error) {
    // A 404 that is not JSON (a proxy's or a security plugin's page): no such route either.
    if (error instanceof StoreNotFoundError && isMissingRoute(404, error.code)) throw new MissingRoute();
    throw error;
  }
  const { data, status } = answer;
  const errorCode = (data as { code?: unknown } | null)?.code;
  const codeText = typeof errorCode === 'string' ? errorCode : undefined;
  if (isMissingRoute(status, codeText)) throw new MissingRoute();
  if (status !== undefined && status >= 400) {
    throw storeErrorFromStatus(status, codeText ?? `http_${status}`, `Store answered POST ${route} ${status} ${codeText ?? ''}`);
  }
  const parsed = woocsProductsPrices.safeParse(data);
  if (!parsed.success) throw new StoreUnavailableError(`Store answered POST ${route} with an unexpected shape`, 200, 'store_bad_response');
  return new Map(Object.values(parsed.data).map((entry) => [entry.product_id, parsePrice(entry.price)]));
}

async function onePrice(http: WooHttpClient, code: string, id: number): Promise<number | null | undefined> {
  try {
    const { data } = await http.get(`woocs/v3/product-price/${id}`, woocsProductPrice, { currency: code }, { auth: false });
    return parsePrice(data.price);
  } catch (error) {
    if (error instanceof StoreNotFoundError) {
      if (isMissingRoute(404, error.code)) throw new MissingRoute();
      // The plugin does not know this product: left out. Its unknown currency is the caller's to report.
      if (error.code !== UNKNOWN_CURRENCY_CODE) return undefined;
    }
    throw error;
  }
}

async function viaEachProduct(http: WooHttpClient, code: string, ids: readonly number[]): Promise<Map<number, number | null>> {
  const prices = new Map<number, number | null>();
  const [first, ...rest] = ids;
  if (first === undefined) return prices;
  // The first call alone: a store without the route then costs one call, not four.
  const firstPrice = await onePrice(http, code, first);
  if (firstPrice !== undefined) prices.set(first, firstPrice);
  let next = 0;
  const worker = async () => {
    while (next < rest.length) {
      const id = rest[next++] as number;
      const price = await onePrice(http, code, id);
      if (price !== undefined) prices.set(id, price);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rest.length) }, worker));
  return prices;
}

async function viaOldRoute(http: WooHttpClient, code: string, ids: readonly number[]): Promise<Map<number, number | null>> {
  const route = `woocs/v3/products/${encodeURIComponent(code.toLowerCase())}`;
  const { data } = await http.get(route, woocsProductPrices, {}, { auth: false });
  const wanted = new Set(ids);
  return new Map(
    Object.entries(data)
      .map(([id, price]): [number, number | null] => [Number(id), parsePrice(price)])
      .filter(([id]) => wanted.has(id)),
  );
}

/** The plugin's price of each product (at most MAX_PRICED_PRODUCTS), in the order asked; products it does not know are left out. */
export async function readPluginPrices(http: WooHttpClient, code: string, productIds: readonly number[]): Promise<PluginPrice[]> {
  const ids = [...new Set(productIds)].slice(0, MAX_PRICED_PRODUCTS);
  let prices: Map<number, number | null> | undefined;
  for (const read of [viaBatch, viaEachProduct, viaOldRoute]) {
    try {
      prices = await read(http, code, ids);
      break;
    } catch (error) {
      if (!(error instanceof MissingRoute)) throw error;
    }
  }
  if (!prices) {
    throw new StoreNotFoundError('Store has none of the currency plugin price routes', 404, 'rest_no_route');
  }
  const found = prices;
  return ids.filter((id) => found.has(id)).map((id) => ({ productId: id, price: found.get(id) ?? null }));
}

/** Whether a failed read means the plugin does not serve the currency. */
export const isUnknownCurrency = (error: unknown): boolean => error instanceof StoreError && error.code === UNKNOWN_CURRENCY_CODE;
