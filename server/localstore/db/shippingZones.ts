/** Shipping zones, their locations and method instances, as the shipping routes read them. */
import type { Db } from './open';

export interface ShippingZoneRow {
  id: number;
  name: string;
  zone_order: number;
}

export interface ZoneLocationRow {
  location_code: string;
  location_type: 'postcode' | 'state' | 'country' | 'continent';
}

export interface ZoneMethodRow {
  instance_id: number;
  zone_id: number;
  method_id: string;
  method_order: number;
  is_enabled: number;
  /** JSON object of the instance's setting values. */
  settings: string;
}

/** Zone 0 has no row: it covers every location no other zone does. */
export const REST_OF_THE_WORLD: ShippingZoneRow = { id: 0, name: 'Locations not covered by your other zones', zone_order: 0 };

/** Zones in matching order (zone_order, then id), without zone 0. */
export function listZones(db: Db): ShippingZoneRow[] {
  return db.prepare('SELECT * FROM shipping_zones ORDER BY zone_order, id').all() as ShippingZoneRow[];
}

export function findZone(db: Db, id: number): ShippingZoneRow | undefined {
  if (id === 0) return REST_OF_THE_WORLD;
  return db.prepare('SELECT * FROM shipping_zones WHERE id = ?').get(id) as ShippingZoneRow | undefined;
}

export function zoneLocations(db: Db, zoneId: number): ZoneLocationRow[] {
  return db
    .prepare('SELECT location_code, location_type FROM shipping_zone_locations WHERE zone_id = ? ORDER BY id')
    .all(zoneId) as ZoneLocationRow[];
}

/** Every method of the zone, disabled ones included, by their order in it. */
export function zoneMethods(db: Db, zoneId: number): ZoneMethodRow[] {
  return db
    .prepare('SELECT * FROM shipping_zone_methods WHERE zone_id = ? ORDER BY method_order, instance_id')
    .all(zoneId) as ZoneMethodRow[];
}
