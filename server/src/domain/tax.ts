/**
 * VAT as the store computes it (WooCommerce's WC_Tax): which rates apply to an address, the tax on an
 * amount excluding tax, and the part of a tax-inclusive amount that is tax. Pure functions.
 *
 * Rules of the shop (spec section 5): a rate applies only when its country matches; a postcode pattern
 * (with `*`) must match; rates with an empty country are ignored. As in WooCommerce, only the first
 * matching rate of each priority applies, and compound rates are computed on top of the others.
 */
import { postcodeMatches } from './postcodes';
import { normalizeCountry } from './shippingZones';
import { roundHalf, roundMoney } from './money';

export interface TaxRate {
  id: number;
  /** ISO code; empty in the store means "any country", which the shop ignores. */
  country: string;
  state: string;
  postcodes: readonly string[];
  cities: readonly string[];
  /** Percent (20 for 20 %). */
  rate: number;
  name: string;
  priority: number;
  compound: boolean;
  /** Whether the rate applies to shipping. */
  shipping: boolean;
  order: number;
  /** The tax class: "standard" for the products' usual class. */
  taxClass: string;
}

export interface TaxLocation {
  country: string;
  state?: string | null;
  postcode?: string | null;
  city?: string | null;
}

/** A tax at one rate. */
export interface RateTax {
  rateId: number;
  amount: number;
}

/** Whether the store shows prices with their taxes (`incl`) or without (`excl`). */
export type TaxDisplayMode = 'incl' | 'excl';

/** The store's tax settings (WooCommerce's `settings/general` and `settings/tax` groups). */
export interface TaxSettings {
  /** Whether taxes are computed at all (woocommerce_calc_taxes). */
  enabled: boolean;
  /** Whether catalog prices and shipping costs are entered with tax (woocommerce_prices_include_tax). */
  pricesIncludeTax: boolean;
  /** The shop's base country: its rates apply when no destination is known yet. */
  baseCountry: string;
  /** The shop's address (woocommerce_default_country, woocommerce_store_postcode and _city): where a price is taxed before a destination is known. */
  base: TaxLocation;
  /** Which address taxes follow (woocommerce_tax_based_on); `base` taxes every order at the shop. */
  taxBasedOn: 'shipping' | 'billing' | 'base';
  /** How the shop's pages show product prices (woocommerce_tax_display_shop). */
  displayShop: TaxDisplayMode;
  /** How the cart, the checkout and orders show amounts (woocommerce_tax_display_cart). */
  displayCart: TaxDisplayMode;
  /** Taxes rounded once on the subtotal instead of per line (woocommerce_tax_round_at_subtotal). */
  roundAtSubtotal: boolean;
  /**
   * Text shown after product prices (woocommerce_price_display_suffix), tags removed; it may name
   * `{price_including_tax}` and `{price_excluding_tax}`. Empty when the store has none.
   */
  priceSuffix: string;
}

/** How the store rounds a tax: the part of the settings WooCommerce's wc_round_tax_total reads. */
export type TaxRounding = Pick<TaxSettings, 'pricesIncludeTax' | 'roundAtSubtotal'>;

/**
 * WooCommerce's wc_round_tax_total: a tax rounded to cents, half down when prices are entered with tax
 * and half up otherwise (WC_TAX_ROUNDING_MODE "auto"); left at WooCommerce's 6 places when taxes are
 * rounded at the subtotal (the sum is rounded then).
 */
export function roundTax(value: number, rounding: TaxRounding): number {
  const precise = roundHalf(value, 6);
  return rounding.roundAtSubtotal ? precise : roundHalf(precise, 2, rounding.pricesIncludeTax ? 'half-down' : 'half-up');
}

function rateCovers(rate: TaxRate, location: TaxLocation): boolean {
  if (rate.country.trim() === '') return false;
  if (normalizeCountry(rate.country) !== normalizeCountry(location.country)) return false;
  if (rate.state.trim() !== '' && rate.state.toUpperCase() !== (location.state ?? '').toUpperCase()) return false;
  if (rate.postcodes.length > 0) {
    const postcode = location.postcode ?? '';
    if (postcode.trim() === '' || !rate.postcodes.some((pattern) => postcodeMatches(pattern, postcode, location.country))) return false;
  }
  if (rate.cities.length > 0) {
    const city = (location.city ?? '').trim().toUpperCase();
    if (!rate.cities.some((candidate) => candidate.trim().toUpperCase() === city)) return false;
  }
  return true;
}

/**
 * The rates that apply to `location` for a tax class: the first matching rate (by order, then id) of
 * each priority, priorities ascending, compound rates last.
 */
export function applicableRates(rates: readonly TaxRate[], location: TaxLocation, taxClass = 'standard'): TaxRate[] {
  const ordered = rates
    .filter((rate) => rate.taxClass === taxClass && rateCovers(rate, location))
    .sort((a, b) => a.priority - b.priority || a.order - b.order || a.id - b.id);
  const byPriority = new Map<number, TaxRate>();
  for (const rate of ordered) if (!byPriority.has(rate.priority)) byPriority.set(rate.priority, rate);
  const chosen = [...byPriority.values()];
  return [...chosen.filter((rate) => !rate.compound), ...chosen.filter((rate) => rate.compound)];
}

/** The rates that also tax shipping. */
export function shippingRates(rates: readonly TaxRate[]): TaxRate[] {
  return rates.filter((rate) => rate.shipping);
}

const HALF_UP_PER_LINE: TaxRounding = { pricesIncludeTax: false, roundAtSubtotal: false };

/**
 * Tax on an amount excluding tax, per rate, rounded as the store rounds (see `roundTax`: to cents per
 * line unless taxes are rounded at the subtotal). Compound rates apply to the amount plus the taxes
 * before them (WC_Tax::calc_exclusive_tax).
 */
export function taxesOnNet(net: number, rates: readonly TaxRate[], rounding: TaxRounding = HALF_UP_PER_LINE): RateTax[] {
  const simple = rates
    .filter((rate) => !rate.compound)
    .map((rate) => ({ rateId: rate.id, amount: roundTax((net * rate.rate) / 100, rounding) }));
  let base = net + simple.reduce((sum, tax) => sum + tax.amount, 0);
  const compound = rates
    .filter((rate) => rate.compound)
    .map((rate) => {
      const amount = roundTax((base * rate.rate) / 100, rounding);
      base += amount;
      return { rateId: rate.id, amount };
    });
  return [...simple, ...compound];
}

/**
 * The part of a tax-inclusive amount that is tax, at the rates given (non-compound rates share the
 * amount): gross x rate / (1 + rate) for one rate. Rounded to cents.
 */
export function includedTax(gross: number, rates: readonly TaxRate[]): number {
  const simple = rates.filter((rate) => !rate.compound).reduce((sum, rate) => sum + rate.rate, 0) / 100;
  const compoundFactor = rates.filter((rate) => rate.compound).reduce((factor, rate) => factor * (1 + rate.rate / 100), 1);
  const net = gross / ((1 + simple) * compoundFactor);
  return roundMoney(gross - net);
}

export function sumTaxes(taxes: readonly RateTax[]): number {
  return roundMoney(taxes.reduce((sum, tax) => sum + tax.amount, 0));
}

/** An amount as the order records it: the part excluding tax, and the taxes the store computes on it. */
export interface TaxedAmount {
  net: number;
  taxes: RateTax[];
  tax: number;
  /** net + tax: what the shopper pays for it. */
  gross: number;
}

/**
 * Splits what the shop asks for an amount into the order's net amount and its taxes. With prices
 * entered with tax, the shopper pays the entered price wherever the address is (WooCommerce with its
 * `woocommerce_adjust_non_base_location_prices` filter off: the shop's rule since the first checkout):
 * the net is the price less the tax included at the destination's rates. Without, the taxes of the
 * destination are added. Either way the taxes are then computed on the net, as the store will compute
 * them (rounded as it rounds), so the shown total is the store's to the cent.
 */
export function taxAmount(amount: number, rates: readonly TaxRate[], rounding: TaxRounding): TaxedAmount {
  const net = rounding.pricesIncludeTax ? roundMoney(amount - includedTax(amount, rates)) : roundMoney(amount);
  const taxes = taxesOnNet(net, rates, rounding);
  const tax = taxes.reduce((sum, part) => sum + part.amount, 0);
  return { net, taxes, tax: rounding.roundAtSubtotal ? roundHalf(tax, 6) : roundMoney(tax), gross: roundMoney(net + tax) };
}
