/**
 * The parts of WooCommerce REST v3 JSON the storefront reads. Only woo/ imports these.
 * Everything is optional and loosely typed on purpose: real stores add, drop and retype fields
 * across versions and plugins, and the mapping must not trust them.
 */
export interface WooImage {
  id?: number;
  src?: string;
  name?: string;
  alt?: string;
}

export interface WooMeta {
  id?: number;
  key?: string;
  value?: unknown;
}

export interface WooProductAttribute {
  id?: number;
  name?: string;
  slug?: string;
  position?: number;
  visible?: boolean;
  variation?: boolean;
  options?: string[];
}

export interface WooProduct {
  id: number;
  name?: string;
  slug?: string;
  type?: string;
  status?: string;
  featured?: boolean;
  description?: string;
  short_description?: string;
  sku?: string;
  price?: string;
  regular_price?: string;
  sale_price?: string;
  on_sale?: boolean;
  total_sales?: number | string;
  stock_quantity?: number | null;
  stock_status?: string;
  categories?: { id: number; name?: string; slug?: string }[];
  images?: WooImage[];
  attributes?: WooProductAttribute[];
  variations?: number[];
  menu_order?: number;
  date_created?: string;
  date_created_gmt?: string;
  meta_data?: WooMeta[];
}

/** Variation attributes come as a list of {name, option} or, from some plugins, as a name->value map. */
export type WooVariationAttributes = { id?: number; name?: string; slug?: string; option?: string }[] | Record<string, string>;

export interface WooVariation {
  id: number;
  parent_id?: number;
  sku?: string;
  price?: string;
  regular_price?: string;
  sale_price?: string;
  stock_quantity?: number | null;
  stock_status?: string;
  image?: WooImage | string | null;
  attributes?: WooVariationAttributes;
}

export interface WooCategory {
  id: number;
  name?: string;
  slug?: string;
  parent?: number;
  description?: string;
  display?: string;
  image?: WooImage | null | [];
  menu_order?: number;
  count?: number;
}
