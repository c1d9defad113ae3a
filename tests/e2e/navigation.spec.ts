import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { languageCookie, waitForPageReady } from './helpers';
import { montmartre, saveCart } from './savedCart';

/**
 * Moving between pages (issue 23): a new page opens at its top with its heading focused, Back returns
 * where the page was left.
 */

const PHONE = { width: 390, height: 844 };

/** A Montmartre in black, saved in the browser as the shop saves its cart, before the first load. */
async function seedMontmartre(page: Page, request: APIRequestContext) {
  await saveCart(page, [(await montmartre(request)).line('black')]);
  await languageCookie(page, 'FR');
}

test.describe('moving between pages', () => {
  test('the order confirmation opens at its top, its heading focused, on a phone', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await seedMontmartre(page, request);
    await page.goto('/checkout');
    await waitForPageReady(page);

    const form = page.getByTestId('identification-form');
    await form.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('camille.martin@example.com');
    const delivery = form.getByRole('group', { name: 'Adresse de livraison' });
    await delivery.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
    await delivery.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await delivery.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33 6 12 34 56 78');
    await delivery.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue de Rivoli');
    await delivery.getByRole('textbox', { name: 'Ville', exact: true }).fill('Paris');
    await delivery.getByRole('textbox', { name: 'Code postal', exact: true }).fill('75001');
    await page.getByTestId('identification-continue').click();
    await expect(page.getByTestId('identification-step')).toHaveAttribute('data-status', 'done');
    await page.getByTestId('shipping-option').first().click();
    await page.getByTestId('delivery-continue').click();
    await expect(page.getByTestId('payment-step')).toHaveAttribute('data-status', 'open');

    const card = page.getByTestId('test-card-form');
    await card.getByRole('textbox', { name: 'Numéro de carte', exact: true }).fill('4242 4242 4242 4242');
    await card.getByRole('textbox', { name: "Date d'expiration (MM/AA)", exact: true }).fill('12/34');
    await card.getByRole('textbox', { name: 'Code de sécurité (CVC)', exact: true }).fill('123');
    await page.getByTestId('pay-button').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByTestId('pay-button').click();

    await expect(page).toHaveURL(/\/order-confirmation\//);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Merci pour votre commande !');
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(heading).toBeInViewport();
  });

  test('a product opens at its top; Back returns to where the listing was left', async ({ page }) => {
    await page.goto('/collections');
    await waitForPageReady(page);
    const cards = page.getByTestId('product-card');
    const card = cards.nth(Math.min(7, (await cards.count()) - 1));
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(400);

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\//);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/collections$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  });
});
