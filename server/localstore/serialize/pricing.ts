/** Price facts of a product as WooCommerce derives them (variable products from their variations). */
import type { ProductBundle } from '../db/products';
import type { ProductRow } from '../db/rows';
import { isOnSale } from '../db/sync';
import type { ShopPriceDisplay, TaxedItem } from '../tax/priceToDisplay';
import { wcFormatPriceRange, wcFormatSalePrice, wcPrice } from './money';

export const rowOnSale = (row: ProductRow): boolean => isOnSale(row.regular_price, row.sale_price);

export function productOnSale(bundle: ProductBundle): boolean {
  return bundle.row.type === 'variable' ? bundle.children.some(rowOnSale) : rowOnSale(bundle.row);
}

/** The item a row's price is taxed as: its status, and its class ("parent": the product's). */
function taxedItem(row: ProductRow, parent?: ProductRow): TaxedItem {
  const taxClass = row.tax_class === 'parent' ? (parent?.tax_class ?? '') : row.tax_class;
  return { taxStatus: row.tax_status, taxClass };
}

/** WC_Product::get_price_suffix: the store's suffix after the price, its amounts filled in. */
function priceSuffix(price: number, item: TaxedItem, display: ShopPriceDisplay): string {
  if (display.suffix === '' || !display.taxesOn || item.taxStatus !== 'taxable') return '';
  const text = display.suffix
    .replace('{price_including_tax}', wcPrice(display.including(price, item)))
    .replace('{price_excluding_tax}', wcPrice(display.excluding(price, item)));
  return ` <small class="woocommerce-price-suffix">${text}</small>`;
}

/** No tax added or taken out: prices as entered (a store without its settings at hand). */
const AS_ENTERED: ShopPriceDisplay = {
  toDisplay: (price) => price,
  including: (price) => price,
  excluding: (price) => price,
  suffix: '',
  taxesOn: false,
};

/**
 * WC_Product::get_price_html and WC_Product_Variable::get_price_html: prices as the shop shows them
 * (wc_get_price_to_display: with or without tax by the store's settings), then the price suffix.
 */
export function priceHtml(bundle: ProductBundle, display: ShopPriceDisplay = AS_ENTERED): string {
  const { row } = bundle;
  const item = taxedItem(row, bundle.parent);
  if (row.type !== 'variable') {
    if (row.price === '') return '';
    const price = display.toDisplay(Number(row.price), item);
    const shown = rowOnSale(row) ? wcFormatSalePrice(display.toDisplay(Number(row.regular_price), item), price) : wcPrice(price);
    return shown + priceSuffix(Number(row.price), item, display);
  }
  const priced = bundle.children.filter((child) => child.price !== '');
  if (priced.length === 0) return '';
  const prices = priced.map((child) => display.toDisplay(Number(child.price), taxedItem(child, row)));
  const regulars = priced.map((child) =>
    display.toDisplay(Number(child.regular_price === '' ? child.price : child.regular_price), taxedItem(child, row)),
  );
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const minRegular = Math.min(...regulars);
  const maxRegular = Math.max(...regulars);
  const suffix = priceSuffix(Number(row.price), item, display);
  if (min !== max) return wcFormatPriceRange(min, max) + suffix;
  if (productOnSale(bundle) && minRegular === maxRegular) return wcFormatSalePrice(maxRegular, min) + suffix;
  return wcPrice(min) + suffix;
}
