/** Tax settings and rates, and the countries the shop ships to (its shipping zones). */
import { z } from 'zod';
import { expandLocations } from './locations';
import { WooCheckout } from '../woo/checkout';
import { describe, fail, ok, warn, type CheckResult, type DoctorContext } from './check';

const settings = z.array(z.object({ id: z.string(), value: z.unknown().optional() }));

export async function checkTaxAndShipping({ http }: DoctorContext): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  let taxesOn = false;
  try {
    const [general, tax] = await Promise.all([http.get('wc/v3/settings/general', settings), http.get('wc/v3/settings/tax', settings)]);
    const value = (list: { id: string; value?: unknown }[], id: string) => String(list.find((entry) => entry.id === id)?.value ?? '');
    taxesOn = value(general.data, 'woocommerce_calc_taxes') === 'yes';
    const entered = value(tax.data, 'woocommerce_prices_include_tax') === 'yes' ? 'with tax' : 'before tax';
    results.push(
      ok(
        'Tax settings',
        `taxes ${taxesOn ? 'on' : 'off'}, prices entered ${entered}, shown ${value(tax.data, 'woocommerce_tax_display_shop') || 'incl'} in the shop`,
      ),
    );
  } catch (error) {
    results.push(
      fail(
        'Tax settings',
        `settings/general and settings/tax could not be read: ${describe(error)}`,
        "The key needs access to WooCommerce settings (an administrator's key).",
      ),
    );
  }
  const checkout = new WooCheckout(http);
  try {
    const zones = await checkout.shippingZones();
    const countries = expandLocations(zones.flatMap((zone) => zone.locations));
    const methods = await Promise.all(zones.map((zone) => checkout.zoneMethods(zone.id)));
    const withMethods = zones.filter((_zone, index) => (methods[index] ?? []).length > 0);
    if (countries.length === 0 || withMethods.length === 0) {
      results.push(
        fail(
          'Shipping zones',
          'no zone with a location and an enabled method: the shop ships nowhere',
          'WooCommerce > Settings > Shipping: add a zone with its countries and a method.',
        ),
      );
    } else {
      results.push(ok('Shipping zones', `ships to ${countries.length} countries through ${withMethods.length} zone(s) with methods`));
    }
    if (taxesOn) {
      const rates = await checkout.taxRates();
      // The standard class taxes the shop's frames; a reduced rate for anywhere does not cover a country.
      const taxed = new Set(rates.filter((rate) => rate.taxClass === 'standard').map((rate) => rate.country.toUpperCase()));
      const untaxed = taxed.has('') ? [] : countries.filter((country) => !taxed.has(country));
      results.push(
        untaxed.length === 0
          ? ok('Tax rates', `${rates.length} rate(s) cover every country shipped to`)
          : warn(
              'Tax rates',
              `no rate for ${untaxed.slice(0, 10).join(', ')}${untaxed.length > 10 ? ` and ${untaxed.length - 10} more` : ''}`,
              'WooCommerce > Settings > Tax: add the rates of those countries (or leave them untaxed on purpose).',
            ),
      );
    }
  } catch (error) {
    results.push(
      fail(
        'Shipping zones',
        `the zones could not be read: ${describe(error)}`,
        'Check that shipping is enabled (WooCommerce > Settings > General: shipping locations).',
      ),
    );
  }
  return results;
}
