/**
 * The WooCommerce options the store's behaviour depends on, read from the options table on every use
 * (a test, or an operator, may change one while the store runs), with WooCommerce's defaults when unset.
 */
import type { Db } from '../db/open';
import { getOption } from '../db/schema';
import { generalSettings } from './generalSettings';
import { TAX_SETTINGS } from './taxSettings';

export interface TaxLocation {
  country: string;
  state: string;
  postcode: string;
  city: string;
}

export interface StoreSettings {
  /** woocommerce_prices_include_tax: catalogue prices are entered with the base location's taxes. */
  pricesIncludeTax: boolean;
  taxBasedOn: 'shipping' | 'billing' | 'base';
  /** woocommerce_shipping_tax_class: `inherit` (from the items) or a class slug ('' is standard). */
  shippingTaxClass: string;
  roundTaxAtSubtotal: boolean;
  /** The shop's address (woocommerce_default_country "FR" or "US:CA", postcode, city). */
  base: TaxLocation;
  currency: string;
  /** woocommerce_price_decimal_sep: wc_format_decimal reads it as the decimal point of posted amounts. */
  decimalSeparator: string;
  manageStock: boolean;
}

/** Defaults of options no REST group lists here (WooCommerce's get_option defaults). */
const OTHER_DEFAULTS: Readonly<Record<string, string>> = { woocommerce_manage_stock: 'yes' };

const DEFAULTS: Readonly<Record<string, string>> = {
  ...Object.fromEntries([...TAX_SETTINGS, ...generalSettings('')].map((setting) => [setting.id, setting.default])),
  ...OTHER_DEFAULTS,
};

/** An option's value, or WooCommerce's default for it. */
export function optionValue(db: Db, id: string): string {
  return getOption(db, id) ?? DEFAULTS[id] ?? '';
}

export function readStoreSettings(db: Db): StoreSettings {
  const [country = '', state = ''] = optionValue(db, 'woocommerce_default_country').split(':');
  const taxBasedOn = optionValue(db, 'woocommerce_tax_based_on');
  return {
    pricesIncludeTax: optionValue(db, 'woocommerce_prices_include_tax') === 'yes',
    taxBasedOn: taxBasedOn === 'billing' || taxBasedOn === 'base' ? taxBasedOn : 'shipping',
    shippingTaxClass: optionValue(db, 'woocommerce_shipping_tax_class'),
    roundTaxAtSubtotal: optionValue(db, 'woocommerce_tax_round_at_subtotal') === 'yes',
    base: {
      country,
      state,
      postcode: optionValue(db, 'woocommerce_store_postcode'),
      city: optionValue(db, 'woocommerce_store_city'),
    },
    currency: optionValue(db, 'woocommerce_currency'),
    decimalSeparator: optionValue(db, 'woocommerce_price_decimal_sep'),
    manageStock: optionValue(db, 'woocommerce_manage_stock') === 'yes',
  };
}
