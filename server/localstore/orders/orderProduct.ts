/**
 * What an order line needs of its product or variation (WC_Product as WC_Order_Item_Product sees it):
 * name, SKU, active price, tax status and class (a variation's empty class is its parent's), image (a
 * variation without one shows its parent's), the variation's attribute values, and the stock fields of
 * whichever product manages the stock (a variation can leave it to its parent).
 */
import type { Db } from '../db/open';
import type { AttachmentRow, ProductRow } from '../db/rows';

export interface VariationAttributeValue {
  /** `pa_color`: the meta key of the line. */
  taxonomy: string;
  slug: string;
  /** The attribute's label ("Couleur") and the term's name ("Black"): the meta's display key and value. */
  label: string;
  termName: string;
}

export interface OrderProduct {
  row: ProductRow;
  parent: ProductRow | undefined;
  /** The line's product_id and variation_id (0 for a simple product). */
  productId: number;
  variationId: number;
  taxStatus: string;
  taxClass: string;
  /** WooCommerce's image id: "" for a product without one, 0 for a variation whose parent has none either. */
  imageId: number | '';
  image: AttachmentRow | undefined;
  attributes: VariationAttributeValue[];
  /** The row whose stock the line takes (itself, its parent, or none when stock is not managed). */
  stockOwner: ProductRow | undefined;
}

const productRow = (db: Db, id: number) => db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined;

export function loadOrderProduct(db: Db, id: number): OrderProduct | undefined {
  const row = productRow(db, id);
  if (!row) return undefined;
  const parent = row.type === 'variation' ? productRow(db, row.parent_id) : undefined;
  const imageId = row.image_id ?? (row.type === 'variation' ? (parent?.image_id ?? 0) : '');
  const image =
    typeof imageId === 'number' && imageId > 0
      ? (db.prepare('SELECT * FROM attachments WHERE id = ?').get(imageId) as AttachmentRow | undefined)
      : undefined;
  const attributes =
    row.type === 'variation'
      ? (db
          .prepare(
            `SELECT va.taxonomy, va.term_slug AS slug, COALESCE(at.label, va.taxonomy) AS label, COALESCE(t.name, va.term_slug) AS termName
             FROM variation_attributes va
             LEFT JOIN attribute_taxonomies at ON 'pa_' || at.name = va.taxonomy
             LEFT JOIN terms t ON t.taxonomy = va.taxonomy AND t.slug = va.term_slug
             WHERE va.variation_id = ? ORDER BY va.taxonomy`,
          )
          .all(row.id) as VariationAttributeValue[])
      : [];
  const stockOwner = row.manage_stock === 1 ? row : parent?.manage_stock === 1 ? parent : undefined;
  return {
    row,
    parent,
    productId: row.type === 'variation' ? row.parent_id : row.id,
    variationId: row.type === 'variation' ? row.id : 0,
    taxStatus: row.tax_status,
    taxClass: row.type === 'variation' && row.tax_class === '' ? (parent?.tax_class ?? '') : row.tax_class,
    imageId,
    image,
    attributes,
    stockOwner,
  };
}

/** wc_get_product_id_by_sku: the product or variation with this SKU (trash aside). */
export function productIdBySku(db: Db, sku: string): number {
  const row = db.prepare("SELECT id FROM products WHERE sku = ? AND status <> 'trash' ORDER BY id LIMIT 1").get(sku) as
    { id: number } | undefined;
  return row?.id ?? 0;
}
