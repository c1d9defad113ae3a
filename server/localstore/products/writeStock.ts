/**
 * The stock fields of `PUT /wc/v3/products/{id}` and `/products/{product_id}/variations/{id}` as
 * WooCommerce 9.9 applies them (a shop manager restocking, or a stock sync): `manage_stock`,
 * `stock_quantity`, `backorders` and `stock_status`. With managed stock the status follows the
 * quantity (WC_Product::validate_props: instock above 0, else outofstock without backorders and
 * onbackorder with them) and a variation's parent re-syncs. The catalog's other fields come from the
 * seed: this store refuses to write them rather than pretend to.
 */
import { storeDate } from '../dates';
import type { Db } from '../db/open';
import type { ProductRow } from '../db/rows';
import { syncProduct } from '../db/sync';
import { RestError } from '../errors';
import { validateBody, type BodySchema } from '../http/bodySchema';

const STOCK_FIELDS: Readonly<Record<string, BodySchema>> = {
  manage_stock: { type: 'boolean' },
  stock_quantity: { type: 'integer', nullable: true },
  backorders: { type: 'string', enum: ['no', 'notify', 'yes'] },
  stock_status: { type: 'string', enum: ['instock', 'outofstock', 'onbackorder'] },
};

/** Fields a caller may send along that change nothing (the item's id, its context). */
const IGNORED = new Set(['id', 'product_id', 'context']);

interface StockInput {
  manage_stock?: boolean;
  stock_quantity?: number | null;
  backorders?: string;
  stock_status?: string;
}

export function stockInput(body: Readonly<Record<string, unknown>>): StockInput {
  const other = Object.keys(body).filter((key) => !(key in STOCK_FIELDS) && !IGNORED.has(key));
  if (other.length > 0) {
    throw new RestError(
      400,
      'localstore_field_not_writable',
      `This store writes only a product's stock fields; not: ${other.join(', ')}.`,
      {
        params: other,
      },
    );
  }
  return validateBody(body, STOCK_FIELDS) as StockInput;
}

/** The status WooCommerce derives for managed stock. */
function managedStatus(quantity: number, backorders: string): string {
  if (quantity > 0) return 'instock';
  return backorders === 'no' ? 'outofstock' : 'onbackorder';
}

export function updateStock(db: Db, row: ProductRow, input: StockInput, now: number): void {
  const manage = input.manage_stock ?? row.manage_stock === 1;
  const backorders = input.backorders ?? row.backorders;
  const quantity = input.stock_quantity === undefined ? row.stock_quantity : input.stock_quantity;
  const status = manage ? managedStatus(quantity ?? 0, backorders) : (input.stock_status ?? row.stock_status);
  const modified = storeDate(now);
  db.prepare(
    'UPDATE products SET manage_stock = ?, stock_quantity = ?, backorders = ?, stock_status = ?, date_modified = ?, date_modified_gmt = ? WHERE id = ?',
  ).run(manage ? 1 : 0, manage ? (quantity ?? 0) : quantity, backorders, status, modified.local, modified.gmt, row.id);
  if (row.type === 'variation') syncProduct(db, row.parent_id);
  else syncProduct(db, row.id);
}
