/**
 * Collection arguments of WooCommerce's CRUD controllers (WC_REST_CRUD_Controller::get_collection_params),
 * in registration order: products, variations and orders start from them and add their own.
 */
import { collectionParams } from '../params';

/** The CRUD controllers' `orderby` values; a controller may allow more. */
export const CRUD_ORDERBY = ['date', 'id', 'include', 'title', 'slug', 'modified'] as const;

export const crudCollectionParams = <O extends readonly string[]>(orderby: O) =>
  ({
    ...collectionParams,
    after: { type: 'string', format: 'date-time' },
    before: { type: 'string', format: 'date-time' },
    modified_after: { type: 'string', format: 'date-time' },
    modified_before: { type: 'string', format: 'date-time' },
    dates_are_gmt: { type: 'boolean', default: false },
    exclude: { type: 'array', items: 'integer' },
    include: { type: 'array', items: 'integer' },
    offset: { type: 'integer' },
    order: { type: 'string', default: 'desc', enum: ['asc', 'desc'] },
    orderby: { type: 'string', default: 'date', enum: orderby },
    parent: { type: 'array', items: 'integer' },
    parent_exclude: { type: 'array', items: 'integer' },
  }) as const;
