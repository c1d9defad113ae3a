/**
 * The variation picker: AttributePicker (one group of toggle buttons per variation attribute, colours
 * as swatches), the selection rules (client/src/catalog/variationSelection.ts) and what the product
 * page does with the match (the variation's SKU and availability, a sold-out one not purchasable), and
 * Swatches (a card's colour dots).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AttributePicker } from '@/catalog/components/AttributePicker';
import { PurchaseButton } from '@/catalog/components/PurchaseButton';
import { Swatches } from '@/catalog/components/Swatches';
import { matchVariation, variationKeys, type Selection } from '@/catalog/variationSelection';
import type { Availability } from '@generated/graphql';
import { renderInShop } from './renderInShop';

const option = (value: string) => ({ value, label: value });
const FRAME = {
  sku: 'MONT',
  availability: 'IN_STOCK' as Availability,
  attributes: [
    { key: 'color', name: 'Couleur', variation: true, options: ['black', 'tortoise', 'clear'].map(option) },
    {
      key: 'size',
      name: 'Taille',
      variation: true,
      options: [
        { value: 'm', label: 'M' },
        { value: 'l', label: 'L' },
      ],
    },
    { key: 'material', name: 'Matière', variation: false, options: [option('acetate')] },
  ],
  // Clear is sold out; tortoise comes in M only.
  variations: [
    {
      sku: 'MONT-BLK-M',
      availability: 'IN_STOCK',
      attributes: [
        { key: 'color', value: 'black' },
        { key: 'size', value: 'm' },
      ],
    },
    {
      sku: 'MONT-BLK-L',
      availability: 'IN_STOCK',
      attributes: [
        { key: 'color', value: 'black' },
        { key: 'size', value: 'l' },
      ],
    },
    {
      sku: 'MONT-TRT-M',
      availability: 'IN_STOCK',
      attributes: [
        { key: 'color', value: 'tortoise' },
        { key: 'size', value: 'm' },
      ],
    },
    { sku: 'MONT-CLR', availability: 'OUT_OF_STOCK', attributes: [{ key: 'color', value: 'clear' }] },
  ] as { sku: string; availability: Availability; attributes: { key: string; value: string }[] }[],
};

/** The product page's wiring (routes/ProductPage.tsx): a picker per variation attribute, then the match's SKU and button. */
function ProductOptions() {
  const [selection, setSelection] = useState<Selection>({});
  const keys = variationKeys(FRAME.attributes);
  const variation = matchVariation(FRAME.variations, keys, selection);
  const shown = variation ?? FRAME;
  return (
    <>
      {FRAME.attributes
        .filter((attribute) => attribute.variation)
        .map((attribute) => (
          <AttributePicker
            key={attribute.key}
            attribute={attribute}
            selected={selection[attribute.key]}
            onSelect={(value) => setSelection({ ...selection, [attribute.key]: value })}
          />
        ))}
      <p data-testid="sku">{shown.sku}</p>
      <PurchaseButton availability={shown.availability} onClick={() => undefined} />
    </>
  );
}

describe('variation picker', () => {
  it('names each variation attribute and its values in the language, none chosen at first', () => {
    renderInShop(<ProductOptions />, { language: 'EN' });
    const colour = screen.getByTestId('picker-color');
    expect(within(colour).getByText('Choose: Colour')).toBeTruthy();
    const swatches = within(colour).getAllByRole('button');
    expect(swatches.map((button) => button.getAttribute('aria-label'))).toEqual(['Black', 'Tortoise', 'Clear']);
    expect(swatches.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    // The store's name for an attribute the shop has no text for; no picker for a non-variation attribute.
    expect(within(screen.getByTestId('picker-size')).getByText('Choose: Taille')).toBeTruthy();
    expect(screen.queryByTestId('picker-material')).toBeNull();
  });

  it('marks the chosen value, names it beside the attribute, and moves when another is chosen', async () => {
    const user = userEvent.setup();
    renderInShop(<ProductOptions />, { language: 'FR' });
    const colour = screen.getByTestId('picker-color');
    await user.click(screen.getByRole('button', { name: 'Noir' }));
    expect(screen.getByRole('button', { name: 'Noir' }).getAttribute('aria-pressed')).toBe('true');
    expect(colour.querySelector('legend')?.textContent).toBe('Choisir : Couleur Noir');
    await user.click(screen.getByRole('button', { name: 'Écaille' }));
    expect(screen.getByRole('button', { name: 'Noir' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Écaille' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('selects the variation only once every attribute has a value', async () => {
    const user = userEvent.setup();
    renderInShop(<ProductOptions />);
    await user.click(screen.getByRole('button', { name: 'Noir' }));
    expect(screen.getByTestId('sku').textContent).toBe('MONT');
    await user.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByTestId('sku').textContent).toBe('MONT-BLK-L');
    expect(screen.getByTestId('purchase-button').textContent).toBe('AJOUTER AU PANIER');
  });

  it('a sold-out combination cannot be bought; a variation for any size matches every size', async () => {
    const user = userEvent.setup();
    renderInShop(<ProductOptions />);
    await user.click(screen.getByRole('button', { name: 'Transparent' }));
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByTestId('sku').textContent).toBe('MONT-CLR');
    const button = screen.getByTestId('purchase-button') as HTMLButtonElement;
    expect([button.textContent, button.disabled]).toEqual(['ÉPUISÉ', true]);
    await user.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByTestId('sku').textContent).toBe('MONT-CLR');
  });

  it('a combination no variation has selects none: the product stays as it is', async () => {
    const user = userEvent.setup();
    renderInShop(<ProductOptions />);
    await user.click(screen.getByRole('button', { name: 'Écaille' }));
    await user.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByTestId('sku').textContent).toBe('MONT');
    await user.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByTestId('sku').textContent).toBe('MONT-TRT-M');
  });
});

describe('Swatches', () => {
  const colours = ['black', 'tortoise', 'clear', 'gold', 'blue', 'brown', 'pink'].map(option);

  it('lists at most `max` colours by name, says how many in all and how many more', () => {
    renderInShop(<Swatches colors={colours} max={5} />, { language: 'FR' });
    const list = screen.getByRole('list', { name: '7 couleurs' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Noir', 'Écaille', 'Transparent', 'Doré', 'Bleu']);
    expect(list.textContent).toBe('+2');
  });

  it('counts in the language, one colour in the singular, and shows nothing without colours', () => {
    const { unmount } = renderInShop(<Swatches colors={colours.slice(0, 1)} />, { language: 'EN' });
    expect(screen.getByRole('list', { name: '1 colour' })).toBeTruthy();
    unmount();
    const { container } = renderInShop(<Swatches colors={[]} />);
    expect(container.textContent).toBe('');
  });
});
