/**
 * The shop's tax rates: French VAT (20 %, shipping taxed) with La Réunion's 8.5 % on postcodes 974*
 * listed before it, German and Belgian VAT for the EU zone, and a reduced 5.5 % rate with no country
 * in the reduced-rate class, which no product uses (the standard class never matches it). Seeded once
 * (the `tax_rates_seeded_at` option), also into a database created before the tables existed.
 */
import type { Db } from '../open';
import { getOption, setOption } from '../schema';

interface RateSeed {
  id: number;
  country: string;
  rate: string;
  name: string;
  order: number;
  shipping: boolean;
  taxClass: string;
  postcodes?: readonly string[];
}

export const TAX_RATES: readonly RateSeed[] = [
  { id: 1, country: 'FR', rate: '20.0000', name: 'TVA', order: 1, shipping: true, taxClass: '' },
  { id: 2, country: 'FR', rate: '8.5000', name: 'TVA La Réunion', order: 0, shipping: true, taxClass: '', postcodes: ['974*'] },
  { id: 3, country: 'DE', rate: '19.0000', name: 'MwSt', order: 2, shipping: true, taxClass: '' },
  { id: 4, country: 'BE', rate: '21.0000', name: 'TVA', order: 3, shipping: true, taxClass: '' },
  { id: 5, country: '', rate: '5.5000', name: 'Taux réduit', order: 0, shipping: false, taxClass: 'reduced-rate' },
];

/** WooCommerce's default classes besides the standard one. */
const TAX_CLASSES = [
  { name: 'Reduced rate', slug: 'reduced-rate' },
  { name: 'Zero rate', slug: 'zero-rate' },
];

/** Seeds the rates and classes if they never were; returns whether it did. */
export function seedTaxRates(db: Db): boolean {
  let seeded = false;
  db.transaction(() => {
    if (getOption(db, 'tax_rates_seeded_at') !== undefined) return;
    const insertClass = db.prepare('INSERT INTO tax_classes (name, slug) VALUES (?, ?) ON CONFLICT DO NOTHING');
    for (const taxClass of TAX_CLASSES) insertClass.run(taxClass.name, taxClass.slug);
    const insertRate = db.prepare(
      `INSERT INTO tax_rates (id, country, state, rate, name, priority, compound, shipping, rate_order, class)
       VALUES (?, ?, '', ?, ?, 1, 0, ?, ?, ?)`,
    );
    const insertLocation = db.prepare("INSERT INTO tax_rate_locations (rate_id, location_type, location_code) VALUES (?, 'postcode', ?)");
    for (const rate of TAX_RATES) {
      insertRate.run(rate.id, rate.country, rate.rate, rate.name, rate.shipping ? 1 : 0, rate.order, rate.taxClass);
      for (const postcode of rate.postcodes ?? []) insertLocation.run(rate.id, postcode);
    }
    setOption(db, 'tax_rates_seeded_at', new Date().toISOString());
    seeded = true;
  }).immediate();
  return seeded;
}
