import { useQuery } from '@apollo/client/react';
import { cartLinesVar, cartOpenVar } from '@/apollo/cart';
import { graphql } from '@generated/gql';
import { addLine, removeLine, setLineQuantity, type NewCartLine } from './cartRules';

const CartStateQuery = graphql(`
  query CartState {
    cart @client {
      itemCount
      isOpen
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

/** The cart from the Apollo cache (client-only fields). */
export function useCart() {
  const { data } = useQuery(CartStateQuery, { fetchPolicy: 'cache-only' });
  return data?.cart ?? { itemCount: 0, isOpen: false, lines: [] };
}

export type CartLineView = ReturnType<typeof useCart>['lines'][number];

/** Cart operations: each changes the reactive variable, which the cache and storage follow. */
export const cartActions = {
  add(line: NewCartLine) {
    cartLinesVar(addLine(cartLinesVar(), line));
    cartOpenVar(true);
  },
  setQuantity(key: string, quantity: number) {
    cartLinesVar(setLineQuantity(cartLinesVar(), key, quantity));
  },
  remove(key: string) {
    cartLinesVar(removeLine(cartLinesVar(), key));
  },
  clear() {
    cartLinesVar([]);
  },
  open() {
    cartOpenVar(true);
  },
  close() {
    cartOpenVar(false);
  },
};

export function useSetCartQuantity() {
  return cartActions.setQuantity;
}

export function useRemoveFromCart() {
  return cartActions.remove;
}

export function useClearCart() {
  return cartActions.clear;
}
