/** Category, attribute and attribute-term objects (recorded 9.9.5 shapes). */
import type { AttachmentRow, AttributeTaxonomyRow, CountedTermRow } from '../db/rows';
import { itemLinks, type UrlContext } from './context';
import { serializeImage } from './image';

export function serializeCategory(term: CountedTermRow, image: AttachmentRow | undefined, ctx: UrlContext): Record<string, unknown> {
  const base = '/wc/v3/products/categories';
  return {
    id: term.id,
    name: term.name,
    slug: term.slug,
    parent: term.parent,
    description: term.description,
    display: term.display,
    image: image ? serializeImage(image, ctx) : null,
    menu_order: term.menu_order,
    count: term.count,
    _links: itemLinks(ctx, `${base}/${term.id}`, base, term.parent ? `${base}/${term.parent}` : undefined),
  };
}

export function serializeAttributeTerm(term: CountedTermRow, attributeId: number, ctx: UrlContext): Record<string, unknown> {
  const base = `/wc/v3/products/attributes/${attributeId}/terms`;
  return {
    id: term.id,
    name: term.name,
    slug: term.slug,
    description: term.description,
    menu_order: term.menu_order,
    count: term.count,
    _links: itemLinks(ctx, `${base}/${term.id}`, base),
  };
}

export function serializeAttribute(attribute: AttributeTaxonomyRow, ctx: UrlContext): Record<string, unknown> {
  return {
    id: attribute.id,
    name: attribute.label,
    slug: `pa_${attribute.name}`,
    type: attribute.type,
    order_by: attribute.order_by,
    has_archives: attribute.has_archives === 1,
    _links: itemLinks(ctx, `/wc/v3/products/attributes/${attribute.id}`, '/wc/v3/products/attributes'),
  };
}
