/**
 * Stock as WooCommerce moves it for an order (wc_reduce_stock_levels, wc_increase_stock_levels,
 * wc_maybe_adjust_line_item_product_stock): each line takes its quantity from the product that manages
 * the stock once, remembered in the line's `_reduced_stock` meta and the order's stock_reduced flag, and
 * gives exactly that back when the order is cancelled or sent back to pending. The stock status follows
 * (outofstock at 0 without backorders, onbackorder with them, instock above 0) and a variable product
 * re-syncs from its variations.
 *
 * WooCommerce itself lets stock go negative; this store refuses to take more than a product without
 * backorders has, with the error WooCommerce's checkout gives (ReserveStock), and the write's
 * transaction leaves stock and orders as they were.
 */
import { storeDate } from '../dates';
import type { Db } from '../db/open';
import type { ProductRow } from '../db/rows';
import { syncProduct } from '../db/sync';
import { RestError } from '../errors';
import { updateMeta } from './metaData';
import type { LineItem, Order } from './order';
import { loadOrderProduct } from './orderProduct';
import type { WriteContext } from './writeContext';

const REDUCED_STOCK = '_reduced_stock';

const notEnoughStock = (productName: string) =>
  new RestError(
    400,
    'woocommerce_product_not_enough_stock',
    `Not enough units of ${productName} are available in stock to fulfil this order.`,
  );

/** What WC_Product's validate_props decides once the quantity changed. */
function stockStatus(quantity: number, backorders: string): 'instock' | 'onbackorder' | 'outofstock' {
  if (quantity > 0) return 'instock';
  return backorders === 'no' ? 'outofstock' : 'onbackorder';
}

/** wc_update_product_stock on the row that manages the stock; refuses to go below zero without backorders. */
function moveStock(db: Db, owner: ProductRow, change: number, displayName: string, now: number): void {
  const current = db.prepare('SELECT stock_quantity, backorders FROM products WHERE id = ?').get(owner.id) as Pick<
    ProductRow,
    'stock_quantity' | 'backorders'
  >;
  const quantity = (current.stock_quantity ?? 0) + change;
  if (change < 0 && quantity < 0 && current.backorders === 'no') throw notEnoughStock(displayName);
  const modified = storeDate(now);
  db.prepare('UPDATE products SET stock_quantity = ?, stock_status = ?, date_modified = ?, date_modified_gmt = ? WHERE id = ?').run(
    quantity,
    stockStatus(quantity, current.backorders),
    modified.local,
    modified.gmt,
    owner.id,
  );
  if (owner.type === 'variation') syncProduct(db, owner.parent_id);
}

const reducedQuantity = (item: LineItem): number => {
  const meta = item.meta.find((entry) => entry.key === REDUCED_STOCK && entry.value !== null);
  return meta ? Number.parseFloat(String(meta.value)) || 0 : 0;
};

const lineProduct = (db: Db, item: LineItem) => loadOrderProduct(db, item.variationId || item.productId);

/** wc_maybe_reduce_stock_levels: once per order, each line not yet reduced. */
export function reduceStock({ db, settings, now }: WriteContext, order: Order): void {
  if (order.stockReduced) return;
  if (settings.manageStock) {
    for (const item of order.lineItems) {
      const product = lineProduct(db, item);
      if (reducedQuantity(item) !== 0 || !product?.stockOwner) continue;
      moveStock(db, product.stockOwner, -item.quantity, product.row.name, now);
      updateMeta(item.meta, REDUCED_STOCK, item.quantity);
    }
  }
  order.stockReduced = true;
}

/** wc_maybe_increase_stock_levels: gives back what each line took, once. */
export function increaseStock({ db, settings, now }: WriteContext, order: Order): void {
  if (!order.stockReduced) return;
  if (settings.manageStock) {
    for (const item of order.lineItems) {
      const reduced = reducedQuantity(item);
      const product = lineProduct(db, item);
      if (reduced === 0 || !product?.stockOwner) continue;
      moveStock(db, product.stockOwner, reduced, product.row.name, now);
      updateMeta(item.meta, REDUCED_STOCK, null);
    }
  }
  order.stockReduced = false;
}

/** wc_maybe_adjust_line_item_product_stock: a line changed on an order whose stock was taken takes or gives the difference. */
export function adjustLineStock({ db, settings, now }: WriteContext, order: Order, item: LineItem): void {
  if (!settings.manageStock || !order.stockReduced || !['processing', 'completed', 'on-hold'].includes(order.status)) return;
  const product = lineProduct(db, item);
  if (!product?.stockOwner) return;
  const difference = item.quantity - reducedQuantity(item);
  if (difference === 0) return;
  moveStock(db, product.stockOwner, -difference, product.row.name, now);
  updateMeta(item.meta, REDUCED_STOCK, item.quantity);
}
