import { expect, test } from './fixtures';
import { chooseLanguage, waitForPageReady } from './helpers';

/** Plurals and agreement through i18next's plural rules, in French and English (issue 23). */

test('French: the cart button counts its articles with the plural rules, the taxes agree, the language buttons never mix languages', async ({
  page,
}) => {
  await page.goto('/products/montmartre');
  const cartButton = page.getByTestId('cart-button');
  // French: zero and one take the singular.
  await expect(cartButton).toHaveAttribute('aria-label', 'Ouvrir le panier (0 article)');
  await expect(page.getByRole('button', { name: 'Switch to English' }).first()).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Passer en français' }).first()).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: /Passer en English/ })).toHaveCount(0);

  await page.getByTestId('option-black').click();
  await page.getByTestId('purchase-button').first().click();
  await expect(cartButton).toHaveAttribute('aria-label', 'Ouvrir le panier (1 article)');
  await page.keyboard.press('Escape');
  await page.getByTestId('purchase-button').first().click();
  await expect(cartButton).toHaveAttribute('aria-label', 'Ouvrir le panier (2 articles)');
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  await waitForPageReady(page);
  const taxes = page.getByText('Taxes', { exact: true }).locator('..');
  await expect(taxes).toContainText("Calculées à l'étape suivante");
  const shipping = page.getByText('Livraison', { exact: true }).locator('..');
  await expect(shipping).toContainText("Calculée à l'étape suivante");
});

test('English: zero items, one item', async ({ page }) => {
  await chooseLanguage(page, 'EN');
  await page.goto('/products/montmartre');
  const cartButton = page.getByTestId('cart-button');
  await expect(cartButton).toHaveAttribute('aria-label', 'Open cart (0 items)');
  await page.getByTestId('option-black').click();
  await page.getByTestId('purchase-button').first().click();
  await expect(cartButton).toHaveAttribute('aria-label', 'Open cart (1 item)');
});
