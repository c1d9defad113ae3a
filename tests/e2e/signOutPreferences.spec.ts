import { registerInBrowser } from './customers';
import { expect, test } from './fixtures';
import { waitForPageReady } from './helpers';

/**
 * Signing out keeps the language and display currency the shopper chose on screen (issue 23), on the
 * page it lands on and on the next page the server renders.
 */

const PASSWORD = 'Vert-Lumiere-Sevigne-2026';

test('English and dollars chosen on screen stay after signing out, and after a reload', async ({ page }) => {
  await page.goto('/collections');
  await waitForPageReady(page);
  await page.getByTestId('lang-en').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('currency-select').selectOption('USD');
  await expect(page.getByTestId('product-card').first()).toContainText('$');

  // Registered (and signed in) through the page's own request context: the session cookie is the browser's.
  await registerInBrowser(page, PASSWORD);
  await page.goto('/account');
  await expect(page.getByTestId('account-page')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('banner').getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'You have been signed out successfully' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('currency-select').first()).toHaveValue('USD');

  await page.goto('/collections');
  await waitForPageReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expect(page.getByTestId('product-card').first()).toContainText('$');
});
