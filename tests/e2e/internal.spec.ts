import { expect, test } from './fixtures';
import { gql } from './helpers';

test('pre-order test page shows the three cases', async ({ page }) => {
  await page.goto('/test-preorder-category');
  const cases = page.getByTestId('preorder-case');
  await expect(cases).toHaveCount(3);
  await expect(cases.nth(0).getByTestId('preorder-button')).toHaveText('Pré-commander');
  await expect(cases.nth(0).getByTestId('preorder-tab')).toBeVisible();
  await expect(cases.nth(1).getByTestId('preorder-button')).toHaveText('Ajouter au panier');
  await expect(cases.nth(1).getByTestId('preorder-tab')).toBeHidden();
  await expect(cases.nth(2).getByTestId('preorder-button')).toHaveText('Pré-commander');
  await expect(cases.nth(2).getByTestId('preorder-tab')).toBeVisible();
  await cases.nth(0).getByTestId('preorder-button').click();
  await expect(page.getByTestId('sticky-bar')).toBeVisible();
});

test('variation images test page shows each image or the fallback text', async ({ page }) => {
  await page.goto('/test-variation-images');
  await expect(page.getByTestId('variation-image')).toBeVisible();
  await page.getByTestId('option-pink').click();
  await expect(page.getByTestId('variation-no-image')).toHaveText('Aucune image disponible pour Rose');
  await page.getByTestId('variation-select').selectOption('ocean');
  await expect(page.getByTestId('variation-image')).toHaveAttribute('src', /ocean/);
});

test('categories debug page lists every category with mapping suggestions', async ({ page }) => {
  await page.goto('/debug-categories');
  await expect(page.getByTestId('categories-table')).toContainText('homme');
  await expect(page.getByTestId('categories-table')).toContainText('Aucune description');
  await expect(page.getByTestId('category-suggestions')).toContainText("'homme': 101");
  await expect(page.getByTestId('category-suggestions')).not.toContainText('uncategorized');
});

test('shipping test page lists the methods of a country in a currency, refetched on each change', async ({ page, request }) => {
  const methods = (country: string, currency: string) =>
    gql<{ shippingMethods: { methods: { title: string; free: boolean; cost: { amount: number } }[] } }>(
      request,
      `query($country: String!, $currency: CurrencyCode) { shippingMethods(country: $country, currency: $currency) { methods { title free cost { amount } } } }`,
      { country, currency },
    ).then((answer) => answer.shippingMethods.methods);
  const costs = (list: { free: boolean; cost: { amount: number } }[], currency: string) =>
    list.map((method) => (method.free ? 'Gratuit' : `${currency} ${method.cost.amount.toFixed(2)}`));

  await page.goto('/test-shipping-currency');
  const result = page.getByTestId('shipping-test-result');
  const france = await methods('FR', 'EUR');
  expect(france.length).toBeGreaterThan(0);
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('shipping-test-method-title')).toHaveText(france.map((method) => method.title));
  await expect(page.getByTestId('shipping-test-method-cost')).toHaveText(costs(france, 'EUR'));
  await expect(page.getByTestId('shipping-test-method-raw').first()).toBeAttached();

  // Another currency: the same methods, costs converted; another country: its own methods.
  await page.getByTestId('shipping-test-currency').selectOption('USD');
  await expect(page.getByTestId('shipping-test-method-cost')).toHaveText(costs(await methods('FR', 'USD'), 'USD'));
  await page.getByTestId('shipping-test-country').selectOption('DE');
  const germany = await methods('DE', 'USD');
  await expect(page.getByTestId('shipping-test-method-title')).toHaveText(germany.map((method) => method.title));
  await page.getByTestId('shipping-test-fetch').click();
  await expect(result).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('shipping-test-method-title')).toHaveText(germany.map((method) => method.title));
});

test('product pages carry their title, description, canonical link and structured data', async ({ page, request }) => {
  await page.goto('/products/montmartre?ref=x');
  await expect(page).toHaveTitle('Montmartre · Maison Lumière');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /acétate/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/montmartre$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Montmartre' });
  expect(jsonLd.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', price: '189.00' });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/products/montmartre</loc>');
  expect(sitemap).toContain('/collections</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /cart');
});
