/**
 * The "general" settings group of WooCommerce 9.9 as the recorded store lists it
 * (37-settings-general.json): ids, labels, descriptions, tips and the small option lists verbatim.
 * The long lists are built here instead of copied: countries from i18n-iso-countries (WooCommerce's own
 * names differ for a few, and its "Country - State" entries are left out), currencies from Intl (with
 * the store currency's symbol in every label, as the recorded store with WOOCS shows them).
 */
import countries from 'i18n-iso-countries';
import type { SettingDefinition } from './definition';

const countryNames = (): Record<string, string> =>
  Object.fromEntries(Object.entries(countries.getNames('en')).sort(([, a], [, b]) => a.localeCompare(b, 'en')));

function currencyOptions(symbolHtml: string): Record<string, string> {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return Object.fromEntries(
    Intl.supportedValuesOf('currency').map((code) => [code, `${names.of(code) ?? code} (${symbolHtml}) — ${code}`]),
  );
}

/** The group's settings; `storeSymbolHtml` is the store currency's symbol as WooCommerce writes it (`&euro;`). */
export function generalSettings(storeSymbolHtml: string): SettingDefinition[] {
  const countryList = countryNames();
  return [
    {
      id: 'woocommerce_store_address',
      label: 'Address line 1',
      description: 'The street address for your business location.',
      type: 'text',
      default: '',
      tip: 'The street address for your business location.',
    },
    {
      id: 'woocommerce_store_address_2',
      label: 'Address line 2',
      description: 'An additional, optional address line for your business location.',
      type: 'text',
      default: '',
      tip: 'An additional, optional address line for your business location.',
    },
    {
      id: 'woocommerce_store_city',
      label: 'City',
      description: 'The city in which your business is located.',
      type: 'text',
      default: '',
      tip: 'The city in which your business is located.',
    },
    {
      id: 'woocommerce_default_country',
      label: 'Country / State',
      description: 'The country and state or province, if any, in which your business is located.',
      type: 'single_select_country',
      default: 'US:CA',
      options: countryList,
      tip: 'The country and state or province, if any, in which your business is located.',
    },
    {
      id: 'woocommerce_store_postcode',
      label: 'Postcode / ZIP',
      description: 'The postal code, if any, in which your business is located.',
      type: 'text',
      default: '',
      tip: 'The postal code, if any, in which your business is located.',
    },
    {
      id: 'woocommerce_allowed_countries',
      label: 'Selling location(s)',
      description: 'This option lets you limit which countries you are willing to sell to.',
      type: 'select',
      default: 'all',
      options: {
        all: 'Sell to all countries',
        all_except: 'Sell to all countries, except for&hellip;',
        specific: 'Sell to specific countries',
      },
      tip: 'This option lets you limit which countries you are willing to sell to.',
    },
    {
      id: 'woocommerce_all_except_countries',
      label: 'Sell to all countries, except for&hellip;',
      description: '',
      type: 'multi_select_countries',
      default: '',
      options: countryList,
    },
    {
      id: 'woocommerce_specific_allowed_countries',
      label: 'Sell to specific countries',
      description: '',
      type: 'multi_select_countries',
      default: '',
      options: countryList,
    },
    {
      id: 'woocommerce_ship_to_countries',
      label: 'Shipping location(s)',
      description: 'Choose which countries you want to ship to, or choose to ship to all locations you sell to.',
      type: 'select',
      default: '',
      options: {
        '': 'Ship to all countries you sell to',
        all: 'Ship to all countries',
        specific: 'Ship to specific countries only',
        disabled: 'Disable shipping &amp; shipping calculations',
      },
      tip: 'Choose which countries you want to ship to, or choose to ship to all locations you sell to.',
    },
    {
      id: 'woocommerce_specific_ship_to_countries',
      label: 'Ship to specific countries',
      description: '',
      type: 'multi_select_countries',
      default: '',
      options: countryList,
    },
    {
      id: 'woocommerce_default_customer_address',
      label: 'Default customer location',
      description: '',
      type: 'select',
      default: 'base',
      options: {
        '': 'No location by default',
        base: 'Shop country/region',
        geolocation: 'Geolocate',
        geolocation_ajax: 'Geolocate (with page caching support)',
      },
      tip: 'This option determines a customers default location. The MaxMind GeoLite Database will be periodically downloaded to your wp-content directory if using geolocation.',
    },
    {
      id: 'woocommerce_calc_taxes',
      label: 'Enable taxes',
      description: 'Enable tax rates and calculations',
      type: 'checkbox',
      default: 'no',
      tip: 'Rates will be configurable and taxes will be calculated during checkout.',
    },
    {
      id: 'woocommerce_enable_coupons',
      label: 'Enable coupons',
      description: 'Enable the use of coupon codes',
      type: 'checkbox',
      default: 'yes',
      tip: 'Coupons can be applied from the cart and checkout pages.',
    },
    {
      id: 'woocommerce_calc_discounts_sequentially',
      label: '',
      description: 'Calculate coupon discounts sequentially',
      type: 'checkbox',
      default: 'no',
      tip: 'When applying multiple coupons, apply the first coupon to the full price and the second coupon to the discounted price and so on.',
    },
    {
      id: 'woocommerce_currency',
      label: 'Currency',
      description: 'This controls what currency prices are listed at in the catalog and which currency gateways will take payments in.',
      type: 'select',
      default: 'USD',
      options: currencyOptions(storeSymbolHtml),
      tip: 'This controls what currency prices are listed at in the catalog and which currency gateways will take payments in.',
    },
    {
      id: 'woocommerce_currency_pos',
      label: 'Currency position',
      description: 'This controls the position of the currency symbol.',
      type: 'select',
      default: 'left',
      options: { left: 'Left', right: 'Right', left_space: 'Left with space', right_space: 'Right with space' },
      tip: 'This controls the position of the currency symbol.',
    },
    {
      id: 'woocommerce_price_thousand_sep',
      label: 'Thousand separator',
      description: 'This sets the thousand separator of displayed prices.',
      type: 'text',
      default: ',',
      tip: 'This sets the thousand separator of displayed prices.',
    },
    {
      id: 'woocommerce_price_decimal_sep',
      label: 'Decimal separator',
      description: 'This sets the decimal separator of displayed prices.',
      type: 'text',
      default: '.',
      tip: 'This sets the decimal separator of displayed prices.',
    },
    {
      id: 'woocommerce_price_num_decimals',
      label: 'Number of decimals',
      description: 'This sets the number of decimal points shown in displayed prices.',
      type: 'number',
      default: '2',
      tip: 'This sets the number of decimal points shown in displayed prices.',
    },
  ];
}
