/** GET /wc/v3/products/{product_id}/variations and /variations/{id}; a variation's stock written (productStock.ts). */
import { loadBundlesInOrder, loadProductBundles } from '../db/products';
import { queryProducts } from '../db/productQuery';
import type { ProductRow } from '../db/rows';
import { cannotList, cannotView, invalidPostId } from '../errors';
import { contextParam, validateParams } from '../params';
import { COLLECTION_METHODS, ITEM_METHODS } from '../serialize/context';
import { serializeVariation } from '../serialize/variation';
import { VARIATION_PARAMS, baseQuery } from './products';
import { writeVariationStock } from './productStock';
import { collectionPage, editable, ok, pathId, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';

function listVariations(request: RestRequest): RouteAnswer {
  const p = validateParams(request.params, VARIATION_PARAMS);
  requireKey(request, cannotList);
  const { db } = request;
  // post_parent = product_id: an unknown or simple product simply has no variations (200, []).
  const page = queryProducts(db, { ...baseQuery(p), postType: 'variation', parent: [pathId(request, 'product_id')] });
  const body = loadBundlesInOrder(db, page.ids).map((bundle) => serializeVariation(bundle, request.ctx));
  return collectionPage(request, body, { total: page.total, totalPages: page.totalPages, page: p.page });
}

function getVariation(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  const { db } = request;
  const id = pathId(request, 'id');
  const row = db.prepare("SELECT id, type, parent_id FROM products WHERE id = ? AND status <> 'trash'").get(id) as
    Pick<ProductRow, 'id' | 'type' | 'parent_id'> | undefined;
  if (row) requireKey(request, cannotView);
  if (!row || row.type !== 'variation' || row.parent_id !== pathId(request, 'product_id')) throw invalidPostId('product_variation');
  const bundle = loadProductBundles(db, [id]).get(id);
  if (!bundle) throw invalidPostId('product_variation');
  return ok(serializeVariation(bundle, request.ctx));
}

export const variationRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/products\/(?<product_id>\d+)\/variations$/i, allow: COLLECTION_METHODS, get: listVariations },
  {
    pattern: /^\/wc\/v3\/products\/(?<product_id>\d+)\/variations\/(?<id>\d+)$/i,
    allow: ITEM_METHODS,
    get: getVariation,
    writes: editable((request) => {
      writeVariationStock(request);
      return getVariation(request);
    }),
  },
];
