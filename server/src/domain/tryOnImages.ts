/**
 * The virtual try-on's pictures: a frame's front with a transparent background, which the store holds
 * among the product's images and marks by its alternative text. An image whose alt text starts with
 * the marker (TRY_ON_IMAGE_ALT, "try-on" by default; case, accents and spaces ignored) is a try-on
 * picture, never shown in the gallery; what follows the marker names the variation option it shows
 * ("try-on: Noir" is the Noir colour's), nothing the product's picture for every variation.
 */
import { frontWidth, type FrameSize } from '#common/fit';
import { optionValue } from './attributes';
import type { ImageRef, TryOnImage, TryOnPicture, VariationAttribute } from './catalog';

// The pictures' types belong to the catalog's (a product carries them); re-exported for the try-on's readers.
export type { TryOnImage, TryOnPicture };

/** The alt text's start that marks a try-on picture, unless TRY_ON_IMAGE_ALT says otherwise. */
export const DEFAULT_TRY_ON_MARKER = 'try-on';

/** The try-on's frame width when the product says nothing of its size: a common adult frame front. */
export const DEFAULT_FRAME_WIDTH_MM = 140;

/**
 * The rims and hinges beyond the lenses and the bridge, both sides together: a frame front measures
 * about twice the lens, the bridge and 12 mm (the seed's products carry the same rule in their width).
 */
const RIMS_AND_HINGES_MM = 12;

/** Lowercase, without accents: how alt texts and the marker are compared. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The picture's option when `alt` marks a try-on picture: '' for the product's own picture, the
 * option's normalised value after the marker, or null when the alt text does not start with the marker.
 * The marker's words may be joined by anything but letters and digits ("Try-on", "TRY ON", "try_on").
 */
export function tryOnOptionOf(alt: string, marker: string): string | null {
  const words = plain(marker).match(/[a-z0-9]+/g);
  if (!words) return null;
  const match = new RegExp(`^\\s*${words.join('[^a-z0-9]*')}(?![a-z0-9])(.*)$`, 's').exec(plain(alt));
  return match ? optionValue(match[1] ?? '') : null;
}

/**
 * The product's images split into the gallery (what the shop shows) and its try-on pictures, both in
 * the store's order.
 */
export function splitTryOnImages(images: readonly ImageRef[], marker: string): { gallery: ImageRef[]; tryOn: TryOnPicture[] } {
  const gallery: ImageRef[] = [];
  const tryOn: TryOnPicture[] = [];
  for (const image of images) {
    const option = tryOnOptionOf(image.alt, marker);
    if (option === null) gallery.push(image);
    else tryOn.push({ image, option: option === '' ? null : option });
  }
  return { gallery, tryOn };
}

/**
 * The product's try-on picture before a variation is chosen: its own (no option named), else the
 * first one the store lists; none when it has none.
 */
export function productTryOnPicture(pictures: readonly TryOnPicture[]): ImageRef | null {
  return (pictures.find((picture) => picture.option === null) ?? pictures[0])?.image ?? null;
}

/**
 * A variation's try-on picture: the one naming one of its options (its colour), else the product's
 * own; never another colour's picture.
 */
export function variationTryOnPicture(pictures: readonly TryOnPicture[], attributes: readonly VariationAttribute[]): ImageRef | null {
  const values = new Set(attributes.flatMap((attribute) => [attribute.value, optionValue(attribute.label)]));
  const own = pictures.find((picture) => picture.option !== null && values.has(picture.option));
  return (own ?? pictures.find((picture) => picture.option === null))?.image ?? null;
}

/**
 * The frame's front width in millimetres, hinge to hinge, from its size (domain/frameSize.ts, as the fit
 * finder reads it): the two lenses and the bridge (common/fit.ts frontWidth) and the rims and hinges;
 * DEFAULT_FRAME_WIDTH_MM when the store gives no size.
 */
export function tryOnFrameWidthMm(size: Pick<FrameSize, 'lensWidth' | 'bridgeWidth'> | null): number {
  return size ? frontWidth(size) + RIMS_AND_HINGES_MM : DEFAULT_FRAME_WIDTH_MM;
}

/**
 * The try-on image (picture and frame width) of a product, or of one of its variations given its
 * attributes; null when the store has no try-on picture for it.
 */
export function tryOnImageOf(
  pictures: readonly TryOnPicture[],
  size: Pick<FrameSize, 'lensWidth' | 'bridgeWidth'> | null,
  attributes?: readonly VariationAttribute[],
): TryOnImage | null {
  const image = attributes ? variationTryOnPicture(pictures, attributes) : productTryOnPicture(pictures);
  return image ? { image, frameWidthMm: tryOnFrameWidthMm(size) } : null;
}
