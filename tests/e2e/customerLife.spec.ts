import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForPageReady } from './helpers';

/**
 * A customer's whole life, through the screens only, on the seeded store with the offline test card:
 * registers in /register, signs out, signs in on /login, saves an address, buys with the address filled
 * in from the account, finds the order in the dashboard and the orders tab, downloads its invoice,
 * edits the profile, changes the password, and signs in again with the new one (the old one refused).
 */

const stamp = `${Date.now()}`;
const customer = {
  firstName: 'Inès',
  lastName: 'Moreau',
  username: `ines_${stamp}`,
  email: `ines.${stamp}@example.com`,
  password: 'Lunettes-du-soir-2026',
  newPassword: 'Montures-en-ecaille-2027',
};

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

async function signInOnLoginPage(page: Page, password: string) {
  await page.goto('/login');
  await waitForPageReady(page);
  const main = page.getByRole('main');
  await field(main, 'Email').fill(customer.email);
  await field(main, 'Mot de passe').fill(password);
  await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('banner').getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(toast(page, 'Vous avez été déconnecté avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('a customer’s life: register, sign in, buy, find the order and its invoice, change the password', async ({ page }) => {
  test.setTimeout(120_000);

  // Registers.
  await page.goto('/register');
  await waitForPageReady(page);
  const form = page.getByRole('main');
  await field(form, 'Prénom').fill(customer.firstName);
  await field(form, 'Nom').fill(customer.lastName);
  await field(form, "Nom d'utilisateur (facultatif)").fill(customer.username);
  await field(form, 'Email').fill(customer.email);
  await field(form, 'Mot de passe').fill(customer.password);
  await field(form, 'Confirmer le mot de passe').fill(customer.password);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('account-welcome')).toContainText(customer.firstName);

  // Signs out, then back in.
  await signOutFromHeader(page);
  await signInOnLoginPage(page, customer.password);
  await expect(page).toHaveURL(/\/account$/);
  await expect(toast(page, 'Bon retour')).toBeVisible();

  // Saves a billing address, used for shipping too.
  await page.goto('/account/addresses');
  await waitForPageReady(page);
  await page.getByRole('button', { name: 'Ajouter une adresse de facturation' }).click();
  const address = page.getByRole('dialog', { name: 'Adresse de facturation' });
  await address.getByRole('textbox', { name: 'Téléphone' }).fill('+33 6 98 76 54 32');
  await address.getByRole('textbox', { name: 'Adresse', exact: true }).fill('5 quai des Célestins');
  await address.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
  await address.getByRole('textbox', { name: 'Code postal' }).fill('69002');
  await address.getByText('Utiliser aussi cette adresse pour la livraison').click();
  await address.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('account-shipping-address')).toContainText('5 quai des Célestins');

  // Buys a frame: the checkout knows who is buying and where to.
  await page.goto('/products/montmartre');
  await page.getByTestId('option-black').click();
  await page.getByTestId('purchase-button').first().click();
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/checkout');
  await waitForPageReady(page);
  await expect(page.getByTestId('checkout-connected-as')).toHaveText(`Connecté en tant que ${customer.username}`);
  const identification = page.getByTestId('identification-form');
  await expect(identification.getByRole('textbox', { name: 'Adresse email', exact: true })).toHaveValue(customer.email);
  await expect(identification.getByRole('textbox', { name: 'Ville', exact: true }).first()).toHaveValue('Lyon');
  await page.getByTestId('identification-continue').click();
  await expect(page.getByTestId('identification-step')).toHaveAttribute('data-status', 'done');
  await page.getByTestId('shipping-option').first().click();
  await page.getByTestId('delivery-continue').click();
  await expect(page.getByTestId('payment-step')).toHaveAttribute('data-status', 'open');
  await expect(page.getByTestId('checkout-summary')).toHaveAttribute('aria-busy', 'false');
  const total = (await page.getByTestId('checkout-total').textContent()) ?? '';
  const card = page.getByTestId('test-card-form');
  await card.getByRole('textbox', { name: 'Numéro de carte', exact: true }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: "Date d'expiration (MM/AA)", exact: true }).fill('12/34');
  await card.getByRole('textbox', { name: 'Code de sécurité (CVC)', exact: true }).fill('123');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/order-confirmation\/\d+/);
  await waitForPageReady(page);
  const orderId = /\/order-confirmation\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByTestId('order-total')).toHaveText(total);

  // The order is in the dashboard and in the orders tab; its invoice downloads.
  await page.goto('/account');
  await waitForPageReady(page);
  const recent = page.getByTestId('recent-order');
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText(total);
  await page.getByRole('button', { name: 'Voir toutes les commandes' }).click();
  const order = page.getByTestId('account-order');
  await expect(order).toHaveCount(1);
  await order.getByRole('button').first().click();
  const details = order.getByTestId('account-order-details');
  await expect(details.getByTestId('account-order-items')).toContainText('Montmartre');
  await expect(details.getByTestId('account-order-shipping')).toContainText('5 quai des Célestins');
  const downloading = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Télécharger la facture' }).click();
  const invoice = await downloading;
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  expect(
    fs
      .readFileSync((await invoice.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(toast(page, 'Facture téléchargée avec succès')).toBeVisible();

  // Edits the profile and changes the password.
  await page.goto('/account/details');
  await waitForPageReady(page);
  await page.getByRole('button', { name: 'Modifier le profil' }).click();
  const profile = page.getByRole('dialog', { name: 'Modifier le profil' });
  await profile.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau-Petit');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile).toHaveCount(0);
  await expect(page.getByTestId('account-details')).toContainText('Moreau-Petit');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  const password = page.getByRole('dialog', { name: 'Changer le mot de passe' });
  await password.getByLabel('Mot de passe actuel').fill(customer.password);
  await password.getByLabel(/^Nouveau mot de passe/).fill(customer.newPassword);
  await password.getByLabel('Confirmer le nouveau mot de passe').fill(customer.newPassword);
  await password.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Mot de passe changé avec succès')).toBeVisible();

  // Signs out; the old password no longer opens the account, the new one does.
  await signOutFromHeader(page);
  await signInOnLoginPage(page, customer.password);
  await expect(page.getByRole('main').getByTestId('auth-form-alert')).toContainText('Email ou mot de passe incorrect');
  await signInOnLoginPage(page, customer.newPassword);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('recent-order')).toHaveCount(1);
});
