/**
 * The parts of WooCommerce REST v3 JSON the storefront reads, as zod schemas checked on every store
 * answer (http.ts), and their types. Only woo/ imports these.
 *
 * Lenient where WooCommerce is: extra fields pass (and are dropped), fields a store may leave out are
 * optional, nullable ones accept null, ids and amounts may come as numeric strings (plugins retype
 * them). Strict on what the storefront computes with: lists are arrays, every product, variation and
 * category has an id, prices are decimals, variation ids and attribute options are lists.
 */
import { z } from 'zod';

/** A positive id, as a number or a numeric string. */
export const id = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d*$/)
    .transform(Number),
]);
/** A count, order or parent id (0 allowed), as a number or a numeric string. */
export const whole = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
/** An amount: a number, or a decimal string ("" when the store has none). */
export const amount = z.union([
  z.number(),
  z.string().refine((raw) => raw.trim() === '' || Number.isFinite(Number(raw)), 'expected a decimal'),
]);
export const text = z.string().nullish();
export const flag = z.boolean().nullish();
/** PHP encodes an empty map as `[]`. */
const emptyArray = z.tuple([]);

export const wooImage = z.object({ id: z.union([z.number(), z.string()]).nullish(), src: text, name: text, alt: text });

/** An image field: an image, a bare URL (some plugins), or none (null, or PHP's empty `[]`). */
const imageField = z.union([wooImage, z.string(), z.null(), emptyArray.transform(() => null)]).optional();

export const wooMeta = z.object({ id: z.unknown().optional(), key: z.unknown().optional(), value: z.unknown().optional() });

export const wooProductAttribute = z.object({
  id: whole.nullish(),
  name: text,
  slug: text,
  position: whole.nullish(),
  visible: flag,
  variation: flag,
  options: z.array(z.string()).nullish(),
});

export const wooCategoryRef = z.object({ id, name: text, slug: text });

export const wooProduct = z.object({
  id,
  name: text,
  slug: text,
  type: text,
  status: text,
  featured: flag,
  description: text,
  short_description: text,
  sku: text,
  price: amount.nullish(),
  regular_price: amount.nullish(),
  sale_price: amount.nullish(),
  on_sale: flag,
  total_sales: whole.nullish(),
  stock_quantity: whole.nullish(),
  stock_status: text,
  backorders_allowed: flag,
  tax_status: text,
  tax_class: text,
  categories: z.array(wooCategoryRef).nullish(),
  images: z.array(wooImage).nullish(),
  attributes: z.array(wooProductAttribute).nullish(),
  variations: z.array(id).nullish(),
  menu_order: whole.nullish(),
  date_created: text,
  date_created_gmt: text,
  meta_data: z.array(wooMeta).nullish(),
});

/** Variation attributes come as a list of {name, option} or, from some plugins, as a name->value map. */
export const wooVariationAttributes = z.union([
  z.array(z.object({ id: whole.nullish(), name: text, slug: text, option: text })),
  z.record(z.string(), z.string()),
]);

export const wooVariation = z.object({
  id,
  parent_id: whole.nullish(),
  sku: text,
  price: amount.nullish(),
  regular_price: amount.nullish(),
  sale_price: amount.nullish(),
  stock_quantity: whole.nullish(),
  stock_status: text,
  backorders_allowed: flag,
  tax_status: text,
  tax_class: text,
  image: imageField,
  attributes: wooVariationAttributes.nullish(),
});

export const wooCategory = z.object({
  id,
  name: text,
  slug: text,
  parent: whole.nullish(),
  description: text,
  display: text,
  image: imageField,
  menu_order: whole.nullish(),
  count: whole.nullish(),
});

/** A global attribute (GET products/attributes): its taxonomy is `slug` (pa_color). */
export const wooAttributeTaxonomy = z.object({ id, name: text, slug: text });
/** A term of a global attribute (GET products/attributes/{id}/terms). */
export const wooAttributeTerm = z.object({ id, name: text, slug: text });

export const wooProductList = z.array(wooProduct);
export const wooAttributeTaxonomyList = z.array(wooAttributeTaxonomy);
export const wooAttributeTermList = z.array(wooAttributeTerm);
export const wooVariationList = z.array(wooVariation);
export const wooCategoryList = z.array(wooCategory);

/** One currency of the WOOCS plugin (GET woocs/v3/currency), keyed by its code. */
export const woocsCurrency = z.object({
  name: text,
  rate: amount,
  symbol: text,
  description: text,
  decimals: whole.nullish(),
  is_etalon: z.union([z.number(), z.string(), z.boolean()]).nullish(),
});

export const woocsCurrencies = z.union([z.record(z.string(), woocsCurrency), emptyArray.transform(() => ({}))]);

/**
 * The plugin's price of each product in one currency, keyed by product id: the route
 * GET woocs/v3/products/{code} of some plugin versions (not the free edition 1.4.5), our last fallback.
 */
export const woocsProductPrices = z.union([z.record(z.string().regex(/^\d+$/), amount.nullable()), emptyArray.transform(() => ({}))]);

/**
 * One product's prices in one currency (WOOCS free edition 1.4.5, GET woocs/v3/product-price/{id}?currency=,
 * recorded): price strings with the currency's precision, "" when unset.
 */
export const woocsProductPrice = z.object({
  product_id: id,
  currency: z.string(),
  precision: whole.nullish(),
  price: amount,
  regular_price: amount.nullish(),
  sale_price: amount.nullish(),
});

/** POST woocs/v3/products-prices: product-price's entries keyed by product id (`[]` when none was found). */
export const woocsProductsPrices = z.union([z.record(z.string().regex(/^\d+$/), woocsProductPrice), emptyArray.transform(() => ({}))]);

export type WooImage = z.output<typeof wooImage>;
export type WooMeta = z.output<typeof wooMeta>;
export type WooCategoryRef = z.output<typeof wooCategoryRef>;
export type WooProductAttribute = z.output<typeof wooProductAttribute>;
export type WooProduct = z.output<typeof wooProduct>;
export type WooVariationAttributes = z.output<typeof wooVariationAttributes>;
export type WooVariation = z.output<typeof wooVariation>;
export type WooCategory = z.output<typeof wooCategory>;
export type WooAttributeTaxonomy = z.output<typeof wooAttributeTaxonomy>;
export type WooAttributeTerm = z.output<typeof wooAttributeTerm>;
export type WoocsCurrency = z.output<typeof woocsCurrency>;
