import { canTryOn } from '../../client/src/tryOn/canTryOn';
import { initialChoice, tryOnChoices, type TryOnProduct } from '../../client/src/tryOn/choices';

const picture = (name: string) => ({ frameWidthMm: 137, image: { url: `/wp-content/uploads/2026/01/${name}-try-on.svg` } });
const variation = (value: string, label: string, withPicture = true) => ({
  attributes: [{ key: 'color', value, label }],
  tryOnImage: withPicture ? picture(value) : null,
});

const variable: TryOnProduct = {
  slug: 'canal-saint-martin',
  name: 'Canal Saint-Martin',
  tryOnImage: picture('kaki'),
  variations: [variation('kaki', 'Kaki'), variation('noir', 'Noir'), variation('pink', 'Pink', false), variation('ocean', 'Ocean')],
};

describe('the frames a product page offers to try on', () => {
  it("one per colour with a picture, in the variations' order; a colour without one is not offered", () => {
    expect(tryOnChoices(variable).map((choice) => [choice.value, choice.label, choice.picture.image.url])).toEqual([
      ['kaki', 'Kaki', '/wp-content/uploads/2026/01/kaki-try-on.svg'],
      ['noir', 'Noir', '/wp-content/uploads/2026/01/noir-try-on.svg'],
      ['ocean', 'Ocean', '/wp-content/uploads/2026/01/ocean-try-on.svg'],
    ]);
  });

  it('a simple product offers its own picture, under its name', () => {
    const simple: TryOnProduct = { slug: 'rivoli', name: 'Rivoli', tryOnImage: picture('rivoli'), variations: [] };
    expect(tryOnChoices(simple)).toEqual([{ value: null, label: 'Rivoli', picture: picture('rivoli') }]);
  });

  it('without any picture: nothing to try on, and the page shows no button', () => {
    const none: TryOnProduct = {
      ...variable,
      tryOnImage: null,
      variations: variable.variations.map((entry) => ({ ...entry, tryOnImage: null })),
    };
    expect(tryOnChoices(none)).toEqual([]);
    expect(canTryOn(none)).toBe(false);
    expect(canTryOn(variable)).toBe(true);
    expect(canTryOn({ ...none, tryOnImage: picture('any') })).toBe(true);
  });

  it("starts on the page's colour when it has a picture, else on the first", () => {
    const choices = tryOnChoices(variable);
    expect(initialChoice(choices, 'ocean')?.value).toBe('ocean');
    expect(initialChoice(choices, 'pink')?.value).toBe('kaki');
    expect(initialChoice(choices, undefined)?.value).toBe('kaki');
    expect(initialChoice([], 'kaki')).toBeUndefined();
  });
});
