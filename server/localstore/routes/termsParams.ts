/** Collection arguments of the WooCommerce terms controller (categories and attribute terms). */
import { collectionParams } from '../params';

const TERM_ORDERBY = ['id', 'include', 'name', 'slug', 'term_group', 'description', 'count'] as const;

const common = {
  ...collectionParams,
  exclude: { type: 'array', items: 'integer' },
  include: { type: 'array', items: 'integer' },
} as const;

const tail = {
  order: { type: 'string', default: 'asc', enum: ['asc', 'desc'] },
  orderby: { type: 'string', default: 'name', enum: TERM_ORDERBY },
  hide_empty: { type: 'boolean', default: false },
} as const;

/** Hierarchical taxonomies (categories) get `parent`; flat ones (attribute terms) get `offset` instead. */
export const CATEGORY_PARAMS = {
  ...common,
  ...tail,
  parent: { type: 'integer' },
  product: { type: 'integer' },
  slug: { type: 'string' },
} as const;

export const ATTRIBUTE_TERM_PARAMS = {
  ...common,
  offset: { type: 'integer' },
  ...tail,
  product: { type: 'integer' },
  slug: { type: 'string' },
} as const;
