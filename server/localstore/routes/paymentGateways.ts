/**
 * GET /wc/v3/payment_gateways[/{id}]: every registered gateway, disabled ones included (a checkout
 * filters on `enabled`), in the shop's gateway order; manager permission first.
 */
import type { Db } from '../db/open';
import { getOption } from '../db/schema';
import { gatewaySettingsOption } from '../db/seed/paymentGateways';
import { cannotList, cannotView, RestError } from '../errors';
import { contextParam, validateParams } from '../params';
import { codShippingOptions } from '../payments/codShippingOptions';
import { GATEWAYS, type Gateway } from '../payments/gateways';
import { EDITABLE_METHODS, READ_METHODS } from '../serialize/context';
import { serializeGateway, type GatewayState } from '../serialize/paymentGateway';
import { ok, requireKey, wholeList, type RestRequest, type Route, type RouteAnswer } from './route';

function gatewayOrder(db: Db): Record<string, number> {
  return JSON.parse(getOption(db, 'woocommerce_gateway_order') ?? '{}') as Record<string, number>;
}

function stateOf(db: Db, gateway: Gateway, order: Record<string, number>): GatewayState {
  const saved = getOption(db, gatewaySettingsOption(gateway.id));
  return {
    values: saved === undefined ? gateway.settings : (JSON.parse(saved) as Record<string, string>),
    order: order[gateway.id] ?? '',
    dynamicOptions: gateway.id === 'cod' ? { enable_for_methods: codShippingOptions(db) } : undefined,
  };
}

/** WC_Payment_Gateways: the ordered gateways first (by position), then the others in registration order. */
function orderedGateways(order: Record<string, number>): Gateway[] {
  const position = (gateway: Gateway) => order[gateway.id] ?? Number.MAX_SAFE_INTEGER;
  return [...GATEWAYS].sort((a, b) => position(a) - position(b));
}

function listGateways(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotList);
  const order = gatewayOrder(request.db);
  return wholeList(orderedGateways(order).map((gateway) => serializeGateway(gateway, stateOf(request.db, gateway, order), request.ctx)));
}

function getGateway(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  requireKey(request, cannotView);
  const gateway = GATEWAYS.find((candidate) => candidate.id === request.pathParams.id);
  if (!gateway) throw new RestError(404, 'woocommerce_rest_payment_gateway_invalid', 'Resource does not exist.');
  return ok(serializeGateway(gateway, stateOf(request.db, gateway, gatewayOrder(request.db)), request.ctx));
}

export const paymentGatewayRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/payment_gateways$/i, allow: READ_METHODS, get: listGateways },
  { pattern: /^\/wc\/v3\/payment_gateways\/(?<id>[\w-]+)$/i, allow: EDITABLE_METHODS, get: getGateway },
];
