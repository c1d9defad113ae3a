import { INDEXED_PATHS, INTERNAL_PREFIXES, NOT_INDEXED_PATHS, ROUTES, routeSample } from '../../common/routes';

describe('route table', () => {
  it('names each route once and each path once', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('lists the static public pages in the sitemap, in their order', () => {
    expect(INDEXED_PATHS).toEqual([
      '/',
      '/landing',
      '/collections',
      '/men',
      '/women',
      '/optical',
      '/sunglasses',
      '/new-arrivals',
      '/contact',
      '/faq',
      '/livraison-retours',
      '/garantie',
      '/conditions',
      '/politique',
    ]);
  });

  it('keeps the cart, the checkout, the account pages and the internal pages out of search engines', () => {
    expect(NOT_INDEXED_PATHS).toEqual([
      '/cart',
      '/checkout',
      '/order-confirmation/',
      '/account',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/back-in-stock/confirm',
      '/back-in-stock/unsubscribe',
      '/test-',
      '/debug-',
    ]);
  });

  it('gives every internal page an internal prefix, and no public page one', () => {
    for (const route of ROUTES) {
      const prefixed = INTERNAL_PREFIXES.some((prefix) => route.path.startsWith(prefix));
      expect([route.path, prefixed]).toEqual([route.path, route.internal]);
      if (route.internal) expect(route.indexed).toBe(false);
    }
  });

  it('has a URL to visit for every route with parameters', () => {
    for (const route of ROUTES) expect(routeSample(route)).toMatch(/^\/[^:*]*$/);
  });
});
