/**
 * wc_get_price_excluding_tax($product, ['qty' => n]): the line price before tax that an order line
 * created without totals gets. With prices entered with tax, the taxes of the shop's own location are
 * taken out (unrounded), whatever the customer's address: a 120.00 product is 100.00 before French
 * VAT, and a German customer then pays 19 % on 100.00.
 */
import type { Db } from '../db/open';
import type { StoreSettings } from '../settings/storeSettings';
import { calcInclusiveTax, sumTaxes } from './calcTax';
import { findRates } from './findRates';

export function priceExcludingTax(
  db: Db,
  settings: StoreSettings,
  product: { price: string; taxStatus: string; taxClass: string },
  quantity: number,
): number {
  const qty = Math.max(0, quantity);
  if (qty === 0) return 0;
  const linePrice = Math.max(0, Number.parseFloat(product.price) || 0) * qty;
  if (product.taxStatus !== 'taxable' || !settings.pricesIncludeTax) return linePrice;
  return linePrice - sumTaxes(calcInclusiveTax(linePrice, findRates(db, settings.base, product.taxClass)));
}
