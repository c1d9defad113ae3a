/** Where the shop ships and how: the shippable countries, and a destination's zone and methods. */
import { statesOf, type CountryState, type CountryStates } from '../domain/addressStates';
import type { Language } from '../domain/catalog';
import type { PricedLine } from '../domain/cart';
import { cartTotals } from '../domain/cartTotals';
import { freeShippingMinimum, freeShippingProgress, type FreeShippingProgress } from '../domain/freeShipping';
import { BASE_DISPLAY, type DisplayCurrency } from '../domain/money';
import { priceDisplay, type TaxRules } from '../domain/priceDisplay';
import type { TaxLocation } from '../domain/tax';
import type { ShippingMethodOption } from '../domain/shippingMethods';
import { shippableCountryCodes, zoneForDestination, type Destination, type ShippingZone } from '../domain/shippingZones';
import { shipToCountries } from '../domain/shipToCountries';
import type { CheckoutData } from './checkoutData';
import { isCountryCode, sortByName } from './countries';

export interface DestinationMethods {
  zone: ShippingZone | null;
  methods: ShippingMethodOption[];
}

export class ShippingService {
  constructor(private readonly data: CheckoutData) {}

  /** Shippable countries, named and sorted in `language`, each with its states sorted by name (none for most). */
  async countries(language: Language): Promise<{ code: string; name: string; states: CountryState[] }[]> {
    const [codes, states] = await Promise.all([this.shippableCountries(), this.countryStates()]);
    const locale = language === 'EN' ? 'en' : 'fr';
    return sortByName(codes.filter(isCountryCode), language).map((country) => ({
      ...country,
      states: [...statesOf(states, country.code)].sort((a, b) => a.name.localeCompare(b.name, locale)),
    }));
  }

  /** The states of the countries that have some, as the store lists them (data/countries). */
  countryStates(): Promise<CountryStates> {
    return this.data.countryStates();
  }

  async isShippable(country: string): Promise<boolean> {
    return (await this.shippableCountries()).includes(country.trim().toUpperCase());
  }

  /**
   * The codes of the countries the checkout offers: those the store's settings let it ship to
   * (shipToCountries.ts) where some zone, zone 0 included, gives an address an enabled method.
   */
  private async shippableCountries(): Promise<string[]> {
    const [locations, known] = await Promise.all([this.data.shippingLocations(), this.data.countryCodes()]);
    const shipTo = shipToCountries(locations, known);
    // Shipping disabled: WooCommerce's zone routes then answer 404, and nothing ships anyway.
    if (shipTo.length === 0) return [];
    const zones = await this.data.zones();
    const methods = await Promise.all(zones.map(async (zone) => ((await this.data.zoneMethods(zone.id)).length > 0 ? [zone.id] : [])));
    return shippableCountryCodes(zones, new Set(methods.flat()), shipTo);
  }

  /** The destination's zone and its enabled methods (none when no zone matches). */
  async methodsFor(destination: Destination): Promise<DestinationMethods> {
    const zone = zoneForDestination(await this.data.zones(), destination);
    return { zone, methods: zone ? await this.data.zoneMethods(zone.id) : [] };
  }

  /**
   * The lowest items amount (base currency) that ships free to `destination` (its zone's free-shipping
   * method), or null when its zone has none an amount can reach. From the cached zones and methods.
   */
  async freeShippingMinimum(destination: Destination): Promise<number | null> {
    return freeShippingMinimum((await this.methodsFor(destination)).methods);
  }

  /**
   * How far priced cart lines are from free shipping to `destination` (the shop's own zone before the
   * shopper says where): the items as the cart shows them, in the base currency, against the minimum,
   * as the checkout decides it; the amounts in `currency`. Null when that zone has no free shipping.
   */
  async freeShippingProgress(
    lines: readonly PricedLine[],
    rules: TaxRules,
    destination: TaxLocation | null,
    currency: DisplayCurrency,
  ): Promise<FreeShippingProgress | null> {
    const minimum = await this.freeShippingMinimum(destination ?? rules.settings.base);
    if (minimum === null) return null;
    const itemsShownBase = cartTotals(lines, priceDisplay({ rules, currency: BASE_DISPLAY, destination })).subtotal.amount;
    return freeShippingProgress(minimum, itemsShownBase, currency);
  }
}
