/**
 * Pages rendered on the server: their HTML carries the products and prices before any script runs, in
 * the shopper's language and currency (cookies, else the browser's language), and the browser hydrates
 * it without a mismatch and without asking again what the HTML already holds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney } from '../../common/money';
import { exactText } from './exactText';
import { gql } from './helpers';

interface ListedProduct {
  name: string;
  price: { amount: number; currencyCode: string };
}

async function menFirstPage(request: APIRequestContext, language: 'FR' | 'EN', currency: string): Promise<ListedProduct[]> {
  const data = await gql<{ products: { nodes: ListedProduct[] } }>(
    request,
    `query($language: Language, $currency: CurrencyCode) {
      products(filter: { section: MEN }, page: 1, pageSize: 12, language: $language, currency: $currency) { nodes { name price { amount currencyCode } } }
    }`,
    { language, currency },
  );
  return data.products.nodes;
}

/** The HTML's text as a reader gets it: no tags, entities decoded. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="page-state"'));
  return body
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function pageHtml(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers: { accept: 'text/html', ...headers } });
  expect(response.status()).toBe(200);
  return response.text();
}

test('a listing page’s HTML holds its products and prices, in French and euros by default', async ({ request }) => {
  const products = await menFirstPage(request, 'FR', 'EUR');
  expect(products.length).toBeGreaterThan(3);
  const html = await pageHtml(request, '/men', { 'accept-language': 'fr-FR,fr;q=0.9' });
  expect(html).toContain('<html lang="fr">');
  const text = visibleText(html);
  expect(text).toContain('Homme');
  for (const product of products) {
    expect(text).toContain(product.name);
    expect(text).toContain(formatMoney(product.price, 'FR').replace(/\s/g, ' '));
  }
  // One inline script only, the one that keeps taps made before hydration (allowed by its hash): the
  // page's state is a JSON data block the Content Security Policy allows.
  expect(html.match(/<script(?![^>]*type="(module|application\/json)")[^>]*>/g)).toEqual(['<script>']);
  expect(html).toContain('<script>(function(){var taps=[]');
});

test('the language and currency cookies render the page as the shopper chose', async ({ request }) => {
  const products = await menFirstPage(request, 'EN', 'USD');
  const html = await pageHtml(request, '/men', { cookie: 'language=EN; currency=USD', 'accept-language': 'fr-FR' });
  expect(html).toContain('<html lang="en">');
  const text = visibleText(html);
  expect(text).toContain('Men');
  expect(text).not.toContain('Homme');
  for (const product of products) expect(text).toContain(formatMoney(product.price, 'EN'));
  expect(products[0]!.price.currencyCode).toBe('USD');
});

test("a first visit is rendered in the browser's language", async ({ request }) => {
  const html = await pageHtml(request, '/', { 'accept-language': 'en-GB,en;q=0.9' });
  expect(html).toContain('<html lang="en">');
});

test('a product page’s HTML holds its name and price', async ({ request }) => {
  const { products } = await gql<{
    products: { nodes: { slug: string; name: string; price: { amount: number; currencyCode: string } }[] };
  }>(request, `{ products(pageSize: 1, currency: "EUR") { nodes { slug name price { amount currencyCode } } } }`);
  const product = products.nodes[0]!;
  const text = visibleText(await pageHtml(request, `/products/${product.slug}`, { 'accept-language': 'fr-FR' }));
  expect(text).toContain(product.name);
  expect(text).toContain(formatMoney(product.price, 'FR').replace(/\s/g, ' '));
});

// Montmartre's 189 EUR (207.90 at USD's 1.1) written the language's way, with the same characters in the
// server's HTML and once the browser has hydrated (U+202F and U+00A0 where French puts spaces).
for (const [language, currency, shown] of [
  ['FR', 'EUR', '189,00\u00a0€'],
  ['EN', 'EUR', '€189.00'],
  ['FR', 'USD', '207,90\u00a0$US'],
  ['EN', 'USD', 'US$207.90'],
] as const) {
  test(`a price in ${language} and ${currency} reads ${shown}, the same from the server and in the browser`, async ({ page, request }) => {
    const cookie = `language=${language}; currency=${currency}`;
    const html = await pageHtml(request, '/products/montmartre', { cookie });
    expect(html.match(/data-testid="price"[^>]*>([^<]*)</)?.[1]).toBe(shown);
    await page
      .context()
      .addCookies(Object.entries({ language, currency }).map(([name, value]) => ({ name, value, domain: 'localhost', path: '/' })));
    const { problems } = await hydrate(page, '/products/montmartre');
    expect(problems).toEqual([]);
    await expect(page.getByRole('main').getByTestId('price').first()).toHaveText(exactText(shown));
  });
}

/** Opens a page and returns what went wrong while it hydrated, and the GraphQL operations it sent. */
async function hydrate(page: Page, path: string): Promise<{ problems: string[]; operations: string[] }> {
  const problems: string[] = [];
  const operations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') operations.push(String(request.postDataJSON()?.operationName));
  });
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return { problems, operations };
}

for (const path of ['/', '/men', '/collections?color=noir', '/faq']) {
  test(`${path} hydrates without a mismatch and without asking again for its data`, async ({ page }) => {
    const { problems, operations } = await hydrate(page, path);
    expect(problems).toEqual([]);
    expect(operations.filter((name) => name !== 'CartPricing')).toEqual([]);
  });
}

test('a product page hydrates without a mismatch and without asking again for its data', async ({ page, request }) => {
  const { products } = await gql<{ products: { nodes: { slug: string }[] } }>(request, `{ products(pageSize: 1) { nodes { slug } } }`);
  const { problems, operations } = await hydrate(page, `/products/${products.nodes[0]!.slug}`);
  expect(problems).toEqual([]);
  expect(operations).toEqual([]);
});

test('the cart saved in the browser shows once the server-rendered page has hydrated', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cart',
      JSON.stringify([
        {
          key: '999',
          productId: '999',
          variationId: null,
          slug: 'gone',
          name: 'Gone',
          image: null,
          sku: null,
          quantity: 2,
          originalPrice: 100,
          originalCurrency: 'EUR',
          attributes: [],
        },
      ]),
    );
  });
  await page.goto('/men');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});
