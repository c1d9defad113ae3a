/**
 * The cart facade: the one way components read and change the cart. The lines live in the Apollo
 * cache (client-only `cart` field over reactive variables, saved and mirrored across tabs); the
 * prices shown are the server's (`cartPricing`), the lines' snapshots only while its answer loads.
 */
import { useQuery } from '@apollo/client/react';
import { cartLinesVar, cartOpenVar } from '@/apollo/cart';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import type { MoneyLike } from '@common/money';
import { graphql } from '@generated/gql';
import { addLine, removeLine, setLineQuantity, type NewCartLine } from './cartRules';
import { pricedCartView, type PricedCartView, type PricedLineView } from './cartPricing';
import { useMoneyFormatter, useRepricer } from '../currency/useCurrencies';

const CartStateQuery = graphql(`
  query CartState {
    cart @client {
      itemCount
      isOpen
      restored
      lines {
        key
        productId
        variationId
        slug
        name
        image
        sku
        quantity
        originalPrice
        originalCurrency
        attributes {
          key
          name
          value
          label
        }
      }
    }
  }
`);

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

/** Cart operations: each changes a reactive variable, which the cache and local storage follow. */
const actions = {
  /** Adds or merges a line, and opens the sidebar. */
  add(line: NewCartLine) {
    cartLinesVar(addLine(cartLinesVar(), line));
    cartOpenVar(true);
  },
  /** A quantity of 0 or less removes the line. */
  setQuantity(key: string, quantity: number) {
    cartLinesVar(setLineQuantity(cartLinesVar(), key, quantity));
  },
  remove(key: string) {
    cartLinesVar(removeLine(cartLinesVar(), key));
  },
  clear() {
    cartLinesVar([]);
  },
  /** Opens the sidebar. */
  open() {
    cartOpenVar(true);
  },
  /** Closes the sidebar. */
  close() {
    cartOpenVar(false);
  },
};

export type CartActions = typeof actions;

/** The cart's operations, for components that change the cart without showing it (add to cart). */
export function useCartActions(): CartActions {
  return actions;
}

const EMPTY_CART = { itemCount: 0, isOpen: false, restored: false, lines: [] };

/**
 * The cart from the Apollo cache (lines as saved, item count, sidebar state) and its operations.
 * `restored` is false until the saved lines are read (a server-rendered page knows none): pages that
 * act on an empty cart wait for it.
 */
export function useCart() {
  const { data } = useQuery(CartStateQuery, { fetchPolicy: 'cache-only' });
  return { ...(data?.cart ?? EMPTY_CART), ...actions };
}

export type CartLineView = ReturnType<typeof useCart>['lines'][number];

export type PricedCartLine = PricedLineView<CartLineView> & {
  /** The unit price and line total as displayed ("189,00 €"), null when unknown. */
  unitPriceText: string | null;
  lineTotalText: string | null;
};

export interface PricedCart extends Omit<PricedCartView<CartLineView>, 'lines'> {
  lines: PricedCartLine[];
  /** The server's total as displayed, null until it has answered. */
  totalText: string | null;
  /** The server could not be asked and has not answered before. */
  failed: boolean;
  /**
   * How far the cart is from free shipping, as the server counts it (null until it has answered, or
   * when the shopper's zone has none): the remaining amount as displayed, and the share reached (0-100).
   */
  freeShipping: { reached: boolean; remainingText: string; percent: number } | null;
}

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
