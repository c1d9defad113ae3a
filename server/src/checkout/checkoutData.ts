/**
 * The store's slow-changing checkout data (zones and their methods, tax rates, tax settings) on the
 * shared cache for a few minutes: every quote needs them, and a shop owner's change shows within the TTL.
 */
import type { Cache } from '../ports/cache';
import type { CountryStates, StoreCountries } from '../domain/addressStates';
import type { ShippingMethodOption } from '../domain/shippingMethods';
import type { ShippingZone } from '../domain/shippingZones';
import type { ShippingLocationSettings } from '../domain/shipToCountries';
import type { TaxRate, TaxSettings } from '../domain/tax';
import type { WooCheckout } from '../woo/checkout';

export const CHECKOUT_DATA_TTL_MS = 5 * 60 * 1000;

export type CheckoutStore = Pick<
  WooCheckout,
  'shippingZones' | 'zoneMethods' | 'taxRates' | 'taxSettings' | 'gatewayEnabled' | 'gateways' | 'countries' | 'shippingLocations'
>;

export class CheckoutData {
  constructor(
    private readonly store: CheckoutStore,
    private readonly cache: Cache,
  ) {}

  zones(): Promise<ShippingZone[]> {
    return this.cache.getOrLoad('zones', CHECKOUT_DATA_TTL_MS, () => this.store.shippingZones());
  }

  zoneMethods(zoneId: number): Promise<ShippingMethodOption[]> {
    return this.cache.getOrLoad(`methods:${zoneId}`, CHECKOUT_DATA_TTL_MS, () => this.store.zoneMethods(zoneId));
  }

  /** The countries the store knows and their states (data/countries, one read for both). */
  private countries(): Promise<StoreCountries> {
    return this.cache.getOrLoad('countries', CHECKOUT_DATA_TTL_MS, () => this.store.countries());
  }

  /** The states of the countries that have some (data/countries), by country code. */
  async countryStates(): Promise<CountryStates> {
    return (await this.countries()).states;
  }

  /** Where the store sells and ships (its general settings). */
  shippingLocations(): Promise<ShippingLocationSettings> {
    return this.cache.getOrLoad('shipping-locations', CHECKOUT_DATA_TTL_MS, () => this.store.shippingLocations());
  }

  /** The codes of the countries the store knows (data/countries). */
  async countryCodes(): Promise<readonly string[]> {
    return (await this.countries()).codes;
  }

  taxRates(): Promise<TaxRate[]> {
    return this.cache.getOrLoad('taxes', CHECKOUT_DATA_TTL_MS, () => this.store.taxRates());
  }

  taxSettings(): Promise<TaxSettings> {
    // Versioned: a replica of an older release may have kept the settings in a shape with fewer fields.
    return this.cache.getOrLoad('tax-settings:v2', CHECKOUT_DATA_TTL_MS, () => this.store.taxSettings());
  }

  /**
   * The title the store gives gateway `id` (its own setting, "Carte bancaire"): what orders record as
   * their payment method, as WooCommerce's own checkout does. The id when the store does not list it.
   */
  async gatewayTitle(id: string): Promise<string> {
    const gateways = await this.cache.getOrLoad('gateways', CHECKOUT_DATA_TTL_MS, () => this.store.gateways());
    return gateways.find((gateway) => gateway.id === id)?.title || id;
  }

  /** Read fresh: a disabled gateway must stop payments at once. */
  gatewayEnabled(id: string): Promise<boolean> {
    return this.store.gatewayEnabled(id);
  }

  async invalidate(): Promise<void> {
    await this.cache.deleteByPrefix('');
  }
}
