/**
 * wc_get_price_to_display for the shop's pages, as the REST API's price_html renders it: there is no
 * customer in a REST request, so prices are taxed at the shop's address (woocommerce_default_customer_address
 * "base"). Prices entered before tax and shown with it get the base rates' taxes added (each rounded to
 * cents unless taxes are rounded at the subtotal); entered with tax and shown without, the included
 * taxes are taken out. With taxes off, or an item that is not taxable, the price is shown as entered.
 * Also WC_Product::get_price_suffix's text (woocommerce_price_display_suffix).
 */
import type { Db } from '../db/open';
import { phpRound } from '../numbers';
import { optionValue, readStoreSettings } from '../settings/storeSettings';
import { calcExclusiveTax, calcInclusiveTax, sumTaxes } from './calcTax';
import { findRates } from './findRates';

/** What a price's display depends on: the item's tax status and class (a variation's "parent" resolved). */
export interface TaxedItem {
  taxStatus: string;
  taxClass: string;
}

export interface ShopPriceDisplay {
  /** The price as the shop shows it (woocommerce_tax_display_shop). */
  toDisplay(price: number, item: TaxedItem): number;
  /** wc_get_price_including_tax / wc_get_price_excluding_tax at the shop's address. */
  including(price: number, item: TaxedItem): number;
  excluding(price: number, item: TaxedItem): number;
  /** The suffix's text with its placeholders, or '' when the store shows none for this item. */
  suffix: string;
  taxesOn: boolean;
}

export function shopPriceDisplay(db: Db): ShopPriceDisplay {
  const settings = readStoreSettings(db);
  const taxesOn = optionValue(db, 'woocommerce_calc_taxes') === 'yes';
  const showIncl = optionValue(db, 'woocommerce_tax_display_shop') === 'incl';
  const roundTax = (tax: number) =>
    settings.roundTaxAtSubtotal ? tax : phpRound(tax, 2, settings.pricesIncludeTax ? 'half-down' : 'half-up');
  const rates = (item: TaxedItem) => findRates(db, settings.base, item.taxClass);
  const taxable = (item: TaxedItem) => taxesOn && item.taxStatus === 'taxable';
  const including = (price: number, item: TaxedItem): number => {
    // Entered with tax and taxed at the shop's own address: the price is shown as entered.
    if (!taxable(item) || settings.pricesIncludeTax) return price;
    const taxes = [...calcExclusiveTax(price, rates(item)).values()].map(roundTax);
    return phpRound(price + taxes.reduce((sum, tax) => sum + tax, 0), 2);
  };
  const excluding = (price: number, item: TaxedItem): number =>
    taxable(item) && settings.pricesIncludeTax ? price - sumTaxes(calcInclusiveTax(price, rates(item))) : price;
  return {
    toDisplay: (price, item) => (showIncl ? including(price, item) : excluding(price, item)),
    including,
    excluding,
    suffix: optionValue(db, 'woocommerce_price_display_suffix'),
    taxesOn,
  };
}
