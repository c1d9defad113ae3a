import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney } from '../../common/money';
import { containingText } from './exactText';
import { registerInBrowser } from './customers';
import { chooseLanguage, gql, waitForPageReady } from './helpers';

/**
 * The account area (/account): a guest gets the sign-in, then the page asked for; a customer registered through the
 * API sees the dashboard, adds a billing address copied to shipping, edits the profile, changes the
 * email and the password (wrong ones refused), moves between tabs by the URL, in French and English.
 */

const PASSWORD = 'Lunettes-du-soir-2026';

/** Registers a new customer through the API with the page's request context: the browser shares the session cookie. */
const registerCustomer = (page: Page) => registerInBrowser(page, PASSWORD);

interface PlacedOrder {
  id: string;
  number: string;
  total: { amount: number; currencyCode: string };
}

/**
 * Buys one black Montmartre as the signed-in customer through the API (quote, order, offline test
 * card), shipped to Paris by flat rate: the order the account area then shows.
 */
async function buyMontmartre(page: Page): Promise<PlacedOrder> {
  const { product } = await gql<{ product: { id: string; variations: { id: string; attributes: { value: string }[] }[] } }>(
    page.request,
    `{ product(slug: "montmartre") { id variations { id attributes { value } } } }`,
  );
  const variation = product.variations.find((candidate) => candidate.attributes.some((attribute) => attribute.value === 'black'))!;
  const lines = [{ key: `${product.id}:${variation.id}`, productId: product.id, variationId: variation.id, quantity: 1 }];
  const quote = `query($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { shippingMethods { id methodId } total { amount } } }`;
  const destination = { lines, currency: 'EUR', language: 'FR', country: 'FR', postcode: '75002' };
  const first = await gql<{ checkoutQuote: { shippingMethods: { id: string; methodId: string }[] } }>(page.request, quote, {
    input: destination,
  });
  const method = first.checkoutQuote.shippingMethods.find((candidate) => candidate.methodId === 'flat_rate')!;
  const priced = await gql<{ checkoutQuote: { total: { amount: number } } }>(page.request, quote, {
    input: { ...destination, shippingMethodId: method.id },
  });
  const placed = await gql<{
    placeOrder: { order: PlacedOrder | null; payment: { id: string; clientSecret: string } | null; errors: unknown[] };
  }>(
    page.request,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
      order { id number total { amount currencyCode } } payment { id clientSecret } errors { field code } } }`,
    {
      input: {
        idempotencyKey: crypto.randomUUID(),
        lines,
        currency: 'EUR',
        email: 'marie.dupont@example.com',
        billing: { ...ORDER_ADDRESS },
        shippingMethodId: method.id,
        expectedTotal: priced.checkoutQuote.total.amount,
        customerNote: 'Sonnez deux fois',
      },
    },
  );
  const { order, payment } = placed.placeOrder;
  if (!order || !payment) throw new Error(`placeOrder failed: ${JSON.stringify(placed.placeOrder.errors)}`);
  await gql(page.request, `mutation($input: PayWithTestCardInput!) { payWithTestCard(input: $input) { order { id paid } } }`, {
    input: {
      orderId: order.id,
      paymentId: payment.id,
      clientSecret: payment.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' },
    },
  });
  return order;
}

const ORDER_ADDRESS = {
  firstName: 'Marie',
  lastName: 'Dupont',
  phone: '+33 6 12 34 56 78',
  address1: '10 rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  country: 'FR',
};

async function useLanguage(page: Page, language: 'FR' | 'EN') {
  await chooseLanguage(page, language);
}

/** Serious or critical axe violations of what the page shows now (the a11y matrix sees /account only signed out). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function openAccount(page: Page, path = '/account') {
  await page.goto(path);
  await waitForPageReady(page);
  await expect(page.getByTestId('account-page')).toBeVisible();
}

test.describe('account area', () => {
  // Issue 23: no longer a red toast and the home page.
  test('a guest opening the account gets the sign-in, then the account page asked for', async ({ page }) => {
    const customer = await registerCustomer(page);
    await gql(page.request, 'mutation { signOut }');
    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/login$/);
    const main = page.getByRole('main');
    await expect(main).toContainText('Vous devez être connecté pour accéder à votre compte');
    await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
    await main.getByLabel('Email', { exact: true }).fill(customer.email);
    await main.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('tab', { name: 'Commandes' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a new customer: welcome, shortcuts, no orders yet and the way to the shop', async ({ page }) => {
    const customer = await registerCustomer(page);
    await openAccount(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(page.getByTestId('account-welcome')).toHaveText(`Bonjour ${customer.firstName}`);
    await expect(page.getByRole('tab', { name: 'Tableau de bord' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('dashboard-empty')).toBeVisible();

    await page.getByRole('button', { name: 'Mes informations' }).click();
    await expect(page).toHaveURL(/\/account\/details$/);

    await page.goto('/account');
    await page.getByRole('link', { name: 'Commencer mes achats' }).click();
    await expect(page).toHaveURL(/\/collections$/);
  });

  test('the tab follows the URL, and the URL the tab', async ({ page }) => {
    await registerCustomer(page);
    await openAccount(page, '/account/orders');
    await expect(page.getByRole('tab', { name: 'Commandes' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Aucune commande trouvée')).toBeVisible();

    await page.getByRole('tab', { name: 'Adresses' }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    await expect(page.getByRole('heading', { name: 'Mes adresses' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('heading', { name: 'Mes commandes' })).toBeVisible();

    await page.goto('/account/details');
    await expect(page.getByRole('tab', { name: 'Détails du compte' })).toHaveAttribute('aria-selected', 'true');

    await page.goto('/account/nowhere');
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('tab', { name: 'Tableau de bord' })).toHaveAttribute('aria-selected', 'true');
  });

  test('adds a billing address copied to shipping: both cards show it', async ({ page }) => {
    await registerCustomer(page);
    await openAccount(page, '/account/addresses');
    await expect(page.getByTestId('account-billing-address')).toContainText("Vous n'avez pas encore enregistré cette adresse.");
    await page.getByRole('button', { name: 'Ajouter une adresse de facturation' }).click();

    const dialog = page.getByRole('dialog', { name: 'Adresse de facturation' });
    await expect(dialog.getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    // Sent empty first: the required fields say so.
    await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Veuillez saisir votre prénom')).toBeVisible();
    await expect(dialog.getByText('Veuillez saisir votre numéro de téléphone')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Camille');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
    await dialog.getByRole('textbox', { name: 'Téléphone' }).fill('+33 6 12 34 56 78');
    await dialog.getByRole('textbox', { name: 'Adresse', exact: true }).fill('12 rue de Rivoli');
    await dialog.getByRole('textbox', { name: 'Ville' }).fill('Paris');
    await dialog.getByRole('textbox', { name: 'Code postal' }).fill('75001');
    const copy = dialog.getByRole('checkbox', { name: 'Utiliser aussi cette adresse pour la livraison' });
    await dialog.getByText('Utiliser aussi cette adresse pour la livraison').click();
    await expect(copy).toBeChecked();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();

    await expect(page.getByText('Adresses de facturation et de livraison mises à jour avec succès')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    for (const card of ['account-billing-address', 'account-shipping-address']) {
      await expect(page.getByTestId(card)).toContainText('Camille Martin');
      await expect(page.getByTestId(card)).toContainText('12 rue de Rivoli');
      await expect(page.getByTestId(card)).toContainText('75001 Paris');
    }
    await expect(page.getByRole('button', { name: "Modifier l'adresse de facturation" })).toBeVisible();
    await expect(page.getByRole('button', { name: "Modifier l'adresse de livraison" })).toBeVisible();

    // Saved on the server: a new page load shows them too.
    await page.reload();
    await waitForPageReady(page);
    await expect(page.getByTestId('account-shipping-address')).toContainText('12 rue de Rivoli');
  });

  test('edits the profile; the username stays', async ({ page }) => {
    const customer = await registerCustomer(page);
    await openAccount(page, '/account/details');
    await expect(page.getByTestId('details-username')).toHaveText(customer.username);
    await expect(page.getByTestId('details-account-type')).toHaveText('Client');

    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le profil' });
    await expect(dialog.getByRole('textbox', { name: "Nom d'utilisateur" })).toHaveAttribute('readonly', '');
    await dialog.getByRole('textbox', { name: 'Prénom' }).fill('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Claire');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dubois');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Profil mis à jour avec succès')).toBeVisible();
    await expect(page.getByTestId('details-first-name')).toHaveText('Claire');
    await expect(page.getByTestId('details-last-name')).toHaveText('Dubois');

    await page.getByRole('tab', { name: 'Tableau de bord' }).click();
    await expect(page.getByTestId('account-welcome')).toHaveText('Bonjour Claire');
  });

  test('changes the email: the wrong current password is refused, the right one accepted', async ({ page }) => {
    await registerCustomer(page);
    await openAccount(page, '/account/details');
    const newEmail = `claire.${Date.now().toString(36)}@example.com`;

    await page.getByRole('button', { name: "Changer d'email" }).click();
    const dialog = page.getByRole('dialog', { name: "Changer d'adresse email" });
    await dialog.getByRole('textbox', { name: 'Nouvel email' }).fill(newEmail);
    await dialog.getByLabel('Mot de passe actuel').fill('NotMyPassword1');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Le mot de passe actuel est incorrect')).toBeVisible();

    await dialog.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Adresse email modifiée avec succès')).toBeVisible();
    await expect(page.getByTestId('details-email')).toHaveText(newEmail);
  });

  test('changes the password: mismatch and wrong current password said, then changed and still signed in', async ({ page }) => {
    await registerCustomer(page);
    await openAccount(page, '/account/details');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changer le mot de passe' });
    const alert = dialog.getByTestId('change-password-dialog-alert');

    await dialog.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await dialog.getByLabel(/^Nouveau mot de passe/).fill('Montures-en-ecaille-2027');
    await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('Montures2028');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(alert).toContainText('Les mots de passe ne correspondent pas');

    await dialog.getByLabel(/^Nouveau mot de passe/).fill('court');
    await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('court');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(alert).toContainText('Le mot de passe doit contenir au moins 8 caractères');

    await dialog.getByLabel('Mot de passe actuel').fill('NotMyPassword1');
    await dialog.getByLabel(/^Nouveau mot de passe/).fill('Montures-en-ecaille-2027');
    await dialog.getByLabel('Confirmer le nouveau mot de passe').fill('Montures-en-ecaille-2027');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(alert).toContainText('Erreur lors du changement de mot de passe');
    await expect(alert).toContainText('Le mot de passe actuel est incorrect');

    await dialog.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Mot de passe changé avec succès')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The session goes on under its new id.
    await page.reload();
    await waitForPageReady(page);
    await expect(page.getByTestId('account-details')).toBeVisible();
  });

  test('signs out from the dashboard: the sign-out toast, not the sign-in one', async ({ page }) => {
    await registerCustomer(page);
    await openAccount(page);
    await page.getByTestId('account-dashboard').getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Vous avez été déconnecté avec succès')).toBeVisible();
    await expect(page.getByText('Vous devez être connecté pour accéder à votre compte')).toHaveCount(0);
  });

  test('in English', async ({ page }) => {
    await useLanguage(page, 'EN');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('main')).toContainText('You must be signed in to access your account');

    const customer = await registerCustomer(page);
    await openAccount(page, '/account/details');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Account details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('details-account-type')).toHaveText('Customer');
    await expect(page.getByTestId('details-email')).toHaveText(customer.email);

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByLabel(/^New password/).fill('Montures-en-ecaille-2027');
    await dialog.getByLabel('Confirm new password').fill('Montures2028');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByTestId('change-password-dialog-alert')).toContainText('Passwords do not match');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(page.getByTestId('account-welcome')).toHaveText(`Welcome, ${customer.firstName}`);
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toBeVisible();
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByText('No orders found')).toBeVisible();
  });

  test('every tab and the modals have no serious or critical axe violation', async ({ page }) => {
    await registerCustomer(page);
    for (const tab of ['', '/orders', '/downloads', '/addresses', '/details']) {
      await openAccount(page, `/account${tab}`);
      expect(await seriousViolations(page), tab || '/').toEqual([]);
    }
    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Annuler' }).click();

    await page.goto('/account/addresses');
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Ajouter une adresse de facturation' }).click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Pays' })).toHaveValue('FR');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an order: on the dashboard, in the orders with its details, its invoice downloaded', async ({ page }) => {
    await registerCustomer(page);
    const order = await buyMontmartre(page);
    const total = containingText(formatMoney(order.total, 'FR'));

    await openAccount(page);
    const recent = page.getByTestId('recent-order');
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText(`Commande n° ${order.number}`);
    await expect(recent).toContainText(total);
    await expect(recent.getByTestId('order-status')).toHaveText('En cours');
    await page.getByRole('button', { name: 'Voir toutes les commandes' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);

    const item = page.getByTestId('account-order');
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: new RegExp(`Commande n° ${order.number}`) }).click();
    const details = item.getByTestId('account-order-details');
    await expect(details).toBeVisible();
    await expect(details.getByTestId('account-order-items')).toContainText('Montmartre');
    await expect(details.getByTestId('account-order-billing')).toContainText('10 rue de la Paix');
    await expect(details.getByTestId('account-order-shipping')).toContainText('75002 Paris');
    await expect(details.getByTestId('account-order-summary')).toContainText(total);
    await expect(details).toContainText('Sonnez deux fois');
    await expect(details).toContainText('Pas encore livrée');
    expect(await seriousViolations(page)).toEqual([]);

    // The real invoice: a PDF from the server, saved under the order's name.
    const downloaded = page.waitForEvent('download');
    await details.getByRole('button', { name: 'Télécharger la facture' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`invoice-${order.id}.pdf`);
    const saved = fs.readFileSync((await download.path())!);
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
    expect(saved.length).toBeGreaterThan(5_000);
    await expect(page.getByText('Facture téléchargée avec succès')).toBeVisible();

    // A store that cannot answer: the server says 503 (simulated here), the shopper gets the spec's toast.
    await page.route('**/invoices/*.pdf*', (route) => route.fulfill({ status: 503, contentType: 'text/plain', body: 'busy' }));
    // The invoices are under the orders (issue 23): each paid order offers its own without opening.
    const invoice = item.getByTestId('order-invoice');
    await expect(invoice).toHaveAccessibleName(`Télécharger la facture de la commande n° ${order.number} (PDF)`);
    await invoice.click();
    await expect(page.getByText('Erreur lors du téléchargement')).toBeVisible();
    await expect(page.getByText('Échec du téléchargement de la facture : 503')).toBeVisible();

    // No downloads tab listing the same orders again: its old address leads to the orders.
    await expect(page.getByRole('tab', { name: 'Téléchargements' })).toHaveCount(0);
    await page.goto('/account/downloads');
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByTestId('order-invoice')).toBeVisible();
  });
});
