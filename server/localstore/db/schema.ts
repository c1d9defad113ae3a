/**
 * The store's tables, as ordered migrations (run by server/sqlite/migrate.ts).
 */
import type { Db } from './open';
import { applyMigrations, latestVersion, type Migration } from '../../sqlite/migrate';
import { sealLegacyKeys } from '../auth/legacyKeys';
import type { Sealer } from '../auth/sealer';

/** Exported for the upgrade tests, which build a database as an older version left it. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE options (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE api_keys (
        id INTEGER PRIMARY KEY,
        consumer_key TEXT NOT NULL UNIQUE,
        consumer_secret TEXT NOT NULL,
        permissions TEXT NOT NULL CHECK (permissions IN ('read', 'write', 'read_write')),
        origin TEXT NOT NULL CHECK (origin IN ('generated', 'configured')),
        active INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        last_access TEXT
      );

      CREATE TABLE oauth_nonces (
        key_id INTEGER NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
        nonce TEXT NOT NULL,
        timestamp INTEGER NOT NULL,
        PRIMARY KEY (key_id, nonce)
      );
      CREATE INDEX oauth_nonces_timestamp ON oauth_nonces(timestamp);

      -- drawing: the JSON recipe the file is generated from, so a missing file can be rebuilt.
      CREATE TABLE attachments (
        id INTEGER PRIMARY KEY,
        file TEXT NOT NULL UNIQUE,
        title TEXT NOT NULL,
        alt TEXT NOT NULL DEFAULT '',
        mime_type TEXT NOT NULL,
        date_created TEXT NOT NULL,
        date_created_gmt TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        date_modified_gmt TEXT NOT NULL,
        drawing TEXT NOT NULL
      );

      -- name is the taxonomy without its pa_ prefix, as woocommerce_attribute_taxonomies keeps it.
      CREATE TABLE attribute_taxonomies (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        label TEXT NOT NULL,
        type TEXT NOT NULL DEFAULT 'select',
        order_by TEXT NOT NULL DEFAULT 'menu_order',
        has_archives INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE terms (
        id INTEGER PRIMARY KEY,
        taxonomy TEXT NOT NULL,
        name TEXT NOT NULL,
        slug TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        parent INTEGER NOT NULL DEFAULT 0,
        menu_order INTEGER NOT NULL DEFAULT 0,
        term_group INTEGER NOT NULL DEFAULT 0,
        display TEXT NOT NULL DEFAULT 'default',
        image_id INTEGER REFERENCES attachments(id),
        UNIQUE (taxonomy, slug)
      );

      -- Products and variations share one id space and one table, like wp_posts.
      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER NOT NULL DEFAULT 0,
        type TEXT NOT NULL CHECK (type IN ('simple', 'grouped', 'external', 'variable', 'variation')),
        status TEXT NOT NULL CHECK (status IN ('publish', 'future', 'draft', 'pending', 'private', 'trash')),
        name TEXT NOT NULL,
        slug TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        short_description TEXT NOT NULL DEFAULT '',
        sku TEXT NOT NULL DEFAULT '',
        global_unique_id TEXT NOT NULL DEFAULT '',
        regular_price TEXT NOT NULL DEFAULT '',
        sale_price TEXT NOT NULL DEFAULT '',
        price TEXT NOT NULL DEFAULT '',
        featured INTEGER NOT NULL DEFAULT 0,
        catalog_visibility TEXT NOT NULL DEFAULT 'visible',
        manage_stock INTEGER NOT NULL DEFAULT 0,
        stock_quantity INTEGER,
        stock_status TEXT NOT NULL DEFAULT 'instock' CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
        backorders TEXT NOT NULL DEFAULT 'no' CHECK (backorders IN ('no', 'notify', 'yes')),
        low_stock_amount INTEGER,
        sold_individually INTEGER NOT NULL DEFAULT 0,
        weight TEXT NOT NULL DEFAULT '',
        length TEXT NOT NULL DEFAULT '',
        width TEXT NOT NULL DEFAULT '',
        height TEXT NOT NULL DEFAULT '',
        tax_status TEXT NOT NULL DEFAULT 'taxable',
        tax_class TEXT NOT NULL DEFAULT '',
        reviews_allowed INTEGER NOT NULL DEFAULT 1,
        purchase_note TEXT NOT NULL DEFAULT '',
        menu_order INTEGER NOT NULL DEFAULT 0,
        total_sales INTEGER NOT NULL DEFAULT 0,
        average_rating TEXT NOT NULL DEFAULT '0.00',
        rating_count INTEGER NOT NULL DEFAULT 0,
        image_id INTEGER REFERENCES attachments(id),
        date_created TEXT NOT NULL,
        date_created_gmt TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        date_modified_gmt TEXT NOT NULL,
        -- Lookup columns kept in sync like wc_product_meta_lookup (price sorting).
        min_price REAL,
        max_price REAL
      );
      CREATE INDEX products_parent ON products(parent_id);
      CREATE INDEX products_sku ON products(sku);
      CREATE INDEX products_slug ON products(slug);

      -- Every active price of a product (one row per distinct variation price), like the _price meta rows.
      CREATE TABLE product_prices (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        price REAL NOT NULL,
        PRIMARY KEY (product_id, price)
      );

      CREATE TABLE product_gallery (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        attachment_id INTEGER NOT NULL REFERENCES attachments(id),
        PRIMARY KEY (product_id, position)
      );

      CREATE TABLE product_terms (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, term_id)
      );
      CREATE INDEX product_terms_term ON product_terms(term_id);

      CREATE TABLE product_attributes (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        taxonomy TEXT NOT NULL,
        position INTEGER NOT NULL,
        visible INTEGER NOT NULL DEFAULT 1,
        variation INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (product_id, taxonomy)
      );

      -- The attribute_pa_* values of a variation, and the parent's default choice: term slugs.
      CREATE TABLE variation_attributes (
        variation_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        taxonomy TEXT NOT NULL,
        term_slug TEXT NOT NULL,
        PRIMARY KEY (variation_id, taxonomy)
      );

      CREATE TABLE default_attributes (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        taxonomy TEXT NOT NULL,
        term_slug TEXT NOT NULL,
        PRIMARY KEY (product_id, taxonomy)
      );

      CREATE TABLE product_links (
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('upsell', 'cross_sell')),
        position INTEGER NOT NULL,
        linked_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        PRIMARY KEY (product_id, kind, position)
      );

      CREATE TABLE product_meta (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
        meta_key TEXT NOT NULL,
        meta_value TEXT NOT NULL
      );
      CREATE INDEX product_meta_product ON product_meta(product_id);
    `,
  },
  {
    version: 2,
    sql: `
      -- The WOOCS currency switcher's currencies (the plugin's woocs option): list_order is the order the
      -- plugin lists them in, rate is relative to the base currency (is_etalon), symbol is HTML.
      CREATE TABLE woocs_currencies (
        code TEXT PRIMARY KEY,
        list_order INTEGER NOT NULL,
        rate REAL NOT NULL,
        symbol TEXT NOT NULL,
        position TEXT NOT NULL CHECK (position IN ('left', 'right', 'left_space', 'right_space')),
        is_etalon INTEGER NOT NULL DEFAULT 0 CHECK (is_etalon IN (0, 1)),
        description TEXT NOT NULL DEFAULT '',
        hide_cents INTEGER NOT NULL DEFAULT 0,
        hide_on_front INTEGER NOT NULL DEFAULT 0,
        flag TEXT NOT NULL DEFAULT '',
        decimals INTEGER NOT NULL DEFAULT 2
      );
      -- The plugin has one base currency.
      CREATE UNIQUE INDEX woocs_currencies_etalon ON woocs_currencies(is_etalon) WHERE is_etalon = 1;
    `,
  },
  {
    version: 3,
    description: 'API keys: columns for the key hash and the sealed values (filled by auth/legacyKeys.ts)',
    sql: `
      ALTER TABLE api_keys ADD COLUMN key_hash TEXT;
      ALTER TABLE api_keys ADD COLUMN truncated_key TEXT;
      ALTER TABLE api_keys ADD COLUMN sealed_key TEXT;
      ALTER TABLE api_keys ADD COLUMN sealed_secret TEXT;
    `,
  },
  {
    version: 4,
    description: 'API keys: the clear consumer_key and consumer_secret columns dropped (the table rebuilt)',
    sql: `
      -- key_hash: wc_api_hash(consumer key), the lookup; truncated_key: its last 7 characters (display);
      -- sealed_key: the key itself, sealed, for a generated key only (the embedding server needs it back);
      -- sealed_secret: the secret, sealed (OAuth 1.0a signs with it). See auth/keys.ts.
      CREATE TABLE api_keys_sealed (
        id INTEGER PRIMARY KEY,
        key_hash TEXT NOT NULL UNIQUE,
        truncated_key TEXT NOT NULL,
        sealed_key TEXT,
        sealed_secret TEXT NOT NULL,
        permissions TEXT NOT NULL CHECK (permissions IN ('read', 'write', 'read_write')),
        origin TEXT NOT NULL CHECK (origin IN ('generated', 'configured')),
        active INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        last_access TEXT
      );
      INSERT INTO api_keys_sealed (id, key_hash, truncated_key, sealed_key, sealed_secret, permissions, origin, active, created_at, last_access)
        SELECT id, key_hash, truncated_key, sealed_key, sealed_secret, permissions, origin, active, created_at, last_access
        FROM api_keys WHERE key_hash IS NOT NULL AND sealed_secret IS NOT NULL;
      -- Dropping api_keys cascades to the nonces: keep them across the rebuild (replays stay refused).
      CREATE TEMP TABLE oauth_nonces_kept AS SELECT key_id, nonce, timestamp FROM oauth_nonces;
      DROP TABLE api_keys;
      ALTER TABLE api_keys_sealed RENAME TO api_keys;
      INSERT INTO oauth_nonces (key_id, nonce, timestamp)
        SELECT key_id, nonce, timestamp FROM oauth_nonces_kept WHERE key_id IN (SELECT id FROM api_keys);
      DROP TABLE oauth_nonces_kept;
    `,
  },
  {
    version: 5,
    description: 'Tax rates and classes, shipping zones with their locations and method instances',
    sql: `
      -- woocommerce_tax_rates: rate is the 4-decimal string WooCommerce keeps ('20.0000'), class '' is the
      -- standard class, rate_order the position inside the class.
      CREATE TABLE tax_rates (
        id INTEGER PRIMARY KEY,
        country TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL DEFAULT '',
        rate TEXT NOT NULL,
        name TEXT NOT NULL DEFAULT '',
        priority INTEGER NOT NULL DEFAULT 1,
        compound INTEGER NOT NULL DEFAULT 0,
        shipping INTEGER NOT NULL DEFAULT 1,
        rate_order INTEGER NOT NULL DEFAULT 0,
        class TEXT NOT NULL DEFAULT ''
      );

      -- woocommerce_tax_rate_locations: postcodes (wildcards '974*', ranges '97400...97499') and cities, upper-cased.
      CREATE TABLE tax_rate_locations (
        id INTEGER PRIMARY KEY,
        rate_id INTEGER NOT NULL REFERENCES tax_rates(id) ON DELETE CASCADE,
        location_type TEXT NOT NULL CHECK (location_type IN ('postcode', 'city')),
        location_code TEXT NOT NULL
      );
      CREATE INDEX tax_rate_locations_rate ON tax_rate_locations(rate_id);

      -- wc_tax_rate_classes: the classes besides the standard one, which has no row.
      CREATE TABLE tax_classes (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE
      );

      -- Zone 0 ("Locations not covered by your other zones") has no row: its methods carry zone_id 0.
      CREATE TABLE shipping_zones (
        id INTEGER PRIMARY KEY CHECK (id > 0),
        name TEXT NOT NULL,
        zone_order INTEGER NOT NULL DEFAULT 0
      );

      CREATE TABLE shipping_zone_locations (
        id INTEGER PRIMARY KEY,
        zone_id INTEGER NOT NULL REFERENCES shipping_zones(id) ON DELETE CASCADE,
        location_code TEXT NOT NULL,
        location_type TEXT NOT NULL CHECK (location_type IN ('postcode', 'state', 'country', 'continent'))
      );
      CREATE INDEX shipping_zone_locations_zone ON shipping_zone_locations(zone_id);

      -- settings: the instance's setting values (woocommerce_{method_id}_{instance_id}_settings), a JSON object of strings.
      CREATE TABLE shipping_zone_methods (
        instance_id INTEGER PRIMARY KEY,
        zone_id INTEGER NOT NULL,
        method_id TEXT NOT NULL,
        method_order INTEGER NOT NULL DEFAULT 0,
        is_enabled INTEGER NOT NULL DEFAULT 1 CHECK (is_enabled IN (0, 1)),
        settings TEXT NOT NULL DEFAULT '{}'
      );
      CREATE INDEX shipping_zone_methods_zone ON shipping_zone_methods(zone_id);
    `,
  },
  {
    version: 6,
    description: 'Orders (HPOS-like): orders, their addresses, items (line, shipping, tax) with item meta, order meta',
    sql: `
      -- wc_orders. The id comes from the post sequence products and pictures use (WooCommerce's placeholder
      -- post); amounts are kept as numbers and answered as decimal strings. stock_reduced is the
      -- _order_stock_reduced flag: the lines' stock was taken and has not been given back.
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL,
        currency TEXT NOT NULL,
        version TEXT NOT NULL,
        prices_include_tax INTEGER NOT NULL DEFAULT 0,
        customer_id INTEGER NOT NULL DEFAULT 0,
        order_key TEXT NOT NULL UNIQUE,
        payment_method TEXT NOT NULL DEFAULT '',
        payment_method_title TEXT NOT NULL DEFAULT '',
        transaction_id TEXT NOT NULL DEFAULT '',
        customer_ip_address TEXT NOT NULL DEFAULT '',
        customer_user_agent TEXT NOT NULL DEFAULT '',
        created_via TEXT NOT NULL DEFAULT '',
        customer_note TEXT NOT NULL DEFAULT '',
        cart_hash TEXT NOT NULL DEFAULT '',
        discount_total REAL NOT NULL DEFAULT 0,
        discount_tax REAL NOT NULL DEFAULT 0,
        shipping_total REAL NOT NULL DEFAULT 0,
        shipping_tax REAL NOT NULL DEFAULT 0,
        cart_tax REAL NOT NULL DEFAULT 0,
        total REAL NOT NULL DEFAULT 0,
        total_tax REAL NOT NULL DEFAULT 0,
        stock_reduced INTEGER NOT NULL DEFAULT 0 CHECK (stock_reduced IN (0, 1)),
        date_created TEXT NOT NULL,
        date_created_gmt TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        date_modified_gmt TEXT NOT NULL,
        date_paid TEXT,
        date_paid_gmt TEXT,
        date_completed TEXT,
        date_completed_gmt TEXT
      );
      CREATE INDEX orders_customer ON orders(customer_id);
      CREATE INDEX orders_date ON orders(date_created_gmt);

      CREATE TABLE order_addresses (
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        address_type TEXT NOT NULL CHECK (address_type IN ('billing', 'shipping')),
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        company TEXT NOT NULL DEFAULT '',
        address_1 TEXT NOT NULL DEFAULT '',
        address_2 TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL DEFAULT '',
        postcode TEXT NOT NULL DEFAULT '',
        country TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (order_id, address_type)
      );

      -- woocommerce_order_items with their typed props as columns (WooCommerce keeps them as item meta):
      -- name is the line's name, the shipping method title or the tax rate code; taxes is the JSON
      -- {"total": {rate id: tax}, "subtotal": {...}} of a line or shipping item.
      CREATE TABLE order_items (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('line_item', 'shipping', 'tax')),
        name TEXT NOT NULL DEFAULT '',
        product_id INTEGER,
        variation_id INTEGER,
        quantity INTEGER,
        tax_class TEXT,
        subtotal REAL,
        subtotal_tax REAL,
        total REAL,
        total_tax REAL,
        taxes TEXT,
        method_id TEXT,
        instance_id TEXT,
        tax_status TEXT,
        rate_id INTEGER,
        label TEXT,
        compound INTEGER,
        tax_total REAL,
        shipping_tax_total REAL,
        rate_percent REAL
      );
      CREATE INDEX order_items_order ON order_items(order_id);

      -- Meta values are JSON: strings for what WordPress stores as text, arrays and objects as given.
      CREATE TABLE order_item_meta (
        id INTEGER PRIMARY KEY,
        item_id INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
        meta_key TEXT NOT NULL,
        meta_value TEXT NOT NULL
      );
      CREATE INDEX order_item_meta_item ON order_item_meta(item_id);

      CREATE TABLE order_meta (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        meta_key TEXT NOT NULL,
        meta_value TEXT NOT NULL
      );
      CREATE INDEX order_meta_order ON order_meta(order_id);
    `,
  },
  {
    version: 7,
    sql: `
      -- WordPress users with the customer role, as WooCommerce's customers API sees them. Ids start at 2
      -- (user 1 is a WordPress site's administrator). password_hash: bcrypt only. token_salt: renewed on
      -- every password change; the JWT login plugin's tokens are signed under a key derived from it.
      CREATE TABLE customers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        first_name TEXT NOT NULL DEFAULT '',
        last_name TEXT NOT NULL DEFAULT '',
        display_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        token_salt TEXT NOT NULL,
        billing TEXT NOT NULL,
        shipping TEXT NOT NULL,
        date_created TEXT NOT NULL,
        date_created_gmt TEXT NOT NULL,
        date_modified TEXT NOT NULL,
        date_modified_gmt TEXT NOT NULL
      );
    `,
  },
  {
    version: 8,
    sql: `
      -- A customer's user meta (WordPress's usermeta as the customers API shows it in meta_data): a JSON
      -- array of { id, key, value }, ids unique within the customer.
      ALTER TABLE customers ADD COLUMN meta TEXT NOT NULL DEFAULT '[]';
    `,
  },
];

export const SCHEMA_VERSION = latestVersion(MIGRATIONS);

/** The migration that drops the clear key columns: rows still in clear are sealed just before it. */
const CLEAR_KEYS_DROPPED = 4;

/**
 * Brings the file up to the latest version; returns the versions applied by this call. Keys kept in
 * clear by an older version are hashed and sealed (auth/legacyKeys.ts) before the clear columns go;
 * the pages that held them are then zeroed and the write-ahead log truncated, so no copy stays on disk.
 */
export function migrate(db: Db, sealer: Sealer): number[] {
  const applied = applyMigrations(
    db,
    MIGRATIONS.filter((migration) => migration.version < CLEAR_KEYS_DROPPED),
  );
  const clearKeysRemain = !db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(CLEAR_KEYS_DROPPED);
  if (!clearKeysRemain) return [...applied, ...applyMigrations(db, MIGRATIONS)];
  const sealed = sealLegacyKeys(db, sealer);
  if (sealed > 0) db.pragma('secure_delete = ON');
  try {
    applied.push(...applyMigrations(db, MIGRATIONS));
    if (sealed > 0) db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    if (sealed > 0) db.pragma('secure_delete = OFF');
  }
  return applied;
}

export function getOption(db: Db, name: string): string | undefined {
  const row = db.prepare('SELECT value FROM options WHERE name = ?').get(name) as { value: string } | undefined;
  return row?.value;
}

export function setOption(db: Db, name: string, value: string): void {
  db.prepare('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value').run(name, value);
}
