/** Price facts of a product as WooCommerce derives them (variable products from their variations). */
import type { ProductBundle } from '../db/products';
import type { ProductRow } from '../db/rows';
import { isOnSale } from '../db/sync';
import { wcFormatPriceRange, wcFormatSalePrice, wcPrice } from './money';

export const rowOnSale = (row: ProductRow): boolean => isOnSale(row.regular_price, row.sale_price);

export function productOnSale(bundle: ProductBundle): boolean {
  return bundle.row.type === 'variable' ? bundle.children.some(rowOnSale) : rowOnSale(bundle.row);
}

/** WC_Product::get_price_html and WC_Product_Variable::get_price_html. */
export function priceHtml(bundle: ProductBundle): string {
  const { row } = bundle;
  if (row.type !== 'variable') {
    if (row.price === '') return '';
    return rowOnSale(row) ? wcFormatSalePrice(Number(row.regular_price), Number(row.price)) : wcPrice(Number(row.price));
  }
  const priced = bundle.children.filter((child) => child.price !== '');
  if (priced.length === 0) return '';
  const prices = priced.map((child) => Number(child.price));
  const regulars = priced.map((child) => Number(child.regular_price === '' ? child.price : child.regular_price));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const minRegular = Math.min(...regulars);
  const maxRegular = Math.max(...regulars);
  if (min !== max) return wcFormatPriceRange(min, max);
  if (productOnSale(bundle) && minRegular === maxRegular) return wcFormatSalePrice(maxRegular, min);
  return wcPrice(min);
}
