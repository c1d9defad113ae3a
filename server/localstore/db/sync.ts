/**
 * Derived product data, recomputed from the rows it depends on, the way WooCommerce's data stores
 * sync a variable product from its variations: active price, stock status, the lookup columns
 * used for price sorting, and one price row per distinct active price (the `_price` meta rows).
 */
import type { Db } from './open';

interface PriceRow {
  id: number;
  type: string;
  price: string;
  stock_status: string;
}

/** Money as WooCommerce stores it: a decimal string with the store's two decimals. */
export const formatPrice = (amount: number): string => amount.toFixed(2);

/** WC_Product::is_on_sale without schedules: a sale price set and below the regular price. */
export const isOnSale = (regular: string, sale: string): boolean => sale !== '' && regular !== '' && Number(regular) > Number(sale);

/** The active price of a simple product or variation: the sale price while it is on sale. */
export const activePrice = (regular: string, sale: string): string => (isOnSale(regular, sale) ? sale : regular);

export function syncProduct(db: Db, productId: number): void {
  const product = db.prepare('SELECT id, type, price, stock_status FROM products WHERE id = ?').get(productId) as PriceRow | undefined;
  if (!product) return;
  let prices: number[];
  if (product.type === 'variable') {
    const children = db
      .prepare("SELECT id, type, price, stock_status FROM products WHERE parent_id = ? AND type = 'variation' AND status = 'publish'")
      .all(productId) as PriceRow[];
    prices = children.filter((child) => child.price !== '').map((child) => Number(child.price));
    // WC_Product_Variable_Data_Store::sync_stock_status: in stock if any child is, else on backorder if any is.
    const stockStatus = children.some((child) => child.stock_status === 'instock')
      ? 'instock'
      : children.some((child) => child.stock_status === 'onbackorder')
        ? 'onbackorder'
        : 'outofstock';
    const price = prices.length > 0 ? formatPrice(Math.min(...prices)) : '';
    db.prepare('UPDATE products SET price = ?, stock_status = ? WHERE id = ?').run(price, stockStatus, productId);
  } else {
    prices = product.price === '' ? [] : [Number(product.price)];
  }
  const unique = [...new Set(prices)];
  db.prepare('UPDATE products SET min_price = ?, max_price = ? WHERE id = ?').run(
    unique.length > 0 ? Math.min(...unique) : null,
    unique.length > 0 ? Math.max(...unique) : null,
    productId,
  );
  db.prepare('DELETE FROM product_prices WHERE product_id = ?').run(productId);
  const insert = db.prepare('INSERT INTO product_prices (product_id, price) VALUES (?, ?)');
  for (const price of unique) insert.run(productId, price);
}
