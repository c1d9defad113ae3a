/**
 * Resized, re-encoded variants of the store's pictures (sharp), kept in memory: a store that gives only
 * full-size pictures (WooCommerce's originals) still sends a phone a picture its size, in AVIF or WebP.
 * Originals are fetched only from the store's own origin, by path (the request never names a host), with
 * a size cap, a pixel cap and the store's timeout; each variant is made once and kept in an LRU of a
 * fixed number of bytes, concurrent asks for the same variant sharing one making.
 */
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Logger } from '../logger';
import type { VariantFormat, VariantRequest } from './variantRequest';

/** A variant as it is sent. */
export interface Variant {
  body: Buffer;
  format: VariantFormat;
  /** A strong validator of the bytes (quoted, as the header carries it). */
  etag: string;
}

export type VariantAnswer =
  /** Made now (`cached` false) or taken from the cache. */
  | { kind: 'variant'; variant: Variant; cached: boolean }
  /** The store has no such picture, or not one the storefront resizes (too large, not a bitmap it reads). */
  | { kind: 'missing' }
  /** The store did not answer (down, slow, 5xx): worth asking again later. */
  | { kind: 'unavailable' };

/** Larger originals are not resized (a camera's JPEG is a few MB; WooCommerce scales bigger uploads down). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** sharp's limitInputPixels: a decompression bomb (a tiny file of a huge picture) is refused before decoding. */
export const MAX_SOURCE_PIXELS = 50_000_000;

/** Originals sharp reads here: WooCommerce's uploads (JPEG, PNG, WebP, AVIF; sharp names AVIF `heif`). */
const READABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface ImageVariantsOptions {
  /** The origin originals are fetched from: WOO_URL's, or the embedded store's loopback address. */
  storeOrigin: string;
  /** The cache's size in bytes (IMAGE_CACHE_MB). */
  cacheBytes: number;
  /** How long the store may take to send an original (WOO_TIMEOUT_MS). */
  timeoutMs: number;
  logger: Logger;
}

class SourceProblem extends Error {
  constructor(readonly kind: 'missing' | 'unavailable') {
    super(kind);
  }
}

const cacheKey = (request: VariantRequest, modern: 'avif' | 'webp' | null) => `${request.width}:${modern ?? 'original'}:${request.path}`;

export class ImageVariants {
  private readonly cache: LRUCache<string, Variant>;
  private readonly making = new Map<string, Promise<VariantAnswer>>();
  private readonly storeOrigin: string;

  constructor(private readonly options: ImageVariantsOptions) {
    this.storeOrigin = new URL(options.storeOrigin).origin;
    this.cache = new LRUCache<string, Variant>({
      maxSize: options.cacheBytes,
      sizeCalculation: (variant, key) => variant.body.length + key.length,
    });
  }

  /** Whether the variant is kept (answering it costs neither the store nor the CPU). */
  has(request: VariantRequest, modern: 'avif' | 'webp' | null): boolean {
    return this.cache.has(cacheKey(request, modern));
  }

  /** The variant of `request` in `modern` (or the original's own kind when null). */
  async variant(request: VariantRequest, modern: 'avif' | 'webp' | null): Promise<VariantAnswer> {
    const key = cacheKey(request, modern);
    const kept = this.cache.get(key);
    if (kept) return { kind: 'variant', variant: kept, cached: true };
    let pending = this.making.get(key);
    if (!pending) {
      pending = this.make(request, modern).finally(() => this.making.delete(key));
      this.making.set(key, pending);
    }
    const answer = await pending;
    if (answer.kind === 'variant') this.cache.set(key, answer.variant);
    return answer;
  }

  private async make(request: VariantRequest, modern: 'avif' | 'webp' | null): Promise<VariantAnswer> {
    let source: Buffer;
    try {
      source = await this.fetchOriginal(request.path);
    } catch (error) {
      if (error instanceof SourceProblem) return { kind: error.kind };
      this.options.logger.warn({ err: error, path: request.path }, 'image variant: the store did not send the original');
      return { kind: 'unavailable' };
    }
    try {
      const input = { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' } as const;
      const metadata = await sharp(source, input).metadata();
      if (!READABLE.has(metadata.format)) return { kind: 'missing' };
      const format: VariantFormat = modern ?? (metadata.hasAlpha ? 'png' : 'jpeg');
      // Upright as the camera meant it (EXIF orientation), never enlarged, metadata dropped.
      const resized = sharp(source, input).rotate().resize({ width: request.width, withoutEnlargement: true });
      const body = await encode(resized, format).toBuffer();
      const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
      return { kind: 'variant', variant: { body, format, etag }, cached: false };
    } catch (error) {
      // A corrupt file, a bomb over the pixel cap, a format sharp cannot read: no variant of it.
      this.options.logger.warn({ err: error, path: request.path }, 'image variant: the original could not be resized');
      return { kind: 'missing' };
    }
  }

  /** The original's bytes, from the store's origin only; no redirect followed (it could lead anywhere). */
  private async fetchOriginal(path: string): Promise<Buffer> {
    let response: Response;
    try {
      response = await fetch(`${this.storeOrigin}${path}`, {
        redirect: 'manual',
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch {
      throw new SourceProblem('unavailable');
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new SourceProblem(response.status >= 500 ? 'unavailable' : 'missing');
    }
    const declared = Number(response.headers.get('content-length'));
    if (declared > MAX_SOURCE_BYTES) {
      await response.body.cancel();
      throw new SourceProblem('missing');
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > MAX_SOURCE_BYTES) {
          await reader.cancel();
          throw new SourceProblem('missing');
        }
        chunks.push(value);
      }
    } catch (error) {
      if (error instanceof SourceProblem) throw error;
      throw new SourceProblem('unavailable');
    }
    return Buffer.concat(chunks);
  }
}

/** Settings chosen for photos of products on a plain ground: small files, no visible loss at their size. */
function encode(image: sharp.Sharp, format: VariantFormat): sharp.Sharp {
  switch (format) {
    case 'avif':
      // effort 0 of 9: measured on a 2400 px product photo (a busy 2-core machine), a 1600 px variant in 0.9 s and
      // 55 kB (effort 2: 2.1 s, 59 kB; effort 4: 23 s, 44 kB), 480 px in 0.16 s: a first shopper's wait stays short.
      return image.avif({ quality: 50, effort: 0 });
    case 'webp':
      return image.webp({ quality: 75 });
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true });
  }
}
