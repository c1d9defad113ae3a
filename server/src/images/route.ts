/**
 * `GET /img/<width>/<path>`: a picture of the store's media library, `width` pixels wide (one of
 * IMAGE_VARIANT_WIDTHS), in AVIF or WebP when the browser's Accept header takes them, else in the
 * original's kind (JPEG, or PNG for a picture with transparency). Long-cached: a store's upload never
 * changes under its name. A variant made anew (not kept) counts against the address's allowance
 * (IMAGE_MISSES_PER_MINUTE): it costs the store a download and the server a resize.
 */
import { Router, type Request, type Response } from 'express';
import { IMAGE_VARIANT_PREFIX } from '#common/imageVariants';
import type { RateLimitStore } from '../ports/rateLimit';
import type { ImageVariants, Variant } from './imageVariants';
import { modernFormat, parseVariantRequest } from './variantRequest';

export interface ImageVariantRouteDeps {
  variants: ImageVariants;
  rateLimits: RateLimitStore;
  /** Variants one address may have made per minute (IMAGE_MISSES_PER_MINUTE). */
  missesPerMinute: number;
}

const YEAR_SECONDS = 31_536_000;

function plain(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain').setHeader('Cache-Control', 'no-store').send(text);
}

function send(req: Request, res: Response, variant: Variant): void {
  res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
  res.vary('Accept');
  res.setHeader('ETag', variant.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.type(`image/${variant.format}`);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', String(variant.body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(variant.body);
}

export function imageVariantRouter({ variants, rateLimits, missesPerMinute }: ImageVariantRouteDeps): Router {
  const limiter = rateLimits.limiter({ name: 'imageVariants', points: missesPerMinute, durationSec: 60 });
  const router = Router();
  router.use(IMAGE_VARIANT_PREFIX.replace(/\/$/, ''), async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const request = parseVariantRequest(req.path);
    // Whatever the answer, it depends on Accept: a shared cache must not give one browser's AVIF to another.
    res.vary('Accept');
    if (!request || req.url.includes('?')) return plain(res, 400, 'Bad request');
    const modern = modernFormat(req.get('accept'));
    if (!variants.has(request, modern)) {
      const decision = await limiter.consume(req.viewer.ip);
      if (!decision.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(decision.retryAfterMs / 1000)));
        return plain(res, 429, 'Too many requests');
      }
    }
    const answer = await variants.variant(request, modern);
    if (answer.kind === 'missing') return plain(res, 404, 'Not found');
    if (answer.kind === 'unavailable') return plain(res, 502, 'The store did not send the picture');
    send(req, res, answer.variant);
  });
  return router;
}
