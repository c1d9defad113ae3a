/**
 * Stock writes of the products and variations routes (`POST`/`PUT`/`PATCH` on an item, as WooCommerce
 * registers them): the permission check, the item looked up as the controller does, then the stock
 * fields applied (products/writeStock.ts) in the write's transaction.
 */
import type { ProductRow } from '../db/rows';
import { cannotEdit, invalidPostId } from '../errors';
import { stockInput, updateStock } from '../products/writeStock';
import { pathId, requireKey, type RestRequest } from './route';

function liveRow(request: RestRequest, id: number): ProductRow | undefined {
  return request.db.prepare("SELECT * FROM products WHERE id = ? AND status <> 'trash'").get(id) as ProductRow | undefined;
}

/** A product's stock (a simple product's, or a variable one's own when it manages it); 400 for an unknown id, as WooCommerce answers. */
export function writeProductStock(request: RestRequest): void {
  const input = stockInput(request.body);
  requireKey(request, cannotEdit);
  const row = liveRow(request, pathId(request, 'id'));
  if (!row || row.type === 'variation') throw invalidPostId('product', 400);
  updateStock(request.db, row, input, Date.now());
}

/** A variation's stock, when it belongs to the product of the path. */
export function writeVariationStock(request: RestRequest): void {
  const input = stockInput(request.body);
  requireKey(request, cannotEdit);
  const row = liveRow(request, pathId(request, 'id'));
  if (!row || row.type !== 'variation' || row.parent_id !== pathId(request, 'product_id')) throw invalidPostId('product_variation', 400);
  updateStock(request.db, row, input, Date.now());
}
