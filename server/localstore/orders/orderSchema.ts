/**
 * The writable arguments of the orders routes (WC_REST_Orders_Controller's item schema, in its
 * order), as WordPress validates a POST or PUT body against them. The props WooCommerce deletes an
 * item with (product_id, method_id, method_title, name, code set to null) accept null.
 */
import { CURRENCY_CODES } from '../currencySymbols';
import type { BodySchema } from '../http/bodySchema';
import { ADDRESS_FIELDS, ORDER_STATUSES } from './order';

const text = { type: 'string' } as const;
const id = { type: 'integer' } as const;

const meta: BodySchema = { type: 'array', items: { type: 'object', properties: { id, key: text, value: { type: 'any' } } } };

const address = (withEmail: boolean): BodySchema => ({
  type: 'object',
  properties: Object.fromEntries(
    ADDRESS_FIELDS.filter((field) => withEmail || field !== 'email').map((field) => [
      field,
      field === 'email' ? { type: 'string', nullable: true, format: 'email' } : text,
    ]),
  ),
});

export const ORDER_WRITE_SCHEMA: Readonly<Record<string, BodySchema>> = {
  parent_id: id,
  status: { type: 'string', enum: ORDER_STATUSES },
  currency: { type: 'string', enum: CURRENCY_CODES },
  customer_id: id,
  customer_note: text,
  billing: address(true),
  shipping: address(false),
  payment_method: text,
  payment_method_title: text,
  transaction_id: text,
  meta_data: meta,
  line_items: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id,
        name: { type: 'string', nullable: true },
        product_id: { type: 'integer', nullable: true },
        variation_id: id,
        quantity: id,
        tax_class: text,
        subtotal: text,
        total: text,
        meta_data: meta,
        sku: text,
      },
    },
  },
  shipping_lines: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id,
        method_title: { type: 'string', nullable: true },
        method_id: { type: 'string', nullable: true },
        instance_id: text,
        total: text,
        meta_data: meta,
      },
    },
  },
  fee_lines: { type: 'array', items: { type: 'object', properties: {} } },
  coupon_lines: {
    type: 'array',
    items: { type: 'object', properties: { id, code: { type: 'string', nullable: true }, meta_data: meta } },
  },
  set_paid: { type: 'boolean' },
};

/** A posted meta entry, a line item, a shipping line, a coupon line, once validated. */
export interface MetaInput {
  id?: number;
  key?: string;
  value?: unknown;
}

export interface LineItemInput {
  id?: number;
  name?: string | null;
  product_id?: number | null;
  variation_id?: number;
  quantity?: number;
  tax_class?: string;
  subtotal?: string;
  total?: string;
  meta_data?: MetaInput[];
  sku?: string;
}

export interface ShippingLineInput {
  id?: number;
  method_title?: string | null;
  method_id?: string | null;
  instance_id?: string;
  total?: string;
  meta_data?: MetaInput[];
}

export interface CouponLineInput {
  id?: number;
  code?: string | null;
}

export interface OrderInput {
  parent_id?: number;
  status?: string;
  currency?: string;
  customer_id?: number;
  customer_note?: string;
  billing?: Record<string, string | null>;
  shipping?: Record<string, string>;
  payment_method?: string;
  payment_method_title?: string;
  transaction_id?: string;
  meta_data?: MetaInput[];
  line_items?: LineItemInput[];
  shipping_lines?: ShippingLineInput[];
  fee_lines?: unknown[];
  coupon_lines?: CouponLineInput[];
  set_paid?: boolean;
}
