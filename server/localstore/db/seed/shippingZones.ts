/**
 * The shop's shipping zones, in matching order: Corsica (FR postcodes 20*) before mainland France,
 * the EU (a continent plus Cyprus, which WooCommerce files under Asia), North America (two US states
 * and Canada), then zone 0 for the rest of the world, whose second rate is disabled. Costs are the
 * strings the admin typed, excluding tax; every flat rate is taxable. Seeded once (the
 * `shipping_zones_seeded_at` option), also into a database created before the tables existed.
 */
import type { ZoneLocationRow } from '../shippingZones';
import type { Db } from '../open';
import { getOption, setOption } from '../schema';

interface MethodSeed {
  methodId: 'flat_rate' | 'free_shipping' | 'local_pickup';
  enabled?: boolean;
  settings: Record<string, string>;
}

interface ZoneSeed {
  /** 0 is the rest of the world (no zone row, no locations). */
  id: number;
  name: string;
  locations: readonly ZoneLocationRow[];
  methods: readonly MethodSeed[];
}

const flatRate = (title: string, cost: string, enabled = true): MethodSeed => ({
  methodId: 'flat_rate',
  enabled,
  settings: { title, tax_status: 'taxable', cost },
});

const country = (code: string): ZoneLocationRow => ({ location_code: code, location_type: 'country' });

export const SHIPPING_ZONES: readonly ZoneSeed[] = [
  {
    id: 1,
    name: 'Corse',
    locations: [country('FR'), { location_code: '20*', location_type: 'postcode' }],
    methods: [flatRate('Livraison Corse (4-6 jours ouvrés)', '9.90')],
  },
  {
    id: 2,
    name: 'France',
    locations: [country('FR')],
    methods: [
      flatRate('Livraison standard (3-5 jours ouvrés)', '5.90'),
      {
        methodId: 'free_shipping',
        settings: { title: 'Livraison offerte', requires: 'min_amount', min_amount: '100', ignore_discounts: 'no' },
      },
      flatRate('Livraison express (1-2 jours ouvrés)', '10.00'),
      { methodId: 'local_pickup', settings: { title: 'Retrait en boutique (Paris)', tax_status: 'taxable', cost: '0' } },
    ],
  },
  {
    id: 3,
    name: 'Union européenne',
    locations: [{ location_code: 'EU', location_type: 'continent' }, country('CY')],
    methods: [flatRate('Livraison internationale (5-10 jours ouvrés)', '15.00')],
  },
  {
    id: 4,
    name: 'Amérique du Nord',
    locations: [{ location_code: 'US:CA', location_type: 'state' }, { location_code: 'US:NY', location_type: 'state' }, country('CA')],
    methods: [flatRate('Livraison Amérique du Nord', '25.00')],
  },
  {
    id: 0,
    name: 'Locations not covered by your other zones',
    locations: [],
    methods: [flatRate('Livraison internationale', '35.00'), flatRate('Livraison économique', '20.00', false)],
  },
];

/** Seeds the zones if they never were; returns whether it did. */
export function seedShippingZones(db: Db): boolean {
  let seeded = false;
  db.transaction(() => {
    if (getOption(db, 'shipping_zones_seeded_at') !== undefined) return;
    const insertZone = db.prepare('INSERT INTO shipping_zones (id, name, zone_order) VALUES (?, ?, ?)');
    const insertLocation = db.prepare('INSERT INTO shipping_zone_locations (zone_id, location_code, location_type) VALUES (?, ?, ?)');
    const insertMethod = db.prepare(
      'INSERT INTO shipping_zone_methods (zone_id, method_id, method_order, is_enabled, settings) VALUES (?, ?, ?, ?, ?)',
    );
    SHIPPING_ZONES.forEach((zone, position) => {
      if (zone.id !== 0) insertZone.run(zone.id, zone.name, position);
      for (const location of zone.locations) insertLocation.run(zone.id, location.location_code, location.location_type);
      // WooCommerce numbers a zone's methods from 1 as they are added.
      zone.methods.forEach((method, index) =>
        insertMethod.run(zone.id, method.methodId, index + 1, method.enabled === false ? 0 : 1, JSON.stringify(method.settings)),
      );
    });
    setOption(db, 'shipping_zones_seeded_at', new Date().toISOString());
    seeded = true;
  }).immediate();
  return seeded;
}
