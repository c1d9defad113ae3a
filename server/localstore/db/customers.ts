/**
 * The customers table: WordPress users with the customer role as WooCommerce's customers API reads
 * and writes them. Addresses are JSON objects in WooCommerce's key order; passwords only hashes
 * (WordPress 6.8's, customers/passwords.ts).
 */
import type { MetaEntry } from '../orders/order';
import type { Db } from './open';

/** The billing address keys, in the order WooCommerce 9.9 answers them (recorded 12/33). */
export const BILLING_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'postcode',
  'country',
  'state',
  'email',
  'phone',
] as const;
/** Shipping has no email. */
export const SHIPPING_FIELDS = BILLING_FIELDS.filter((field) => field !== 'email');

export type CustomerAddress = Record<string, string>;

export interface Customer {
  id: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  passwordHash: string;
  tokenSalt: string;
  billing: CustomerAddress;
  shipping: CustomerAddress;
  dateCreated: { local: string; gmt: string };
  dateModified: { local: string; gmt: string };
  /** User meta (meta_data); an entry whose value is null goes at the next save. */
  meta: MetaEntry[];
}

interface CustomerRow {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  display_name: string;
  password_hash: string;
  token_salt: string;
  billing: string;
  shipping: string;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  meta: string;
}

export const emptyCustomerAddress = (fields: readonly string[]): CustomerAddress => Object.fromEntries(fields.map((field) => [field, '']));

function address(json: string, fields: readonly string[]): CustomerAddress {
  const stored = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(fields.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : '']));
}

const fromRow = (row: CustomerRow): Customer => ({
  id: row.id,
  email: row.email,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  displayName: row.display_name,
  passwordHash: row.password_hash,
  tokenSalt: row.token_salt,
  billing: address(row.billing, BILLING_FIELDS),
  shipping: address(row.shipping, SHIPPING_FIELDS),
  dateCreated: { local: row.date_created, gmt: row.date_created_gmt },
  dateModified: { local: row.date_modified, gmt: row.date_modified_gmt },
  meta: JSON.parse(row.meta) as MetaEntry[],
});

/** The entries kept: the deleted ones dropped, each with an id (the next free one within the customer). */
function storedMeta(entries: readonly MetaEntry[]): MetaEntry[] {
  let next = Math.max(0, ...entries.map((entry) => entry.id ?? 0)) + 1;
  return entries.filter((entry) => entry.value !== null).map((entry) => ({ id: entry.id ?? next++, key: entry.key, value: entry.value }));
}

export function loadCustomer(db: Db, id: number): Customer | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  return row && fromRow(row);
}

/** get_user_by('email') / email_exists: case-insensitive, as MySQL's collation compares. */
export function customerByEmail(db: Db, email: string): Customer | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined;
  return row && fromRow(row);
}

/** get_user_by('login') / username_exists. */
export function customerByUsername(db: Db, username: string): Customer | undefined {
  const row = db.prepare('SELECT * FROM customers WHERE username = ?').get(username) as CustomerRow | undefined;
  return row && fromRow(row);
}

export function loadCustomers(db: Db, ids: readonly number[]): Customer[] {
  return ids.map((id) => loadCustomer(db, id)).filter((customer): customer is Customer => customer !== undefined);
}

/** Inserts (id 0) or updates the customer; answers its id. New ids start at 2, after a site's admin. */
export function saveCustomer(db: Db, customer: Customer): number {
  const values = {
    email: customer.email,
    username: customer.username,
    first_name: customer.firstName,
    last_name: customer.lastName,
    display_name: customer.displayName,
    password_hash: customer.passwordHash,
    token_salt: customer.tokenSalt,
    billing: JSON.stringify(customer.billing),
    shipping: JSON.stringify(customer.shipping),
    date_created: customer.dateCreated.local,
    date_created_gmt: customer.dateCreated.gmt,
    date_modified: customer.dateModified.local,
    date_modified_gmt: customer.dateModified.gmt,
    meta: JSON.stringify(storedMeta(customer.meta)),
  };
  const columns = Object.keys(values);
  if (customer.id === 0) {
    const next = (db.prepare('SELECT MAX(id) AS id FROM customers').get() as { id: number | null }).id ?? 1;
    const id = Math.max(next, 1) + 1;
    db.prepare(`INSERT INTO customers (id, ${columns.join(', ')}) VALUES (@id, ${columns.map((c) => `@${c}`).join(', ')})`).run({
      id,
      ...values,
    });
    return id;
  }
  db.prepare(`UPDATE customers SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({ id: customer.id, ...values });
  return customer.id;
}

/** WooCommerce's paying_customer flag: set by payment_complete, never cleared; here: one of the customer's orders was paid. */
export function isPayingCustomer(db: Db, id: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM orders WHERE customer_id = ? AND date_paid IS NOT NULL LIMIT 1').get(id));
}

export interface CustomerQuery {
  email?: string;
  search?: string;
  role: string;
  include: readonly number[];
  exclude: readonly number[];
  orderby: 'id' | 'include' | 'name' | 'registered_date';
  order: 'asc' | 'desc';
  perPage: number;
  page: number;
  offset?: number;
}

const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WP_User_Query as the customers controller prepares it. */
export function queryCustomers(db: Db, query: CustomerQuery): { ids: number[]; total: number; totalPages: number } {
  const where: string[] = [];
  const args: unknown[] = [];
  if (query.role !== 'all' && query.role !== 'customer') where.push('0');
  if (query.include.length > 0) {
    where.push(`id IN (${query.include.map(() => '?').join(', ')})`);
    args.push(...query.include);
  }
  if (query.exclude.length > 0) {
    where.push(`id NOT IN (${query.exclude.map(() => '?').join(', ')})`);
    args.push(...query.exclude);
  }
  if (query.email !== undefined) {
    // search_columns user_email without wildcards: an exact match.
    where.push('email = ?');
    args.push(query.email);
  } else if (query.search !== undefined) {
    // '*search*': LIKE over the columns WP_User_Query picks from the search's look.
    const like = `%${likeEscape(query.search)}%`;
    const columns = query.search.includes('@')
      ? ['email']
      : /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(query.search)
        ? ['username', 'CAST(id AS TEXT)']
        : ['username', 'email', 'display_name'];
    where.push(`(${columns.map((column) => `${column} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...columns.map(() => like));
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM customers ${whereSql}`).get(...args) as { n: number }).n;
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  let orderSql: string;
  if (query.orderby === 'include' && query.include.length > 0) {
    orderSql = `CASE id ${query.include.map((id, index) => `WHEN ${Number(id)} THEN ${index}`).join(' ')} END`;
  } else if (query.orderby === 'id' || query.orderby === 'include') {
    orderSql = `id ${direction}`;
  } else if (query.orderby === 'registered_date') {
    orderSql = `date_created_gmt ${direction}, id ${direction}`;
  } else {
    orderSql = `display_name ${direction}, id ${direction}`;
  }
  const offset = query.offset ?? (query.page - 1) * query.perPage;
  const ids = (
    db.prepare(`SELECT id FROM customers ${whereSql} ORDER BY ${orderSql} LIMIT ? OFFSET ?`).all(...args, query.perPage, offset) as {
      id: number;
    }[]
  ).map((row) => row.id);
  return { ids, total, totalPages: Math.ceil(total / query.perPage) };
}
