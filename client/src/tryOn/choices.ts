/**
 * The frames a shopper can try on from a product page: one per colour that has a try-on picture, or the
 * product's own picture when its variations have none (a simple product).
 */

/** A try-on picture as the product page's query selects it (schema/tryOn.graphql's TryOnImage). */
export interface TryOnPicture {
  frameWidthMm: number;
  image: { url: string };
}

/**
 * What the try-on reads of the product page's product. The page's query selects these fields inline
 * rather than through a fragment of the try-on's own: every GraphQL document ships with the first load
 * of every page (codegen's document map), and a fragment would add its text and tree twice more.
 */
export interface TryOnProduct {
  slug: string;
  name: string;
  tryOnImage: TryOnPicture | null;
  variations: readonly {
    attributes: readonly { key: string; value: string; label: string }[];
    tryOnImage: TryOnPicture | null;
  }[];
}

export interface TryOnChoice {
  /** The colour's option value (black, tortoise...), null for the product's own picture. */
  value: string | null;
  /** The colour as the store names it. */
  label: string;
  picture: TryOnPicture;
}

/** In the store's order of the variations (its menu order). */
export function tryOnChoices(product: TryOnProduct): TryOnChoice[] {
  const byColour = new Map<string, TryOnChoice>();
  for (const variation of product.variations) {
    const colour = variation.attributes.find((attribute) => attribute.key === 'color');
    if (!colour || !variation.tryOnImage || byColour.has(colour.value)) continue;
    byColour.set(colour.value, { value: colour.value, label: colour.label, picture: variation.tryOnImage });
  }
  if (byColour.size > 0) return [...byColour.values()];
  return product.tryOnImage ? [{ value: null, label: product.name, picture: product.tryOnImage }] : [];
}

/** The choice to show first: the colour chosen on the page when it can be tried on, else the first one. */
export function initialChoice(choices: readonly TryOnChoice[], selectedColour: string | undefined): TryOnChoice | undefined {
  return choices.find((choice) => choice.value !== null && choice.value === selectedColour) ?? choices[0];
}
