/** The tax rates, classes and their locations, read as the taxes API and the tax calculation need them. */
import { jsonList, type Db } from './open';

export interface TaxRateRow {
  id: number;
  country: string;
  state: string;
  rate: string;
  name: string;
  priority: number;
  compound: number;
  shipping: number;
  rate_order: number;
  class: string;
}

export interface TaxRate extends TaxRateRow {
  postcodes: string[];
  cities: string[];
}

export interface TaxClassRow {
  name: string;
  slug: string;
}

/** The rates with their postcodes and cities (in the order they were entered). */
export function withLocations(db: Db, rows: readonly TaxRateRow[]): TaxRate[] {
  const locations = db
    .prepare(
      'SELECT rate_id, location_type, location_code FROM tax_rate_locations WHERE rate_id IN (SELECT value FROM json_each(?)) ORDER BY id',
    )
    .all(jsonList(rows.map((row) => row.id))) as { rate_id: number; location_type: 'postcode' | 'city'; location_code: string }[];
  return rows.map((row) => {
    const own = locations.filter((location) => location.rate_id === row.id);
    return {
      ...row,
      postcodes: own.filter((location) => location.location_type === 'postcode').map((location) => location.location_code),
      cities: own.filter((location) => location.location_type === 'city').map((location) => location.location_code),
    };
  });
}

export function findTaxRate(db: Db, id: number): TaxRate | undefined {
  const row = db.prepare('SELECT * FROM tax_rates WHERE id = ?').get(id) as TaxRateRow | undefined;
  return row ? withLocations(db, [row])[0] : undefined;
}

/** The rates of one class ('' = standard), as the tax calculation scans them. */
export function taxRatesOfClass(db: Db, taxClass: string): TaxRate[] {
  return withLocations(db, db.prepare('SELECT * FROM tax_rates WHERE class = ?').all(taxClass) as TaxRateRow[]);
}

/** The classes besides "Standard rate", by name (WC_Tax::get_tax_classes). */
export function taxClasses(db: Db): TaxClassRow[] {
  return db.prepare('SELECT name, slug FROM tax_classes ORDER BY name').all() as TaxClassRow[];
}
