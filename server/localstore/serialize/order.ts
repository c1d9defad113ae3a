/**
 * An order as the WooCommerce 9.9 orders API answers it (recorded 13-order-create.json and
 * 35-order-get.json): every field in their order, money as strings with `dp` decimals (but a line's
 * `price`, a number, and the per-rate taxes, printed as WooCommerce stores them: "7.2"), meta with
 * their display forms, dates in store time with GMT twins, and the links.
 */
import { currencySymbol } from '../currencySymbols';
import { formatDecimal, trimmedDecimal } from '../numbers';
import { liveMeta } from '../orders/metaData';
import type { LineItem, MetaEntry, Order, OrderDate, TaxAmounts } from '../orders/order';
import type { OrderProduct } from '../orders/orderProduct';
import { isEditable, needsPayment } from '../orders/status';
import { link, selfLink, type UrlContext } from './context';

export interface OrderView {
  ctx: UrlContext;
  /** Decimals of the money strings (the `dp` parameter; the store's 2 by default). */
  dp: number;
  /** The products of the lines, by product or variation id (missing when deleted). */
  products: ReadonlyMap<number, OrderProduct>;
  /** WC_Order::needs_processing, which depends on the products. */
  needsProcessing: boolean;
}

const metaJson = (meta: readonly MetaEntry[]) => liveMeta(meta).map((entry) => ({ id: entry.id, key: entry.key, value: entry.value }));

/** get_all_formatted_meta_data: an attribute's label and term name; other text without tags; the rest as stored. */
function itemMetaJson(meta: readonly MetaEntry[], product: OrderProduct | undefined) {
  return liveMeta(meta).map((entry) => {
    const attribute = product?.attributes.find((candidate) => candidate.taxonomy === entry.key && candidate.slug === entry.value);
    const text = typeof entry.value === 'string' && entry.value !== '' ? entry.value.replace(/<[^>]*>/g, '').trim() : undefined;
    return {
      id: entry.id,
      key: entry.key,
      value: entry.value,
      display_key: attribute?.label ?? entry.key,
      display_value: attribute?.termName ?? text ?? entry.value,
    };
  });
}

const taxesJson = (total: TaxAmounts, subtotal?: TaxAmounts) =>
  [...total].map(([id, tax]) => {
    const sub = subtotal?.get(id);
    return { id, total: trimmedDecimal(tax), subtotal: sub === undefined ? '' : trimmedDecimal(sub) };
  });

function lineItemJson(item: LineItem, view: OrderView) {
  const money = (value: number) => formatDecimal(value, view.dp);
  const product = view.products.get(item.variationId || item.productId);
  return {
    id: item.id,
    name: item.name,
    product_id: item.productId,
    variation_id: item.variationId,
    quantity: item.quantity,
    tax_class: item.taxClass,
    subtotal: money(item.subtotal),
    subtotal_tax: money(item.subtotalTax),
    total: money(item.total),
    total_tax: money(item.totalTax),
    taxes: taxesJson(item.taxes.total, item.taxes.subtotal),
    meta_data: itemMetaJson(item.meta, product),
    sku: product ? product.row.sku : null,
    price: item.quantity ? item.total / item.quantity : 0,
    image: {
      id: product ? product.imageId : 0,
      src: product?.image ? `${view.ctx.publicBase}/wp-content/uploads/${product.image.file}` : '',
    },
    parent_name: product?.parent ? product.parent.name : null,
  };
}

export function serializeOrder(order: Order, view: OrderView): Record<string, unknown> {
  const money = (value: number) => formatDecimal(value, view.dp);
  const local = (date: OrderDate | null) => date?.local ?? null;
  const gmt = (date: OrderDate | null) => date?.gmt ?? null;
  const links: Record<string, unknown> = {
    self: selfLink(view.ctx, `/wc/v3/orders/${order.id}`),
    collection: link(view.ctx, '/wc/v3/orders'),
    email_templates: [{ embeddable: true, href: `${view.ctx.restBase}/wc/v3/orders/${order.id}/actions/email_templates` }],
  };
  if (order.customerId !== 0) links.customer = link(view.ctx, `/wc/v3/customers/${order.customerId}`);
  if (order.parentId !== 0) links.up = link(view.ctx, `/wc/v3/orders/${order.parentId}`);
  const { email: _shippingEmail, ...shipping } = order.shipping;
  return {
    id: order.id,
    parent_id: order.parentId,
    status: order.status,
    currency: order.currency,
    version: order.version,
    prices_include_tax: order.pricesIncludeTax,
    date_created: order.dateCreated.local,
    date_modified: order.dateModified.local,
    discount_total: money(order.discountTotal),
    discount_tax: money(order.discountTax),
    shipping_total: money(order.shippingTotal),
    shipping_tax: money(order.shippingTax),
    cart_tax: money(order.cartTax),
    total: money(order.total),
    total_tax: money(order.totalTax),
    customer_id: order.customerId,
    order_key: order.orderKey,
    billing: order.billing,
    shipping,
    payment_method: order.paymentMethod,
    payment_method_title: order.paymentMethodTitle,
    transaction_id: order.transactionId,
    customer_ip_address: order.customerIpAddress,
    customer_user_agent: order.customerUserAgent,
    created_via: order.createdVia,
    customer_note: order.customerNote,
    date_completed: local(order.dateCompleted),
    date_paid: local(order.datePaid),
    cart_hash: order.cartHash,
    number: String(order.id),
    meta_data: metaJson(order.meta),
    line_items: order.lineItems.map((item) => lineItemJson(item, view)),
    tax_lines: order.taxLines.map((line) => ({
      id: line.id,
      rate_code: line.rateCode,
      rate_id: line.rateId,
      label: line.label,
      compound: line.compound,
      tax_total: money(line.taxTotal),
      shipping_tax_total: money(line.shippingTaxTotal),
      rate_percent: line.ratePercent,
      meta_data: metaJson(line.meta),
    })),
    shipping_lines: order.shippingLines.map((line) => ({
      id: line.id,
      method_title: line.methodTitle,
      method_id: line.methodId,
      instance_id: line.instanceId,
      total: money(line.total),
      total_tax: money(line.totalTax),
      taxes: taxesJson(line.taxes),
      tax_status: line.taxStatus,
      meta_data: metaJson(line.meta),
    })),
    fee_lines: [],
    coupon_lines: [],
    refunds: [],
    payment_url: `${view.ctx.publicBase}/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.orderKey}`,
    is_editable: isEditable(order),
    needs_payment: needsPayment(order),
    needs_processing: view.needsProcessing,
    date_created_gmt: order.dateCreated.gmt,
    date_modified_gmt: order.dateModified.gmt,
    date_completed_gmt: gmt(order.dateCompleted),
    date_paid_gmt: gmt(order.datePaid),
    currency_symbol: currencySymbol(order.currency),
    _links: links,
  };
}
