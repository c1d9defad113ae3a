/**
 * WooCommerce REST v3 JSON of the checkout's routes (shipping zones and methods, taxes and tax
 * settings, payment gateways, orders) as zod schemas, lenient as wire.ts is. Only woo/ imports these.
 */
import { z } from 'zod';
import { wooAddress } from './addresses';
import { amount, flag, id, text, whole, wooMeta } from './wire';

export const wooShippingZone = z.object({ id: whole, name: text, order: whole.nullish() });
export const wooShippingZoneList = z.array(wooShippingZone);

export const wooZoneLocation = z.object({ code: z.string(), type: z.string() });
export const wooZoneLocationList = z.array(wooZoneLocation);

const wooSetting = z.object({ value: z.unknown().optional() }).passthrough();

export const wooShippingMethod = z.object({
  id: whole.nullish(),
  instance_id: whole,
  title: text,
  order: whole.nullish(),
  enabled: flag,
  method_id: z.string(),
  method_title: text,
  method_description: text,
  settings: z
    .union([z.record(z.string(), wooSetting), z.tuple([]).transform((): Record<string, z.output<typeof wooSetting>> => ({}))])
    .nullish(),
});
export const wooShippingMethodList = z.array(wooShippingMethod);

export const wooTaxRate = z.object({
  id,
  country: z.string().nullish(),
  state: z.string().nullish(),
  postcode: z.string().nullish(),
  city: z.string().nullish(),
  postcodes: z.array(z.string()).nullish(),
  cities: z.array(z.string()).nullish(),
  rate: amount,
  name: text,
  priority: whole.nullish(),
  compound: flag,
  shipping: flag,
  order: whole.nullish(),
  class: text,
});
export const wooTaxRateList = z.array(wooTaxRate);

export const wooSettingList = z.array(z.object({ id: z.string(), value: z.unknown().optional() }));

export const wooPaymentGateway = z.object({ id: z.string(), title: text, enabled: flag, method_title: text });
export const wooPaymentGatewayList = z.array(wooPaymentGateway);

const wooLineTax = z.object({ id: whole, total: z.unknown().optional(), subtotal: z.unknown().optional() });

export const wooOrder = z.object({
  id,
  number: z.union([z.string(), z.number()]).transform(String),
  order_key: z.string(),
  status: z.string(),
  currency: z.string(),
  date_created: z.string(),
  date_created_gmt: z.string().nullish(),
  date_paid_gmt: z.string().nullish(),
  date_completed_gmt: z.string().nullish(),
  discount_total: amount,
  shipping_total: amount,
  shipping_tax: amount,
  cart_tax: amount,
  total: amount,
  total_tax: amount,
  customer_id: whole,
  billing: wooAddress,
  shipping: wooAddress,
  payment_method: text,
  payment_method_title: text,
  transaction_id: text,
  customer_note: text,
  meta_data: z.array(wooMeta).nullish(),
  line_items: z.array(
    z.object({
      id: whole,
      name: text,
      product_id: whole,
      variation_id: whole.nullish(),
      quantity: whole,
      subtotal: amount,
      total: amount,
      total_tax: amount,
      taxes: z.array(wooLineTax).nullish(),
      sku: text,
      meta_data: z
        .array(z.object({ key: z.unknown().optional(), value: z.unknown().optional(), display_value: z.unknown().optional() }))
        .nullish(),
    }),
  ),
  shipping_lines: z.array(
    z.object({
      id: whole,
      method_title: text,
      method_id: text,
      instance_id: z.union([z.string(), z.number()]).nullish(),
      total: amount,
      total_tax: amount,
      taxes: z.array(wooLineTax).nullish(),
    }),
  ),
  tax_lines: z
    .array(z.object({ rate_id: whole, label: text, rate_percent: z.number().nullish(), tax_total: amount, shipping_tax_total: amount }))
    .nullish(),
});
export const wooOrderList = z.array(wooOrder);

export type WooShippingZone = z.output<typeof wooShippingZone>;
export type WooShippingMethod = z.output<typeof wooShippingMethod>;
export type WooTaxRate = z.output<typeof wooTaxRate>;
export type WooOrder = z.output<typeof wooOrder>;
