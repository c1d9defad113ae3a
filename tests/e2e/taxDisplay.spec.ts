/**
 * A store entering its prices before tax (issue 21, section 1), in the browser. Playwright's own server
 * seeds prices with tax; this spec starts a second built server (`npm run build` first) whose local store
 * enters them before tax (LOCALSTORE_PRICES_INCLUDE_TAX=no, as the genuine store recipe does): the shop
 * still shows Montmartre at 189,00 € (157.50 before tax), the shipping with its VAT, a checkout total
 * that is what the order charges, and the prices of the shopper's destination once it is known.
 */
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../../common/money';
import { exactText } from './exactText';
import { startBuiltServer, type BuiltServer } from './builtServer';
import { expect, test } from './fixtures';
import { waitForPageReady } from './helpers';

const euros = (amount: number) => exactText(formatMoney({ amount, currencyCode: 'EUR' }, 'FR'));

let server: BuiltServer | undefined;
let baseURL: string;

async function fillAddress(scope: Locator, address: { country: string; city: string; postcode: string; address1: string }) {
  await scope.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
  await scope.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await scope.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33 6 12 34 56 78');
  await scope.getByRole('combobox', { name: 'Pays' }).selectOption(address.country);
  await scope.getByRole('textbox', { name: 'Adresse', exact: true }).fill(address.address1);
  await scope.getByRole('textbox', { name: 'Ville', exact: true }).fill(address.city);
  await scope.getByRole('textbox', { name: 'Code postal', exact: true }).fill(address.postcode);
}

async function summaryReady(page: Page) {
  await expect(page.getByTestId('checkout-summary')).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('checkout-summary')).toHaveAttribute('aria-busy', 'false');
}

/** Montmartre in black, from its product page, into the cart. */
async function addMontmartre(page: Page) {
  await page.goto(`${baseURL}/products/montmartre`);
  await page.getByTestId('option-black').click();
  await page.getByTestId('purchase-button').first().click();
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
}

/** Step 1 with a shipping address (billing the same), then step 2 offers the destination's methods. */
async function identify(page: Page, address: { country: string; city: string; postcode: string; address1: string }) {
  const form = page.getByTestId('identification-form');
  await form.getByRole('textbox', { name: 'Adresse email', exact: true }).fill('camille.martin@example.com');
  await fillAddress(form.getByRole('group', { name: 'Adresse de livraison' }), address);
  await page.getByTestId('identification-continue').click();
  await expect(page.getByTestId('delivery-step')).toHaveAttribute('data-status', 'open');
  await summaryReady(page);
}

test.describe('a store entering its prices before tax', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBuiltServer('before-tax', { LOCALSTORE_PRICES_INCLUDE_TAX: 'no' });
    baseURL = server.baseURL;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('shows every price with its VAT, as the store does, and the confirmation charges the total shown', async ({ page }) => {
    // The listing, the product page and the cart: 157.50 before tax, 189,00 € shown.
    await page.goto(`${baseURL}/men`);
    const card = page.getByTestId('product-card').filter({ has: page.locator('a[href="/products/montmartre"]') });
    await expect(card.getByTestId('price')).toHaveText(euros(189));
    await addMontmartre(page);
    await expect(page.getByTestId('price').first()).toHaveText(euros(189));
    await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line-price')).toHaveText(euros(189));

    await page.goto(`${baseURL}/checkout`);
    await waitForPageReady(page);
    await identify(page, { country: 'FR', city: 'Paris', postcode: '75001', address1: '12 rue de Rivoli' });
    // "Livraison standard" costs 5.90 before tax: 7,08 € with the VAT, as in the summary.
    const standard = page.getByTestId('shipping-option').first();
    await expect(standard.getByTestId('shipping-option-cost')).toHaveText(euros(7.08));
    await standard.click();
    await page.getByTestId('delivery-continue').click();
    await summaryReady(page);
    await expect(page.getByTestId('checkout-shipping-total')).toHaveText(euros(7.08));
    await expect(page.getByTestId('checkout-total')).toHaveText(euros(196.08));
    await expect(page.getByTestId('checkout-tax-total')).toHaveText(euros(32.68));

    const form = page.getByTestId('test-card-form');
    await form.getByRole('textbox', { name: 'Numéro de carte', exact: true }).fill('4242 4242 4242 4242');
    await form.getByRole('textbox', { name: "Date d'expiration (MM/AA)", exact: true }).fill('12/34');
    await form.getByRole('textbox', { name: 'Code de sécurité (CVC)', exact: true }).fill('123');
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+\?key=/);
    await waitForPageReady(page);
    await expect(page.getByTestId('order-total')).toHaveText(euros(196.08));
    await expect(page.getByTestId('order-shipping-total')).toHaveText(euros(7.08));
    await expect(page.getByTestId('order-items-total')).toHaveText(euros(189));
  });

  test("follows the shopper's destination once known: Germany's VAT in the checkout, the cart and the product page", async ({ page }) => {
    await addMontmartre(page);
    await page.goto(`${baseURL}/checkout`);
    await waitForPageReady(page);
    await identify(page, { country: 'DE', city: 'Berlin', postcode: '10117', address1: 'Unter den Linden 5' });
    // 157.50 with Germany's 19 %: 187,43 €; the EU flat rate's 15.00: 17,85 €.
    await expect(page.getByTestId('shipping-option').first().getByTestId('shipping-option-cost')).toHaveText(euros(17.85));
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-line-price')).toHaveText(euros(187.43));
    await page.getByTestId('shipping-option').first().click();
    await page.getByTestId('delivery-continue').click();
    await summaryReady(page);
    await expect(page.getByTestId('checkout-total')).toHaveText(euros(205.28));

    // Back in the shop, the prices are Germany's, on the page the server renders as in the browser.
    await page.goto(`${baseURL}/products/montmartre`);
    await expect(page.getByTestId('price').first()).toHaveText(euros(187.43));
    await page.reload();
    await expect(page.getByTestId('price').first()).toHaveText(euros(187.43));
  });
});
