/**
 * The options of the cash-on-delivery gateway's "Enable for shipping methods" field, which WooCommerce
 * builds from the shop's shipping: one "Any … method" entry per method type (the recorded store offers
 * the block-based pickup, not the classic one), then each zone's instances, grouped by type title.
 */
import type { Db } from '../db/open';
import { listZones, REST_OF_THE_WORLD, zoneMethods } from '../db/shippingZones';
import { METHOD_TYPES, methodType } from '../shipping/methodTypes';

export function codShippingOptions(db: Db): Record<string, Record<string, string>> {
  const groups: Record<string, Record<string, string>> = {};
  const group = (title: string) => (groups[title] ??= {});
  for (const type of METHOD_TYPES) {
    if (type.id !== 'local_pickup') group(type.title)[type.id] = `Any &quot;${type.title}&quot; method`;
  }
  for (const zone of [...listZones(db), REST_OF_THE_WORLD]) {
    for (const method of zoneMethods(db, zone.id)) {
      const type = methodType(method.method_id);
      if (!type) continue;
      const title = (JSON.parse(method.settings) as { title?: string }).title ?? type.title;
      const zoneName = zone.id === 0 ? 'Other locations' : zone.name;
      group(type.title)[`${method.method_id}:${method.instance_id}`] = `${zoneName} &ndash; ${title} (#${method.instance_id})`;
    }
  }
  return groups;
}
