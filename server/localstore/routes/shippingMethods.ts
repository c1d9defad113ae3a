/** GET /wc/v3/shipping_methods[/{id}]: the method types WooCommerce registers (recorded 39), manager permission first. */
import { cannotList, cannotView, RestError } from '../errors';
import { contextParam, validateParams } from '../params';
import { READ_METHODS } from '../serialize/context';
import { serializeShippingMethod } from '../serialize/shipping';
import { METHOD_TYPES, methodType } from '../shipping/methodTypes';
import { ok, requireKey, wholeList, type RestRequest, type Route, type RouteAnswer } from './route';

function listShippingMethods(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotList);
  return wholeList(METHOD_TYPES.map((type) => serializeShippingMethod(type, request.ctx)));
}

function getShippingMethod(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotView);
  const type = methodType(request.pathParams.id ?? '');
  if (!type) throw new RestError(404, 'woocommerce_rest_shipping_method_invalid', 'Resource does not exist.');
  return ok(serializeShippingMethod(type, request.ctx));
}

export const shippingMethodRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/shipping_methods$/i, allow: READ_METHODS, get: listShippingMethods },
  { pattern: /^\/wc\/v3\/shipping_methods\/(?<id>[\w-]+)$/i, allow: READ_METHODS, get: getShippingMethod },
];
