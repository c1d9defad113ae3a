/**
 * Prices as the store shows them: WooCommerce's wc_get_price_to_display (the shop's pages) and its cart
 * twin (cart, checkout, orders), for the store's own settings. A store that enters prices before tax
 * and shows them with tax (woocommerce_prices_include_tax "no", woocommerce_tax_display_* "incl") shows
 * Bastille's 149.00 as 178.80 in France; one entering them with tax shows what it entered. Amounts are
 * converted to the display currency first and taxed then, as the order is (its lines are created in the
 * display currency and the store taxes them). The one rule of the shop for displayed prices: resolvers
 * and the checkout call it; the browser only formats what it answers. Pure.
 */
import { money, roundMoney, type DisplayCurrency } from './money';
import { applicableRates, shippingRates, taxAmount, type TaxDisplayMode, type TaxLocation, type TaxRate, type TaxSettings } from './tax';

/** WooCommerce's tax_status: `shipping` taxes only the shipping of the item, `none` nothing. */
export type TaxStatus = 'taxable' | 'shipping' | 'none';

/** How an item is taxed: its tax status and class (`standard` for WooCommerce's empty class). */
export interface Taxability {
  taxStatus: TaxStatus;
  taxClass: string;
}

/** A taxable item of the standard class: WooCommerce's default for a product. */
export const STANDARD_TAXABLE: Taxability = { taxStatus: 'taxable', taxClass: 'standard' };

/** Everything a displayed price depends on besides the place and the currency: the store's settings and rates. */
export interface TaxRules {
  settings: TaxSettings;
  rates: readonly TaxRate[];
}

/**
 * Where a price is taxed, as WooCommerce's customer location decides it: the shopper's destination once
 * known, the shop's address before that (woocommerce_default_customer_address "base"), for a store taxing
 * at its base address, and for a pickup at the shop.
 */
export function taxLocationOf(settings: TaxSettings, destination: TaxLocation | null, pickup = false): TaxLocation {
  return !destination || pickup || settings.taxBasedOn === 'base' ? settings.base : destination;
}

/** The rates that tax an item at a location: none when taxes are off or the item is not taxable. */
export function itemTaxRates(rules: TaxRules, location: TaxLocation, item: Taxability = STANDARD_TAXABLE): TaxRate[] {
  if (!rules.settings.enabled || item.taxStatus !== 'taxable') return [];
  return applicableRates(rules.rates, location, item.taxClass);
}

/** The rates that tax a shipping cost at a location (the standard class's rates flagged for shipping). */
export function shippingTaxRates(rules: TaxRules, location: TaxLocation, taxable: boolean): TaxRate[] {
  return taxable ? shippingRates(itemTaxRates(rules, location)) : [];
}

/**
 * An amount (a unit price, or a line: price x quantity), already in the display currency, as the store
 * shows it with `mode`: WooCommerce's wc_get_price_including_tax (`incl`) or wc_get_price_excluding_tax
 * (`excl`). A price entered the way it is shown is shown as entered; otherwise the taxes of `rates` are
 * added (rounded as the store rounds) or the included tax taken out.
 */
export function displayedAmount(amount: number, rates: readonly TaxRate[], settings: TaxSettings, mode: TaxDisplayMode): number {
  if (rates.length === 0 || settings.pricesIncludeTax === (mode === 'incl')) return roundMoney(amount);
  const taxed = taxAmount(amount, rates, settings);
  return mode === 'incl' ? taxed.gross : taxed.net;
}

/** A piece of the store's price suffix: its own words, or an amount it names (`{price_including_tax}`). */
export type PriceSuffixPart = { text: string; amount?: undefined } | { amount: number; text?: undefined };

const SUFFIX_PLACEHOLDER = /\{price_(including|excluding)_tax\}/g;

/** A piece of a suffix template: its words, or the amount a placeholder names, with or without tax. */
export type SuffixTemplatePart = { text: string; placeholder?: undefined } | { placeholder: TaxDisplayMode; text?: undefined };

/**
 * A price suffix template (the store's, or its translation) cut into its words and its placeholders,
 * in order: "i.e. {price_excluding_tax} excl. VAT" is "i.e. ", the amount without tax, " excl. VAT".
 */
export function suffixTemplateParts(template: string): SuffixTemplatePart[] {
  const parts: SuffixTemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(SUFFIX_PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ placeholder: match[1] === 'including' ? 'incl' : 'excl' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** How one request shows prices: a currency, a place, and the store's rules. */
export interface PriceDisplay {
  currency: DisplayCurrency;
  /** Where prices are taxed: the destination given, else the shop's address. */
  location: TaxLocation;
  /** Whether the shop's pages show prices with tax (taxes on and woocommerce_tax_display_shop "incl"). */
  shopIncludesTax: boolean;
  /** Whether the cart, the checkout and orders show amounts with tax (woocommerce_tax_display_cart). */
  cartIncludesTax: boolean;
  /** A product's price (base currency) as the shop's pages show it: listings, product page, similar products, price filter. */
  shop(basePrice: number, item: Taxability): number;
  /** A price (base currency) times `quantity` as the cart shows it. */
  cart(basePrice: number, item: Taxability, quantity?: number): number;
  /** A shipping cost (base currency, as the store holds it) as the cart and checkout show it. */
  shipping(baseCost: number, taxable: boolean): number;
  /**
   * The store's price suffix after a product's price (WC_Product::get_price_suffix): null when it has
   * none, taxes are off or the item is not taxable.
   */
  suffix(basePrice: number, item: Taxability): PriceSuffixPart[] | null;
}

export interface PriceDisplayInput {
  rules: TaxRules;
  currency: DisplayCurrency;
  /** The shopper's destination once known; null: the shop's address. */
  destination: TaxLocation | null;
  /**
   * The store's price suffix template in the shopper's language (its translation, placeholders kept);
   * default: the store's own (settings.priceSuffix). Shown only where the store shows its suffix.
   */
  priceSuffix?: string;
}

export function priceDisplay({ rules, currency, destination, priceSuffix }: PriceDisplayInput): PriceDisplay {
  const { settings } = rules;
  const suffixTemplate = settings.priceSuffix.trim() === '' ? '' : (priceSuffix ?? settings.priceSuffix);
  const location = taxLocationOf(settings, destination);
  const ratesByClass = new Map<string, TaxRate[]>();
  const ratesOf = (item: Taxability): TaxRate[] => {
    if (!settings.enabled || item.taxStatus !== 'taxable') return [];
    const cached = ratesByClass.get(item.taxClass);
    if (cached) return cached;
    const rates = itemTaxRates(rules, location, item);
    ratesByClass.set(item.taxClass, rates);
    return rates;
  };
  const converted = (baseAmount: number) => money(baseAmount, currency).amount;
  const modeOf = (mode: TaxDisplayMode): TaxDisplayMode => (settings.enabled ? mode : settings.pricesIncludeTax ? 'incl' : 'excl');
  const shopMode = modeOf(settings.displayShop);
  const cartMode = modeOf(settings.displayCart);
  return {
    currency,
    location,
    shopIncludesTax: settings.enabled ? settings.displayShop === 'incl' : settings.pricesIncludeTax,
    cartIncludesTax: settings.enabled ? settings.displayCart === 'incl' : settings.pricesIncludeTax,
    shop: (basePrice, item) => displayedAmount(converted(basePrice), ratesOf(item), settings, shopMode),
    cart: (basePrice, item, quantity = 1) =>
      displayedAmount(roundMoney(converted(basePrice) * quantity), ratesOf(item), settings, cartMode),
    shipping: (baseCost, taxable) => displayedAmount(converted(baseCost), shippingTaxRates(rules, location, taxable), settings, cartMode),
    suffix(basePrice, item) {
      const rates = ratesOf(item);
      if (suffixTemplate.trim() === '' || !settings.enabled || item.taxStatus !== 'taxable') return null;
      const amount = converted(basePrice);
      return suffixTemplateParts(suffixTemplate).map((part): PriceSuffixPart =>
        part.placeholder === undefined ? { text: part.text } : { amount: displayedAmount(amount, rates, settings, part.placeholder) },
      );
    },
  };
}
