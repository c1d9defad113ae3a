/** Shipping countries and a destination's methods. */
import { money } from '../../domain/money';
import { shippingMethodView } from '../checkoutViews';
import type { QueryResolvers } from '../types';
import { priceDisplayOf } from '../viewOptions';
import { badUserInput } from '../errors';
import { shippingMethodIn, zoneNameIn } from '../../translations/translate';

const COUNTRY = /^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/;

export const shippingQuery: Pick<QueryResolvers, 'shippingCountries' | 'shippingMethods'> = {
  shippingCountries: (_root, { language }, { checkout }) => checkout.shipping.countries(language ?? 'FR'),

  async shippingMethods(_root, { country, postcode, state, currency, language }, context) {
    if (!COUNTRY.test(country)) throw badUserInput('country must be an ISO 3166-1 alpha-2 code');
    if (postcode && postcode.length > 20) throw badUserInput('postcode is too long');
    if (state && state.length > 10) throw badUserInput('state is too long');
    const [display, { zone, methods }, words] = await Promise.all([
      priceDisplayOf(context, { currency, destination: { country: country.slice(0, 2), postcode } }),
      context.checkout.shipping.methodsFor({ country, postcode, state }),
      context.storeWords.dictionary(),
    ]);
    const shown = language ?? 'FR';
    const pickupDisplay = methods.some((method) => method.kind === 'LOCAL_PICKUP')
      ? await priceDisplayOf(context, { currency, destination: null })
      : display;
    return {
      zone: zone && { id: zone.id, name: zoneNameIn(words, shown, zone) },
      methods: methods.map((method) =>
        shippingMethodView(shippingMethodIn(words, shown, method), display.currency.code, {
          // Shown as the cart shows it at this destination (a pickup is taxed at the shop).
          cost: (method.kind === 'LOCAL_PICKUP' ? pickupDisplay : display).shipping(method.cost, method.taxable),
          min: method.minAmount === null ? null : money(method.minAmount, display.currency).amount,
        }),
      ),
    };
  },
};
