/** Price (client/src/catalog/components/Price.tsx): the amount in the shop language's format, a sale, the store's suffix. */
import { screen } from '@testing-library/react';
import { Price } from '@/catalog/components/Price';
import { renderInShop } from './renderInShop';

const euros = (amount: number) => ({ amount, currencyCode: 'EUR' });

describe('Price', () => {
  it('writes the amount the French way in French, thousands apart by a narrow no-break space', () => {
    renderInShop(<Price price={euros(1189)} />, { language: 'FR' });
    expect(screen.getByTestId('price').textContent).toBe('1\u202f189,00\u00a0€');
  });

  it('writes euros symbol first in English, and other currencies with theirs', () => {
    const { unmount } = renderInShop(<Price price={euros(189)} />, { language: 'EN' });
    expect(screen.getByTestId('price').textContent).toBe('€189.00');
    unmount();
    renderInShop(<Price price={{ amount: 207.9, currencyCode: 'USD' }} />, { language: 'FR' });
    expect(screen.getByTestId('price').textContent).toBe('207,90\u00a0$US');
  });

  it('strikes the original price through on a sale, named for screen readers', () => {
    renderInShop(<Price price={euros(149)} originalPrice={euros(189)} />, { language: 'FR' });
    const original = screen.getByTestId('original-price');
    expect(original.tagName).toBe('S');
    expect(original.textContent).toBe('Prix initial 189,00\u00a0€');
    expect(screen.getByTestId('price').textContent).toBe('149,00\u00a0€');
  });

  it('shows no original price when it is not higher than the price', () => {
    renderInShop(<Price price={euros(189)} originalPrice={euros(189)} />);
    expect(screen.queryByTestId('original-price')).toBeNull();
  });

  it("follows the price with the store's suffix, its amounts formatted too", () => {
    renderInShop(<Price price={euros(189)} suffix={[{ text: 'TTC (' }, { amount: euros(157.5) }, { text: ' HT)' }]} />, {
      language: 'EN',
    });
    expect(screen.getByTestId('price-suffix').textContent).toBe('TTC (€157.50 HT)');
  });

  it('shows nothing without a price', () => {
    renderInShop(<Price price={null} />);
    expect(screen.queryByTestId('price')).toBeNull();
  });
});
