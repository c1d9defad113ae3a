import { expect, test } from './fixtures';

/** One toast policy (issue 23): a success replaces a stale error; the same toast twice is one toast. */

const toasts = (page: import('@playwright/test').Page) => page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');

test('after "select the options", a successful add closes the red toast over the cart drawer', async ({ page }) => {
  await page.goto('/products/montmartre');
  const add = page.getByTestId('purchase-button').first();
  await add.click();
  await add.click();
  // Twice the same error: one toast.
  const error = toasts(page).and(page.locator('[data-type="error"]')).filter({ hasText: 'Veuillez sélectionner les options' });
  await expect(error).toHaveCount(1);

  await page.getByTestId('option-black').click();
  await add.click();
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
  await expect(error).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(0);
});
