/** GET /wc/v3/products/attributes[/{id}] and /products/attributes/{attribute_id}/terms[/{id}]. */
import { attributeTaxonomies } from '../db/products';
import type { AttributeTaxonomyRow } from '../db/rows';
import { findTerm, queryTerms, type TermOrderBy } from '../db/terms';
import { attributeInvalid, cannotList, cannotView, taxonomyInvalid, termInvalid } from '../errors';
import { contextParam, validateParams } from '../params';
import { COLLECTION_METHODS, ITEM_METHODS } from '../serialize/context';
import { serializeAttribute, serializeAttributeTerm } from '../serialize/terms';
import { collectionPage, ok, pathId, requireKey, type RestRequest, type Route, type RouteAnswer } from './route';
import { ATTRIBUTE_TERM_PARAMS } from './termsParams';

const ITEM_PARAMS = { context: contextParam } as const;

function findAttribute(request: RestRequest, name: string): AttributeTaxonomyRow | undefined {
  return request.db.prepare('SELECT * FROM attribute_taxonomies WHERE id = ?').get(pathId(request, name)) as
    AttributeTaxonomyRow | undefined;
}

/** Every attribute, unpaginated: the totals say one page. */
function listAttributes(request: RestRequest): RouteAnswer {
  validateParams(request.params, ITEM_PARAMS);
  requireKey(request, cannotList);
  const attributes = attributeTaxonomies(request.db);
  return ok(
    attributes.map((attribute) => serializeAttribute(attribute, request.ctx)),
    { 'X-WP-Total': String(attributes.length), 'X-WP-TotalPages': '1' },
    true,
  );
}

function getAttribute(request: RestRequest): RouteAnswer {
  validateParams(request.params, ITEM_PARAMS);
  const attribute = findAttribute(request, 'id');
  if (!attribute) throw attributeInvalid();
  requireKey(request, cannotView);
  return ok(serializeAttribute(attribute, request.ctx));
}

function listTerms(request: RestRequest): RouteAnswer {
  const p = validateParams(request.params, ATTRIBUTE_TERM_PARAMS);
  const attribute = findAttribute(request, 'attribute_id');
  if (!attribute) throw taxonomyInvalid();
  requireKey(request, cannotList);
  const offset = p.offset !== undefined && p.offset !== 0 ? p.offset : (p.page - 1) * p.per_page;
  const { terms, total } = queryTerms(request.db, {
    taxonomy: `pa_${attribute.name}`,
    perPage: p.per_page,
    offset,
    order: p.order as 'asc' | 'desc',
    orderby: p.orderby as TermOrderBy,
    hideEmpty: p.hide_empty,
    include: p.include,
    exclude: p.exclude,
    product: p.product,
    slug: p.slug,
    search: p.search,
  });
  const counts = { total, totalPages: Math.ceil(total / p.per_page), page: Math.ceil(offset / p.per_page + 1) };
  return collectionPage(
    request,
    terms.map((term) => serializeAttributeTerm(term, attribute.id, request.ctx)),
    counts,
  );
}

function getTerm(request: RestRequest): RouteAnswer {
  validateParams(request.params, ITEM_PARAMS);
  const attribute = findAttribute(request, 'attribute_id');
  if (!attribute) throw taxonomyInvalid();
  const term = findTerm(request.db, `pa_${attribute.name}`, pathId(request, 'id'));
  if (!term) throw termInvalid();
  requireKey(request, cannotView);
  return ok(serializeAttributeTerm(term, attribute.id, request.ctx));
}

export const attributeRoutes: readonly Route[] = [
  { pattern: /^\/wc\/v3\/products\/attributes$/i, allow: COLLECTION_METHODS, get: listAttributes },
  { pattern: /^\/wc\/v3\/products\/attributes\/(?<id>\d+)$/i, allow: ITEM_METHODS, get: getAttribute },
  { pattern: /^\/wc\/v3\/products\/attributes\/(?<attribute_id>\d+)\/terms$/i, allow: COLLECTION_METHODS, get: listTerms },
  { pattern: /^\/wc\/v3\/products\/attributes\/(?<attribute_id>\d+)\/terms\/(?<id>\d+)$/i, allow: ITEM_METHODS, get: getTerm },
];
