/** An order as the storefront reads it from the store, and the draft it creates one from. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
}

export interface BillingAddress extends PostalAddress {
  email: string;
}

export interface OrderLine {
  id: number;
  name: string;
  productId: number;
  variationId: number | null;
  sku: string;
  quantity: number;
  /** Line total excluding tax (after discounts). */
  net: number;
  tax: number;
  /** The line's tax per rate of the order (its VAT rate is read from them: domain/vatBreakdown.ts). */
  taxes?: readonly OrderLineTax[];
  /** A variation's options as the line records them (taxonomy pa_color, value black, label Black). */
  options?: readonly OrderLineOption[];
}

/** An attribute option recorded on an order line (WooCommerce's line meta). */
export interface OrderLineOption {
  /** The attribute's taxonomy (pa_color), or its name for a product's own attribute. */
  taxonomy: string;
  /** The term's slug. */
  value: string;
  /** The store's name of the term, as the line shows it. */
  label: string;
}

export interface OrderShippingLine {
  title: string;
  methodId: string;
  /** The store's instance id of the method (its words are translated by it), when the line has one. */
  instanceId?: number | null;
  net: number;
  tax: number;
  /** The line's tax per rate of the order. */
  taxes?: readonly OrderLineTax[];
}

/** A line's tax under one of the order's rates (WooCommerce's line `taxes`). */
export interface OrderLineTax {
  rateId: number;
  amount: number;
}

/** A tax rate the order applied (WooCommerce's `tax_lines`). */
export interface OrderTaxRate {
  rateId: number;
  label: string;
  /** The rate in percent (20 for French VAT); null when the store did not say (WooCommerce before 3.7). */
  percent: number | null;
}

export interface Order {
  id: number;
  number: string;
  /** The secret of the order's links (WooCommerce's order_key). */
  key: string;
  status: string;
  currency: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  paidAt: string | null;
  completedAt: string | null;
  customerId: number;
  billing: BillingAddress;
  shipping: PostalAddress;
  paymentMethod: string;
  paymentMethodTitle: string;
  transactionId: string;
  customerNote: string;
  /** Order meta by key (string values only). */
  meta: Readonly<Record<string, string>>;
  lines: OrderLine[];
  shippingLines: OrderShippingLine[];
  discountTotal: number;
  shippingNet: number;
  shippingTax: number;
  cartTax: number;
  totalTax: number;
  total: number;
  /** The tax rates the order applied, with their percent. */
  taxRates?: readonly OrderTaxRate[];
}

/** Statuses in which the store counts an order as paid. */
const PAID_STATUSES = new Set(['processing', 'completed', 'refunded']);

export function isPaid(order: Pick<Order, 'status' | 'paidAt'>): boolean {
  return order.paidAt !== null || PAID_STATUSES.has(order.status);
}

/** What the storefront asks the store to record. Amounts in the order's currency, excluding tax. */
export interface OrderDraft {
  currency: string;
  customerId: number;
  billing: BillingAddress;
  shipping: PostalAddress;
  customerNote: string;
  lines: { productId: number; variationId: number | null; quantity: number; net: number }[];
  shippingLine: { methodId: string; instanceId: number; title: string; net: number } | null;
  meta: Record<string, string>;
  paymentMethod: string;
  paymentMethodTitle: string;
}

/** What marking an order paid records. */
export interface OrderPayment {
  transactionId: string;
  paymentMethod: string;
  paymentMethodTitle: string;
  meta: Record<string, string>;
}
