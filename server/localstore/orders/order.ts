/**
 * An order in memory, as WC_Order holds it while a REST write changes it: read from the tables, changed
 * by the write's steps (items, totals, status, stock), then saved at once. Amounts are numbers;
 * items and meta without an id are new, meta with a null value are deleted on save.
 */

/** get_order_statuses(): auto-draft, then wc_get_order_statuses() without their wc- prefix. */
export const ORDER_STATUSES = [
  'auto-draft',
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout-draft',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Address {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email: string;
  phone: string;
}

export const ADDRESS_FIELDS: readonly (keyof Address)[] = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
];

export const emptyAddress = (): Address => Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as unknown as Address;

export interface MetaEntry {
  id?: number;
  key: string;
  /** As WordPress returns it: text for scalars, arrays and objects as given; null = delete on save. */
  value: unknown;
}

/** Taxes by rate id, in the rates' order (WooCommerce's `taxes` item prop). */
export type TaxAmounts = Map<number, number>;

export interface LineItem {
  id?: number;
  name: string;
  productId: number;
  variationId: number;
  quantity: number;
  taxClass: string;
  subtotal: number;
  subtotalTax: number;
  total: number;
  totalTax: number;
  taxes: { total: TaxAmounts; subtotal: TaxAmounts };
  meta: MetaEntry[];
}

export interface ShippingLine {
  id?: number;
  methodTitle: string;
  methodId: string;
  instanceId: string;
  total: number;
  totalTax: number;
  taxes: TaxAmounts;
  taxStatus: string;
  meta: MetaEntry[];
}

export interface TaxLine {
  id?: number;
  rateId: number;
  rateCode: string;
  label: string;
  compound: boolean;
  taxTotal: number;
  shippingTaxTotal: number;
  ratePercent: number;
  meta: MetaEntry[];
}

/** A date as WooCommerce answers it: store time and GMT, without offset. */
export interface OrderDate {
  local: string;
  gmt: string;
}

export interface Order {
  id: number;
  parentId: number;
  status: OrderStatus;
  currency: string;
  version: string;
  pricesIncludeTax: boolean;
  customerId: number;
  orderKey: string;
  billing: Address;
  shipping: Address;
  paymentMethod: string;
  paymentMethodTitle: string;
  transactionId: string;
  customerIpAddress: string;
  customerUserAgent: string;
  createdVia: string;
  customerNote: string;
  cartHash: string;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  cartTax: number;
  total: number;
  totalTax: number;
  stockReduced: boolean;
  dateCreated: OrderDate;
  dateModified: OrderDate;
  datePaid: OrderDate | null;
  dateCompleted: OrderDate | null;
  meta: MetaEntry[];
  lineItems: LineItem[];
  shippingLines: ShippingLine[];
  taxLines: TaxLine[];
  /** Items the write removed, deleted on save. */
  removedItemIds: number[];
}
