/**
 * The "tax" settings group of WooCommerce 9.9 (WooCommerce › Settings › Tax › Tax options), in its
 * order: what GET /settings/tax lists. The section title and end, and the React mount points, have no
 * setting type the API answers and are left out as WooCommerce leaves them out.
 */
import type { SettingDefinition } from './definition';

const PRICE_DISPLAY = { incl: 'Including tax', excl: 'Excluding tax' } as const;

export const TAX_SETTINGS: readonly SettingDefinition[] = [
  {
    id: 'woocommerce_prices_include_tax',
    label: 'Prices entered with tax',
    description: '',
    type: 'radio',
    default: 'no',
    options: { yes: 'Yes, I will enter prices inclusive of tax', no: 'No, I will enter prices exclusive of tax' },
    tip: 'This option is important as it will affect how you input prices. If you select "Yes", enter prices including your base location\'s tax rate, the baseline for tax calculations. Changing this option will not update existing products.',
  },
  {
    id: 'woocommerce_tax_based_on',
    label: 'Calculate tax based on',
    description: '',
    type: 'select',
    default: 'shipping',
    options: { shipping: 'Customer shipping address', billing: 'Customer billing address', base: 'Shop base address' },
    tip: 'This option determines which address is used to calculate tax.',
  },
  {
    id: 'woocommerce_shipping_tax_class',
    label: 'Shipping tax class',
    description: 'Optionally control which tax class shipping gets, or leave it so shipping tax is based on the cart items themselves.',
    type: 'select',
    default: 'inherit',
    options: {
      inherit: 'Shipping tax class based on cart items',
      '': 'Standard',
      'reduced-rate': 'Reduced rate',
      'zero-rate': 'Zero rate',
    },
    tip: 'Optionally control which tax class shipping gets, or leave it so shipping tax is based on the cart items themselves.',
  },
  {
    id: 'woocommerce_tax_round_at_subtotal',
    label: 'Rounding',
    description: 'Round tax at subtotal level, instead of rounding per line',
    type: 'checkbox',
    default: 'no',
  },
  {
    id: 'woocommerce_tax_classes',
    label: 'Additional tax classes',
    description: '',
    type: 'textarea',
    default: '',
    tip: 'List additional tax classes you need below (1 per line, e.g. Reduced Rates). These are in addition to "Standard rate" which exists by default.',
  },
  {
    id: 'woocommerce_tax_display_shop',
    label: 'Display prices in the shop',
    description: '',
    type: 'select',
    default: 'excl',
    options: PRICE_DISPLAY,
  },
  {
    id: 'woocommerce_tax_display_cart',
    label: 'Display prices during cart and checkout',
    description: '',
    type: 'select',
    default: 'excl',
    options: PRICE_DISPLAY,
  },
  {
    id: 'woocommerce_price_display_suffix',
    label: 'Price display suffix',
    description: '',
    type: 'text',
    default: '',
    tip: 'Define text to show after your product prices. This could be, for example, "inc. Vat" to explain your pricing. You can also have prices substituted here using one of the following: {price_including_tax}, {price_excluding_tax}.',
  },
  {
    id: 'woocommerce_tax_total_display',
    label: 'Display tax totals',
    description: '',
    type: 'select',
    default: 'itemized',
    options: { single: 'As a single total', itemized: 'Itemized' },
  },
];
