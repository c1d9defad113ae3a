import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { registerInBrowser } from './customers';
import { chooseLanguage, waitForPageReady } from './helpers';
import { montmartre, saveCart } from './savedCart';
import { setStoreStock } from './storefrontDb';

/**
 * The checkout and its confirmation on a phone, in English and dollars (issue 23): each step's heading
 * stops below the sticky header, the 3-D Secure challenge is sized to its content, and the
 * confirmation's items table fits the screen (no total cut to '$20').
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The element's top is below the sticky header's bottom, and in the screen. */
async function expectBelowHeader(page: Page, element: Locator, screen: { height: number }) {
  const header = await page.locator('header').first().boundingBox();
  const box = await element.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual(screen.height);
}

/** Montmartre, two in black, saved in the browser as the shop saves its cart; the shop in this language and currency. */
async function seedCart(page: Page, request: APIRequestContext, language: 'FR' | 'EN', currency: string) {
  const black = (await montmartre(request)).line('black', 2);
  // Earlier specs buy this frame too: its stock is set here, so the checkout never meets "Only 1 left".
  setStoreStock(Number(black.variationId), 50);
  await saveCart(page, [black], { currency });
  await chooseLanguage(page, language);
  await page.context().addCookies([{ name: 'currency', value: currency, domain: 'localhost', path: '/' }]);
}

const LABELS = {
  FR: ['Adresse email', 'Adresse de livraison', 'Prénom', 'Nom', 'Téléphone', 'Adresse', 'Ville', 'Code postal'],
  EN: ['Email address', 'Shipping address', 'First name', 'Last name', 'Phone', 'Address', 'City', 'Postcode'],
};

/** The identification and delivery steps, from the bottom of each form: each next heading is focused below the sticky header. */
async function reachPayment(page: Page, language: 'FR' | 'EN', screen: { width: number; height: number }) {
  const [email, group, first, last, phone, address, city, postcode] = LABELS[language];
  await page.goto('/checkout');
  await waitForPageReady(page);
  const form = page.getByTestId('identification-form');
  await form.getByRole('textbox', { name: email, exact: true }).fill('camille.martin@example.com');
  const billing = form.getByRole('group', { name: group });
  await billing.getByRole('textbox', { name: first, exact: true }).fill('Camille');
  await billing.getByRole('textbox', { name: last, exact: true }).fill('Martin');
  await billing.getByRole('textbox', { name: phone, exact: true }).fill('+33 6 12 34 56 78');
  await billing.getByRole('textbox', { name: address, exact: true }).fill('12 rue de Rivoli');
  await billing.getByRole('textbox', { name: city, exact: true }).fill('Paris');
  await billing.getByRole('textbox', { name: postcode, exact: true }).fill('75001');
  await page.getByTestId('identification-continue').click();
  const deliveryHeading = page.getByTestId('delivery-step').getByRole('heading', { level: 2 });
  await expect(deliveryHeading).toBeFocused();
  await expectBelowHeader(page, deliveryHeading, screen);

  await page.getByTestId('shipping-option').first().click();
  await page.getByTestId('delivery-continue').click();
  const paymentHeading = page.getByTestId('payment-step').getByRole('heading', { level: 2 });
  await expect(paymentHeading).toBeFocused();
  await expectBelowHeader(page, paymentHeading, screen);
}

test("a computer: the payment step's heading stops below the sticky header", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await seedCart(page, request, 'FR', 'EUR');
  await reachPayment(page, 'FR', DESKTOP);
});

test('a phone: step headings below the sticky header, a challenge sized to its text, the whole confirmation table', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await seedCart(page, request, 'EN', 'USD');
  await reachPayment(page, 'EN', PHONE);

  const card = page.getByTestId('test-card-form');
  await card.getByRole('textbox', { name: 'Card number', exact: true }).fill('4000 0025 0000 3155');
  await card.getByRole('textbox', { name: 'Expiry date (MM/YY)', exact: true }).fill('12/34');
  await card.getByRole('textbox', { name: 'Security code (CVC)', exact: true }).fill('123');
  await page.getByTestId('pay-button').click();
  const dialog = page.getByTestId('challenge-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('$');
  // Sized to its text and buttons: well under the screen's height, its buttons close to the text.
  const box = (await dialog.boundingBox())!;
  expect(box.height).toBeLessThan(PHONE.height * 0.6);
  expect(box.x).toBeGreaterThan(0);
  expect(box.x + box.width).toBeLessThan(PHONE.width);
  await dialog.getByTestId('challenge-approve').click();

  await expect(page).toHaveURL(/\/order-confirmation\//);
  await waitForPageReady(page);
  const table = page.getByTestId('order-items');
  const total = table.getByTestId('order-line-total');
  await expect(total).toHaveText(/^US\$\d+\.\d\d$/);
  // Every column in the screen: nothing to scroll sideways, the line's total whole.
  const region = page.getByTestId('order-confirmation').locator('div[role="region"]');
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const totalBox = (await total.boundingBox())!;
  expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(PHONE.width);
  await expect(table.getByText(/each$/)).toBeVisible();
});

test('a phone: the address form opens as a dialog sized to its form, its buttons on screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await chooseLanguage(page, 'EN');
  // Registered (and signed in) through the page's own request context: the session cookie is the browser's.
  await registerInBrowser(page, 'Vert-Lumiere-Sevigne-2026');
  await page.goto('/account/addresses');
  await waitForPageReady(page);
  await page.getByRole('button', { name: 'Add billing address' }).click();
  const dialog = page.getByTestId('billing-address-dialog');
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  // Not a full-screen panel: margins around it, the page visible behind; its Save button on screen.
  expect(box.x).toBeGreaterThan(0);
  expect(box.y).toBeGreaterThan(0);
  expect(box.y + box.height).toBeLessThan(PHONE.height);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
});
