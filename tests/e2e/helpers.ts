import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Asks the storefront's GraphQL API directly, to pick test data from the seeded store. */
export async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables }, headers: { 'content-type': 'application/json' } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export interface VariableProduct {
  slug: string;
  name: string;
  price: { amount: number };
  images: { url: string }[];
  variations: { price: { amount: number }; image: { url: string } | null; attributes: { key: string; value: string }[] }[];
}

/** A product with a colour variation whose own image is not the product's first and whose price differs. */
export async function findVariableProductWithPricedVariation(
  request: APIRequestContext,
): Promise<{ product: VariableProduct; color: string }> {
  const listing = await gql<{ products: { nodes: { slug: string }[] } }>(request, `{ products(pageSize: 100) { nodes { slug } } }`);
  for (const { slug } of listing.products.nodes) {
    const { product } = await gql<{ product: VariableProduct }>(
      request,
      `query($slug: String!) { product(slug: $slug) { slug name price { amount } images { url } variations { price { amount } image { url } attributes { key value } } } }`,
      { slug },
    );
    const variation = product.variations.find(
      (candidate) =>
        candidate.image &&
        candidate.image.url !== product.images[0]?.url &&
        candidate.price.amount !== product.price.amount &&
        candidate.attributes.length === 1,
    );
    if (variation) return { product, color: variation.attributes[0]!.value };
  }
  throw new Error('no variable product with a differently priced variation in the seed');
}

/**
 * Waits until a page shows its data: its main heading is visible and nothing is busy (the spinners
 * of loading pages, listings and the cart summary while they load set aria-busy="true").
 */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * The shop's language from the next page on, as a shopper's earlier choice leaves it: the cookie the
 * server renders pages with, and the choice saved in the browser.
 */
export async function chooseLanguage(target: Page | BrowserContext, language: 'FR' | 'EN'): Promise<void> {
  await languageCookie(target, language);
  const context = 'context' in target ? target.context() : target;
  await context.addInitScript((code) => window.localStorage.setItem('language', JSON.stringify(code)), language);
}

/** The cookie the server renders pages' language with (for tests that save the browser's own state themselves). */
export async function languageCookie(target: Page | BrowserContext, language: 'FR' | 'EN'): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  await context.addCookies([{ name: 'language', value: language, domain: 'localhost', path: '/' }]);
}

/** For `toHaveURL`: the page's path is exactly `path` (a pattern ending in it would also match a query such as `?redirect=/cart`). */
export function atPath(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}
