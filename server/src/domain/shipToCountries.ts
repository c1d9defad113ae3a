/**
 * The countries WooCommerce lets a shop ship to, from its general settings (WC_Countries::
 * get_shipping_countries over get_allowed_countries): `woocommerce_ship_to_countries` '' ships where the
 * shop sells (`woocommerce_allowed_countries`: 'all', 'all_except' minus `woocommerce_all_except_countries`,
 * 'specific' only `woocommerce_specific_allowed_countries`), 'all' everywhere, 'specific' only
 * `woocommerce_specific_ship_to_countries`, 'disabled' nowhere. Pure: woo/ reads the settings.
 */

/** The store's selling and shipping locations, as its general settings hold them. */
export interface ShippingLocationSettings {
  /** woocommerce_allowed_countries. */
  sellTo: 'all' | 'all_except' | 'specific';
  /** woocommerce_all_except_countries (read when sellTo is 'all_except'). */
  sellToAllExcept: readonly string[];
  /** woocommerce_specific_allowed_countries (read when sellTo is 'specific'). */
  sellToSpecific: readonly string[];
  /** woocommerce_ship_to_countries: '' is "ship to all countries you sell to". */
  shipTo: '' | 'all' | 'specific' | 'disabled';
  /** woocommerce_specific_ship_to_countries (read when shipTo is 'specific'). */
  shipToSpecific: readonly string[];
}

/** WooCommerce's defaults: sell to and ship to all countries. */
export const DEFAULT_SHIPPING_LOCATIONS: ShippingLocationSettings = {
  sellTo: 'all',
  sellToAllExcept: [],
  sellToSpecific: [],
  shipTo: '',
  shipToSpecific: [],
};

const upper = (codes: readonly string[]): Set<string> => new Set(codes.map((code) => code.trim().toUpperCase()));

/** The countries the shop sells to, among `storeCountries` (the store's own country list), in its order. */
export function sellingCountries(settings: ShippingLocationSettings, storeCountries: readonly string[]): string[] {
  if (settings.sellTo === 'all_except') {
    const except = upper(settings.sellToAllExcept);
    return storeCountries.filter((code) => !except.has(code));
  }
  if (settings.sellTo === 'specific') {
    const only = upper(settings.sellToSpecific);
    return storeCountries.filter((code) => only.has(code));
  }
  return [...storeCountries];
}

/** The countries the shop ships to, among `storeCountries`, in its order (none when shipping is disabled). */
export function shipToCountries(settings: ShippingLocationSettings, storeCountries: readonly string[]): string[] {
  switch (settings.shipTo) {
    case 'disabled':
      return [];
    case 'all':
      return [...storeCountries];
    case 'specific': {
      const only = upper(settings.shipToSpecific);
      return storeCountries.filter((code) => only.has(code));
    }
    default:
      return sellingCountries(settings, storeCountries);
  }
}
