/**
 * The request's way of showing prices (domain/priceDisplay.ts): the store's tax settings and rates, read
 * through the checkout's shared cache (a few minutes), with the display currency and the shopper's
 * destination. Every displayed price (catalog, cart, shipping, checkout, orders) is made by it.
 */
import type { DisplayCurrency } from '../domain/money';
import { priceDisplay, type PriceDisplay, type TaxRules } from '../domain/priceDisplay';
import type { TaxLocation, TaxRate, TaxSettings } from '../domain/tax';

/** Where the store's tax data comes from (the checkout's cached store reads). */
export interface TaxRulesSource {
  taxSettings(): Promise<TaxSettings>;
  taxRates(): Promise<TaxRate[]>;
}

export class PriceDisplays {
  constructor(private readonly source: TaxRulesSource) {}

  /** The store's tax settings and rates. */
  async rules(): Promise<TaxRules> {
    const [settings, rates] = await Promise.all([this.source.taxSettings(), this.source.taxRates()]);
    return { settings, rates };
  }

  /**
   * Whether the cart, the checkout and orders show amounts with their VAT (woocommerce_tax_display_cart
   * "incl"; with taxes off, as prices are entered).
   */
  async cartIncludesTax(): Promise<boolean> {
    const settings = await this.source.taxSettings();
    return settings.enabled ? settings.displayCart === 'incl' : settings.pricesIncludeTax;
  }

  /** Prices in `currency` for a shopper whose order goes to `destination` (null: not known yet, the shop's address). */
  async display(currency: DisplayCurrency, destination: TaxLocation | null): Promise<PriceDisplay> {
    return priceDisplay({ rules: await this.rules(), currency, destination });
  }
}
