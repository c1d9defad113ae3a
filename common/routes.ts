/**
 * The shop's route table, the one list of its pages: the client maps each name to its screen, the
 * server derives the sitemap's static paths and robots.txt from it, and the accessibility tests visit
 * every entry. Pure data: no I/O, no framework.
 */

export interface RouteEntry {
  /** The page's name: the client's key to its screen. */
  name: string;
  /** The router's path pattern (react-router syntax; `*` for every other URL). */
  path: string;
  /** Listed in the sitemap. Only static pages: product pages are listed from the catalog. */
  indexed: boolean;
  /** An internal test or debug page: not linked from the shop, disallowed in robots.txt by its prefix. */
  internal: boolean;
  /**
   * A public page that search engines are told to stay out of (robots.txt disallows its path, cut
   * before its first parameter: `/order-confirmation/:orderId` gives `/order-confirmation/`, and an
   * optional last segment goes with its slash: `/account/:tab?` gives `/account`).
   */
  disallowed?: boolean;
  /** A URL of this route to visit in tests, when the path has parameters or needs a query. */
  sample?: string;
}

/** The order of the indexed entries is the sitemap's. */
export const ROUTES = [
  { name: 'home', path: '/', indexed: true, internal: false },
  { name: 'landing', path: '/landing', indexed: true, internal: false },
  { name: 'collections', path: '/collections', indexed: true, internal: false },
  {
    name: 'collectionsFiltered',
    path: '/collections/filtered',
    indexed: false,
    internal: false,
    sample: '/collections/filtered?category=solaire',
  },
  { name: 'men', path: '/men', indexed: true, internal: false },
  { name: 'women', path: '/women', indexed: true, internal: false },
  { name: 'optical', path: '/optical', indexed: true, internal: false },
  { name: 'sunglasses', path: '/sunglasses', indexed: true, internal: false },
  { name: 'newArrivals', path: '/new-arrivals', indexed: true, internal: false },
  { name: 'product', path: '/products/:slug', indexed: false, internal: false, sample: '/products/montmartre' },
  { name: 'cart', path: '/cart', indexed: false, internal: false, disallowed: true },
  { name: 'checkout', path: '/checkout', indexed: false, internal: false, disallowed: true },
  {
    name: 'orderConfirmation',
    path: '/order-confirmation/:orderId',
    indexed: false,
    internal: false,
    disallowed: true,
    // No such order: the page's "order not found" state.
    sample: '/order-confirmation/0',
  },
  { name: 'account', path: '/account/:tab?', indexed: false, internal: false, disallowed: true, sample: '/account' },
  { name: 'contact', path: '/contact', indexed: true, internal: false },
  { name: 'login', path: '/login', indexed: false, internal: false, disallowed: true },
  { name: 'register', path: '/register', indexed: false, internal: false, disallowed: true },
  { name: 'forgotPassword', path: '/forgot-password', indexed: false, internal: false, disallowed: true },
  // A link without a token (or with a used one) says so: the page's "invalid link" state.
  { name: 'resetPassword', path: '/reset-password', indexed: false, internal: false, disallowed: true },
  // The back-in-stock mails' links (a token each): kept out of search engines like the reset link.
  { name: 'backInStockConfirm', path: '/back-in-stock/confirm', indexed: false, internal: false, disallowed: true },
  { name: 'backInStockUnsubscribe', path: '/back-in-stock/unsubscribe', indexed: false, internal: false, disallowed: true },
  { name: 'faq', path: '/faq', indexed: true, internal: false },
  { name: 'deliveryReturns', path: '/livraison-retours', indexed: true, internal: false },
  { name: 'warranty', path: '/garantie', indexed: true, internal: false },
  { name: 'terms', path: '/conditions', indexed: true, internal: false },
  { name: 'privacy', path: '/politique', indexed: true, internal: false },
  { name: 'woocsTest', path: '/test-woocs-currency', indexed: false, internal: true },
  { name: 'shippingTest', path: '/test-shipping-currency', indexed: false, internal: true },
  { name: 'preorderTest', path: '/test-preorder-category', indexed: false, internal: true },
  { name: 'variationImagesTest', path: '/test-variation-images', indexed: false, internal: true },
  { name: 'debugCategories', path: '/debug-categories', indexed: false, internal: true },
  { name: 'notFound', path: '*', indexed: false, internal: false, sample: '/no-such-page' },
] as const satisfies readonly RouteEntry[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The prefixes of internal pages' paths: robots.txt disallows the prefixes, so a new test page needs no new line. */
export const INTERNAL_PREFIXES = ['/test-', '/debug-'] as const;

/** The static paths of the sitemap, in the table's order. */
export const INDEXED_PATHS: readonly string[] = ROUTES.filter((route) => route.indexed).map((route) => route.path);

/** The prefix robots.txt disallows for a path: cut before its first parameter, an optional one with its slash. */
function disallowedPrefix(path: string): string {
  return path.replace(/\/:[^/]*\?$/, '').replace(/:.*$/, '');
}

/** The client paths robots.txt disallows (prefixes): public pages marked so, internal pages. */
export const NOT_INDEXED_PATHS: readonly string[] = [
  ...ROUTES.filter((route: RouteEntry) => route.disallowed).map((route) => disallowedPrefix(route.path)),
  ...INTERNAL_PREFIXES,
];

/** The URL tests visit for a route. */
export function routeSample(route: RouteEntry): string {
  return route.sample ?? route.path;
}

/** A route's path as a regular expression, matched as react-router does: case-insensitive, a trailing slash allowed. */
function pathPattern(path: string): RegExp {
  if (path === '*') return /^.*$/;
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const PATTERNS = ROUTES.map((route) => ({ route, pattern: pathPattern(route.path) }));

/** The route table's entry that shows this path (the not-found entry for any other path). */
export function matchRoute(pathname: string): (typeof ROUTES)[number] {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))!.route;
}

/** A path of this site: one leading slash, not `//host` nor `/\host` (browsers read both as another host), no control character. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && ![...value].some((char) => char.charCodeAt(0) < 0x20);
}
