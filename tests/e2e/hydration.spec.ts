import { registerInBrowser } from './customers';
import { expect, test } from './fixtures';
import { chooseLanguage } from './helpers';

/**
 * The account area opened directly hydrates without a mismatch (issue 23: React error #418 on
 * /account/*), however late its route's code arrives: the scripts are held back here, so the page
 * hydrates well after the first 100 ms.
 */

const PASSWORD = 'Vert-Lumiere-Sevigne-2026';

test('every tab of the account area, opened directly with slow scripts, hydrates without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await chooseLanguage(page, 'EN');
  // The page's own request context: the session cookie is the browser's.
  await registerInBrowser(page, PASSWORD);

  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  for (const path of ['/account', '/account/orders', '/account/downloads', '/account/addresses', '/account/details']) {
    await page.goto(path);
    await expect(page.getByTestId('account-page')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect([path, ...errors]).toEqual([path]);
  }
});
