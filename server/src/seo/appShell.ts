/**
 * The built client's page for every client-side route, sent with the page's own head (pageHead.ts):
 * a product page gets its product's title, description, image and structured data, an unknown product
 * and a path of no route answer 404 (the client shows its not-found screen) so that crawlers drop
 * them, and every page gets its canonical URL. When the store cannot answer, or not within the head's budget (PAGE_HEAD_BUDGET_MS), the
 * page goes out at once with the shop's default head: the client then shows the product or its error.
 */
import fs from 'node:fs';
import { Router, type Request, type Response } from 'express';
import type { CatalogService } from '../catalog/service';
import { withSiteAccess } from '../gate/accessScript';
import type { Logger } from '../logger';
import { checkSlug } from '../domain/slug';
import { OPERATION_LIMITS } from '../graphql/limits';
import type { RenderedPage } from '#common/pageRendering';
import { isSitePath, matchRoute } from '#common/routes';
import { withRenderedPage } from '../ssr/renderedPage';
import type { PageRenderer } from '../ssr/pageRenderer';
import { withInternalPages } from '../internal/internalPages';
import { productHead, renderHead, type PageHead } from './pageHead';
import { BASE_DISPLAY } from '../domain/money';
import { priceDisplay } from '../domain/priceDisplay';
import type { PriceDisplays } from '../pricing/priceDisplays';

/** Keeps a page out of search engines' indexes. */
const NOINDEX = '<meta name="robots" content="noindex" />';

/** How long a product page waits for the store before it goes out with the default head. */
export const PAGE_HEAD_BUDGET_MS = 1500;

export interface AppShellOptions {
  indexHtml: string;
  catalog: CatalogService;
  /** The shop's public URL: canonical links and structured data never use the request's Host header. */
  publicUrl: string;
  logger: Logger;
  /** Default PAGE_HEAD_BUDGET_MS. */
  pageHeadBudgetMs?: number;
  /** Draws the page's content into its HTML (server/src/ssr/); without it, the browser draws it. */
  renderPage?: PageRenderer | null;
  /** The internal test pages are served (INTERNAL_PAGES); off (the default here), they answer 404. */
  internalPages?: boolean;
  /** The store's tax settings and rates: a product's structured data carries its price as the page shows it. */
  prices?: Pick<PriceDisplays, 'rules'>;
}

/** The promise's value, or `late` when it takes longer than `ms` (it then goes on, its failure ignored). */
async function within<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  promise.catch(() => {});
  try {
    return await Promise.race([promise.then((value) => ({ value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function appShell({
  indexHtml,
  catalog,
  publicUrl,
  logger,
  pageHeadBudgetMs = PAGE_HEAD_BUDGET_MS,
  renderPage,
  internalPages = false,
  prices,
}: AppShellOptions): Router {
  const shell = fs.readFileSync(indexHtml, 'utf8');
  const router = Router();
  const pageUrl = (req: Request) => `${publicUrl}${req.path}`;

  const render = (req: Request, res: Response): Promise<RenderedPage | null> => (renderPage ? renderPage(req, res) : Promise.resolve(null));

  // The page differs by browser (the gate's state, the shopper's language, currency and account): no-cache,
  // and never kept by a shared cache.
  const send = async (req: Request, res: Response, status: number, head: PageHead, rendered: Promise<RenderedPage | null>, extra = '') => {
    const content = await rendered;
    res.setHeader('Cache-Control', 'private, no-cache').vary('Cookie').vary('Accept-Language');
    // A page whose screen only sends the browser on (a signed-in shopper's /login, a moved account tab) is that redirect.
    if (content?.redirect && isSitePath(content.redirect)) return res.redirect(303, content.redirect);
    // A head the server read itself (a product's) stands; any other page's comes from its screen, in its language.
    const ownHead = head.title || !content ? head : { ...head, title: content.head.title, description: content.head.description };
    // The page's first large picture (the home hero's) is asked for with the head, before the styles and scripts.
    const preload = content?.head;
    const pageHead: PageHead = preload?.preloadImage
      ? {
          ...ownHead,
          preloadImage: preload.preloadImage,
          preloadImageSrcSet: preload.preloadImageSrcSet,
          preloadImageSizes: preload.preloadImageSizes,
        }
      : ownHead;
    const page = renderHead(extra ? shell.replace('</head>', `    ${extra}\n  </head>`) : shell, pageHead);
    res.status(status).type('html');
    res.send(withRenderedPage(withInternalPages(withSiteAccess(page, req.viewer.gate), internalPages), content));
  };

  router.get('/products/:slug', async (req, res, next) => {
    if (!req.accepts('html')) return next();
    // The content is drawn while the head is read (both come from the catalog's cache once warm).
    const rendered = render(req, res);
    const checked = checkSlug(String(req.params.slug), OPERATION_LIMITS.maxSlugLength);
    if (checked.kind !== 'ok') return send(req, res, 404, { url: pageUrl(req), type: 'website' }, rendered, NOINDEX);
    const slug = checked.slug;
    const readHead = async (): Promise<PageHead | null> => {
      const found = await catalog.productBySlug(slug);
      // The store matches slugs loosely: only the product that carries this very slug is the page's.
      const product = found && found.slug === slug ? found : null;
      if (!product) return null;
      const [variations, rules] = await Promise.all([catalog.variations(product), prices?.rules()]);
      const display = rules && priceDisplay({ rules, currency: BASE_DISPLAY, destination: null });
      return productHead(product, variations, publicUrl, display ? (amount, item) => display.shop(amount, item) : undefined);
    };
    try {
      const head = await within(readHead(), pageHeadBudgetMs);
      if (head === 'late') {
        logger.warn({ slug, budgetMs: pageHeadBudgetMs }, 'product page head: the store is slow, default head sent');
        return send(req, res, 200, { url: pageUrl(req), type: 'website' }, rendered);
      }
      if (!head.value) return send(req, res, 404, { url: pageUrl(req), type: 'website' }, rendered, NOINDEX);
      await send(req, res, 200, head.value, rendered);
    } catch (error) {
      logger.warn({ err: error, slug }, 'product page head: the store did not answer, default head sent');
      await send(req, res, 200, { url: pageUrl(req), type: 'website' }, rendered);
    }
  });

  // Every other client-side route: the shell with its canonical URL. A path no route shows is the
  // not-found page (the client's, drawn from the same route table), answered 404 so that crawlers drop it.
  router.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const route = matchRoute(req.path);
    // The internal pages, when served, are never indexed; turned off, they are not found.
    if (route.name === 'notFound' || (route.internal && !internalPages))
      return send(req, res, 404, { url: pageUrl(req), type: 'website' }, render(req, res), NOINDEX);
    await send(req, res, 200, { url: pageUrl(req), type: 'website' }, render(req, res), route.internal ? NOINDEX : '');
  });
  return router;
}
