/**
 * The cart facade: the one way components read and change the cart. The lines live in the Apollo
 * cache (client-only `cart` field over reactive variables, saved and mirrored across tabs); the
 * prices shown are the server's (`cartPricing`, usePricedCart.ts: loaded with the drawer and the cart
 * and checkout pages, not with every page's header), the lines' snapshots only while its answer loads.
 */
import { useQuery } from '@apollo/client/react';
import { cartLinesVar, cartOpenVar } from '@/apollo/cart';
import { graphql } from '@generated/gql';
import { addLine, removeLine, setLineQuantity, type NewCartLine } from './cartRules';
import type { PricedCartView, PricedLineView } from './cartPricing';

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
