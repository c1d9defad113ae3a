import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney, type MoneyLike } from '../../common/money';
import { exactText } from './exactText';
import { gql, waitForPageReady } from './helpers';
import { montmartre, saveCart, type CartLine } from './savedCart';
import { setStoreStock } from './storefrontDb';

/**
 * The checkout as a guest, over the seeded store and the offline test card (no Stripe key in tests):
 * identification, delivery and payment steps, a declined card then a paid one, 3-D Secure, another
 * destination, the confirmation page. The amounts asserted are the API's own answers.
 */

// Montmartre (seed): colour variations black and tortoise in stock at 189 EUR, clear out of stock.
const PRODUCT = '/products/montmartre';

const CARD_OK = '4242 4242 4242 4242';
/** The embedded store's French words a shopper reads: shipping methods, its card gateway, colours. */
const FRENCH_STORE_WORDS = /Livraison|Retrait en boutique|jours ouvrés|Carte bancaire|Écaille|Noir/;
const CARD_DECLINED = '4000 0000 0000 0002';
const CARD_3DS = '4000 0025 0000 3155';

interface Address {
  firstName: string;
  lastName: string;
  phone?: string;
  country: string;
  address1: string;
  city: string;
  postcode: string;
}

const PARIS: Address = {
  firstName: 'Camille',
  lastName: 'Martin',
  phone: '+33 6 12 34 56 78',
  country: 'FR',
  address1: '12 rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
};
const BERLIN: Address = {
  firstName: 'Jonas',
  lastName: 'Weber',
  phone: '+49 30 1234567',
  country: 'DE',
  address1: 'Unter den Linden 5',
  city: 'Berlin',
  postcode: '10117',
};

/** Field labels of the identification step (exact accessible names; the required asterisk is aria-hidden). */
const LABELS = {
  fr: {
    email: 'Adresse email',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Téléphone',
    country: 'Pays',
    address1: 'Adresse',
    city: 'Ville',
    postcode: 'Code postal',
    billing: 'Adresse de facturation',
    shipping: 'Adresse de livraison',
    cardNumber: 'Numéro de carte',
    cardExpiry: "Date d'expiration (MM/AA)",
    cardCvc: 'Code de sécurité (CVC)',
  },
  en: {
    email: 'Email address',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    country: 'Country',
    address1: 'Address',
    city: 'City',
    postcode: 'Postcode',
    billing: 'Billing address',
    shipping: 'Shipping address',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry date (MM/YY)',
    cardCvc: 'Security code (CVC)',
  },
};
type Labels = (typeof LABELS)['fr'];

/** The checkout quote the API gives for these lines and this destination (what the page must show). */
async function apiQuote(request: APIRequestContext, lines: CartLine[], country: string, postcode: string, shippingMethodId?: string) {
  const { checkoutQuote } = await gql<{
    checkoutQuote: { shippingMethods: { id: string; title: string }[]; taxTotal: MoneyLike; total: MoneyLike };
  }>(
    request,
    `query($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) {
      shippingMethods { id title } taxTotal { amount currencyCode } total { amount currencyCode } } }`,
    { input: { lines, currency: 'EUR', language: 'FR', country, postcode, shippingMethodId: shippingMethodId ?? null } },
  );
  return checkoutQuote;
}

async function fillAddress(scope: Locator, address: Address, labels: Labels) {
  await scope.getByRole('textbox', { name: labels.firstName, exact: true }).fill(address.firstName);
  await scope.getByRole('textbox', { name: labels.lastName, exact: true }).fill(address.lastName);
  if (address.phone) await scope.getByRole('textbox', { name: labels.phone, exact: true }).fill(address.phone);
  await scope.getByRole('combobox', { name: labels.country }).selectOption(address.country);
  await scope.getByRole('textbox', { name: labels.address1, exact: true }).fill(address.address1);
  await scope.getByRole('textbox', { name: labels.city, exact: true }).fill(address.city);
  await scope.getByRole('textbox', { name: labels.postcode, exact: true }).fill(address.postcode);
}

/** Step 1 filled with an email and the shipping address (billing the same), then "continue". */
async function identify(page: Page, address: Address, labels: Labels = LABELS.fr) {
  const form = page.getByTestId('identification-form');
  await form.getByRole('textbox', { name: labels.email, exact: true }).fill('camille.martin@example.com');
  await fillAddress(form.getByRole('group', { name: labels.shipping }), address, labels);
  await page.getByTestId('identification-continue').click();
  await expect(page.getByTestId('identification-step')).toHaveAttribute('data-status', 'done');
}

/** The current quote is on screen (the summary is not busy). */
async function summaryReady(page: Page) {
  await expect(page.getByTestId('checkout-summary')).toHaveAttribute('data-current', 'true');
  await expect(page.getByTestId('checkout-summary')).toHaveAttribute('aria-busy', 'false');
}

/** The shipping options offered are these (waits for the quote of the destination on screen). */
async function expectShippingTitles(page: Page, titles: string[]) {
  await expect(page.getByTestId('shipping-option-title')).toHaveText(titles);
  await summaryReady(page);
}

/** Step 2: the first method, then "continue". Returns the method's title. */
async function chooseFirstMethod(page: Page): Promise<string> {
  const option = page.getByTestId('shipping-option').first();
  const title = (await option.getByTestId('shipping-option-title').textContent()) ?? '';
  await option.click();
  await expect(option.getByRole('radio')).toBeChecked();
  await page.getByTestId('delivery-continue').click();
  await expect(page.getByTestId('payment-step')).toHaveAttribute('data-status', 'open');
  await summaryReady(page);
  return title;
}

async function fillCard(page: Page, number: string, labels: Labels = LABELS.fr) {
  const form = page.getByTestId('test-card-form');
  await form.getByRole('textbox', { name: labels.cardNumber, exact: true }).fill(number);
  await form.getByRole('textbox', { name: labels.cardExpiry, exact: true }).fill('12/34');
  await form.getByRole('textbox', { name: labels.cardCvc, exact: true }).fill('123');
}

/** Waits for the next placeOrder answer the page receives. */
function nextPlacedOrder(page: Page) {
  return page
    .waitForResponse((response) => response.url().endsWith('/graphql') && response.request().postDataJSON()?.operationName === 'PlaceOrder')
    .then(async (response) => ((await response.json()) as { data: { placeOrder: { order: { id: string } | null } } }).data.placeOrder);
}

test.describe('checkout', () => {
  test('an empty cart goes back to the cart page', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-page-empty')).toContainText('Votre panier est vide');
  });

  test("step 1 checks the fields with the spec's messages", async ({ page, request }) => {
    const { line } = await montmartre(request);
    await saveCart(page, [line('black')], { language: 'FR' });
    await page.goto('/checkout');
    await waitForPageReady(page);
    const form = page.getByTestId('identification-form');
    const email = form.getByRole('textbox', { name: 'Adresse email', exact: true });
    await email.fill('camille.martin@');
    await page.getByTestId('identification-continue').click();
    await expect(form.getByText('Veuillez entrer une adresse email valide')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Veuillez saisir votre prénom')).toBeVisible();
    // The country list is the shop's, France by default.
    await expect(form.getByRole('group', { name: 'Adresse de livraison' }).getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    // Editing a field clears its error.
    await email.fill('camille.martin@example.com');
    await expect(form.getByText('Veuillez entrer une adresse email valide')).toHaveCount(0);
    await expect(page.getByTestId('delivery-step')).toHaveAttribute('data-status', 'pending');
  });

  test('a guest buys two items to France: a declined card, then paid; the confirmation shows the totals; the cart is empty', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two items added from the product page, as a shopper does.
    await page.goto(PRODUCT);
    for (const colour of ['black', 'tortoise']) {
      await page.getByTestId(`option-${colour}`).click();
      await page.getByTestId('purchase-button').first().click();
      await expect(page.getByTestId('cart-sidebar')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('cart-sidebar')).toBeHidden();
    }
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.goto('/checkout');
    await waitForPageReady(page);
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-line')).toHaveCount(2);
    await identify(page, PARIS);
    await expect(page.getByTestId('identification-summary')).toContainText('Camille Martin');
    await expect(page.getByTestId('identification-summary')).toContainText('75001 Paris');

    // The shop chooses for the shopper: free shipping for two frames (378 EUR); the shopper picks another.
    await expect(page.getByTestId('shipping-option').filter({ hasText: 'Livraison offerte' }).getByRole('radio')).toBeChecked();
    await expect(page.getByTestId('checkout-shipping-total')).toHaveText('Gratuit');
    const method = await chooseFirstMethod(page);
    await expect(page.getByTestId('delivery-summary')).toContainText(method);

    const shownTotal = (await page.getByTestId('checkout-total').textContent()) ?? '';
    expect(shownTotal).toMatch(/€$/);
    await expect(page.getByTestId('checkout-tax-total')).toHaveText(/^\d.*€$/);
    await expect(page.getByTestId('pay-button')).toHaveText(`Payer ${shownTotal}`);
    await expect(page.getByTestId('pay-button')).toBeEnabled();
    await expect(page.getByTestId('test-card-hint')).toContainText('4242 4242 4242 4242');

    // Declined: the provider's reason in French, inline and in a toast; nothing charged, cart kept.
    await fillCard(page, CARD_DECLINED);
    const firstOrder = nextPlacedOrder(page);
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('payment-error')).toContainText('Votre carte a été refusée.');
    await expect(page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Erreur de paiement' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-line')).toHaveCount(2);
    const declinedOrder = await firstOrder;

    // Paid with a good card: the same content reuses the same order (same idempotency key).
    await fillCard(page, CARD_OK);
    const secondOrder = nextPlacedOrder(page);
    await page.getByTestId('pay-button').click();
    const paidOrder = await secondOrder;
    expect(paidOrder.order?.id).toBeTruthy();
    expect(paidOrder.order?.id).toBe(declinedOrder.order?.id);

    await expect(page).toHaveURL(new RegExp(`/order-confirmation/${paidOrder.order!.id}\\?key=.+`));
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande !');
    await expect(page.getByTestId('order-total')).toHaveText(shownTotal);
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expect(page.getByTestId('order-email')).toHaveText('camille.martin@example.com');
    await expect(page.getByTestId('order-shipping-method')).toHaveText(method);
    await expect(page.getByTestId('order-billing')).toContainText('France');
    await expect(page.getByTestId('order-status')).toHaveText(/^(En cours|Terminée)$/);
    await expect(page.getByTestId('order-next-steps')).toContainText('24 à 48 h');
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/collections');

    // The cart is empty, and no card number was kept in the browser.
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('0002');

    // Another browser, without the confirmation's key, cannot see the order.
    const strangerContext = await browser.newContext({ baseURL, locale: 'fr-FR' });
    const stranger = await strangerContext.newPage();
    await stranger.goto(`/order-confirmation/${paidOrder.order!.id}`);
    await expect(stranger.getByRole('heading', { level: 1 })).toHaveText('Commande introuvable');
    await expect(stranger.getByRole('link', { name: "Retour à l'accueil" })).toBeVisible();
    await strangerContext.close();
  });

  test('3-D Secure: a refused challenge fails the payment, an approved one pays', async ({ page, request }) => {
    const { line } = await montmartre(request);
    await saveCart(page, [line('black')], { language: 'FR' });
    await page.goto('/checkout');
    await waitForPageReady(page);
    await identify(page, PARIS);
    await chooseFirstMethod(page);
    const shownTotal = (await page.getByTestId('checkout-total').textContent()) ?? '';
    await fillCard(page, CARD_3DS);

    const dialog = page.getByRole('alertdialog', { name: 'Authentification 3-D Secure' });
    await page.getByTestId('pay-button').click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(shownTotal);
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('payment-error')).toContainText("Nous n'avons pas pu authentifier votre moyen de paiement.");
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-line')).toHaveCount(1);

    await page.getByTestId('pay-button').click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Approuver' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+\?key=/);
    await waitForPageReady(page);
    await expect(page.getByTestId('order-total')).toHaveText(shownTotal);
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('a card approved after the store sold the last unit itself is not charged: the shopper is told, the cart kept', async ({
    page,
    request,
  }) => {
    const { line } = await montmartre(request);
    const black = line('black');
    await saveCart(page, [black], { language: 'FR' });
    await page.goto('/checkout');
    await waitForPageReady(page);
    await identify(page, PARIS);
    await chooseFirstMethod(page);
    await fillCard(page, CARD_3DS);
    const dialog = page.getByRole('alertdialog', { name: 'Authentification 3-D Secure' });
    await page.getByTestId('pay-button').click();
    await expect(dialog).toBeVisible();

    // While the shopper answers the challenge, the store sells its last unit through its own shop.
    const before = setStoreStock(Number(black.variationId), 0);
    try {
      await dialog.getByRole('button', { name: 'Approuver' }).click();
      await expect(page.getByTestId('payment-error')).toContainText(
        "La boutique n'a pas pu enregistrer votre commande : elle est annulée. Aucun montant n'a été débité.",
        { timeout: 15_000 },
      );
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId('checkout-summary').getByTestId('cart-line')).toHaveCount(1);
    } finally {
      setStoreStock(Number(black.variationId), before ?? 0);
    }
  });

  test('shipping to Germany changes the methods and the VAT', async ({ page, request }) => {
    const { line } = await montmartre(request);
    const lines = [line('black'), line('tortoise')];
    await saveCart(page, lines, { language: 'FR' });
    const [france, germany] = await Promise.all([
      apiQuote(request, lines, 'FR', PARIS.postcode),
      apiQuote(request, lines, 'DE', BERLIN.postcode),
    ]);
    expect(germany.shippingMethods.length).toBeGreaterThan(0);

    await page.goto('/checkout');
    await waitForPageReady(page);
    await identify(page, PARIS);
    await expectShippingTitles(
      page,
      france.shippingMethods.map((method) => method.title),
    );
    await chooseFirstMethod(page);
    const franceQuote = await apiQuote(request, lines, 'FR', PARIS.postcode, france.shippingMethods[0]!.id);
    await expect(page.getByTestId('checkout-tax-total')).toHaveText(exactText(formatMoney(franceQuote.taxTotal, 'FR')));
    await expect(page.getByTestId('checkout-total')).toHaveText(exactText(formatMoney(franceQuote.total, 'FR')));

    // A shipping address in Germany, billed in Paris: other methods, the shop's choice again, the VAT of the destination.
    await page.getByTestId('identification-edit').click();
    await fillAddress(page.getByRole('group', { name: LABELS.fr.shipping }), BERLIN, LABELS.fr);
    await page.getByTestId('billing-same').click();
    await fillAddress(page.getByRole('group', { name: LABELS.fr.billing }), { ...PARIS, phone: undefined }, LABELS.fr);
    await page.getByTestId('identification-continue').click();
    await expect(page.getByTestId('delivery-step')).toHaveAttribute('data-status', 'open');
    await expectShippingTitles(
      page,
      germany.shippingMethods.map((method) => method.title),
    );
    await expect(page.getByTestId('shipping-option').getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByTestId('identification-summary')).toContainText('10117 Berlin');

    await chooseFirstMethod(page);
    const germanyQuote = await apiQuote(request, lines, 'DE', BERLIN.postcode, germany.shippingMethods[0]!.id);
    await expect(page.getByTestId('checkout-tax-total')).toHaveText(exactText(formatMoney(germanyQuote.taxTotal, 'FR')));
    await expect(page.getByTestId('checkout-total')).toHaveText(exactText(formatMoney(germanyQuote.total, 'FR')));
    expect(germanyQuote.taxTotal.amount).not.toBe(franceQuote.taxTotal.amount);
  });

  test('a line the store cannot sell is shown and blocks the payment until removed', async ({ page, request }) => {
    const { line } = await montmartre(request);
    const clear = line('clear');
    await saveCart(page, [line('black'), clear], { language: 'FR' });
    await page.goto('/checkout');
    await waitForPageReady(page);
    await identify(page, PARIS);
    await chooseFirstMethod(page);
    await expect(page.getByTestId(`cart-line-status-${clear.key}`)).toHaveText('Épuisé : retirez-le pour continuer');
    await expect(page.getByTestId('checkout-blocked')).toBeVisible();
    await expect(page.getByTestId('pay-button')).toBeDisabled();

    await page.getByRole('button', { name: 'Retirer Montmartre du panier' }).nth(1).click();
    await expect(page.getByTestId('checkout-summary').getByTestId('cart-line')).toHaveCount(1);
    await summaryReady(page);
    await expect(page.getByTestId('checkout-blocked')).toHaveCount(0);
    await expect(page.getByTestId('pay-button')).toBeEnabled();
  });

  test('the confirmation in English', async ({ page, request }) => {
    const { line } = await montmartre(request);
    await saveCart(page, [line('tortoise', 2)], { language: 'EN' });
    await page.goto('/checkout');
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
    await identify(page, PARIS, LABELS.en);
    await chooseFirstMethod(page);
    // The store's own words (shipping methods, its gateway, the variation's colour) in English, never its French.
    await expect(page.locator('main')).not.toContainText(FRENCH_STORE_WORDS);
    const shownTotal = (await page.getByTestId('checkout-total').textContent()) ?? '';
    await fillCard(page, CARD_OK, LABELS.en);
    await page.getByTestId('pay-button').click();

    await expect(page).toHaveURL(/\/order-confirmation\/[^/?]+\?key=/);
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
    await expect(page.locator('main')).toContainText('Tortoise');
    await expect(page.getByTestId('order-payment-method')).toContainText('Credit card');
    await expect(page.locator('main')).not.toContainText(FRENCH_STORE_WORDS);
    await expect(page.getByTestId('order-total')).toHaveText(shownTotal);
    await expect(page.getByTestId('order-line-quantity')).toHaveText('2');
    await expect(page.getByTestId('order-status')).toHaveText(/^(Processing|Completed)$/);
    await expect(page.getByTestId('order-next-steps')).toContainText('within 24-48 h');
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expect(page.getByTestId('order-billing')).toContainText('France');
  });
});
