/**
 * Loads everything a product answer needs for a batch of ids in a fixed number of queries (one per
 * table, never one per product), so a page of 100 products costs the same handful of reads as one.
 */
import { jsonList, type Db } from './open';
import type { AttachmentRow, AttributeTaxonomyRow, MetaRow, ProductRow, TermRow } from './rows';

export interface ProductAttribute {
  taxonomy: AttributeTaxonomyRow;
  position: number;
  visible: boolean;
  variation: boolean;
  /** The product's terms of this taxonomy, in the attribute's term order. */
  options: TermRow[];
}

export interface VariationAttribute {
  taxonomy: AttributeTaxonomyRow;
  termSlug: string;
  term: TermRow | undefined;
}

export interface ProductBundle {
  row: ProductRow;
  /** The variable product a variation belongs to. */
  parent: ProductRow | undefined;
  /** For a variation, its parent's (a variation has no terms of its own). */
  categories: TermRow[];
  attributes: ProductAttribute[];
  defaultAttributes: VariationAttribute[];
  variationAttributes: VariationAttribute[];
  /** Featured image, then the gallery. */
  images: AttachmentRow[];
  meta: MetaRow[];
  /** Published variations of a variable product, in menu order. */
  children: ProductRow[];
  upsellIds: number[];
  crossSellIds: number[];
  relatedIds: number[];
}

const RELATED_LIMIT = 5;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** A stable pseudo-random rank: WooCommerce shuffles related products, we want the same order every time. */
function shuffleRank(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  h ^= h >>> 13;
  h = Math.imul(h, 0x27d4eb2f);
  return (h ^ (h >>> 16)) >>> 0;
}

export function attributeTaxonomies(db: Db): AttributeTaxonomyRow[] {
  return db.prepare('SELECT * FROM attribute_taxonomies ORDER BY name').all() as AttributeTaxonomyRow[];
}

export function loadProductBundles(db: Db, ids: readonly number[]): Map<number, ProductBundle> {
  const result = new Map<number, ProductBundle>();
  if (ids.length === 0) return result;
  const rows = db.prepare('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))').all(jsonList(ids)) as ProductRow[];
  const parentIds = [...new Set(rows.filter((row) => row.type === 'variation').map((row) => row.parent_id))];
  const parents = new Map(
    (db.prepare('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?))').all(jsonList(parentIds)) as ProductRow[]).map(
      (row) => [row.id, row],
    ),
  );
  const termOwnerIds = [...new Set([...rows.map((row) => row.id), ...parentIds])];
  const taxonomies = new Map(attributeTaxonomies(db).map((taxonomy) => [`pa_${taxonomy.name}`, taxonomy]));

  const termLinks = db
    .prepare(
      `SELECT pt.product_id AS owner, t.* FROM product_terms pt JOIN terms t ON t.id = pt.term_id
       WHERE pt.product_id IN (SELECT value FROM json_each(?))
       ORDER BY t.menu_order, t.name COLLATE NOCASE, t.id`,
    )
    .all(jsonList(termOwnerIds)) as (TermRow & { owner: number })[];
  const termsByOwner = groupBy(termLinks, (link) => link.owner);

  const attributeRows = db
    .prepare('SELECT * FROM product_attributes WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position, taxonomy')
    .all(jsonList(termOwnerIds)) as { product_id: number; taxonomy: string; position: number; visible: number; variation: number }[];
  const attributesByOwner = groupBy(attributeRows, (row) => row.product_id);

  const defaults = groupBy(
    db.prepare('SELECT * FROM default_attributes WHERE product_id IN (SELECT value FROM json_each(?))').all(jsonList(ids)) as {
      product_id: number;
      taxonomy: string;
      term_slug: string;
    }[],
    (row) => row.product_id,
  );

  const variableIds = rows.filter((row) => row.type === 'variable').map((row) => row.id);
  const children = groupBy(
    db
      .prepare(
        `SELECT * FROM products WHERE parent_id IN (SELECT value FROM json_each(?)) AND type = 'variation' AND status = 'publish'
         ORDER BY menu_order, id`,
      )
      .all(jsonList(variableIds)) as ProductRow[],
    (row) => row.parent_id,
  );

  const variationIds = rows.filter((row) => row.type === 'variation').map((row) => row.id);
  const variationValues = groupBy(
    db.prepare('SELECT * FROM variation_attributes WHERE variation_id IN (SELECT value FROM json_each(?))').all(jsonList(variationIds)) as {
      variation_id: number;
      taxonomy: string;
      term_slug: string;
    }[],
    (row) => row.variation_id,
  );

  const gallery = groupBy(
    db
      .prepare(
        'SELECT product_id, attachment_id FROM product_gallery WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position',
      )
      .all(jsonList(ids)) as { product_id: number; attachment_id: number }[],
    (row) => row.product_id,
  );
  const attachmentIds = new Set<number>();
  for (const row of [...rows, ...parents.values()]) if (row.image_id !== null) attachmentIds.add(row.image_id);
  for (const links of gallery.values()) for (const link of links) attachmentIds.add(link.attachment_id);
  const attachments = new Map(
    (
      db
        .prepare('SELECT * FROM attachments WHERE id IN (SELECT value FROM json_each(?))')
        .all(jsonList([...attachmentIds])) as AttachmentRow[]
    ).map((row) => [row.id, row]),
  );

  const meta = groupBy(
    db
      .prepare(
        'SELECT id, product_id, meta_key, meta_value FROM product_meta WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY id',
      )
      .all(jsonList(ids)) as (MetaRow & { product_id: number })[],
    (row) => row.product_id,
  );

  const links = groupBy(
    db
      .prepare(
        'SELECT product_id, kind, linked_id FROM product_links WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY position',
      )
      .all(jsonList(ids)) as { product_id: number; kind: string; linked_id: number }[],
    (row) => row.product_id,
  );

  const related = relatedProductIds(db, rows, links);

  const attributeTerms = new Map(
    (db.prepare("SELECT * FROM terms WHERE taxonomy LIKE 'pa\\_%' ESCAPE '\\'").all() as TermRow[]).map((term) => [
      `${term.taxonomy}/${term.slug}`,
      term,
    ]),
  );
  const findTerm = (taxonomy: string, slug: string) => attributeTerms.get(`${taxonomy}/${slug}`);

  for (const row of rows) {
    const parent = row.type === 'variation' ? parents.get(row.parent_id) : undefined;
    const owner = parent ? parent.id : row.id;
    const ownTerms = termsByOwner.get(owner) ?? [];
    const attributes: ProductAttribute[] = [];
    if (row.type !== 'variation') {
      for (const attribute of attributesByOwner.get(row.id) ?? []) {
        const taxonomy = taxonomies.get(attribute.taxonomy);
        if (!taxonomy) continue;
        attributes.push({
          taxonomy,
          position: attribute.position,
          visible: attribute.visible === 1,
          variation: attribute.variation === 1,
          options: ownTerms.filter((term) => term.taxonomy === attribute.taxonomy),
        });
      }
    }
    const toVariationAttribute = (value: { taxonomy: string; term_slug: string }): VariationAttribute[] => {
      const taxonomy = taxonomies.get(value.taxonomy);
      return taxonomy ? [{ taxonomy, termSlug: value.term_slug, term: findTerm(value.taxonomy, value.term_slug) }] : [];
    };
    // A variation without a picture of its own shows its parent's featured image.
    const imageId = row.image_id ?? (parent ? parent.image_id : null);
    const imageIds = [...(imageId === null ? [] : [imageId]), ...(gallery.get(row.id) ?? []).map((link) => link.attachment_id)];
    result.set(row.id, {
      row,
      parent,
      categories: ownTerms
        .filter((term) => term.taxonomy === 'product_cat')
        .sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }) || a.id - b.id),
      attributes,
      defaultAttributes: (defaults.get(row.id) ?? []).flatMap(toVariationAttribute),
      variationAttributes: (variationValues.get(row.id) ?? []).flatMap(toVariationAttribute),
      images: imageIds.map((id) => attachments.get(id)).filter((attachment): attachment is AttachmentRow => attachment !== undefined),
      meta: (meta.get(row.id) ?? []).map(({ id, meta_key, meta_value }) => ({ id, meta_key, meta_value })),
      children: children.get(row.id) ?? [],
      upsellIds: (links.get(row.id) ?? []).filter((link) => link.kind === 'upsell').map((link) => link.linked_id),
      crossSellIds: (links.get(row.id) ?? []).filter((link) => link.kind === 'cross_sell').map((link) => link.linked_id),
      relatedIds: related.get(row.id) ?? [],
    });
  }
  return result;
}

/**
 * wc_get_related_products: published products sharing a category (or tag) with the product, upsells
 * excluded, five at most. WooCommerce picks them at random; here the most categories in common come
 * first and ties fall in a fixed shuffled order. One scan of the published products' categories
 * serves the whole batch.
 */
function relatedProductIds(
  db: Db,
  rows: readonly ProductRow[],
  links: Map<number, { kind: string; linked_id: number }[]>,
): Map<number, number[]> {
  const result = new Map<number, number[]>();
  const products = rows.filter((row) => row.type !== 'variation');
  if (products.length === 0) return result;
  const memberships = db
    .prepare(
      `SELECT pt.product_id AS product, pt.term_id AS term FROM product_terms pt
       JOIN terms t ON t.id = pt.term_id AND t.taxonomy IN ('product_cat', 'product_tag')
       JOIN products p ON p.id = pt.product_id AND p.status = 'publish' AND p.type <> 'variation'`,
    )
    .all() as { product: number; term: number }[];
  const ownTerms = db
    .prepare(
      `SELECT pt.product_id AS product, pt.term_id AS term FROM product_terms pt
       JOIN terms t ON t.id = pt.term_id AND t.taxonomy IN ('product_cat', 'product_tag')
       WHERE pt.product_id IN (SELECT value FROM json_each(?))`,
    )
    .all(jsonList(products.map((row) => row.id))) as { product: number; term: number }[];
  const productsByTerm = groupBy(memberships, (membership) => membership.term);
  for (const [product, terms] of groupBy(ownTerms, (own) => own.product)) {
    const upsells = new Set((links.get(product) ?? []).filter((link) => link.kind === 'upsell').map((link) => link.linked_id));
    const shared = new Map<number, number>();
    for (const { term } of terms) {
      for (const { product: other } of productsByTerm.get(term) ?? []) {
        if (other !== product && !upsells.has(other)) shared.set(other, (shared.get(other) ?? 0) + 1);
      }
    }
    result.set(product, topRelated(product, shared));
  }
  return result;
}

/**
 * The first RELATED_LIMIT candidates in the order of a stable sort by most categories shared, then
 * shuffled rank, without sorting them all: a category of thousands of products costs one pass.
 */
function topRelated(product: number, shared: Map<number, number>): number[] {
  const best: { id: number; count: number; rank: number }[] = [];
  for (const [id, count] of shared) {
    const rank = shuffleRank(product, id);
    const last = best[best.length - 1];
    if (best.length === RELATED_LIMIT && last && (count < last.count || (count === last.count && rank >= last.rank))) continue;
    // After every kept candidate that is ahead or tied (a stable sort keeps the earlier one first).
    let at = best.length;
    while (at > 0) {
      const before = best[at - 1]!;
      if (before.count > count || (before.count === count && before.rank <= rank)) break;
      at -= 1;
    }
    best.splice(at, 0, { id, count, rank });
    if (best.length > RELATED_LIMIT) best.pop();
  }
  return best.map((candidate) => candidate.id);
}

/** The bundles of these ids, in their order (an id without a row is left out). */
export function loadBundlesInOrder(db: Db, ids: readonly number[]): ProductBundle[] {
  const bundles = loadProductBundles(db, ids);
  return ids.flatMap((id) => {
    const bundle = bundles.get(id);
    return bundle ? [bundle] : [];
  });
}
