/** Shipping countries and a destination's methods. */
import { money } from '../../domain/money';
import { shippingMethodView } from '../checkoutViews';
import type { QueryResolvers } from '../types';
import { displayCurrency } from '../viewOptions';
import { badUserInput } from '../errors';

const COUNTRY = /^[A-Za-z]{2}(-[A-Za-z0-9]{1,3})?$/;

export const shippingQuery: Pick<QueryResolvers, 'shippingCountries' | 'shippingMethods'> = {
  shippingCountries: (_root, { language }, { checkout }) => checkout.shipping.countries(language ?? 'FR'),

  async shippingMethods(_root, { country, postcode, currency }, context) {
    if (!COUNTRY.test(country)) throw badUserInput('country must be an ISO 3166-1 alpha-2 code');
    if (postcode && postcode.length > 20) throw badUserInput('postcode is too long');
    const display = await displayCurrency(context, currency);
    const { zone, methods } = await context.checkout.shipping.methodsFor({ country, postcode });
    return {
      zone: zone && { id: zone.id, name: zone.name },
      methods: methods.map((method) =>
        shippingMethodView(method, display.code, {
          cost: money(method.cost, display).amount,
          min: method.minAmount === null ? null : money(method.minAmount, display).amount,
        }),
      ),
    };
  },
};
