/**
 * Variation selection rules (spec section 4): nothing is selected until every variation attribute
 * has a value; then the variation matching all of them is. A variation that leaves an attribute
 * unset ("any" in WooCommerce) matches every value of it.
 */
export interface SelectableAttribute {
  key: string;
  variation: boolean;
}

export interface SelectableVariation {
  attributes: readonly { key: string; value: string }[];
}

export type Selection = Readonly<Record<string, string | undefined>>;

export function variationKeys(attributes: readonly SelectableAttribute[]): string[] {
  return attributes.filter((attribute) => attribute.variation).map((attribute) => attribute.key);
}

export function isSelectionComplete(keys: readonly string[], selection: Selection): boolean {
  return keys.every((key) => Boolean(selection[key]));
}

export function matchVariation<V extends SelectableVariation>(
  variations: readonly V[],
  keys: readonly string[],
  selection: Selection,
): V | null {
  if (variations.length === 0 || keys.length === 0 || !isSelectionComplete(keys, selection)) return null;
  return (
    variations.find((variation) =>
      keys.every((key) => {
        const own = variation.attributes.find((attribute) => attribute.key === key);
        return !own || own.value === selection[key];
      }),
    ) ?? null
  );
}

/** Images to show: the selected variation's own image first, then the product's, without repeats. */
export function galleryImages<I extends { url: string }>(productImages: readonly I[], variationImage: I | null | undefined): I[] {
  if (!variationImage) return [...productImages];
  return [variationImage, ...productImages.filter((image) => image.url !== variationImage.url)];
}
