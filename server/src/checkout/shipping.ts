/** Where the shop ships and how: the shippable countries, and a destination's zone and methods. */
import type { Language } from '../domain/catalog';
import type { ShippingMethodOption } from '../domain/shippingMethods';
import { shippableCountryCodes, zoneForDestination, type Destination, type ShippingZone } from '../domain/shippingZones';
import type { CheckoutData } from './checkoutData';
import { isCountryCode, sortByName } from './countries';

export interface DestinationMethods {
  zone: ShippingZone | null;
  methods: ShippingMethodOption[];
}

export class ShippingService {
  constructor(private readonly data: CheckoutData) {}

  /** Shippable countries, named and sorted in `language`. */
  async countries(language: Language): Promise<{ code: string; name: string }[]> {
    const codes = shippableCountryCodes(await this.data.zones()).filter(isCountryCode);
    return sortByName(codes, language);
  }

  async isShippable(country: string): Promise<boolean> {
    return shippableCountryCodes(await this.data.zones()).includes(country.trim().toUpperCase());
  }

  /** The destination's zone and its enabled methods (none when no zone matches). */
  async methodsFor(destination: Destination): Promise<DestinationMethods> {
    const zone = zoneForDestination(await this.data.zones(), destination);
    return { zone, methods: zone ? await this.data.zoneMethods(zone.id) : [] };
  }
}
