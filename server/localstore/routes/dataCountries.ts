/**
 * GET /wc/v3/data/countries and /wc/v3/data/countries/{location}, as WooCommerce's data controller
 * answers them: the manager permission, then every country with its states (no paging headers), or one
 * country by its code (upper-cased before the lookup; an unknown one is 404
 * woocommerce_rest_data_invalid_location).
 */
import { cannotList, cannotView, RestError } from '../errors';
import { READ_METHODS, link, selfLink, type UrlContext } from '../serialize/context';
import { STORE_COUNTRIES, type StoreCountry } from '../shipping/countryStates';
import { ok, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';

const COUNTRIES = '/wc/v3/data/countries';

const serializeCountry = (country: StoreCountry, ctx: UrlContext): Record<string, unknown> => ({
  code: country.code,
  name: country.name,
  states: country.states.map((state) => ({ code: state.code, name: state.name })),
  _links: { self: selfLink(ctx, `${COUNTRIES}/${country.code.toLowerCase()}`, READ_METHODS), collection: link(ctx, COUNTRIES) },
});

function listCountries(request: RestRequest): RouteAnswer {
  requireKey(request, cannotList);
  return ok(
    STORE_COUNTRIES.map((country) => serializeCountry(country, request.ctx)),
    {},
    true,
  );
}

function getCountry(request: RestRequest): RouteAnswer {
  requireKey(request, cannotView);
  const code = (request.pathParams.location ?? '').toUpperCase();
  const country = STORE_COUNTRIES.find((candidate) => candidate.code === code);
  if (!country) throw new RestError(404, 'woocommerce_rest_data_invalid_location', 'There are no locations matching these parameters.');
  return ok(serializeCountry(country, request.ctx));
}

export const dataCountryRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/data\/countries$/i, allow: READ_METHODS, get: listCountries },
  { pattern: /^\/wc\/v3\/data\/countries\/(?<location>[\w-]+)$/i, allow: READ_METHODS, get: getCountry },
];
