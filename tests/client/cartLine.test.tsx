/**
 * A cart line (client/src/cart/components/CartLineRow.tsx) as the cart page shows it: the cart's real
 * facade (usePricedCart over the shop's Apollo cache and its cart variable) priced by a stand-in for
 * the server's cartPricing, which prices 189 EUR a frame and has `stock` of it.
 */
import { ApolloLink } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { cartLinesVar } from '@/apollo/cart';
import { CartLineRow } from '@/cart/components/CartLineRow';
import { usePricedCart } from '@/cart/usePricedCart';
import type { CartLine } from '@/cart/cartRules';
import { renderInShop, testApolloClient } from './renderInShop';

const money = (amount: number) => ({ __typename: 'Money', amount, currencyCode: 'EUR' });

/** The server's side: the currencies and each line's price and availability for its quantity. */
function shopServer(stock: number): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'Currencies') {
          observer.next({ data: { currencies: [{ __typename: 'Currency', code: 'EUR', symbol: '€', name: 'Euro', rate: 1 }] } });
        } else if (operation.operationName === 'CartPricing') {
          const asked = operation.variables.lines as { key: string; quantity: number }[];
          const lines = asked.map(({ key, quantity }) => ({
            __typename: 'PricedCartLine',
            key,
            found: true,
            purchasable: quantity <= stock,
            availability: 'IN_STOCK',
            stockQuantity: stock,
            unitPrice: money(189),
            lineTotal: money(189 * quantity),
          }));
          const subtotal = asked.reduce((sum, line) => sum + 189 * line.quantity, 0);
          observer.next({
            data: {
              cartPricing: {
                __typename: 'CartPricing',
                allAvailable: lines.every((line) => line.purchasable),
                taxDisplay: 'INCLUDING_TAX',
                subtotal: money(subtotal),
                freeShipping: null,
                lines,
              },
            },
          });
        } else {
          observer.error(new Error(`No stand-in for ${operation.operationName}`));
          return;
        }
        observer.complete();
      }),
  );
}

const MONTMARTRE: CartLine = {
  key: '310:311',
  productId: '310',
  variationId: '311',
  slug: 'montmartre',
  name: 'Montmartre',
  image: null,
  sku: 'MONT-BLK',
  attributes: [{ key: 'color', name: 'Couleur', value: 'black', label: 'Noir' }],
  quantity: 1,
  originalPrice: 189,
  originalCurrency: 'EUR',
};

/** The cart page's list of lines (routes/CartPage.tsx). */
function CartLines() {
  const priced = usePricedCart();
  return (
    <>
      {priced.lines.map((item) => (
        <CartLineRow key={item.line.key} item={item} />
      ))}
    </>
  );
}

function renderCart({ stock = 5, language = 'FR', line = MONTMARTRE }: { stock?: number; language?: 'FR' | 'EN'; line?: CartLine } = {}) {
  cartLinesVar([line]);
  return renderInShop(<CartLines />, { client: testApolloClient(shopServer(stock)), language });
}

afterEach(() => cartLinesVar([]));

describe('cart line', () => {
  it('shows the name, options and SKU, and the price the server gives over the one seen when added', async () => {
    renderCart({ line: { ...MONTMARTRE, originalPrice: 179 } });
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByTestId('cart-line-name').textContent).toBe('Montmartre');
    expect(within(line).getByText('Couleur : Noir')).toBeTruthy();
    expect(within(line).getByText('Réf. : MONT-BLK')).toBeTruthy();
    // The snapshot while the server's answer comes, then the server's price and the change said.
    expect(within(line).getByTestId('cart-line-price').textContent).toBe('179,00\u00a0€');
    expect((await within(line).findByTestId(`cart-line-status-${MONTMARTRE.key}`)).textContent).toBe('Prix mis à jour : 189,00\u00a0€');
    expect(within(line).getByTestId('cart-line-price').textContent).toBe('189,00\u00a0€');
    expect(within(line).getByTestId('cart-line-total').textContent).toBe('189,00\u00a0€');
  });

  it('never goes below 1: minus is disabled at 1, plus raises the quantity and the total', async () => {
    const user = userEvent.setup();
    renderCart();
    const minus = screen.getByRole('button', { name: 'Diminuer la quantité de Montmartre' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    await user.click(minus);
    expect(cartLinesVar()[0]!.quantity).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Augmenter la quantité de Montmartre' }));
    expect(cartLinesVar()[0]!.quantity).toBe(2);
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    expect(minus.disabled).toBe(false);
    await waitFor(() => expect(screen.getByTestId('cart-line-total').textContent).toBe('378,00\u00a0€'));

    await user.click(minus);
    expect(screen.getByTestId('quantity').textContent).toBe('1');
    expect(minus.disabled).toBe(true);
  });

  it('past the stock the store has, the line says how many are left; back within it, it says nothing', async () => {
    const user = userEvent.setup();
    renderCart({ stock: 2 });
    const plus = screen.getByRole('button', { name: 'Augmenter la quantité de Montmartre' });
    await user.click(plus);
    await user.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    expect((await screen.findByTestId(`cart-line-status-${MONTMARTRE.key}`)).textContent).toBe('Plus que 2 en stock');
    await user.click(screen.getByRole('button', { name: 'Diminuer la quantité de Montmartre' }));
    await waitFor(() => expect(screen.getByTestId('cart-line-total').textContent).toBe('378,00\u00a0€'));
    expect(screen.queryByTestId(`cart-line-status-${MONTMARTRE.key}`)).toBeNull();
  });

  it('remove takes the line out of the cart', async () => {
    const user = userEvent.setup();
    renderCart();
    await user.click(screen.getByRole('button', { name: 'Retirer Montmartre du panier' }));
    expect(cartLinesVar()).toEqual([]);
    expect(screen.queryByTestId('cart-line')).toBeNull();
  });

  it('speaks English: options, prices and what the store says', async () => {
    const user = userEvent.setup();
    renderCart({ stock: 1, language: 'EN' });
    expect(screen.getByText('Colour: Black')).toBeTruthy();
    expect(screen.getByTestId('cart-line-price').textContent).toBe('€189.00');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Montmartre' }));
    expect((await screen.findByTestId(`cart-line-status-${MONTMARTRE.key}`)).textContent).toBe('Only 1 left in stock');
    expect(screen.getByRole('button', { name: 'Remove Montmartre from the cart' })).toBeTruthy();
  });
});
