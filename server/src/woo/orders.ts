/**
 * Orders in the store: create one from a draft, read, mark paid, list a customer's. The only code that
 * knows WooCommerce's order JSON. Writes are sent once (woo/http.ts never retries them).
 */
import { decode } from 'html-entities';
import type { Order, OrderDraft, OrderLineOption, OrderLineTax, OrderPayment } from '../domain/order';
import { parsePrice } from '../domain/money';
import { wooOrder, wooOrderList, type WooOrder } from './checkoutWire';
import { gmtDate, str, toBilling, toPostal, wireBilling, wirePostal } from './addresses';
import { StoreNotFoundError, StoreUnavailableError } from './errors';
import type { WooHttpClient } from './http';

/** Pages of 100 read when looking for a checkout's order (an hour of one buyer's orders fits in one). */
const FIND_PAGES = 5;

const amount = (raw: string | number | null | undefined) => parsePrice(raw) ?? 0;

/** A line's tax per rate: WooCommerce prints each as a decimal string ("7.2"), an empty one for none. */
function lineTaxes(taxes: WooOrder['line_items'][number]['taxes']): OrderLineTax[] {
  return (taxes ?? []).flatMap((tax) => {
    const value = parsePrice(tax.total);
    return value === null ? [] : [{ rateId: tax.id, amount: value }];
  });
}

/**
 * A variation line's options from its meta: WooCommerce records each attribute under its taxonomy
 * (`pa_color` = `black`, displayed "Black"); private meta (`_reduced_stock`) is not an option.
 */
function lineOptions(meta: WooOrder['line_items'][number]['meta_data']): OrderLineOption[] {
  return (meta ?? []).flatMap((entry) => {
    const key = typeof entry.key === 'string' ? entry.key : '';
    if (!key || key.startsWith('_') || typeof entry.value !== 'string') return [];
    if (!key.startsWith('pa_')) return [];
    const label = typeof entry.display_value === 'string' && entry.display_value !== '' ? decode(entry.display_value) : entry.value;
    return [{ taxonomy: key, value: entry.value, label }];
  });
}

export function toOrder(order: WooOrder): Order {
  const meta: Record<string, string> = {};
  for (const entry of order.meta_data ?? []) {
    if (typeof entry.key === 'string' && typeof entry.value === 'string') meta[entry.key] = entry.value;
  }
  return {
    id: order.id,
    number: order.number,
    key: order.order_key,
    status: order.status,
    currency: order.currency,
    createdAt: gmtDate(order.date_created_gmt ?? order.date_created) ?? new Date(0).toISOString(),
    paidAt: gmtDate(order.date_paid_gmt),
    completedAt: gmtDate(order.date_completed_gmt),
    customerId: order.customer_id,
    billing: toBilling(order.billing),
    shipping: toPostal(order.shipping),
    paymentMethod: str(order.payment_method),
    paymentMethodTitle: str(order.payment_method_title),
    transactionId: str(order.transaction_id),
    customerNote: str(order.customer_note),
    meta,
    lines: order.line_items.map((line) => ({
      id: line.id,
      name: str(line.name),
      productId: line.product_id,
      variationId: line.variation_id ? line.variation_id : null,
      sku: str(line.sku),
      quantity: line.quantity,
      net: amount(line.total),
      tax: amount(line.total_tax),
      taxes: lineTaxes(line.taxes),
      options: lineOptions(line.meta_data),
    })),
    shippingLines: order.shipping_lines.map((line) => ({
      title: str(line.method_title),
      methodId: str(line.method_id),
      instanceId: Number.isSafeInteger(Number(line.instance_id)) && Number(line.instance_id) > 0 ? Number(line.instance_id) : null,
      net: amount(line.total),
      tax: amount(line.total_tax),
      taxes: lineTaxes(line.taxes),
    })),
    discountTotal: amount(order.discount_total),
    shippingNet: amount(order.shipping_total),
    shippingTax: amount(order.shipping_tax),
    cartTax: amount(order.cart_tax),
    totalTax: amount(order.total_tax),
    total: amount(order.total),
    taxRates: (order.tax_lines ?? []).map((line) => ({
      rateId: line.rate_id,
      label: str(line.label),
      percent: typeof line.rate_percent === 'number' && Number.isFinite(line.rate_percent) ? line.rate_percent : null,
    })),
  };
}

const money = (value: number) => value.toFixed(2);

const wireMeta = (meta: Record<string, string>) => Object.entries(meta).map(([key, value]) => ({ key, value }));

function parseOrder(data: unknown, what: string): Order {
  const parsed = wooOrder.safeParse(data);
  if (!parsed.success) throw new StoreUnavailableError(`Store answered ${what} with an unexpected order shape`, 200, 'store_bad_response');
  return toOrder(parsed.data);
}

export class WooOrders {
  constructor(private readonly http: WooHttpClient) {}

  /** Creates a pending order with the draft's amounts (excluding tax); the store computes the taxes. */
  async create(draft: OrderDraft): Promise<Order> {
    const body = {
      status: 'pending',
      currency: draft.currency,
      customer_id: draft.customerId,
      billing: wireBilling(draft.billing),
      shipping: wirePostal(draft.shipping),
      customer_note: draft.customerNote,
      payment_method: draft.paymentMethod,
      payment_method_title: draft.paymentMethodTitle,
      set_paid: false,
      line_items: draft.lines.map((line) => ({
        product_id: line.productId,
        ...(line.variationId === null ? {} : { variation_id: line.variationId }),
        quantity: line.quantity,
        subtotal: money(line.net),
        total: money(line.net),
      })),
      shipping_lines: draft.shippingLine
        ? [
            {
              method_id: draft.shippingLine.methodId,
              instance_id: String(draft.shippingLine.instanceId),
              method_title: draft.shippingLine.title,
              total: money(draft.shippingLine.net),
            },
          ]
        : [],
      meta_data: wireMeta(draft.meta),
    };
    const { data } = await this.http.write<unknown>('POST', 'wc/v3/orders', body);
    return parseOrder(data, 'POST orders');
  }

  /** The order with this id, or null. */
  async get(id: number): Promise<Order | null> {
    try {
      const { data } = await this.http.get(`wc/v3/orders/${id}`, wooOrder);
      return toOrder(data);
    } catch (error) {
      if (error instanceof StoreNotFoundError) return null;
      throw error;
    }
  }

  /** Marks an order paid: processing, date paid, stock reduced by the store (once), the payment recorded. */
  async markPaid(id: number, payment: OrderPayment): Promise<Order> {
    const { data } = await this.http.write<unknown>('PUT', `wc/v3/orders/${id}`, {
      status: 'processing',
      set_paid: true,
      transaction_id: payment.transactionId,
      payment_method: payment.paymentMethod,
      payment_method_title: payment.paymentMethodTitle,
      meta_data: wireMeta(payment.meta),
    });
    return parseOrder(data, 'PUT orders');
  }

  /** Sets an order's status (cancelled, failed...). */
  async setStatus(id: number, status: string): Promise<Order> {
    const { data } = await this.http.write<unknown>('PUT', `wc/v3/orders/${id}`, { status });
    return parseOrder(data, 'PUT orders');
  }

  /**
   * The order created under a checkout key (its `_storefront_checkout` meta) since `since`, or null:
   * how a POST whose answer was lost is told apart from one the store never received. Narrowed by the
   * billing email and the creation time (an hour's margin for clock skew), then matched on the meta.
   */
  async findByCheckout(checkoutKey: string, email: string, since: Date): Promise<Order | null> {
    const after = new Date(since.getTime() - 60 * 60 * 1000).toISOString().replace(/\.\d{3}Z$/, '');
    for (let page = 1; page <= FIND_PAGES; page++) {
      const { data, totalPages } = await this.http.get('wc/v3/orders', wooOrderList, {
        search: email,
        after,
        dates_are_gmt: true,
        per_page: 100,
        page,
        orderby: 'date',
        order: 'desc',
      });
      const found = data.map(toOrder).find((order) => order.meta._storefront_checkout === checkoutKey);
      if (found) return found;
      if (totalPages === null || page >= totalPages) break;
    }
    return null;
  }

  /** A customer's orders, newest first. */
  async ofCustomer(customerId: number, perPage = 20): Promise<Order[]> {
    const { data } = await this.http.get('wc/v3/orders', wooOrderList, {
      customer: customerId,
      per_page: perPage,
      orderby: 'date',
      order: 'desc',
    });
    return data.map(toOrder);
  }
}
