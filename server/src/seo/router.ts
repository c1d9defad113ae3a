/**
 * robots.txt and sitemap.xml, built from the catalog so that search engines find every product.
 * The shop is one language-switching URL space: one entry per path. The static pages and the
 * disallowed paths come from the route table (common/routes.ts).
 */
import { Router } from 'express';
import { INDEXED_PATHS, NOT_INDEXED_PATHS } from '#common/routes';
import type { CatalogService } from '../catalog/service';
import type { Logger } from '../logger';

/** robots.txt's Disallow lines: the route table's (cart, checkout, account, internal pages), and the API. */
const NOT_INDEXED = [...NOT_INDEXED_PATHS, '/graphql'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function seoRouter(options: { catalog: CatalogService; publicUrl: string; gated: boolean; logger: Logger }): Router {
  const router = Router();
  // The configured public URL, never the request's Host header (which any client can set).
  const origin = options.publicUrl;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600');
    // A shop behind its gate is not ready to be indexed.
    if (options.gated) return void res.send('User-agent: *\nDisallow: /\n');
    res.send(['User-agent: *', ...NOT_INDEXED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'));
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const products = await options.catalog.sectionProducts('ALL');
      const base = origin;
      const urls = [...INDEXED_PATHS, ...products.map((product) => `/products/${encodeURIComponent(product.slug)}`)];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`),
        '</urlset>',
        '',
      ].join('\n');
      res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(body);
    } catch (error) {
      options.logger.error({ err: error }, 'sitemap failed');
      next(error);
    }
  });
  return router;
}
