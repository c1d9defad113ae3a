/**
 * Shipping zones as WooCommerce matches them, and the countries the shop ships to. Pure functions over
 * the store's zones (read by woo/shipping.ts).
 *
 * A zone matches a destination when one of its regions (country, state, continent) covers the
 * country and, if the zone lists postcodes, one of them matches (the destination's postcode read as
 * postcodes.ts does: `F-20090` is in Corsica's `20*`). Zones are tried in their order and the
 * first match wins; zone 0 ("locations not covered by your other zones") takes the rest. A state
 * location (US:CA) covers only an address in that state, as WooCommerce matches it: an address without
 * a state is not in it.
 */
import { countries as countryData } from 'countries-list';
import { postcodeMatches } from './postcodes';

export { normalizePostcode, postcodeMatches } from './postcodes';

export type ZoneLocationType = 'country' | 'state' | 'continent' | 'postcode';

export interface ZoneLocation {
  type: ZoneLocationType;
  code: string;
}

export interface ShippingZone {
  id: number;
  name: string;
  order: number;
  locations: readonly ZoneLocation[];
}

export interface Destination {
  country: string;
  /** The state's code within the country (CA for California), when the country has states. */
  state?: string | null;
  postcode?: string | null;
}

/** The id of WooCommerce's catch-all zone. */
export const REST_OF_WORLD_ZONE_ID = 0;

/** The continents WooCommerce and the shop know, by code. */
export const CONTINENT_CODES = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const;

const countriesByContinent = (() => {
  const map = new Map<string, string[]>();
  for (const [code, data] of Object.entries(countryData)) {
    const list = map.get(data.continent) ?? [];
    list.push(code);
    map.set(data.continent, list);
  }
  for (const list of map.values()) list.sort();
  return map;
})();

/** The ISO codes of a continent's countries (empty for an unknown continent code). */
export function continentCountries(continent: string): readonly string[] {
  return countriesByContinent.get(continent.toUpperCase()) ?? [];
}

/** A country code as typed or stored, upper-cased; "FR-2A" style codes are cut at the hyphen by `baseCountryCode`. */
export function normalizeCountry(code: string): string {
  return code.trim().toUpperCase();
}

/** The part of a code before its hyphen ("PT-20" -> "PT"). */
export function baseCountryCode(code: string): string {
  return normalizeCountry(code).split('-')[0] ?? '';
}

function regionCovers(location: ZoneLocation, country: string, state: string): boolean {
  const code = location.code.toUpperCase();
  switch (location.type) {
    case 'country':
      return code === country;
    case 'state':
      return state !== '' && code === `${country}:${state}`;
    case 'continent':
      return continentCountries(code).includes(country);
    default:
      return false;
  }
}

/** Whether `zone` ships to `country` (already normalised), `postcode` and `state` (its code within the country). */
export function zoneMatches(zone: ShippingZone, country: string, postcode: string | null | undefined, state?: string | null): boolean {
  const stateCode = (state ?? '').trim().toUpperCase();
  if (!zone.locations.some((location) => regionCovers(location, country, stateCode))) return false;
  const postcodes = zone.locations.filter((location) => location.type === 'postcode');
  if (postcodes.length === 0) return true;
  return postcode != null && postcode.trim() !== '' && postcodes.some((location) => postcodeMatches(location.code, postcode, country));
}

/**
 * The zone for a destination: zones other than 0 in their order, first with the full country code,
 * then with the code cut at its hyphen; else zone 0 when the store has it; else null.
 */
export function zoneForDestination(zones: readonly ShippingZone[], destination: Destination): ShippingZone | null {
  const ordered = zones.filter((zone) => zone.id !== REST_OF_WORLD_ZONE_ID).sort((a, b) => a.order - b.order || a.id - b.id);
  const full = normalizeCountry(destination.country);
  const candidates = [...new Set([full, baseCountryCode(full)])].filter((code) => code !== '');
  for (const country of candidates) {
    const zone = ordered.find((candidate) => zoneMatches(candidate, country, destination.postcode, destination.state));
    if (zone) return zone;
  }
  return zones.find((zone) => zone.id === REST_OF_WORLD_ZONE_ID) ?? null;
}

/** How much of `country` a zone's regions name: all of it, part of it (a state, or only some postcodes), or none. */
function zoneCoverage(zone: ShippingZone, country: string): 'whole' | 'part' | 'none' {
  let whole = false;
  let part = false;
  for (const location of zone.locations) {
    const code = location.code.toUpperCase();
    if (location.type === 'country' && baseCountryCode(code) === country) whole = true;
    else if (location.type === 'continent' && continentCountries(code).includes(country)) whole = true;
    else if (location.type === 'state' && code.split(':')[0] === country) part = true;
  }
  if (!whole && !part) return 'none';
  return whole && !zone.locations.some((location) => location.type === 'postcode') ? 'whole' : 'part';
}

/**
 * Whether some address in `country` gets a shipping method, as WooCommerce matches zones: the zones other
 * than 0 in their order; one naming the whole country decides (it has methods or not: WooCommerce does
 * not fall through to zone 0), one naming part of it (a state, some postcodes) gives those addresses its
 * methods; what no zone names goes to zone 0.
 */
function countryHasMethod(ordered: readonly ShippingZone[], zonesWithMethods: ReadonlySet<number>, country: string): boolean {
  for (const zone of ordered) {
    const coverage = zoneCoverage(zone, country);
    if (coverage === 'none') continue;
    if (zonesWithMethods.has(zone.id)) return true;
    if (coverage === 'whole') return false;
  }
  return zonesWithMethods.has(REST_OF_WORLD_ZONE_ID);
}

/**
 * The countries the shop ships to, sorted by code: among `shipTo` (the countries the store's settings
 * let it ship to, shipToCountries.ts), those where some zone gives an address a method
 * (`zonesWithMethods`: the ids of the zones with an enabled method), zone 0 taking the countries no zone
 * names.
 */
export function shippableCountryCodes(
  zones: readonly ShippingZone[],
  zonesWithMethods: ReadonlySet<number>,
  shipTo: readonly string[],
): string[] {
  const ordered = zones.filter((zone) => zone.id !== REST_OF_WORLD_ZONE_ID).sort((a, b) => a.order - b.order || a.id - b.id);
  const codes = new Set(shipTo.map(normalizeCountry).filter((code) => code !== ''));
  return [...codes].filter((country) => countryHasMethod(ordered, zonesWithMethods, country)).sort();
}
