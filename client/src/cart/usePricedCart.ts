/**
 * The cart priced by the server (`cartPricing`) in the display currency, for the drawer and the cart
 * page: apart from useCart.ts so that its query and rules load with them, not with every page's header.
 */
import { useQuery } from '@apollo/client/react';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import type { MoneyLike } from '@common/money';
import { graphql } from '@generated/gql';
import { pricedCartView } from './cartPricing';
import { useCart, type PricedCart } from './useCart';
import { useMoneyFormatter, useRepricer } from '../currency/useCurrencies';

const CartPricingQuery = graphql(`
  query CartPricing($lines: [CartLineInput!]!, $currency: CurrencyCode, $language: Language, $destination: DestinationInput) {
    cartPricing(lines: $lines, currency: $currency, language: $language, destination: $destination) {
      allAvailable
      taxDisplay
      subtotal {
        amount
        currencyCode
      }
      freeShipping {
        reached
        remaining {
          amount
          currencyCode
        }
        threshold {
          amount
          currencyCode
        }
      }
      lines {
        key
        found
        purchasable
        availability
        stockQuantity
        unitPrice {
          amount
          currencyCode
        }
        lineTotal {
          amount
          currencyCode
        }
      }
    }
  }
`);

/** The server's free-shipping progress as the drawer shows it (only formatted here, never computed). */
function freeShippingView(
  progress: { reached: boolean; remaining: MoneyLike; threshold: MoneyLike },
  format: (money: MoneyLike) => string | null,
): NonNullable<PricedCart['freeShipping']> {
  const { threshold, remaining } = progress;
  const share = threshold.amount > 0 ? (threshold.amount - remaining.amount) / threshold.amount : 1;
  return {
    reached: progress.reached,
    remainingText: format(remaining) ?? '',
    percent: progress.reached ? 100 : Math.max(0, Math.min(99, Math.floor(share * 100))),
  };
}

/**
 * The cart priced by the server in the display currency: the same query (hence the same cache
 * entry and the same total) for the sidebar and the cart page. `skip` while the cart is not shown.
 */
export function usePricedCart({ skip = false }: { skip?: boolean } = {}): PricedCart {
  const { lines } = useCart();
  const currency = useDisplayCurrency();
  const destination = useShopperDestination();
  const language = useLanguage();
  const format = useMoneyFormatter();
  const reprice = useRepricer();
  const pricing = useQuery(CartPricingQuery, {
    variables: {
      lines: lines.map(({ key, productId, variationId, quantity }) => ({ key, productId, variationId, quantity })),
      currency,
      language,
      destination,
    },
    skip: skip || lines.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const answer = pricing.data?.cartPricing;
  // The answer is in the display currency; a currency switch shows snapshots until the new one comes.
  const current = answer && answer.subtotal.currencyCode === currency ? answer : undefined;
  const view = pricedCartView(lines, current, (line) => reprice(line.originalPrice, line.originalCurrency));
  return {
    ...view,
    lines: view.lines.map((line) => ({ ...line, unitPriceText: format(line.unitPrice), lineTotalText: format(line.lineTotal) })),
    totalText: format(view.total),
    failed: !!pricing.error && !current,
    freeShipping: current?.freeShipping ? freeShippingView(current.freeShipping, format) : null,
  };
}
