import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, gql, waitForPageReady } from './helpers';

/**
 * The way into the account as a shopper expects it (issue 23, section 2): registration without a
 * username (the store makes it from the email, as WooCommerce does), the header greeting by first
 * name with a link to the orders, and a guest opening /account taken to the sign-in and then to the
 * page asked for. At 1440 and 390 px, in French and English.
 */

const PASSWORD = 'Lunettes-du-soir-2026';
const WAIT = { timeout: 30_000 };

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** A new shopper: an email whose local part becomes the username. */
function newShopper() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { firstName: 'Léa', lastName: 'Martin', local: `lea.martin.${stamp}`, email: `lea.martin.${stamp}@example.com` };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('wide screen, French', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('registers without a username; the header greets by first name and leads to the orders', async ({ page }) => {
    test.setTimeout(120_000);
    const shopper = newShopper();
    await page.goto('/');
    await waitForPageReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Créez-en un ici' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
    await expect(dialog).toBeVisible(WAIT);
    await expect(dialog).toContainText('Laissé vide, il est créé à partir de votre e-mail.');
    await field(dialog, 'Prénom').fill(shopper.firstName);
    await field(dialog, 'Nom').fill(shopper.lastName);
    await field(dialog, 'Email').fill(shopper.email);
    await field(dialog, 'Mot de passe').fill(PASSWORD);
    await field(dialog, 'Confirmer le mot de passe').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(dialog).toBeHidden(WAIT);

    const menu = page.getByRole('banner').getByTestId('account-menu');
    await expect(menu).toHaveText('Bonjour, Léa', WAIT);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Mes commandes' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/, WAIT);
    await expect(page.getByRole('tab', { name: 'Commandes' })).toHaveAttribute('aria-selected', 'true', WAIT);

    // The username the store made: the email's local part.
    await page.getByRole('tab', { name: 'Détails du compte' }).click();
    await expect(page.getByTestId('details-username')).toHaveText(shopper.local, WAIT);
  });

  test('a guest opening /account/details gets the sign-in page, then that page', async ({ page }) => {
    test.setTimeout(120_000);
    const shopper = newShopper();
    const { register } = await gql<{ register: { errors: unknown[] } }>(
      page.request,
      `mutation($input: RegisterInput!) { register(input: $input) { errors { code } } }`,
      {
        input: {
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          email: shopper.email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      },
    );
    expect(register.errors).toEqual([]);
    await gql(page.request, 'mutation { signOut }');

    await page.goto('/account/details');
    await expect(page).toHaveURL(/\/login$/, WAIT);
    const main = page.getByRole('main');
    await expect(main).toContainText('Vous devez être connecté pour accéder à votre compte', WAIT);
    await waitForPageReady(page);
    expect(await seriousViolations(page)).toEqual([]);
    await field(main, 'Email').fill(shopper.email);
    await field(main, 'Mot de passe').fill(PASSWORD);
    await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/details$/, WAIT);
    await expect(page.getByTestId('details-email')).toHaveText(shopper.email, WAIT);
  });
});

test.describe('phone, English', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('registers on /register without a username; the menu greets by first name', async ({ page }) => {
    test.setTimeout(120_000);
    const shopper = newShopper();
    await chooseLanguage(page, 'EN');
    await page.goto('/register');
    await waitForPageReady(page);
    const main = page.getByRole('main');
    await expect(field(main, 'Username (optional)')).toBeVisible(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    // A field left wrong speaks beside it.
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(field(main, 'First name')).toHaveAccessibleErrorMessage('First name is required', WAIT);
    await field(main, 'First name').fill(shopper.firstName);
    await field(main, 'Last name').fill(shopper.lastName);
    await field(main, 'Email').fill(shopper.email);
    await field(main, 'Password').fill(PASSWORD);
    await field(main, 'Confirm password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/account$/, WAIT);
    await expect(page.getByTestId('account-welcome')).toHaveText('Welcome, Léa', WAIT);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByTestId('mobile-account');
    await expect(drawer).toContainText('Hello, Léa', WAIT);
    await drawer.getByRole('link', { name: 'My Orders' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/, WAIT);
  });

  test('a guest opening /account/orders gets the sign-in, then the orders', async ({ page }) => {
    test.setTimeout(120_000);
    const shopper = newShopper();
    await chooseLanguage(page, 'EN');
    const { register } = await gql<{ register: { errors: unknown[] } }>(
      page.request,
      `mutation($input: RegisterInput!) { register(input: $input) { errors { code } } }`,
      {
        input: {
          firstName: shopper.firstName,
          lastName: shopper.lastName,
          email: shopper.email,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        },
      },
    );
    expect(register.errors).toEqual([]);
    await gql(page.request, 'mutation { signOut }');

    await page.goto('/account/orders');
    await expect(page).toHaveURL(/\/login$/, WAIT);
    const main = page.getByRole('main');
    await expect(main).toContainText('You must be signed in to access your account', WAIT);
    await field(main, 'Email').fill(shopper.email);
    await field(main, 'Password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/account\/orders$/, WAIT);
    await expect(page.getByText('No orders found')).toBeVisible(WAIT);
  });
});
