/** A variation as GET /wc/v3/products/{id}/variations answers it (recorded 9.9.5 shape and order). */
import type { ProductBundle } from '../db/products';
import { itemLinks, type UrlContext } from './context';
import { serializeImage } from './image';
import { rowOnSale } from './pricing';

export function serializeVariation(bundle: ProductBundle, ctx: UrlContext): Record<string, unknown> {
  const { row, parent } = bundle;
  const inherit = (own: string, fromParent: string | undefined) => (own === '' ? (fromParent ?? '') : own);
  const backordersAllowed = row.backorders !== 'no';
  const image = bundle.images[0];
  const query = bundle.variationAttributes.map((value) => `attribute_pa_${value.taxonomy.name}=${encodeURIComponent(value.termSlug)}`);
  const parentSlug = parent?.slug ?? row.slug;
  return {
    id: row.id,
    type: 'variation',
    date_created: row.date_created,
    date_created_gmt: row.date_created_gmt,
    date_modified: row.date_modified,
    date_modified_gmt: row.date_modified_gmt,
    description: row.description,
    permalink: `${ctx.publicBase}/product/${parentSlug}/${query.length > 0 ? `?${query.join('&')}` : ''}`,
    sku: row.sku,
    global_unique_id: row.global_unique_id,
    price: row.price,
    regular_price: row.regular_price,
    sale_price: row.sale_price,
    date_on_sale_from: null,
    date_on_sale_from_gmt: null,
    date_on_sale_to: null,
    date_on_sale_to_gmt: null,
    on_sale: rowOnSale(row),
    status: row.status,
    purchasable: row.price !== '' && row.status === 'publish',
    virtual: false,
    downloadable: false,
    downloads: [],
    download_limit: -1,
    download_expiry: -1,
    tax_status: row.tax_status,
    tax_class: inherit(row.tax_class, parent?.tax_class),
    manage_stock: row.manage_stock === 1,
    stock_quantity: row.manage_stock === 1 ? row.stock_quantity : null,
    stock_status: row.stock_status,
    backorders: row.backorders,
    backorders_allowed: backordersAllowed,
    backordered: row.stock_status === 'onbackorder' || (row.manage_stock === 1 && backordersAllowed && (row.stock_quantity ?? 0) < 0),
    low_stock_amount: row.low_stock_amount,
    weight: inherit(row.weight, parent?.weight),
    dimensions: {
      length: inherit(row.length, parent?.length),
      width: inherit(row.width, parent?.width),
      height: inherit(row.height, parent?.height),
    },
    shipping_class: '',
    shipping_class_id: 0,
    image: image ? serializeImage(image, ctx) : null,
    attributes: bundle.variationAttributes.map((value) => ({
      id: value.taxonomy.id,
      name: value.taxonomy.label,
      slug: `pa_${value.taxonomy.name}`,
      option: value.term?.name ?? value.termSlug,
    })),
    menu_order: row.menu_order,
    meta_data: bundle.meta.map((meta) => ({ id: meta.id, key: meta.meta_key, value: meta.meta_value })),
    // wc_get_formatted_variation without the attribute labels: "Noir".
    name: bundle.variationAttributes.map((value) => value.term?.name ?? value.termSlug).join(', '),
    parent_id: row.parent_id,
    _links: itemLinks(
      ctx,
      `/wc/v3/products/${row.parent_id}/variations/${row.id}`,
      `/wc/v3/products/${row.parent_id}/variations`,
      `/wc/v3/products/${row.parent_id}`,
    ),
  };
}
