/** Tax rate and tax class objects (recorded 9.9.5 shapes 11, 30 and 31). */
import type { TaxClassRow, TaxRate } from '../db/taxRates';
import { itemLinks, link, type UrlContext } from './context';

export function serializeTaxRate(rate: TaxRate, ctx: UrlContext): Record<string, unknown> {
  return {
    id: rate.id,
    country: rate.country,
    state: rate.state,
    // The single-value fields of the v1 API, kept for older clients: the lists joined.
    postcode: rate.postcodes.join('; '),
    city: rate.cities.join('; '),
    rate: rate.rate,
    name: rate.name,
    priority: rate.priority,
    compound: rate.compound === 1,
    shipping: rate.shipping === 1,
    order: rate.rate_order,
    class: rate.class === '' ? 'standard' : rate.class,
    postcodes: rate.postcodes,
    cities: rate.cities,
    _links: itemLinks(ctx, `/wc/v3/taxes/${rate.id}`, '/wc/v3/taxes'),
  };
}

/** A class links only to its collection. */
export const serializeTaxClass = (taxClass: TaxClassRow, ctx: UrlContext): Record<string, unknown> => ({
  slug: taxClass.slug,
  name: taxClass.name,
  _links: { collection: link(ctx, '/wc/v3/taxes/classes') },
});
