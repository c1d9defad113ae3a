/** The countries a list of zone locations stands for (continents expanded), as the checkout reads them. */
import { countries } from 'countries-list';
import type { ZoneLocation } from '../domain/shippingZones';

export function expandLocations(locations: readonly ZoneLocation[]): string[] {
  const found = new Set<string>();
  for (const location of locations) {
    if (location.type === 'continent') {
      for (const [code, country] of Object.entries(countries)) if (country.continent === location.code) found.add(code);
    } else if (location.type !== 'postcode') {
      found.add(location.code.split(':')[0]!.toUpperCase());
    }
  }
  return [...found].sort();
}
