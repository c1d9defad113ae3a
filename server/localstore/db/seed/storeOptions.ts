/**
 * The shop's WooCommerce settings: a French shop in Paris selling in euros, prices entered with VAT,
 * tax computed on the shipping address, stock managed. Written on every start without overwriting:
 * an option a test or an operator changed keeps its value, one added by a later version appears.
 */
import { countries } from 'countries-list';
import type { Db } from '../open';

/**
 * Where the shop ships (woocommerce_specific_ship_to_countries, a multiselect stored as a JSON array):
 * the countries its zones name (Europe, Cyprus, the United States, Canada). Its rest-of-the-world
 * zone has a rate, so without this list WooCommerce would ship everywhere.
 */
export const SHIP_TO_COUNTRIES: readonly string[] = [
  ...Object.entries(countries)
    .filter(([, country]) => country.continent === 'EU')
    .map(([code]) => code),
  'CY',
  'US',
  'CA',
].sort();

export const STORE_OPTIONS: Readonly<Record<string, string>> = {
  woocommerce_store_address: '1 Rue de Rivoli',
  woocommerce_store_address_2: '',
  woocommerce_store_city: 'Paris',
  woocommerce_default_country: 'FR',
  woocommerce_store_postcode: '75001',
  woocommerce_allowed_countries: 'all',
  woocommerce_all_except_countries: '',
  woocommerce_specific_allowed_countries: '',
  woocommerce_ship_to_countries: 'specific',
  woocommerce_specific_ship_to_countries: JSON.stringify(SHIP_TO_COUNTRIES),
  woocommerce_default_customer_address: 'base',
  woocommerce_calc_taxes: 'yes',
  woocommerce_enable_coupons: 'yes',
  woocommerce_calc_discounts_sequentially: 'no',
  woocommerce_currency: 'EUR',
  woocommerce_currency_pos: 'right_space',
  // As price_html renders amounts (serialize/money.ts): 1 299,00 €.
  woocommerce_price_thousand_sep: ' ',
  woocommerce_price_decimal_sep: ',',
  woocommerce_price_num_decimals: '2',
  woocommerce_prices_include_tax: 'yes',
  woocommerce_tax_based_on: 'shipping',
  woocommerce_shipping_tax_class: 'inherit',
  woocommerce_tax_round_at_subtotal: 'no',
  woocommerce_tax_display_shop: 'incl',
  woocommerce_tax_display_cart: 'incl',
  woocommerce_price_display_suffix: '',
  woocommerce_tax_total_display: 'itemized',
  woocommerce_manage_stock: 'yes',
};

/** Adds the options the database does not have yet; returns how many. */
export function seedStoreOptions(db: Db): number {
  const insert = db.prepare('INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT(name) DO NOTHING');
  return db.transaction(() => Object.entries(STORE_OPTIONS).reduce((added, [name, value]) => added + insert.run(name, value).changes, 0))();
}
