/**
 * Writes the seed catalog into an empty database, once. The `catalog_seeded_at` option marks it
 * done, inside the same transaction, so a restart (or a crash half-way) never seeds twice.
 */
import type { Drawing, View } from '../../images/svg';
import { storeDate, type StoreDate } from '../../dates';
import { slugify } from '../../text';
import type { Db } from '../open';
import { getOption, setOption } from '../schema';
import { formatPrice, activePrice, syncProduct } from '../sync';
import { COLOUR_FR, COLOUR_NAMES, COLOUR_SKU, type Colour, type Kind, type Material, type Shape } from './eyewear';
import { CATALOG_REFERENCE_DATE, MODELS, NEW_ARRIVAL_MAX_AGE, type ModelSeed } from './models';
import { Random } from './random';
import { ATTRIBUTES, CATEGORIES, CATEGORY_IDS, termId } from './taxonomy';
import { SPEC_TEXTS, productTexts } from './texts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** First post id: products, their variations and their pictures share one sequence, like wp_posts. */
const FIRST_POST_ID = 310;
const FIRST_META_ID = 4100;

const BASE_SIZE: Record<Shape, { lens: number; bridge: number; heightRatio: number }> = {
  round: { lens: 47, bridge: 21, heightRatio: 0.97 },
  oval: { lens: 50, bridge: 19, heightRatio: 0.75 },
  'cat-eye': { lens: 53, bridge: 17, heightRatio: 0.72 },
  rectangle: { lens: 54, bridge: 17, heightRatio: 0.63 },
  square: { lens: 51, bridge: 20, heightRatio: 0.87 },
};

const WEIGHT_GRAMS: Record<Material, number> = { acetate: 28, 'bio-acetate': 26, metal: 21, titanium: 17 };

const VIEW_FR: Record<View, string> = { front: 'vue de face', 'three-quarter': 'vue de trois quarts', side: 'vue de profil' };

const KIND_FR: Record<Kind, string> = { optique: 'monture optique', solaire: 'lunettes de soleil' };

/**
 * The start of a try-on picture's alt text: the storefront's default TRY_ON_IMAGE_ALT, followed by the
 * colour's term name ("try-on: Black"), as a shop owner marks one in WordPress's media library.
 */
const TRY_ON_ALT = 'try-on';

/** A product whose try-on pictures are written once every product has its ids. */
interface TryOnPending {
  productId: number;
  model: ModelSeed;
  slug: string;
  index: number;
  created: StoreDate;
}

export function isSeeded(db: Db): boolean {
  return getOption(db, 'catalog_seeded_at') !== undefined;
}

/** Seeds the catalog if it has never been seeded; returns whether it did. */
export function seedCatalog(db: Db): boolean {
  let seeded = false;
  db.transaction(() => {
    if (isSeeded(db)) return;
    new CatalogWriter(db).write();
    setOption(db, 'catalog_seeded_at', new Date().toISOString());
    seeded = true;
  }).immediate();
  return seeded;
}

class CatalogWriter {
  private nextPostId = FIRST_POST_ID;
  private nextMetaId = FIRST_META_ID;
  private readonly random = new Random(20261115);
  private readonly frontImageBySlug = new Map<string, number>();
  private readonly idBySlug = new Map<string, number>();
  private readonly tryOnPending: TryOnPending[] = [];

  constructor(private readonly db: Db) {}

  write(): void {
    this.writeTaxonomies();
    MODELS.forEach((model, index) => this.writeModel(model, index));
    // After every product: their pictures take the next ids, so the catalog's ids stay as they were.
    for (const pending of this.tryOnPending) this.writeTryOnImages(pending);
    this.writeUpsells();
    const setImage = this.db.prepare('UPDATE terms SET image_id = ? WHERE id = ?');
    for (const category of CATEGORIES) {
      const imageId = category.imageFrom ? this.frontImageBySlug.get(category.imageFrom) : undefined;
      if (imageId !== undefined) setImage.run(imageId, category.id);
    }
  }

  private writeTaxonomies(): void {
    const insertAttribute = this.db.prepare('INSERT INTO attribute_taxonomies (id, name, label) VALUES (?, ?, ?)');
    const insertTerm = this.db.prepare(
      'INSERT INTO terms (id, taxonomy, name, slug, description, menu_order) VALUES (@id, @taxonomy, @name, @slug, @description, @menuOrder)',
    );
    for (const attribute of ATTRIBUTES) {
      insertAttribute.run(attribute.id, attribute.name, attribute.label);
      attribute.terms.forEach((term, position) =>
        insertTerm.run({
          id: term.id,
          taxonomy: `pa_${attribute.name}`,
          name: term.name,
          slug: slugify(term.name),
          description: '',
          menuOrder: position,
        }),
      );
    }
    for (const category of CATEGORIES) {
      insertTerm.run({
        id: category.id,
        taxonomy: 'product_cat',
        name: category.name,
        slug: category.slug,
        description: category.description,
        menuOrder: category.menuOrder,
      });
    }
  }

  private writeModel(model: ModelSeed, index: number): void {
    const slug = slugify(model.name);
    const isNew = model.age <= NEW_ARRIVAL_MAX_AGE;
    const createdAt = CATALOG_REFERENCE_DATE - model.age * DAY + ((index * 7) % 9) * HOUR + ((index * 13) % 60) * 60_000;
    const created = storeDate(createdAt);
    const modified = storeDate(Math.min(CATALOG_REFERENCE_DATE, createdAt + (((index * 17) % 40) + 1) * DAY));
    const variable = model.colours.length > 1;
    const productId = this.post();
    const variationIds = variable ? model.colours.map(() => this.post()) : [];
    this.idBySlug.set(slug, productId);

    const images = this.writeImages(model, slug, index, created);
    this.tryOnPending.push({ productId, model, slug, index, created });
    const firstColour = model.colours[0];
    if (!firstColour) throw new Error(`${model.name} has no colour`);
    const frontImage = images.get(firstColour.colour)?.front;
    if (frontImage !== undefined) this.frontImageBySlug.set(slug, frontImage);

    const size = BASE_SIZE[model.shape];
    const lens = size.lens + (model.kind === 'solaire' ? 2 : 0) + ((index % 3) - 1);
    const bridge = size.bridge + (index % 2);
    const templeLength = [140, 145, 150][index % 3] as number;
    const grams = WEIGHT_GRAMS[model.material] + (model.kind === 'solaire' ? 6 : 0);
    const physical = {
      weight: (grams / 1000).toFixed(3),
      length: (templeLength / 10).toFixed(1),
      width: ((2 * lens + bridge + 12) / 10).toFixed(1),
      height: ((lens * size.heightRatio) / 10 + 0.4).toFixed(1),
    };
    const texts = productTexts(model, isNew, this.random);
    // The Pink-without-image case needs a parent without featured image: a variation without its own
    // picture shows its parent's featured image in WooCommerce.
    const hasNoImageVariant = model.colours.some((variant) => variant.noImage);
    const gallery = [...images.values()]
      .flatMap((set) => [set.front, set['three-quarter'], set.side])
      .filter((id): id is number => id !== undefined);
    const featuredImage = hasNoImageVariant ? null : (gallery.shift() ?? null);

    const simpleStock = stockFields(firstColour.stock ?? 'instock', this.random);
    const regular = formatPrice(firstColour.price ?? model.price);
    const sale = firstColour.sale ?? model.sale;
    const salePrice = sale === undefined ? '' : formatPrice(sale);
    this.insertProduct({
      id: productId,
      parent_id: 0,
      type: variable ? 'variable' : 'simple',
      status: model.status ?? 'publish',
      name: model.name,
      slug,
      description: texts.description.fr,
      short_description: texts.shortDescription.fr,
      sku: variable ? `EYW-${model.code}` : `EYW-${model.code}-${COLOUR_SKU[firstColour.colour]}`,
      regular_price: variable ? '' : regular,
      sale_price: variable ? '' : salePrice,
      price: variable ? '' : activePrice(regular, salePrice),
      featured: model.featured ? 1 : 0,
      manage_stock: variable ? 0 : 1,
      stock_quantity: variable ? null : simpleStock.quantity,
      stock_status: variable ? 'instock' : simpleStock.status,
      backorders: variable ? 'no' : simpleStock.backorders,
      ...physical,
      menu_order: model.menuOrder,
      total_sales: model.sales,
      average_rating: model.rating[0].toFixed(2),
      rating_count: model.rating[1],
      image_id: featuredImage,
      date_created: created.local,
      date_created_gmt: created.gmt,
      date_modified: modified.local,
      date_modified_gmt: modified.gmt,
    });
    this.insertGallery(productId, gallery);
    this.insertTerms(productId, model, isNew);
    this.insertAttributes(productId, variable);
    this.insertMeta(productId, model, texts, { lens, bridge, templeLength });

    if (variable) {
      this.db
        .prepare('INSERT INTO default_attributes (product_id, taxonomy, term_slug) VALUES (?, ?, ?)')
        .run(productId, 'pa_color', firstColour.colour);
      model.colours.forEach((variant, position) => {
        const variationId = variationIds[position] as number;
        const stock = stockFields(variant.stock ?? 'instock', this.random);
        const variantRegular = formatPrice(variant.price ?? model.price);
        const variantSaleAmount = variant.sale ?? model.sale;
        const variantSale = variantSaleAmount === undefined ? '' : formatPrice(variantSaleAmount);
        this.insertProduct({
          id: variationId,
          parent_id: productId,
          type: 'variation',
          status: 'publish',
          name: `${model.name} - ${COLOUR_NAMES[variant.colour]}`,
          slug: `${slug}-${variant.colour}`,
          description: '',
          short_description: '',
          sku: `EYW-${model.code}-${COLOUR_SKU[variant.colour]}`,
          regular_price: variantRegular,
          sale_price: variantSale,
          price: activePrice(variantRegular, variantSale),
          featured: 0,
          manage_stock: 1,
          stock_quantity: stock.quantity,
          stock_status: stock.status,
          backorders: stock.backorders,
          weight: '',
          length: '',
          width: '',
          height: '',
          menu_order: position,
          total_sales: 0,
          average_rating: '0.00',
          rating_count: 0,
          image_id: variant.noImage ? null : (images.get(variant.colour)?.front ?? null),
          date_created: created.local,
          date_created_gmt: created.gmt,
          date_modified: created.local,
          date_modified_gmt: created.gmt,
        });
        this.db
          .prepare('INSERT INTO variation_attributes (variation_id, taxonomy, term_slug) VALUES (?, ?, ?)')
          .run(variationId, 'pa_color', variant.colour);
        syncProduct(this.db, variationId);
      });
    }
    syncProduct(this.db, productId);
  }

  /** Front, three-quarter and side views of the first colour; a front view of each other colour. */
  private writeImages(model: ModelSeed, slug: string, index: number, created: StoreDate): Map<Colour, Partial<Record<View, number>>> {
    const folder = `${created.local.slice(0, 4)}/${created.local.slice(5, 7)}`;
    const insert = this.db.prepare(
      `INSERT INTO attachments (id, file, title, alt, mime_type, date_created, date_created_gmt, date_modified, date_modified_gmt, drawing)
       VALUES (?, ?, ?, ?, 'image/svg+xml', ?, ?, ?, ?, ?)`,
    );
    const result = new Map<Colour, Partial<Record<View, number>>>();
    model.colours.forEach((variant, position) => {
      if (variant.noImage) return;
      const views: readonly View[] = position === 0 ? ['front', 'three-quarter', 'side'] : ['front'];
      const set: Partial<Record<View, number>> = {};
      for (const view of views) {
        const id = this.post();
        const base = position === 0 ? `${slug}-${view}` : `${slug}-${variant.colour}-${view}`;
        const alt = `${model.name}, ${KIND_FR[model.kind]}, coloris ${COLOUR_FR[variant.colour]}, ${VIEW_FR[view]}`;
        const drawing: Drawing = {
          shape: model.shape,
          material: model.material,
          colour: variant.colour,
          view,
          sun: model.kind === 'solaire',
          seed: (index + 1) * 97 + position,
          title: alt,
        };
        insert.run(id, `${folder}/${base}.svg`, base, alt, created.local, created.gmt, created.local, created.gmt, JSON.stringify(drawing));
        set[view] = id;
      }
      result.set(variant.colour, set);
    });
    return result;
  }

  /**
   * The virtual try-on's picture of each colour that has pictures (a front on a transparent background),
   * at the end of the product's gallery, its alt text marking it for the storefront.
   */
  private writeTryOnImages({ productId, model, slug, index, created }: TryOnPending): void {
    const folder = `${created.local.slice(0, 4)}/${created.local.slice(5, 7)}`;
    const insert = this.db.prepare(
      `INSERT INTO attachments (id, file, title, alt, mime_type, date_created, date_created_gmt, date_modified, date_modified_gmt, drawing)
       VALUES (?, ?, ?, ?, 'image/svg+xml', ?, ?, ?, ?, ?)`,
    );
    const { count } = this.db.prepare('SELECT COUNT(*) AS count FROM product_gallery WHERE product_id = ?').get(productId) as {
      count: number;
    };
    const gallery: number[] = [];
    model.colours.forEach((variant, position) => {
      if (variant.noImage) return;
      const id = this.post();
      const base = `${slug}-${variant.colour}-try-on`;
      const drawing: Drawing = {
        shape: model.shape,
        material: model.material,
        colour: variant.colour,
        view: 'front',
        sun: model.kind === 'solaire',
        seed: (index + 1) * 97 + position,
        title: `${model.name}, coloris ${COLOUR_FR[variant.colour]}, pour l'essayage virtuel`,
        tryOn: true,
      };
      const alt = `${TRY_ON_ALT}: ${COLOUR_NAMES[variant.colour]}`;
      insert.run(id, `${folder}/${base}.svg`, base, alt, created.local, created.gmt, created.local, created.gmt, JSON.stringify(drawing));
      gallery.push(id);
    });
    const link = this.db.prepare('INSERT INTO product_gallery (product_id, position, attachment_id) VALUES (?, ?, ?)');
    gallery.forEach((attachmentId, offset) => link.run(productId, count + offset, attachmentId));
  }

  private insertProduct(row: Record<string, string | number | null>): void {
    const columns = Object.keys(row);
    this.db.prepare(`INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`).run(row);
  }

  private insertGallery(productId: number, attachmentIds: readonly number[]): void {
    const insert = this.db.prepare('INSERT INTO product_gallery (product_id, position, attachment_id) VALUES (?, ?, ?)');
    attachmentIds.forEach((attachmentId, position) => insert.run(productId, position, attachmentId));
  }

  private insertTerms(productId: number, model: ModelSeed, isNew: boolean): void {
    const ids: number[] = [model.kind === 'optique' ? CATEGORY_IDS.optiques : CATEGORY_IDS.solaire];
    if (model.gender !== 'women') ids.push(CATEGORY_IDS.homme);
    if (model.gender !== 'men') ids.push(CATEGORY_IDS.femme);
    if (isNew) ids.push(CATEGORY_IDS.nouveautes);
    if (model.preOrder) ids.push(CATEGORY_IDS.preOrder);
    ids.push(termId('gender', model.gender), termId('shape', model.shape), termId('material', model.material));
    for (const variant of model.colours) ids.push(termId('color', variant.colour));
    const insert = this.db.prepare('INSERT INTO product_terms (product_id, term_id) VALUES (?, ?)');
    for (const id of ids) insert.run(productId, id);
  }

  private insertAttributes(productId: number, variable: boolean): void {
    const insert = this.db.prepare(
      'INSERT INTO product_attributes (product_id, taxonomy, position, visible, variation) VALUES (?, ?, ?, 1, ?)',
    );
    insert.run(productId, 'pa_color', 0, variable ? 1 : 0);
    insert.run(productId, 'pa_shape', 1, 0);
    insert.run(productId, 'pa_gender', 2, 0);
    insert.run(productId, 'pa_material', 3, 0);
  }

  private insertMeta(
    productId: number,
    model: ModelSeed,
    texts: ReturnType<typeof productTexts>,
    size: { lens: number; bridge: number; templeLength: number },
  ): void {
    const spec = SPEC_TEXTS[model.material];
    const entries: [string, string][] = [
      ['name_en', model.name],
      ['description_en', texts.description.en],
      ['short_description_en', texts.shortDescription.en],
      ['dimensions', `${size.lens}□${size.bridge} ${size.templeLength}`],
      ['lens_width', `${size.lens} mm`],
      ['bridge_width', `${size.bridge} mm`],
      ['temple_length', `${size.templeLength} mm`],
      ['material', spec.material.fr],
      ['material_en', spec.material.en],
      ['origin', spec.origin.fr],
      ['origin_en', spec.origin.en],
    ];
    const insert = this.db.prepare('INSERT INTO product_meta (id, product_id, meta_key, meta_value) VALUES (?, ?, ?, ?)');
    for (const [key, value] of entries) insert.run(this.nextMetaId++, productId, key, value);
  }

  private writeUpsells(): void {
    const insert = this.db.prepare("INSERT INTO product_links (product_id, kind, position, linked_id) VALUES (?, 'upsell', ?, ?)");
    for (const model of MODELS) {
      const productId = this.idBySlug.get(slugify(model.name));
      (model.upsells ?? []).forEach((slug, position) => {
        const linked = this.idBySlug.get(slug);
        if (productId === undefined || linked === undefined) throw new Error(`unknown upsell ${slug} of ${model.name}`);
        insert.run(productId, position, linked);
      });
    }
  }

  private post(): number {
    return this.nextPostId++;
  }
}

function stockFields(status: 'instock' | 'outofstock' | 'onbackorder', random: Random) {
  if (status === 'instock') return { status, quantity: random.int(3, 40), backorders: 'no' as const };
  // Backorders allowed with nothing on the shelf is what makes WooCommerce report "onbackorder".
  return { status, quantity: 0, backorders: status === 'onbackorder' ? ('notify' as const) : ('no' as const) };
}
