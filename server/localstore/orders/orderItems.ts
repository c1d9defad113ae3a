/**
 * The line_items and shipping_lines of an orders write, as WC_REST_Orders_V2_Controller's
 * prepare_line_items and prepare_shipping_lines apply them: an entry with an id changes that item (400
 * when the order has no such item), one without adds an item, one with a null reference (product_id,
 * name, method_id, method_title) or a quantity of 0 removes it. A new line is priced
 * wc_get_price_excluding_tax × quantity unless the caller posts its totals (amounts before tax).
 *
 * One deliberate difference: WooCommerce adds a line for a product that does not exist (totals 0.00,
 * woocommerce/woocommerce#50698) or for a variable product without a variation; the local store
 * refuses both with 400 `woocommerce_rest_invalid_product_id`, so no order is ever sold for nothing.
 */
import type { Db } from '../db/open';
import { RestError } from '../errors';
import { postedAmount, trimmedDecimal } from '../numbers';
import { priceExcludingTax } from '../tax/priceExcludingTax';
import { applyMetaInput, updateMeta } from './metaData';
import type { LineItem, Order, ShippingLine } from './order';
import { loadOrderProduct, productIdBySku, type OrderProduct } from './orderProduct';
import type { LineItemInput, ShippingLineInput } from './orderSchema';
import { adjustLineStock } from './stock';
import type { WriteContext } from './writeContext';

const invalidItemId = () => new RestError(400, 'woocommerce_rest_invalid_item_id', 'Order item ID provided is not associated with order.');
const invalidProductId = () => new RestError(400, 'woocommerce_rest_invalid_product_id', 'Invalid product ID.');

/** WC_REST_Orders_V2_Controller::item_is_null: a reference prop posted as null removes the item. */
const isRemoval = (input: object & { quantity?: number }): boolean =>
  ['product_id', 'method_id', 'method_title', 'name', 'code'].some(
    (key) => key in input && (input as Record<string, unknown>)[key] === null,
  ) || input.quantity === 0;

function removeItem<T extends { id?: number }>(order: Order, items: T[], id: number | undefined): T[] {
  if (id === undefined || !items.some((item) => item.id === id)) return items;
  order.removedItemIds.push(id);
  return items.filter((item) => item.id !== id);
}

/** get_product_id: the SKU first, then the variation, then the product; nothing is required only to change a line. */
function productReference(db: Db, input: LineItemInput, creating: boolean): number {
  if (input.sku) return productIdBySku(db, input.sku);
  if (input.product_id && !input.variation_id) return input.product_id;
  if (input.variation_id) return input.variation_id;
  if (!creating) return 0;
  throw new RestError(400, 'woocommerce_rest_required_product_reference', 'Product ID or SKU is required.');
}

/** WC_Order_Item_Product::set_product: name, ids, tax class and a variation's attributes as line meta. */
function setProduct(item: LineItem, product: OrderProduct): void {
  item.name = product.row.name;
  item.productId = product.productId;
  item.variationId = product.variationId;
  item.taxClass = product.taxClass;
  for (const attribute of product.attributes) updateMeta(item.meta, attribute.taxonomy, attribute.slug);
}

function setLineItem(context: WriteContext, order: Order, input: LineItemInput): void {
  const { db, settings } = context;
  const existing = input.id ? order.lineItems.find((item) => item.id === input.id) : undefined;
  if (input.id && !existing) throw invalidItemId();
  const reference = productReference(db, input, !existing);
  const product = reference === 0 ? undefined : loadOrderProduct(db, reference);
  if (reference !== 0 && (!product || product.row.type === 'variable' || product.row.status === 'trash')) throw invalidProductId();
  const item: LineItem = existing ?? {
    name: '',
    productId: 0,
    variationId: 0,
    quantity: 1,
    taxClass: '',
    subtotal: 0,
    subtotalTax: 0,
    total: 0,
    totalTax: 0,
    taxes: { total: new Map(), subtotal: new Map() },
    meta: [],
  };
  if (product && (product.productId !== item.productId || product.variationId !== item.variationId)) {
    setProduct(item, product);
    if (!existing) {
      const price = priceExcludingTax(
        db,
        settings,
        { price: product.row.price, taxStatus: product.taxStatus, taxClass: product.taxClass },
        input.quantity ?? 1,
      );
      // set_total keeps wc_format_decimal's six places.
      item.total = Number(trimmedDecimal(price));
      item.subtotal = item.total;
    }
  }
  if (input.name !== undefined && input.name !== null) item.name = input.name;
  if (input.quantity !== undefined) item.quantity = input.quantity;
  if (input.total !== undefined) item.total = postedAmount(input.total, settings.decimalSeparator);
  if (input.subtotal !== undefined) item.subtotal = postedAmount(input.subtotal, settings.decimalSeparator);
  if (input.tax_class !== undefined) item.taxClass = input.tax_class;
  applyMetaInput(item.meta, input.meta_data);
  if (existing) adjustLineStock(context, order, item);
  else order.lineItems.push(item);
}

function setShippingLine(context: WriteContext, order: Order, input: ShippingLineInput): void {
  const existing = input.id ? order.shippingLines.find((line) => line.id === input.id) : undefined;
  if (input.id && !existing) throw invalidItemId();
  if (!existing && !input.method_id) throw new RestError(400, 'woocommerce_rest_invalid_shipping_item', 'Shipping method ID is required.');
  const line: ShippingLine = existing ?? {
    methodTitle: '',
    methodId: '',
    instanceId: '',
    total: 0,
    totalTax: 0,
    taxes: new Map(),
    taxStatus: 'taxable',
    meta: [],
  };
  if (input.method_id) line.methodId = input.method_id;
  if (input.method_title !== undefined && input.method_title !== null) line.methodTitle = input.method_title;
  if (input.total !== undefined) line.total = postedAmount(input.total, context.settings.decimalSeparator);
  if (input.instance_id !== undefined) line.instanceId = input.instance_id;
  applyMetaInput(line.meta, input.meta_data);
  if (!existing) order.shippingLines.push(line);
}

export function applyLineItems(context: WriteContext, order: Order, inputs: readonly LineItemInput[]): void {
  for (const input of inputs) {
    if (isRemoval(input)) order.lineItems = removeItem(order, order.lineItems, input.id);
    else setLineItem(context, order, input);
  }
}

export function applyShippingLines(context: WriteContext, order: Order, inputs: readonly ShippingLineInput[]): void {
  for (const input of inputs) {
    if (isRemoval(input)) order.shippingLines = removeItem(order, order.shippingLines, input.id);
    else setShippingLine(context, order, input);
  }
}
