/** Row shapes of the store tables, as better-sqlite3 returns them. */

export interface ProductRow {
  id: number;
  parent_id: number;
  type: 'simple' | 'grouped' | 'external' | 'variable' | 'variation';
  status: string;
  name: string;
  slug: string;
  description: string;
  short_description: string;
  sku: string;
  global_unique_id: string;
  regular_price: string;
  sale_price: string;
  price: string;
  featured: number;
  catalog_visibility: string;
  manage_stock: number;
  stock_quantity: number | null;
  stock_status: string;
  backorders: string;
  low_stock_amount: number | null;
  sold_individually: number;
  weight: string;
  length: string;
  width: string;
  height: string;
  tax_status: string;
  tax_class: string;
  reviews_allowed: number;
  purchase_note: string;
  menu_order: number;
  total_sales: number;
  average_rating: string;
  rating_count: number;
  image_id: number | null;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  min_price: number | null;
  max_price: number | null;
}

export interface AttachmentRow {
  id: number;
  file: string;
  title: string;
  alt: string;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
}

export interface TermRow {
  id: number;
  taxonomy: string;
  name: string;
  slug: string;
  description: string;
  parent: number;
  menu_order: number;
  term_group: number;
  display: string;
  image_id: number | null;
}

/** A term with its count of published products, as WordPress keeps in term_taxonomy.count. */
export interface CountedTermRow extends TermRow {
  count: number;
}

export interface AttributeTaxonomyRow {
  id: number;
  name: string;
  label: string;
  type: string;
  order_by: string;
  has_archives: number;
}

export interface MetaRow {
  id: number;
  meta_key: string;
  meta_value: string;
}

/** A currency of the WOOCS currency switcher. */
export interface WoocsCurrencyRow {
  code: string;
  list_order: number;
  rate: number;
  symbol: string;
  position: string;
  is_etalon: number;
  description: string;
  hide_cents: number;
  hide_on_front: number;
  flag: string;
  decimals: number;
}
