import { imageVariantSrcSet } from '@common/imageVariants';

/** The `<img>` attributes of a store picture (spread onto Chakra's Image). */
export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A store picture as the browser should load it: its variants the storefront resizes (`srcSet`, every
 * width of common/imageVariants.ts, AVIF or WebP by the browser's Accept) with `sizes`, how wide the
 * layout shows it; or its own URL alone when it is not resized (an SVG: sharp at any size already).
 * Pure: the server's render and the browser's hydration write the same attributes.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  const srcSet = imageVariantSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
