import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** Every route of the spec's table that exists so far, plus the not-found page. */
const ROUTES = [
  '/',
  '/landing',
  '/collections',
  '/collections/filtered?category=solaire',
  '/men',
  '/women',
  '/optical',
  '/sunglasses',
  '/new-arrivals',
  '/products/montmartre',
  '/cart',
  '/contact',
  '/livraison-retours',
  '/garantie',
  '/conditions',
  '/politique',
  '/faq',
  '/test-preorder-category',
  '/test-variation-images',
  '/test-woocs-currency',
  '/debug-categories',
  '/no-such-page',
];

for (const language of ['fr', 'en'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((code) => window.localStorage.setItem('language', JSON.stringify(code)), language.toUpperCase());
    });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        expect(serious).toEqual([]);
      });
    }
  });
}
