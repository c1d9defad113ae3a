import { expect, test, type Page } from '@playwright/test';

// Montmartre (seed): colour variations black and tortoise in stock at 189 EUR, clear out of stock.
const PRODUCT = '/products/montmartre';

async function addColour(page: Page, colour: string) {
  await page.getByTestId(`option-${colour}`).click();
  await page.getByTestId('purchase-button').first().click();
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
}

async function closeSidebar(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-sidebar')).toBeHidden();
}

test.describe('cart', () => {
  test('a variation must be chosen before adding', async ({ page }) => {
    await page.goto(PRODUCT);
    await page.getByTestId('purchase-button').first().click();
    await expect(page.getByText('Veuillez sélectionner les options')).toBeVisible();
    await expect(page.getByTestId('select-option-alert')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByTestId('option-clear').click();
    await expect(page.getByTestId('purchase-button').first()).toBeDisabled();
    await expect(page.getByTestId('purchase-button').first()).toHaveText('ÉPUISÉ');
  });

  test('add, merge, change quantities, remove; persisted and mirrored across tabs', async ({ page, context }) => {
    await page.goto(PRODUCT);
    await addColour(page, 'black');
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByRole('heading')).toHaveText('Panier (1)');
    await closeSidebar(page);

    // The same variation again: one line, quantity 2.
    await page.getByTestId('purchase-button').first().click();
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByTestId('quantity')).toHaveText('2');
    await closeSidebar(page);

    // Another variation: a second line.
    await addColour(page, 'tortoise');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(sidebar.getByTestId('cart-total')).toHaveText('567,00\u00a0€');

    // Quantities: plus, minus, never below 1 from the stepper, remove.
    const tortoise = sidebar.getByTestId('cart-line').nth(1);
    await tortoise.getByRole('button', { name: /Augmenter/ }).click();
    await expect(tortoise.getByTestId('quantity')).toHaveText('2');
    await tortoise.getByRole('button', { name: /Diminuer/ }).click();
    await expect(tortoise.getByTestId('quantity')).toHaveText('1');
    await expect(tortoise.getByRole('button', { name: /Diminuer/ })).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // Persisted: a reload keeps the cart.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // Mirrored: another tab sees it, and a change there shows here.
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(other.getByTestId('cart-line')).toHaveCount(2);
    await expect(other.getByTestId('cart-subtotal')).toHaveText('567,00\u00a0€');
    await other.getByTestId('cart-line-remove').first().click();
    await expect(other.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await other.getByTestId('cart-clear').click();
    await expect(other.getByTestId('cart-page-empty')).toContainText('Votre panier est vide');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('switching currency reprices listing, product, sidebar and cart page', async ({ page }) => {
    await page.goto(PRODUCT);
    await addColour(page, 'black');
    await expect(page.getByTestId('cart-total')).toHaveText('189,00\u00a0€');
    await closeSidebar(page);

    await page.getByTestId('currency-select').selectOption('USD');
    await expect(page.getByTestId('product-title')).toBeVisible();
    await expect(page.getByTestId('price').first()).toHaveText('$207.90');
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-total')).toHaveText('$207.90');
    await closeSidebar(page);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-line-price')).toHaveText('$207.90');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$207.90');

    await page.goto('/men');
    await expect(page.getByTestId('product-grid').getByTestId('price').first()).toHaveText(/^\$\d/);
    await page.getByTestId('currency-select').selectOption('GBP');
    await expect(page.getByTestId('product-grid').getByTestId('price').first()).toHaveText(/^£\d/);
    await page.reload();
    await expect(page.getByTestId('currency-select')).toHaveValue('GBP');
  });
});
