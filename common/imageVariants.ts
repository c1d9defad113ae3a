/**
 * The store's pictures resized by the storefront (server/src/images/): which pictures it resizes, the
 * widths it makes and the URL of a variant. Shared by the server's route, which accepts nothing else,
 * and the client's `srcset` (client/src/lib/responsiveImage.ts), so both name the same variants.
 *
 * A variant's URL is `/img/<width>/<the picture's path on the store>`, for instance
 * `/img/640/wp-content/uploads/2026/03/pigalle.jpg`: the path only, never an origin, so the server can
 * only ever fetch from the store it is configured with.
 */

/** The only widths made (CSS pixels times density): a fixed set, so strangers cannot fill the cache. */
export const IMAGE_VARIANT_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const IMAGE_VARIANT_PREFIX = '/img/';

/** Where WordPress keeps its media library (in a subfolder install too: `/shop/wp-content/uploads/`). */
export const STORE_UPLOADS_SEGMENT = '/wp-content/uploads/';

/**
 * Bitmaps only: an SVG (the embedded store's pictures, its home picture) is already sharp at any size
 * and a few kilobytes, smaller than any bitmap of it, so it is served as it is.
 */
const RESIZABLE = /\.(jpe?g|png|webp|avif)$/i;

/**
 * The picture's path on the store (percent-encoded as in its URL) when the storefront makes variants of
 * it: a bitmap in the store's media library, given as a root-relative path (the embedded store's) or an
 * absolute URL (a genuine store's); else null.
 */
export function resizablePath(url: string): string | null {
  let pathname: string;
  try {
    const parsed = new URL(url, 'http://picture.invalid');
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    pathname = parsed.pathname;
  } catch {
    return null;
  }
  return pathname.includes(STORE_UPLOADS_SEGMENT) && RESIZABLE.test(pathname) ? pathname : null;
}

/** The URL of `path`'s variant `width` pixels wide (path as `resizablePath` gives it). */
export function imageVariantUrl(path: string, width: ImageVariantWidth): string {
  return `${IMAGE_VARIANT_PREFIX}${width}${path}`;
}

/** A `srcset` of every variant of `url`, or null when the storefront does not resize it. */
export function imageVariantSrcSet(url: string): string | null {
  const path = resizablePath(url);
  return path ? IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(path, width)} ${width}w`).join(', ') : null;
}
