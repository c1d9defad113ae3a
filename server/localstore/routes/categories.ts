/** GET /wc/v3/products/categories and /products/categories/{id}. */
import { attachmentsById, findTerm, queryTerms, type TermOrderBy } from '../db/terms';
import { cannotList, cannotView, termInvalid } from '../errors';
import { contextParam, validateParams } from '../params';
import { COLLECTION_METHODS, ITEM_METHODS } from '../serialize/context';
import { serializeCategory } from '../serialize/terms';
import { collectionPage, ok, pathId, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';
import { CATEGORY_PARAMS } from './termsParams';

const TAXONOMY = 'product_cat';

function listCategories(request: RestRequest): RouteAnswer {
  const p = validateParams(request.params, CATEGORY_PARAMS);
  requireKey(request, cannotList);
  const offset = (p.page - 1) * p.per_page;
  const { terms, total } = queryTerms(request.db, {
    taxonomy: TAXONOMY,
    perPage: p.per_page,
    offset,
    order: p.order as 'asc' | 'desc',
    orderby: p.orderby as TermOrderBy,
    hideEmpty: p.hide_empty,
    include: p.include,
    exclude: p.exclude,
    parent: p.parent,
    product: p.product,
    slug: p.slug,
    search: p.search,
  });
  const images = attachmentsById(
    request.db,
    terms.map((term) => term.image_id),
  );
  const body = terms.map((term) => serializeCategory(term, term.image_id === null ? undefined : images.get(term.image_id), request.ctx));
  const counts = { total, totalPages: Math.ceil(total / p.per_page), page: Math.ceil(offset / p.per_page + 1) };
  return collectionPage(request, body, counts);
}

function getCategory(request: RestRequest): RouteAnswer {
  validateParams(request.params, { context: contextParam });
  // The terms controller looks the term up before checking who asks: an unknown id is a 404 for anyone.
  const term = findTerm(request.db, TAXONOMY, pathId(request, 'id'));
  if (!term) throw termInvalid();
  requireKey(request, cannotView);
  const image = term.image_id === null ? undefined : attachmentsById(request.db, [term.image_id]).get(term.image_id);
  return ok(serializeCategory(term, image, request.ctx));
}

export const categoryRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/products\/categories$/i, allow: COLLECTION_METHODS, get: listCategories },
  { pattern: /^\/wc\/v3\/products\/categories\/(?<id>\d+)$/i, allow: ITEM_METHODS, get: getCategory },
];
