/**
 * GET /woocs/v3/currency: the WOOCS currency switcher's currency list (its price routes are in
 * woocsPrices.ts). The free edition has no /woocs/v3/products/{currency} route, so neither do we.
 * The plugin registers them without a permission check, so they answer anyone, and WooCommerce's
 * key authentication does not look at them (they are not under /wc/).
 */
import { listCurrencies } from '../db/currencies';
import { serializeCurrencies } from '../serialize/woocs';
import { ok, type RestRequest, type Route, type RouteAnswer } from './route';

const METHODS = ['GET'] as const;

function currencies(request: RestRequest): RouteAnswer {
  return ok(serializeCurrencies(listCurrencies(request.db)));
}

export const woocsRoutes: readonly Route[] = [{ pattern: /^\/woocs\/v3\/currency$/i, allow: METHODS, public: true, get: currencies }];
