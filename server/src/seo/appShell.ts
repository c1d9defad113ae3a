/**
 * The built client's page for every client-side route, sent with the page's own head (pageHead.ts):
 * a product page gets its product's title, description, image and structured data, an unknown product
 * answers 404 (the client shows its not-found screen) so that crawlers drop it, and every page gets its
 * canonical URL. When the store cannot answer, the page goes out with the shop's default head.
 */
import fs from 'node:fs';
import { Router, type Request, type Response } from 'express';
import type { CatalogService } from '../catalog/service';
import type { Logger } from '../logger';
import { productHead, renderHead, type PageHead } from './pageHead';

export interface AppShellOptions {
  indexHtml: string;
  catalog: CatalogService;
  /** The shop's public URL: canonical links and structured data never use the request's Host header. */
  publicUrl: string;
  logger: Logger;
}

export function appShell({ indexHtml, catalog, publicUrl, logger }: AppShellOptions): Router {
  const shell = fs.readFileSync(indexHtml, 'utf8');
  const router = Router();
  const pageUrl = (req: Request) => `${publicUrl}${req.path}`;

  const send = (res: Response, status: number, head: PageHead, extra = '') => {
    res.status(status).type('html').setHeader('Cache-Control', 'no-cache');
    res.send(renderHead(extra ? shell.replace('</head>', `    ${extra}\n  </head>`) : shell, head));
  };

  router.get('/products/:slug', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const slug = String(req.params.slug);
    try {
      const product = await catalog.productBySlug(slug);
      if (!product) return send(res, 404, { url: pageUrl(req), type: 'website' }, '<meta name="robots" content="noindex" />');
      send(res, 200, productHead(product, await catalog.variations(product), publicUrl));
    } catch (error) {
      logger.warn({ err: error, slug }, 'product page head: the store did not answer, default head sent');
      send(res, 200, { url: pageUrl(req), type: 'website' });
    }
  });

  // Every other client-side route: the shell with its canonical URL.
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    send(res, 200, { url: pageUrl(req), type: 'website' });
  });
  return router;
}
