/**
 * A product as GET /wc/v3/products answers it in WooCommerce 9.9: every field of the recorded
 * answers, in their order. Variations reached through /products (by id or by sku) use the same
 * shape, with what they inherit from their parent.
 */
import type { ProductBundle } from '../db/products';
import { itemLinks, type UrlContext } from './context';
import { serializeImage } from './image';
import { priceHtml, productOnSale } from './pricing';
import type { ShopPriceDisplay } from '../tax/priceToDisplay';

function permalink(bundle: ProductBundle, ctx: UrlContext): string {
  const { row, parent } = bundle;
  if (row.type === 'variation' && parent) {
    const query = bundle.variationAttributes.map((value) => `attribute_pa_${value.taxonomy.name}=${encodeURIComponent(value.termSlug)}`);
    return `${ctx.publicBase}/product/${parent.slug}/${query.length > 0 ? `?${query.join('&')}` : ''}`;
  }
  return `${ctx.publicBase}/product/${row.slug}/`;
}

/** `display` shows prices as the shop does (price_html); without it they are shown as entered. */
export function serializeProduct(bundle: ProductBundle, ctx: UrlContext, display?: ShopPriceDisplay): Record<string, unknown> {
  const { row, parent } = bundle;
  const isVariation = row.type === 'variation';
  const isVariable = row.type === 'variable';
  // Variations inherit these from the parent when they leave them empty (WC_Product_Variation getters in view context).
  const inherit = (own: string, fromParent: string | undefined) => (own === '' && parent ? (fromParent ?? '') : own);
  const backordersAllowed = row.backorders !== 'no';
  const attributes = isVariation
    ? bundle.variationAttributes.map((value) => ({
        id: value.taxonomy.id,
        name: value.taxonomy.label,
        slug: `pa_${value.taxonomy.name}`,
        option: value.term?.name ?? value.termSlug,
      }))
    : bundle.attributes.map((attribute) => ({
        id: attribute.taxonomy.id,
        name: attribute.taxonomy.label,
        slug: `pa_${attribute.taxonomy.name}`,
        position: attribute.position,
        visible: attribute.visible,
        variation: attribute.variation,
        options: attribute.options.map((term) => term.name),
      }));

  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    permalink: permalink(bundle, ctx),
    date_created: row.date_created,
    date_created_gmt: row.date_created_gmt,
    date_modified: row.date_modified,
    date_modified_gmt: row.date_modified_gmt,
    type: row.type,
    status: row.status,
    featured: row.featured === 1,
    catalog_visibility: row.catalog_visibility,
    description: row.description,
    short_description: row.short_description,
    sku: row.sku,
    price: row.price,
    regular_price: row.regular_price,
    sale_price: row.sale_price,
    date_on_sale_from: null,
    date_on_sale_from_gmt: null,
    date_on_sale_to: null,
    date_on_sale_to_gmt: null,
    on_sale: productOnSale(bundle),
    purchasable: row.price !== '' || (isVariable && bundle.children.some((child) => child.price !== '')),
    total_sales: row.total_sales,
    virtual: false,
    downloadable: false,
    downloads: [],
    download_limit: -1,
    download_expiry: -1,
    external_url: '',
    button_text: '',
    tax_status: row.tax_status,
    tax_class: inherit(row.tax_class, parent?.tax_class),
    manage_stock: row.manage_stock === 1,
    stock_quantity: row.manage_stock === 1 ? row.stock_quantity : null,
    backorders: row.backorders,
    backorders_allowed: backordersAllowed,
    backordered: row.stock_status === 'onbackorder' || (row.manage_stock === 1 && backordersAllowed && (row.stock_quantity ?? 0) < 0),
    low_stock_amount: row.low_stock_amount,
    sold_individually: row.sold_individually === 1,
    weight: inherit(row.weight, parent?.weight),
    dimensions: {
      length: inherit(row.length, parent?.length),
      width: inherit(row.width, parent?.width),
      height: inherit(row.height, parent?.height),
    },
    shipping_required: true,
    shipping_taxable: row.tax_status === 'taxable',
    shipping_class: '',
    shipping_class_id: 0,
    reviews_allowed: row.reviews_allowed === 1,
    average_rating: row.average_rating,
    rating_count: row.rating_count,
    upsell_ids: bundle.upsellIds,
    cross_sell_ids: bundle.crossSellIds,
    parent_id: row.parent_id,
    purchase_note: row.purchase_note,
    categories: bundle.categories.map((term) => ({ id: term.id, name: term.name, slug: term.slug })),
    brands: [],
    tags: [],
    images: bundle.images.map((image) => serializeImage(image, ctx)),
    attributes,
    default_attributes: bundle.defaultAttributes.map((value) => ({
      id: value.taxonomy.id,
      name: value.taxonomy.label,
      option: value.termSlug,
    })),
    variations: bundle.children.map((child) => child.id),
    grouped_products: [],
    menu_order: row.menu_order,
    price_html: priceHtml(bundle, display),
    related_ids: bundle.relatedIds,
    meta_data: bundle.meta.map((meta) => ({ id: meta.id, key: meta.meta_key, value: meta.meta_value })),
    stock_status: row.stock_status,
    has_options: isVariable,
    post_password: '',
    global_unique_id: row.global_unique_id,
    _links: itemLinks(ctx, `/wc/v3/products/${row.id}`, '/wc/v3/products', isVariation ? `/wc/v3/products/${row.parent_id}` : undefined),
  };
}
