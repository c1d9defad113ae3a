/** Orders in the tables: read into the in-memory order (orders/order.ts), saved back in one go, listed. */
import { ADDRESS_FIELDS, emptyAddress, type Address, type MetaEntry, type Order, type OrderDate, type TaxAmounts } from '../orders/order';
import { jsonList, type Db } from './open';

interface OrderRow {
  id: number;
  parent_id: number;
  status: Order['status'];
  currency: string;
  version: string;
  prices_include_tax: number;
  customer_id: number;
  order_key: string;
  payment_method: string;
  payment_method_title: string;
  transaction_id: string;
  customer_ip_address: string;
  customer_user_agent: string;
  created_via: string;
  customer_note: string;
  cart_hash: string;
  discount_total: number;
  discount_tax: number;
  shipping_total: number;
  shipping_tax: number;
  cart_tax: number;
  total: number;
  total_tax: number;
  stock_reduced: number;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  date_paid: string | null;
  date_paid_gmt: string | null;
  date_completed: string | null;
  date_completed_gmt: string | null;
}

interface ItemRow {
  id: number;
  type: 'line_item' | 'shipping' | 'tax';
  name: string;
  product_id: number | null;
  variation_id: number | null;
  quantity: number | null;
  tax_class: string | null;
  subtotal: number | null;
  subtotal_tax: number | null;
  total: number | null;
  total_tax: number | null;
  taxes: string | null;
  method_id: string | null;
  instance_id: string | null;
  tax_status: string | null;
  rate_id: number | null;
  label: string | null;
  compound: number | null;
  tax_total: number | null;
  shipping_tax_total: number | null;
  rate_percent: number | null;
}

interface MetaRow {
  id: number;
  owner_id: number;
  meta_key: string;
  meta_value: string;
}

type StoredTaxes = { total?: Record<string, number>; subtotal?: Record<string, number> };

const toMap = (taxes: Record<string, number> | undefined): TaxAmounts =>
  new Map(Object.entries(taxes ?? {}).map(([id, tax]) => [Number(id), tax]));
const fromMap = (taxes: TaxAmounts): Record<string, number> => Object.fromEntries([...taxes].map(([id, tax]) => [String(id), tax]));

const date = (local: string | null, gmt: string | null): OrderDate | null => (local !== null && gmt !== null ? { local, gmt } : null);

function groupMeta(rows: readonly MetaRow[]): Map<number, MetaEntry[]> {
  const byOwner = new Map<number, MetaEntry[]>();
  for (const row of rows) {
    const list = byOwner.get(row.owner_id) ?? [];
    list.push({ id: row.id, key: row.meta_key, value: JSON.parse(row.meta_value) as unknown });
    byOwner.set(row.owner_id, list);
  }
  return byOwner;
}

/** The orders with these ids, in the order asked, with everything the API answers. */
export function loadOrders(db: Db, ids: readonly number[]): Order[] {
  if (ids.length === 0) return [];
  const list = jsonList(ids);
  const rows = new Map(
    (db.prepare('SELECT * FROM orders WHERE id IN (SELECT value FROM json_each(?))').all(list) as OrderRow[]).map((row) => [row.id, row]),
  );
  const addresses = db.prepare('SELECT * FROM order_addresses WHERE order_id IN (SELECT value FROM json_each(?))').all(list) as (Address & {
    order_id: number;
    address_type: 'billing' | 'shipping';
  })[];
  const items = db
    .prepare('SELECT *, order_id AS owner FROM order_items WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id')
    .all(list) as (ItemRow & { owner: number })[];
  const orderMeta = groupMeta(
    db
      .prepare(
        'SELECT id, order_id AS owner_id, meta_key, meta_value FROM order_meta WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY id',
      )
      .all(list) as MetaRow[],
  );
  const itemMeta = groupMeta(
    db
      .prepare(
        'SELECT id, item_id AS owner_id, meta_key, meta_value FROM order_item_meta WHERE item_id IN (SELECT value FROM json_each(?)) ORDER BY id',
      )
      .all(jsonList(items.map((item) => item.id))) as MetaRow[],
  );
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    const address = (type: 'billing' | 'shipping'): Address => {
      const found = addresses.find((candidate) => candidate.order_id === id && candidate.address_type === type);
      return found ? (Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, found[field]])) as unknown as Address) : emptyAddress();
    };
    const own = items.filter((item) => item.owner === id);
    const taxesOf = (item: ItemRow): StoredTaxes => (item.taxes === null ? {} : (JSON.parse(item.taxes) as StoredTaxes));
    const order: Order = {
      id: row.id,
      parentId: row.parent_id,
      status: row.status,
      currency: row.currency,
      version: row.version,
      pricesIncludeTax: row.prices_include_tax === 1,
      customerId: row.customer_id,
      orderKey: row.order_key,
      billing: address('billing'),
      shipping: address('shipping'),
      paymentMethod: row.payment_method,
      paymentMethodTitle: row.payment_method_title,
      transactionId: row.transaction_id,
      customerIpAddress: row.customer_ip_address,
      customerUserAgent: row.customer_user_agent,
      createdVia: row.created_via,
      customerNote: row.customer_note,
      cartHash: row.cart_hash,
      discountTotal: row.discount_total,
      discountTax: row.discount_tax,
      shippingTotal: row.shipping_total,
      shippingTax: row.shipping_tax,
      cartTax: row.cart_tax,
      total: row.total,
      totalTax: row.total_tax,
      stockReduced: row.stock_reduced === 1,
      dateCreated: { local: row.date_created, gmt: row.date_created_gmt },
      dateModified: { local: row.date_modified, gmt: row.date_modified_gmt },
      datePaid: date(row.date_paid, row.date_paid_gmt),
      dateCompleted: date(row.date_completed, row.date_completed_gmt),
      meta: orderMeta.get(id) ?? [],
      lineItems: own
        .filter((item) => item.type === 'line_item')
        .map((item) => ({
          id: item.id,
          name: item.name,
          productId: item.product_id ?? 0,
          variationId: item.variation_id ?? 0,
          quantity: item.quantity ?? 0,
          taxClass: item.tax_class ?? '',
          subtotal: item.subtotal ?? 0,
          subtotalTax: item.subtotal_tax ?? 0,
          total: item.total ?? 0,
          totalTax: item.total_tax ?? 0,
          taxes: { total: toMap(taxesOf(item).total), subtotal: toMap(taxesOf(item).subtotal) },
          meta: itemMeta.get(item.id) ?? [],
        })),
      shippingLines: own
        .filter((item) => item.type === 'shipping')
        .map((item) => ({
          id: item.id,
          methodTitle: item.name,
          methodId: item.method_id ?? '',
          instanceId: item.instance_id ?? '',
          total: item.total ?? 0,
          totalTax: item.total_tax ?? 0,
          taxes: toMap(taxesOf(item).total),
          taxStatus: item.tax_status ?? 'taxable',
          meta: itemMeta.get(item.id) ?? [],
        })),
      taxLines: own
        .filter((item) => item.type === 'tax')
        .map((item) => ({
          id: item.id,
          rateId: item.rate_id ?? 0,
          rateCode: item.name,
          label: item.label ?? '',
          compound: item.compound === 1,
          taxTotal: item.tax_total ?? 0,
          shippingTaxTotal: item.shipping_tax_total ?? 0,
          ratePercent: item.rate_percent ?? 0,
          meta: itemMeta.get(item.id) ?? [],
        })),
      removedItemIds: [],
    };
    return [order];
  });
}

export const loadOrder = (db: Db, id: number): Order | undefined => loadOrders(db, [id])[0];

/** The next post id: orders share the sequence of products, variations and pictures (wp_posts). */
export function nextPostId(db: Db): number {
  const row = db
    .prepare(
      `SELECT MAX(id) AS id FROM (SELECT MAX(id) AS id FROM products UNION ALL SELECT MAX(id) FROM attachments UNION ALL SELECT MAX(id) FROM orders)`,
    )
    .get() as { id: number | null };
  return (row.id ?? 0) + 1;
}

/** Inserts, updates or deletes the entries of a meta list; entries without an id get one. */
function saveMeta(
  db: Db,
  table: 'order_meta' | 'order_item_meta',
  ownerColumn: 'order_id' | 'item_id',
  ownerId: number,
  entries: MetaEntry[],
): MetaEntry[] {
  const kept: MetaEntry[] = [];
  for (const entry of entries) {
    if (entry.value === null) {
      if (entry.id !== undefined) db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(entry.id);
    } else if (entry.id === undefined) {
      const id = Number(
        db
          .prepare(`INSERT INTO ${table} (${ownerColumn}, meta_key, meta_value) VALUES (?, ?, ?)`)
          .run(ownerId, entry.key, JSON.stringify(entry.value)).lastInsertRowid,
      );
      kept.push({ ...entry, id });
    } else {
      db.prepare(`UPDATE ${table} SET meta_key = ?, meta_value = ? WHERE id = ?`).run(entry.key, JSON.stringify(entry.value), entry.id);
      kept.push(entry);
    }
  }
  return kept;
}

const ITEM_COLUMNS = [
  'name',
  'product_id',
  'variation_id',
  'quantity',
  'tax_class',
  'subtotal',
  'subtotal_tax',
  'total',
  'total_tax',
  'taxes',
  'method_id',
  'instance_id',
  'tax_status',
  'rate_id',
  'label',
  'compound',
  'tax_total',
  'shipping_tax_total',
  'rate_percent',
] as const;

type ItemValues = Partial<Record<(typeof ITEM_COLUMNS)[number], string | number | null>>;

/** Writes an item (new ones get the next item id, in the order lines, shipping, taxes are saved) and its meta. */
function saveItem(db: Db, orderId: number, type: ItemRow['type'], id: number | undefined, values: ItemValues, meta: MetaEntry[]) {
  const row = Object.fromEntries(ITEM_COLUMNS.map((column) => [column, values[column] ?? null]));
  let itemId = id;
  if (itemId === undefined) {
    itemId = Number(
      db
        .prepare(
          `INSERT INTO order_items (order_id, type, ${ITEM_COLUMNS.join(', ')}) VALUES (@orderId, @type, ${ITEM_COLUMNS.map((c) => `@${c}`).join(', ')})`,
        )
        .run({ ...row, orderId, type }).lastInsertRowid,
    );
  } else {
    db.prepare(`UPDATE order_items SET ${ITEM_COLUMNS.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({ ...row, id: itemId });
  }
  return { id: itemId, meta: saveMeta(db, 'order_item_meta', 'item_id', itemId, meta) };
}

/** Saves the whole order (inside the write's transaction) and gives new items and meta their ids. */
export function saveOrder(db: Db, order: Order): void {
  const row: OrderRow = {
    id: order.id,
    parent_id: order.parentId,
    status: order.status,
    currency: order.currency,
    version: order.version,
    prices_include_tax: order.pricesIncludeTax ? 1 : 0,
    customer_id: order.customerId,
    order_key: order.orderKey,
    payment_method: order.paymentMethod,
    payment_method_title: order.paymentMethodTitle,
    transaction_id: order.transactionId,
    customer_ip_address: order.customerIpAddress,
    customer_user_agent: order.customerUserAgent,
    created_via: order.createdVia,
    customer_note: order.customerNote,
    cart_hash: order.cartHash,
    discount_total: order.discountTotal,
    discount_tax: order.discountTax,
    shipping_total: order.shippingTotal,
    shipping_tax: order.shippingTax,
    cart_tax: order.cartTax,
    total: order.total,
    total_tax: order.totalTax,
    stock_reduced: order.stockReduced ? 1 : 0,
    date_created: order.dateCreated.local,
    date_created_gmt: order.dateCreated.gmt,
    date_modified: order.dateModified.local,
    date_modified_gmt: order.dateModified.gmt,
    date_paid: order.datePaid?.local ?? null,
    date_paid_gmt: order.datePaid?.gmt ?? null,
    date_completed: order.dateCompleted?.local ?? null,
    date_completed_gmt: order.dateCompleted?.gmt ?? null,
  };
  const columns = Object.keys(row);
  db.prepare(
    `INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})
     ON CONFLICT(id) DO UPDATE SET ${columns
       .filter((c) => c !== 'id')
       .map((c) => `${c} = excluded.${c}`)
       .join(', ')}`,
  ).run(row);
  const saveAddress = db.prepare(
    `INSERT INTO order_addresses (order_id, address_type, ${ADDRESS_FIELDS.join(', ')}) VALUES (@order_id, @address_type, ${ADDRESS_FIELDS.map((f) => `@${f}`).join(', ')})
     ON CONFLICT(order_id, address_type) DO UPDATE SET ${ADDRESS_FIELDS.map((f) => `${f} = excluded.${f}`).join(', ')}`,
  );
  saveAddress.run({ ...order.billing, order_id: order.id, address_type: 'billing' });
  saveAddress.run({ ...order.shipping, order_id: order.id, address_type: 'shipping' });
  for (const id of order.removedItemIds) db.prepare('DELETE FROM order_items WHERE id = ? AND order_id = ?').run(id, order.id);
  order.removedItemIds = [];
  order.meta = saveMeta(db, 'order_meta', 'order_id', order.id, order.meta);
  for (const item of order.lineItems) {
    const saved = saveItem(
      db,
      order.id,
      'line_item',
      item.id,
      {
        name: item.name,
        product_id: item.productId,
        variation_id: item.variationId,
        quantity: item.quantity,
        tax_class: item.taxClass,
        subtotal: item.subtotal,
        subtotal_tax: item.subtotalTax,
        total: item.total,
        total_tax: item.totalTax,
        taxes: JSON.stringify({ total: fromMap(item.taxes.total), subtotal: fromMap(item.taxes.subtotal) }),
      },
      item.meta,
    );
    Object.assign(item, saved);
  }
  for (const line of order.shippingLines) {
    const saved = saveItem(
      db,
      order.id,
      'shipping',
      line.id,
      {
        name: line.methodTitle,
        method_id: line.methodId,
        instance_id: line.instanceId,
        total: line.total,
        total_tax: line.totalTax,
        taxes: JSON.stringify({ total: fromMap(line.taxes) }),
        tax_status: line.taxStatus,
      },
      line.meta,
    );
    Object.assign(line, saved);
  }
  for (const line of order.taxLines) {
    const saved = saveItem(
      db,
      order.id,
      'tax',
      line.id,
      {
        name: line.rateCode,
        rate_id: line.rateId,
        label: line.label,
        compound: line.compound ? 1 : 0,
        tax_total: line.taxTotal,
        shipping_tax_total: line.shippingTaxTotal,
        rate_percent: line.ratePercent,
      },
      line.meta,
    );
    Object.assign(line, saved);
  }
}
