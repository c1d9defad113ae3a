/**
 * The store's checkout data: shipping zones and their methods, tax rates and tax settings, payment
 * gateways. Maps WooCommerce's JSON to the domain's types; nothing else knows its shape.
 */
import type { CountryState, StoreCountries } from '../domain/addressStates';
import type { ShippingZone, ZoneLocation, ZoneLocationType } from '../domain/shippingZones';
import { methodKind, shippingMethodId, type FreeShippingRequirement, type ShippingMethodOption } from '../domain/shippingMethods';
import { decode } from 'html-entities';
import type { z } from 'zod';
import type { TaxDisplayMode, TaxRate, TaxSettings } from '../domain/tax';
import type { ShippingLocationSettings } from '../domain/shipToCountries';
import { parsePrice } from '../domain/money';
import {
  wooPaymentGatewayList,
  wooSettingList,
  wooShippingMethodList,
  wooShippingZoneList,
  wooTaxRateList,
  wooZoneLocationList,
  type WooShippingMethod,
  type WooTaxRate,
} from './checkoutWire';
import { wooCountryList } from './countriesWire';
import type { WooHttpClient } from './http';

const LOCATION_TYPES: readonly ZoneLocationType[] = ['country', 'state', 'continent', 'postcode'];
const REQUIREMENTS: Record<string, FreeShippingRequirement> = {
  '': 'none',
  min_amount: 'min_amount',
  coupon: 'coupon',
  either: 'either',
  both: 'both',
};
const MAX_PER_PAGE = 100;

function settingValue(method: WooShippingMethod, name: string): string | null {
  const value = method.settings?.[name]?.value;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/** A method's cost: a plain amount ("5.90"); cost formulas ("10 * [qty]") are not supported and read as null. */
function methodCost(method: WooShippingMethod): number | null {
  const raw = settingValue(method, 'cost');
  if (raw === null || raw.trim() === '') return 0;
  return /^\s*\d+(\.\d+)?\s*$/.test(raw) ? parsePrice(raw.trim()) : null;
}

function toMethod(zoneId: number, method: WooShippingMethod): ShippingMethodOption | null {
  const cost = methodCost(method);
  if (cost === null) return null;
  const settings = Object.fromEntries(Object.entries(method.settings ?? {}).map(([key, setting]) => [key, setting.value ?? null]));
  const minAmount = settingValue(method, 'min_amount');
  const kind = methodKind(method.method_id);
  return {
    id: shippingMethodId(zoneId, method.instance_id),
    zoneId,
    instanceId: method.instance_id,
    methodId: method.method_id,
    kind,
    title: method.title || method.method_title || method.method_id,
    description: settingValue(method, 'description') || null,
    cost: kind === 'FREE_SHIPPING' ? 0 : cost,
    taxable: settingValue(method, 'tax_status') !== 'none' && kind !== 'FREE_SHIPPING',
    minAmount: minAmount && minAmount.trim() !== '' ? parsePrice(minAmount) : null,
    requires: REQUIREMENTS[settingValue(method, 'requires') ?? ''] ?? 'none',
    settingsCost: settingValue(method, 'cost'),
    raw: { id: method.instance_id, method_id: method.method_id, title: method.title, enabled: method.enabled, settings },
  };
}

function toTaxRate(rate: WooTaxRate): TaxRate {
  const postcodes =
    rate.postcodes && rate.postcodes.length > 0 ? rate.postcodes : (rate.postcode ?? '').split(';').filter((code) => code.trim() !== '');
  const cities = rate.cities && rate.cities.length > 0 ? rate.cities : (rate.city ?? '').split(';').filter((city) => city.trim() !== '');
  return {
    id: rate.id,
    country: rate.country ?? '',
    state: rate.state ?? '',
    postcodes,
    cities,
    rate: Number(rate.rate) || 0,
    name: rate.name ?? '',
    priority: rate.priority ?? 1,
    compound: rate.compound ?? false,
    shipping: rate.shipping ?? false,
    order: rate.order ?? 0,
    taxClass: rate.class || 'standard',
  };
}

type WooSettings = z.infer<typeof wooSettingList>;

function settingOf(list: WooSettings, name: string): string | null {
  const found = list.find((setting) => setting.id === name)?.value;
  return typeof found === 'string' ? found : null;
}

/** Tags and entities out of a setting the store's pages print as HTML (the price suffix). */
function plainText(html: string): string {
  return decode(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** settings/general and settings/tax as the domain's tax settings (WooCommerce's own defaults for an unset option). */
export function toTaxSettings(general: WooSettings, tax: WooSettings): TaxSettings {
  const [country = '', state = ''] = (settingOf(general, 'woocommerce_default_country') ?? '').split(':');
  const baseCountry = (country.trim() || 'FR').toUpperCase();
  const basedOn = settingOf(tax, 'woocommerce_tax_based_on');
  const display = (name: string): TaxDisplayMode => (settingOf(tax, name) === 'incl' ? 'incl' : 'excl');
  return {
    enabled: settingOf(general, 'woocommerce_calc_taxes') !== 'no',
    pricesIncludeTax: settingOf(tax, 'woocommerce_prices_include_tax') === 'yes',
    baseCountry,
    base: {
      country: baseCountry,
      state: state.trim().toUpperCase(),
      postcode: (settingOf(general, 'woocommerce_store_postcode') ?? '').trim(),
      city: (settingOf(general, 'woocommerce_store_city') ?? '').trim(),
    },
    taxBasedOn: basedOn === 'billing' || basedOn === 'base' ? basedOn : 'shipping',
    displayShop: display('woocommerce_tax_display_shop'),
    displayCart: display('woocommerce_tax_display_cart'),
    roundAtSubtotal: settingOf(tax, 'woocommerce_tax_round_at_subtotal') === 'yes',
    priceSuffix: plainText(settingOf(tax, 'woocommerce_price_display_suffix') ?? ''),
  };
}

/** A multiselect setting's value: WooCommerce answers an array of codes once set, '' while unset. */
function codesOf(list: WooSettings, name: string): string[] {
  const value = list.find((setting) => setting.id === name)?.value;
  const codes = Array.isArray(value) ? value : typeof value === 'string' && value.trim() !== '' ? value.split(',') : [];
  return codes.filter((code): code is string => typeof code === 'string' && code.trim() !== '').map((code) => code.trim().toUpperCase());
}

/** settings/general's selling and shipping locations (WooCommerce's defaults for an unset or unknown value). */
export function toShippingLocations(general: WooSettings): ShippingLocationSettings {
  const sellTo = settingOf(general, 'woocommerce_allowed_countries');
  const shipTo = settingOf(general, 'woocommerce_ship_to_countries');
  return {
    sellTo: sellTo === 'all_except' || sellTo === 'specific' ? sellTo : 'all',
    sellToAllExcept: codesOf(general, 'woocommerce_all_except_countries'),
    sellToSpecific: codesOf(general, 'woocommerce_specific_allowed_countries'),
    shipTo: shipTo === 'all' || shipTo === 'specific' || shipTo === 'disabled' ? shipTo : '',
    shipToSpecific: codesOf(general, 'woocommerce_specific_ship_to_countries'),
  };
}

export class WooCheckout {
  constructor(private readonly http: WooHttpClient) {}

  /** Every zone with its locations, zone 0 included. */
  async shippingZones(): Promise<ShippingZone[]> {
    const { data } = await this.http.get('wc/v3/shipping/zones', wooShippingZoneList);
    return Promise.all(
      data.map(async (zone) => {
        const locations = zone.id === 0 ? [] : (await this.http.get(`wc/v3/shipping/zones/${zone.id}/locations`, wooZoneLocationList)).data;
        return {
          id: zone.id,
          name: zone.name ?? '',
          order: zone.order ?? 0,
          locations: locations
            .filter((location): location is ZoneLocation => LOCATION_TYPES.includes(location.type as ZoneLocationType))
            .map((location) => ({ type: location.type, code: location.code })),
        };
      }),
    );
  }

  /** The enabled methods of a zone, in the store's order (methods with a cost formula are left out). */
  async zoneMethods(zoneId: number): Promise<ShippingMethodOption[]> {
    const { data } = await this.http.get(`wc/v3/shipping/zones/${zoneId}/methods`, wooShippingMethodList);
    return data
      .filter((method) => method.enabled)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .flatMap((method) => toMethod(zoneId, method) ?? []);
  }

  /** Every tax rate, page by page. */
  async taxRates(): Promise<TaxRate[]> {
    const rates: TaxRate[] = [];
    for (let page = 1; ; page++) {
      const { data, totalPages } = await this.http.get('wc/v3/taxes', wooTaxRateList, { per_page: MAX_PER_PAGE, page });
      rates.push(...data.map(toTaxRate));
      if (data.length < MAX_PER_PAGE || (totalPages !== null && page >= totalPages) || page >= 20) return rates;
    }
  }

  /**
   * The store's tax settings: whether taxes are on and prices entered with them, the shop's address,
   * which address taxes follow, how the shop and the cart show prices, the rounding and the price
   * suffix (settings/general and settings/tax; WooCommerce's defaults for what a store leaves out).
   */
  async taxSettings(): Promise<TaxSettings> {
    const [general, tax] = await Promise.all([
      this.http.get('wc/v3/settings/general', wooSettingList),
      this.http.get('wc/v3/settings/tax', wooSettingList),
    ]);
    return toTaxSettings(general.data, tax.data);
  }

  /** Where the store sells and ships (settings/general). */
  async shippingLocations(): Promise<ShippingLocationSettings> {
    return toShippingLocations((await this.http.get('wc/v3/settings/general', wooSettingList)).data);
  }

  /**
   * The countries the store knows (WooCommerce's data/countries), read once: their codes, upper-cased,
   * in its order, and the states of each country that has some, names decoded:
   * `{ codes: ['AF', ...], states: { US: [{ code: 'CA', name: 'California' }, ...] } }`.
   */
  async countries(): Promise<StoreCountries> {
    const { data } = await this.http.get('wc/v3/data/countries', wooCountryList);
    const states: Record<string, CountryState[]> = {};
    for (const country of data) {
      const list = (country.states ?? []).map((state) => ({ code: state.code.toUpperCase(), name: decode(state.name ?? state.code) }));
      if (list.length > 0) states[country.code.toUpperCase()] = list;
    }
    return { codes: data.map((country) => country.code.toUpperCase()), states };
  }

  /** Whether the store has the gateway `id` enabled. */
  async gatewayEnabled(id: string): Promise<boolean> {
    return (await this.gateways()).some((gateway) => gateway.id === id && gateway.enabled);
  }

  /** The store's payment gateways: id, the title shoppers read (the gateway's own setting), enabled. */
  async gateways(): Promise<{ id: string; title: string; enabled: boolean }[]> {
    const { data } = await this.http.get('wc/v3/payment_gateways', wooPaymentGatewayList);
    return data.map((gateway) => ({
      id: gateway.id,
      title: decode(gateway.title || gateway.method_title || gateway.id),
      enabled: gateway.enabled === true,
    }));
  }
}
