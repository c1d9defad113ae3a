/**
 * The catalog's prices entered before tax (woocommerce_prices_include_tax "no"), as many stores and the
 * genuine store recipe (shared/realwoo) enter them: every regular and sale price of the seed taken back
 * to before the shop's own VAT (wc_get_price_excluding_tax at the base address, rounded to cents), so the
 * shop still shows its usual prices with tax (189,00 € is entered as 157.50). Shipping costs stay as they
 * are: WooCommerce's costs are always entered before tax. Run once, on a store just seeded
 * (LOCALSTORE_PRICES_INCLUDE_TAX=no); a store already before tax is left alone.
 */
import { phpRound } from '../../numbers';
import { readStoreSettings } from '../../settings/storeSettings';
import { calcInclusiveTax, sumTaxes } from '../../tax/calcTax';
import { findRates } from '../../tax/findRates';
import type { Db } from '../open';
import { setOption } from '../schema';
import { activePrice, formatPrice, syncProduct } from '../sync';

interface PriceRow {
  id: number;
  type: string;
  regular_price: string;
  sale_price: string;
  tax_status: string;
  tax_class: string;
  parent_id: number;
}

/** Converts the catalog; returns how many prices changed. */
export function enterPricesBeforeTax(db: Db): number {
  const settings = readStoreSettings(db);
  if (!settings.pricesIncludeTax) return 0;
  let changed = 0;
  db.transaction(() => {
    const rows = db
      .prepare('SELECT id, type, regular_price, sale_price, tax_status, tax_class, parent_id FROM products')
      .all() as PriceRow[];
    const classOf = new Map(rows.map((row) => [row.id, row.tax_class]));
    const update = db.prepare('UPDATE products SET regular_price = ?, sale_price = ?, price = ? WHERE id = ?');
    const beforeTax = (row: PriceRow, amount: string): string => {
      if (amount === '' || row.tax_status !== 'taxable') return amount;
      // A variation of class "parent" is taxed as its product.
      const taxClass = row.type === 'variation' && row.tax_class === 'parent' ? (classOf.get(row.parent_id) ?? '') : row.tax_class;
      const price = Number(amount);
      changed += 1;
      return formatPrice(phpRound(price - sumTaxes(calcInclusiveTax(price, findRates(db, settings.base, taxClass))), 2));
    };
    for (const row of rows) {
      if (row.type === 'variable') continue;
      const regular = beforeTax(row, row.regular_price);
      const sale = beforeTax(row, row.sale_price);
      update.run(regular, sale, activePrice(regular, sale), row.id);
    }
    for (const row of rows) if (row.type !== 'variation') syncProduct(db, row.id);
    setOption(db, 'woocommerce_prices_include_tax', 'no');
  }).immediate();
  return changed;
}
