/** Shipping zone, zone location, zone method and shipping method objects (recorded 8-10, 27-29 and 39). */
import type { ShippingZoneRow, ZoneLocationRow, ZoneMethodRow } from '../db/shippingZones';
import type { MethodType } from '../shipping/methodTypes';
import { link, READ_METHODS, selfLink, type UrlContext } from './context';

const ZONES = '/wc/v3/shipping/zones';

/** PHP empty(): the API answers "" for an unset, "" or "0" default, tip or placeholder. */
const unlessEmpty = (value: string): string => (value === '' || value === '0' ? '' : value);

export const serializeZone = (zone: ShippingZoneRow, ctx: UrlContext): Record<string, unknown> => ({
  id: zone.id,
  name: zone.name,
  order: zone.zone_order,
  _links: {
    self: selfLink(ctx, `${ZONES}/${zone.id}`),
    collection: link(ctx, ZONES),
    describedby: link(ctx, `${ZONES}/${zone.id}/locations`),
  },
});

export const serializeZoneLocation = (location: ZoneLocationRow, zoneId: number, ctx: UrlContext): Record<string, unknown> => ({
  code: location.location_code,
  type: location.location_type,
  _links: { collection: link(ctx, `${ZONES}/${zoneId}/locations`), describes: link(ctx, `${ZONES}/${zoneId}`) },
});

/** The instance's settings: each form field with its stored value (the field's default when never saved). */
function settings(type: MethodType, values: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    (type.fields ?? []).map((field) => [
      field.id,
      {
        id: field.id,
        label: field.title,
        description: field.description,
        type: field.type,
        value: values[field.id] ?? field.default,
        default: unlessEmpty(field.default),
        tip: field.description,
        placeholder: unlessEmpty(field.placeholder),
        ...(field.options ? { options: field.options } : {}),
      },
    ]),
  );
}

export function serializeZoneMethod(method: ZoneMethodRow, type: MethodType, ctx: UrlContext): Record<string, unknown> {
  const values = JSON.parse(method.settings) as Record<string, string>;
  const base = `${ZONES}/${method.zone_id}`;
  return {
    id: method.instance_id,
    instance_id: method.instance_id,
    title: values.title ?? '',
    order: method.method_order,
    enabled: method.is_enabled === 1,
    method_id: method.method_id,
    method_title: type.title,
    // The zone methods API answers the description through wpautop.
    method_description: `<p>${type.description}</p>\n`,
    settings: settings(type, values),
    _links: {
      self: selfLink(ctx, `${base}/methods/${method.instance_id}`),
      collection: link(ctx, `${base}/methods`),
      describes: link(ctx, base),
    },
  };
}

export const serializeShippingMethod = (type: MethodType, ctx: UrlContext): Record<string, unknown> => ({
  id: type.id,
  title: type.title,
  description: type.description,
  _links: { self: selfLink(ctx, `/wc/v3/shipping_methods/${type.id}`, READ_METHODS), collection: link(ctx, '/wc/v3/shipping_methods') },
});
