/**
 * What a variant request asks for, read from its URL and Accept header: hostile input, so anything but
 * one of the fixed widths and a clean path to a bitmap in the store's media library is refused.
 */
import { IMAGE_VARIANT_WIDTHS, resizablePath, type ImageVariantWidth } from '#common/imageVariants';

/** The formats a variant is encoded in: the browser's best modern one, else the original's kind. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface VariantRequest {
  width: ImageVariantWidth;
  /** The picture's path on the store, each segment percent-encoded afresh (no dot segments, no slashes inside one). */
  path: string;
}

/** Longer paths are not a store's pictures (WordPress names them `YYYY/MM/name-WxH.ext`). */
const MAX_PATH_LENGTH = 512;

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

const isWidth = (value: number): value is ImageVariantWidth => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(value);

/**
 * `/<width>/<path>` (the route's path below `/img`, still percent-encoded) as a request, or null when it
 * is not one the storefront serves.
 */
export function parseVariantRequest(routePath: string): VariantRequest | null {
  const match = /^\/([1-9]\d{2,3})(\/.+)$/.exec(routePath);
  if (!match || match[2]!.length > MAX_PATH_LENGTH) return null;
  const width = Number(match[1]);
  if (!isWidth(width)) return null;
  const segments: string[] = [];
  for (const raw of match[2]!.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // No empty or dot segment, nothing that becomes a separator or a control character once decoded.
    if (segment === '' || segment === '.' || segment === '..' || /[/\\]/.test(segment) || hasControlCharacter(segment)) return null;
    segments.push(encodeURIComponent(segment));
  }
  const path = `/${segments.join('/')}`;
  return resizablePath(path) === path ? { width, path } : null;
}

/** The modern format the browser says it takes (AVIF first, then WebP), from its Accept header; else null. */
export function modernFormat(accept: string | undefined): 'avif' | 'webp' | null {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type, ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return null;
}
