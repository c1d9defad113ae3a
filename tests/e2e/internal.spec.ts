import { expect, test } from '@playwright/test';

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
  await expect(page.getByTestId('variation-no-image')).toHaveText('No image available for Rose');
  await page.getByTestId('variation-select').selectOption('ocean');
  await expect(page.getByTestId('variation-image')).toHaveAttribute('src', /ocean/);
});

test('categories debug page lists every category with mapping suggestions', async ({ page }) => {
  await page.goto('/debug-categories');
  await expect(page.getByTestId('categories-table')).toContainText('homme');
  await expect(page.getByTestId('categories-table')).toContainText('No description');
  await expect(page.getByTestId('category-suggestions')).toContainText("'homme': 101");
  await expect(page.getByTestId('category-suggestions')).not.toContainText('uncategorized');
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
