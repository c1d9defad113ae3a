import { useContext } from 'react';
import { RenderedHeadContext } from '@/ssr/renderedHead';
import type { ResponsiveImage } from './responsiveImage';

/**
 * Names the page's first large picture (its LCP element) for the head the server sends: the browser
 * then fetches it with the HTML's head, at high priority, before the styles and scripts. Give it the
 * very attributes the `<img>` gets (lib/responsiveImage.ts): the preload carries the same `srcset` and
 * `sizes` (imagesrcset, imagesizes), so the browser picks the same variant and fetches it once. In the
 * browser (a page opened by a link inside the shop) it does nothing: the picture's own
 * `fetchpriority="high"` is enough there.
 */
export function usePreloadImage(image: ResponsiveImage | string | null | undefined): void {
  const renderedHead = useContext(RenderedHeadContext);
  if (!renderedHead || !image) return;
  // A bare URL: a picture without variants.
  const picture = typeof image === 'string' ? { src: image } : image;
  renderedHead.preloadImage = picture.src;
  renderedHead.preloadImageSrcSet = picture.srcSet;
  renderedHead.preloadImageSizes = picture.sizes;
}
