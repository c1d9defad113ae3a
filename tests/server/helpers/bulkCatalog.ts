/**
 * A fast bulk seed for the embedded local store: thousands of simple products in a category of their
 * own, written straight into its SQLite file in one transaction (the store reads the file per request,
 * so a running store serves them at once). Values are drawn from a fixed seed, with many ties (price,
 * menu order, date) so that orders must break them as the store does.
 */
import { storeDate } from '../../../server/localstore/dates';
import { databaseFile, openDatabase, type Db } from '../../../server/localstore/db/open';
import { Random } from '../../../server/localstore/db/seed/random';
import { syncProduct } from '../../../server/localstore/db/sync';

export interface BulkCategory {
  slug: string;
  name: string;
  count: number;
}

/** What was written for one product: enough to apply the listing rules without asking the store. */
export interface BulkProduct {
  id: number;
  name: string;
  price: number;
  menuOrder: number;
  /** date_created_gmt, as the store stores it. */
  createdGmt: string;
  stockStatus: 'instock' | 'onbackorder' | 'outofstock';
  category: { id: number; name: string; slug: string };
  colors: string[];
  shape: string;
  gender: string;
}

/** Shapes drawn with these weights: square is rare, so a filter on it narrows a large section well. */
const SHAPE_WEIGHTS: [string, number][] = [
  ['round', 30],
  ['oval', 25],
  ['cat-eye', 20],
  ['rectangle', 20],
  ['square', 5],
];
const REFERENCE_DATE = Date.UTC(2026, 9, 1, 9, 0, 0);
const DAY = 86_400_000;

function termIds(db: Db, taxonomy: string): Map<string, number> {
  const rows = db.prepare('SELECT id, slug FROM terms WHERE taxonomy = ?').all(taxonomy) as { id: number; slug: string }[];
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function weighted(random: () => number, weights: readonly [string, number][]): string {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of weights) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return weights[weights.length - 1]![0];
}

/** Adds each category (a new product_cat term) with its products; returns what was written, by category slug. */
export function seedBulkCatalog(dataDir: string, categories: readonly BulkCategory[], seed = 2026): Map<string, BulkProduct[]> {
  const db = openDatabase(databaseFile(dataDir));
  const generator = new Random(seed);
  const random = () => generator.next();
  const created = new Map<string, BulkProduct[]>();
  try {
    db.transaction(() => {
      const colours = [...termIds(db, 'pa_color').entries()];
      const shapes = termIds(db, 'pa_shape');
      const genders = [...termIds(db, 'pa_gender').entries()];
      const nextId = (table: string) => (db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).get() as { id: number }).id;
      let postId = Math.max(nextId('products'), nextId('attachments'));
      let termId = nextId('terms');
      const insertCategory = db.prepare("INSERT INTO terms (id, taxonomy, name, slug) VALUES (?, 'product_cat', ?, ?)");
      const insertProduct = db.prepare(
        `INSERT INTO products (id, type, status, name, slug, sku, regular_price, price, manage_stock, stock_quantity, stock_status,
           backorders, menu_order, total_sales, date_created, date_created_gmt, date_modified, date_modified_gmt)
         VALUES (@id, 'simple', 'publish', @name, @slug, @sku, @price, @price, 1, @quantity, @stockStatus,
           @backorders, @menuOrder, @sales, @local, @gmt, @local, @gmt)`,
      );
      const insertTerm = db.prepare('INSERT INTO product_terms (product_id, term_id) VALUES (?, ?)');
      const insertAttribute = db.prepare(
        'INSERT INTO product_attributes (product_id, taxonomy, position, visible, variation) VALUES (?, ?, ?, 1, 0)',
      );
      for (const category of categories) {
        const categoryId = termId++;
        insertCategory.run(categoryId, category.name, category.slug);
        const written: BulkProduct[] = [];
        for (let index = 0; index < category.count; index++) {
          const id = postId++;
          // Names run in another order than ids (7919 is prime to the counts used).
          const number = String((index * 7919) % category.count).padStart(4, '0');
          const roll = random();
          const stockStatus = roll < 0.08 ? 'onbackorder' : roll < 0.14 ? 'outofstock' : 'instock';
          const date = storeDate(REFERENCE_DATE - Math.floor(random() * 200) * DAY);
          const price = 89 + Math.floor(random() * 40) * 5;
          const name = `${category.name} ${number}`;
          const menuOrder = Math.floor(random() * 5);
          insertProduct.run({
            id,
            name,
            slug: `${category.slug}-${number}`,
            sku: `BULK-${category.slug}-${number}`,
            price: price.toFixed(2),
            quantity: stockStatus === 'instock' ? 1 + Math.floor(random() * 20) : 0,
            stockStatus,
            backorders: stockStatus === 'onbackorder' ? 'yes' : 'no',
            menuOrder,
            sales: Math.floor(random() * 100),
            local: date.local,
            gmt: date.gmt,
          });
          insertTerm.run(id, categoryId);
          const [firstColour, firstId] = pick(random, colours);
          insertTerm.run(id, firstId);
          const colors = [firstColour];
          if (random() < 0.3) {
            const [secondColour, secondId] = pick(
              random,
              colours.filter(([slug]) => slug !== firstColour),
            );
            insertTerm.run(id, secondId);
            colors.push(secondColour);
          }
          const shape = weighted(random, SHAPE_WEIGHTS);
          insertTerm.run(id, shapes.get(shape)!);
          const [gender, genderId] = pick(random, genders);
          insertTerm.run(id, genderId);
          insertAttribute.run(id, 'pa_color', 0);
          insertAttribute.run(id, 'pa_shape', 1);
          insertAttribute.run(id, 'pa_gender', 2);
          syncProduct(db, id);
          written.push({
            id,
            name,
            price,
            menuOrder,
            createdGmt: date.gmt,
            stockStatus,
            category: { id: categoryId, name: category.name, slug: category.slug },
            colors,
            shape,
            gender,
          });
        }
        created.set(category.slug, written);
      }
    }).immediate();
  } finally {
    db.close();
  }
  return created;
}
