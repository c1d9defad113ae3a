/**
 * GET /wc/v3/shipping/zones[/{id}], /zones/{id}/locations and /zones/{zone_id}/methods[/{instance_id}],
 * as WooCommerce's zone controllers answer them: every route 404 "Shipping is disabled." when the
 * shop ships nowhere, then the manager permission, then the zone (zone 0, the rest of the world,
 * always exists and comes first). Lists are whole, with their totals.
 */
import { findZone, listZones, REST_OF_THE_WORLD, zoneLocations, zoneMethods, type ShippingZoneRow } from '../db/shippingZones';
import { cannotList, RestError } from '../errors';
import { methodType } from '../shipping/methodTypes';
import { COLLECTION_METHODS, EDITABLE_METHODS, ITEM_METHODS } from '../serialize/context';
import { serializeZone, serializeZoneLocation, serializeZoneMethod } from '../serialize/shipping';
import { optionValue } from '../settings/storeSettings';
import { ok, pathId, requireKey, wholeList, type RestRequest, type Route, type RouteAnswer } from './route';

const zoneInvalid = () => new RestError(404, 'woocommerce_rest_shipping_zone_invalid', 'Resource does not exist.');
const methodInvalid = () => new RestError(404, 'woocommerce_rest_shipping_zone_method_invalid', 'Resource does not exist.');

/** wc_shipping_enabled() and the manager permission, which every shipping zone route checks first. */
function allowed(request: RestRequest): void {
  if (optionValue(request.db, 'woocommerce_ship_to_countries') === 'disabled') {
    throw new RestError(404, 'rest_no_route', 'Shipping is disabled.');
  }
  requireKey(request, cannotList);
}

function zoneOf(request: RestRequest, name: string): ShippingZoneRow {
  allowed(request);
  const zone = findZone(request.db, pathId(request, name));
  if (!zone) throw zoneInvalid();
  return zone;
}

function listAllZones(request: RestRequest): RouteAnswer {
  allowed(request);
  return wholeList([REST_OF_THE_WORLD, ...listZones(request.db)].map((zone) => serializeZone(zone, request.ctx)));
}

const getZone = (request: RestRequest): RouteAnswer => ok(serializeZone(zoneOf(request, 'id'), request.ctx));

function listLocations(request: RestRequest): RouteAnswer {
  const zone = zoneOf(request, 'id');
  return wholeList(zoneLocations(request.db, zone.id).map((location) => serializeZoneLocation(location, zone.id, request.ctx)));
}

/** The zone's method instances whose type the store knows. */
function methodsOf(request: RestRequest, zone: ShippingZoneRow) {
  return zoneMethods(request.db, zone.id).flatMap((method) => {
    const type = methodType(method.method_id);
    return type ? [serializeZoneMethod(method, type, request.ctx)] : [];
  });
}

const listMethods = (request: RestRequest): RouteAnswer => wholeList(methodsOf(request, zoneOf(request, 'zone_id')));

function getMethod(request: RestRequest): RouteAnswer {
  const instanceId = pathId(request, 'instance_id');
  const method = methodsOf(request, zoneOf(request, 'zone_id')).find((candidate) => candidate.instance_id === instanceId);
  if (!method) throw methodInvalid();
  return ok(method);
}

export const shippingZoneRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/shipping\/zones$/i, allow: COLLECTION_METHODS, get: listAllZones },
  { pattern: /^\/wc\/v3\/shipping\/zones\/(?<id>\d+)$/i, allow: ITEM_METHODS, get: getZone },
  { pattern: /^\/wc\/v3\/shipping\/zones\/(?<id>\d+)\/locations$/i, allow: EDITABLE_METHODS, get: listLocations },
  { pattern: /^\/wc\/v3\/shipping\/zones\/(?<zone_id>\d+)\/methods$/i, allow: COLLECTION_METHODS, get: listMethods },
  { pattern: /^\/wc\/v3\/shipping\/zones\/(?<zone_id>\d+)\/methods\/(?<instance_id>\d+)$/i, allow: ITEM_METHODS, get: getMethod },
];
