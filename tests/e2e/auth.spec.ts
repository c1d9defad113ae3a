import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { atPath, chooseLanguage, gql, waitForPageReady } from './helpers';
import { montmartre, saveCart } from './savedCart';

/**
 * Sign-in and registration (spec sections 2, 4, 5 and 8): the modal's two views with the shared rules'
 * messages, the header's account menu, sign-out, /login and /register, the other tabs of the browser,
 * and the checkout's inline sign-in and account creation. Every test makes its own accounts.
 */

const PASSWORD = 'Lunettes-du-soir-2026';

/** A fresh account's details (unique email and username per call). */
function newAccount(name = 'ada') {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `${name}_${stamp}`,
    email: `${name}+${stamp}@example.com`,
    password: PASSWORD,
  };
}
type Account = ReturnType<typeof newAccount>;

/** Creates the account through the API (its own session: the browser stays a guest). */
async function registerThroughApi(request: APIRequestContext, account: Account = newAccount()): Promise<Account> {
  const { register } = await gql<{ register: { customer: { id: string } | null; errors: unknown[] } }>(
    request,
    `mutation($input: RegisterInput!) { register(input: $input) { customer { id } errors { field code message } } }`,
    { input: { ...account, confirmPassword: account.password } },
  );
  expect(register.errors).toEqual([]);
  return account;
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
}

const LABELS = {
  fr: {
    signIn: 'Se connecter',
    firstName: 'Prénom',
    lastName: 'Nom',
    username: "Nom d'utilisateur (facultatif)",
    email: 'Email',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
  },
  en: {
    signIn: 'Sign in',
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username (optional)',
    email: 'Email',
    password: 'Password',
    confirm: 'Confirm password',
  },
};
type Labels = (typeof LABELS)['fr'];

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

async function fillRegistration(dialog: Locator, account: Account, labels: Labels) {
  await field(dialog, labels.firstName).fill(account.firstName);
  await field(dialog, labels.lastName).fill(account.lastName);
  await field(dialog, labels.username).fill(account.username);
  await field(dialog, labels.email).fill(account.email);
  await field(dialog, labels.password).fill(account.password);
  await field(dialog, labels.confirm).fill(account.password);
}

/** Opens the header's sign-in modal (wide screen): the login view. */
async function openSignIn(page: Page, labels: Labels, title: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: labels.signIn, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signInInModal(page: Page, account: Pick<Account, 'email' | 'password'>) {
  const dialog = await openSignIn(page, LABELS.fr, 'Bon retour parmi nous');
  await field(dialog, 'Email').fill(account.email);
  await field(dialog, 'Mot de passe').fill(account.password);
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('sign-in modal', () => {
  test("registers with the rules' messages, cleared on edit; then the header shows the account menu", async ({ page }) => {
    const account = newAccount();
    await page.goto('/');
    await waitForPageReady(page);
    const login = await openSignIn(page, LABELS.fr, 'Bon retour parmi nous');
    await expect(login.getByRole('button', { name: 'Créez-en un ici' })).toBeVisible();
    await login.getByRole('button', { name: 'Créez-en un ici' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
    await expect(dialog).toBeVisible();

    // Nothing typed: every rule speaks beside its field, as in the checkout (issue 23); the username is optional.
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    const said = (text: string) => dialog.getByText(text, { exact: true });
    await expect(said('Le prénom est obligatoire')).toBeVisible();
    await expect(said('Veuillez confirmer votre mot de passe')).toBeVisible();
    await expect(said("Le nom d'utilisateur est obligatoire")).toHaveCount(0);
    await expect(field(dialog, 'Prénom')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Prénom')).toHaveAccessibleErrorMessage('Le prénom est obligatoire');
    await expect(dialog.getByTestId('auth-form-alert')).toHaveCount(0);
    // Editing a field clears its message only.
    await field(dialog, 'Prénom').fill(account.firstName);
    await expect(said('Le prénom est obligatoire')).toHaveCount(0);
    await expect(said('Le nom est obligatoire')).toBeVisible();

    await fillRegistration(dialog, { ...account, username: 'a!' }, LABELS.fr);
    await field(dialog, 'Confirmer le mot de passe').fill('Autre2026x');
    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(said("Le nom d'utilisateur doit contenir au moins 3 caractères")).toBeVisible();
    await expect(said('Les mots de passe ne correspondent pas')).toBeVisible();

    await field(dialog, LABELS.fr.username).fill(account.username);
    await field(dialog, 'Confirmer le mot de passe').fill(account.password);
    await expect(said('Les mots de passe ne correspondent pas')).toHaveCount(0);
    await expect(said("Le nom d'utilisateur doit contenir au moins 3 caractères")).toHaveCount(0);
    // The password can be shown and hidden again.
    await dialog.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
    await expect(field(dialog, 'Mot de passe')).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(field(dialog, 'Mot de passe')).toHaveAttribute('type', 'password');

    await dialog.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(toast(page, 'Compte créé avec succès !')).toContainText('Bienvenue chez Maison Lumière');
    await expect(dialog).toBeHidden();
    // The header greets by first name (issue 23).
    const menu = page.getByRole('banner').getByTestId('account-menu');
    await expect(menu).toHaveText(`Bonjour, ${account.firstName}`);
    await menu.click();
    await expect(page.getByRole('menuitem', { name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mes commandes' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The session is the server's: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('banner').getByTestId('account-menu')).toHaveText(`Bonjour, ${account.firstName}`);
  });

  test('in English: a taken email gives the spec message; the rules speak English', async ({ page, request }) => {
    const taken = await registerThroughApi(request);
    await chooseLanguage(page, 'EN');
    await page.goto('/');
    await waitForPageReady(page);
    const login = await openSignIn(page, LABELS.en, 'Welcome Back');
    await login.getByRole('button', { name: 'Create one here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Account' });
    await expect(dialog.getByRole('button', { name: 'Sign in here' })).toBeVisible();

    await field(dialog, 'Email').fill('ada@');
    await field(dialog, 'Password').fill('short');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const said = (text: string) => dialog.getByText(text, { exact: true });
    await expect(said('First name is required')).toBeVisible();
    await expect(said('Email is invalid')).toBeVisible();
    await expect(said('Password must be at least 8 characters')).toBeVisible();
    await expect(said('Please confirm your password')).toBeVisible();

    await fillRegistration(dialog, { ...newAccount('grace'), email: taken.email }, LABELS.en);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    // The store's refusal of the email, beside the email.
    await expect(field(dialog, 'Email')).toHaveAccessibleErrorMessage(
      'An account with this email already exists. Please use a different email or sign in instead.',
    );
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('account-menu')).toHaveCount(0);
  });

  test('in English: a wrong password gives the spec error; the right one signs in; sign out toasts and goes home', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request);
    await chooseLanguage(page, 'EN');
    await page.goto('/collections');
    await waitForPageReady(page);
    const dialog = await openSignIn(page, LABELS.en, 'Welcome Back');

    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(field(dialog, 'Email')).toHaveAccessibleErrorMessage('Email is required');
    await expect(field(dialog, 'Password')).toHaveAccessibleErrorMessage('Password is required');
    await field(dialog, 'Email').fill(account.email);
    await field(dialog, 'Password').fill('Wrong2026x');
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog.getByTestId('auth-form-alert')).toHaveText(
      'Invalid email or password. Please check your credentials and try again.',
    );

    await field(dialog, 'Password').fill(account.password);
    await expect(dialog.getByTestId('auth-form-alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Welcome back! You have been logged in successfully.')).toContainText(account.email);
    await expect(dialog).toBeHidden();

    const menu = page.getByRole('banner').getByTestId('account-menu');
    await expect(menu).toHaveText(`Hello, ${account.firstName}`);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(toast(page, 'You have been signed out successfully')).toContainText('See you soon!');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test('a sign-in and a sign-out in one tab show in the other tabs', async ({ context, request }) => {
    const account = await registerThroughApi(request);
    const first = await context.newPage();
    const second = await context.newPage();
    for (const page of [first, second]) {
      await page.goto('/');
      await waitForPageReady(page);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
    }
    await signInInModal(first, account);
    await expect(second.getByRole('banner').getByTestId('account-menu')).toContainText(account.firstName);

    await second.getByRole('banner').getByTestId('account-menu').click();
    await second.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(first.getByRole('banner').getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  });
});

/** Signs the browser in through the API (the page's own cookies), as a returning customer would be. */
async function signInThroughApi(page: Page, account: Account) {
  const { signIn } = await gql<{ signIn: { errors: unknown[] } }>(
    page.request,
    `mutation($input: SignInInput!) { signIn(input: $input) { errors { code } } }`,
    { input: { email: account.email, password: account.password } },
  );
  expect(signIn.errors).toEqual([]);
}

/** The serious and critical axe violations of what the page shows. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest gets Sign In and Create Account; a customer a greeting, My Account, My Orders and Sign Out', async ({ page, request }) => {
    const account = await registerThroughApi(request);
    await page.goto('/');
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByTestId('mobile-account');
    await expect(drawer.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Créer un compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un compte' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    await signInThroughApi(page, account);
    await page.reload();
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(drawer).toContainText(`Bonjour, ${account.firstName}`);
    await expect(drawer.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/account');
    await expect(drawer.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/account/orders');
    await drawer.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(toast(page, 'Vous avez été déconnecté avec succès')).toContainText('À bientôt !');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('accessibility of the sign-in screens', () => {
  for (const language of ['FR', 'EN'] as const) {
    test(`/login, /register and the modal with its errors have no serious axe violation (${language})`, async ({ page }) => {
      await chooseLanguage(page, language);
      for (const url of ['/login', '/register']) {
        await page.goto(url);
        await waitForPageReady(page);
        expect([url, await seriousViolations(page)]).toEqual([url, []]);
      }
      await page.goto('/');
      await waitForPageReady(page);
      const labels = language === 'FR' ? LABELS.fr : LABELS.en;
      const dialog = await openSignIn(page, labels, language === 'FR' ? 'Bon retour parmi nous' : 'Welcome Back');
      await dialog.getByRole('button', { name: language === 'FR' ? 'Se connecter' : 'Sign In', exact: true }).click();
      await expect(field(dialog, labels.email)).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

test.describe('/login and /register', () => {
  test('a guest signs in on /login and goes on to the page asked for; signed in, /login and /register go on at once', async ({
    page,
    request,
  }) => {
    const account = await registerThroughApi(request);
    await page.goto('/login?redirect=/cart');
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
    await expect(page).toHaveTitle(/^Connexion · Maison Lumière$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Créez-en un ici' })).toHaveAttribute('href', '/register?redirect=/cart');
    const main = page.getByRole('main');
    await field(main, 'Email').fill(account.email);
    await field(main, 'Mot de passe').fill(account.password);
    await main.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // The path itself: a pattern ending in /cart also matches '/login?redirect=/cart' before the sign-in answers.
    await expect(page).toHaveURL(atPath('/cart'));
    await expect(page.getByRole('banner').getByTestId('account-menu')).toContainText(account.firstName);

    // Already signed in: straight on (replacing the page), never to another site.
    await page.goto('/login?redirect=/collections');
    await expect(page).toHaveURL(atPath('/collections'));
    await page.goto('/register?redirect=https://evil.example/');
    await expect(page).toHaveURL(atPath('/account'));
    await page.goto('/login');
    await expect(page).toHaveURL(atPath('/account'));
  });

  test('/register creates the account and goes to the account area; its link leads to /login', async ({ page }) => {
    const account = newAccount('reg');
    await page.goto('/register');
    await waitForPageReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte');
    await expect(page.getByRole('main').getByRole('link', { name: 'Connectez-vous ici' })).toHaveAttribute('href', '/login');
    await fillRegistration(page.getByRole('main'), account, LABELS.fr);
    await page.getByRole('main').getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('banner').getByTestId('account-menu')).toContainText(account.firstName);
  });
});

const PARIS = { company: '', address1: '12 rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR', phone: '+33 6 12 34 56 78' };

/** One black Montmartre (seed) saved in the cart before the first page load. */
async function seedCart(page: Page, request: APIRequestContext) {
  await saveCart(page, [(await montmartre(request)).line('black')]);
}

test.describe('checkout step 1 with an account', () => {
  test('a guest signs in inline: the form is filled from the profile, the email locked, the step stays', async ({ page, request }) => {
    const account = await registerThroughApi(request);
    // The profile: a billing address with its phone, a shipping address elsewhere (the API's session is the new account's).
    const { updateAddresses } = await gql<{ updateAddresses: { errors: unknown[] } }>(
      request,
      `mutation($input: UpdateAddressesInput!) { updateAddresses(input: $input) { errors { field code message } } }`,
      {
        input: {
          billing: { ...PARIS, firstName: 'Ada', lastName: 'Lovelace' },
          shipping: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            address1: '5 Unter den Linden',
            city: 'Berlin',
            postcode: '10117',
            country: 'DE',
          },
        },
      },
    );
    expect(updateAddresses.errors).toEqual([]);

    await seedCart(page, request);
    await page.goto('/checkout');
    await waitForPageReady(page);
    const form = page.getByTestId('identification-form');
    const email = form.getByRole('textbox', { name: 'Adresse email', exact: true });
    const delivery = form.getByRole('group', { name: 'Adresse de livraison' });
    // Typed before signing in: the company, not in the profile, kept; the phone, in the profile, replaced.
    await delivery.getByRole('textbox', { name: 'Société (facultatif)', exact: true }).fill('Analytical Engines');
    await delivery.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+33 1 00 00 00 00');

    const slot = page.getByTestId('checkout-account-slot');
    await slot.getByRole('button', { name: 'Se connecter avec son email et son mot de passe' }).click();
    const signIn = slot.getByRole('group', { name: 'Connexion' });
    await field(signIn, 'Email').fill(account.email);
    await field(signIn, 'Mot de passe').fill('Wrong2026x');
    await signIn.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(signIn.getByTestId('auth-form-alert')).toContainText('Email ou mot de passe incorrect.');
    await field(signIn, 'Mot de passe').fill(account.password);
    await signIn.getByRole('button', { name: 'Se connecter', exact: true }).click();

    await expect(page.getByTestId('checkout-connected-as')).toHaveText(`Connecté en tant que ${account.username}`);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('identification-step')).toHaveAttribute('data-status', 'open');
    await expect(email).toHaveValue(account.email);
    await expect(email).toHaveAttribute('readonly', '');
    // Delivered to the saved shipping address, with the profile's phone (the carrier's).
    await expect(delivery.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Ada');
    await expect(delivery.getByRole('textbox', { name: 'Téléphone', exact: true })).toHaveValue(PARIS.phone);
    await expect(delivery.getByRole('textbox', { name: 'Ville', exact: true })).toHaveValue('Berlin');
    await expect(delivery.getByRole('combobox', { name: 'Pays' })).toHaveValue('DE');
    await expect(delivery.getByRole('textbox', { name: 'Société (facultatif)', exact: true })).toHaveValue('Analytical Engines');
    // The saved billing address is elsewhere: "same as delivery" unticked, billing filled.
    await expect(page.getByTestId('billing-same').getByRole('checkbox')).not.toBeChecked();
    const billing = form.getByRole('group', { name: 'Adresse de facturation' });
    await expect(billing.getByRole('textbox', { name: 'Adresse', exact: true })).toHaveValue(PARIS.address1);
    await expect(billing.getByRole('textbox', { name: 'Code postal', exact: true })).toHaveValue(PARIS.postcode);
    // The checkout's own frame has no account menu: the step says who is signed in (above).

    // Signed in already: the next visit starts filled and locked.
    await page.reload();
    await waitForPageReady(page);
    await expect(page.getByTestId('checkout-connected-as')).toBeVisible();
    await expect(email).toHaveValue(account.email);
    await expect(billing.getByRole('textbox', { name: 'Ville', exact: true })).toHaveValue(PARIS.city);
    await expect(delivery.getByRole('textbox', { name: 'Ville', exact: true })).toHaveValue('Berlin');
    await expect(page.getByTestId('billing-same').getByRole('checkbox')).not.toBeChecked();
  });

  test('a guest creates an account with the email at checkout, with the names already typed', async ({ page, request }) => {
    // A dotted email, so it is the username as it is (one with a '+' gets a username the store makes from it).
    const account = { ...newAccount('checkout'), email: `checkout.${Date.now()}@example.com` };
    await seedCart(page, request);
    await page.goto('/checkout');
    await waitForPageReady(page);
    const form = page.getByTestId('identification-form');
    const delivery = form.getByRole('group', { name: 'Adresse de livraison' });
    await form.getByRole('textbox', { name: 'Adresse email', exact: true }).fill(account.email);
    await delivery.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Grace');
    await delivery.getByRole('textbox', { name: 'Nom', exact: true }).fill('Hopper');

    const slot = page.getByTestId('checkout-account-slot');
    await slot.getByRole('button', { name: 'Créer un compte avec son email' }).click();
    const create = slot.getByRole('group', { name: 'Création de compte' });
    // The email typed in the form is taken.
    await expect(field(create, 'Email')).toHaveValue(account.email);
    await field(create, 'Mot de passe (8 caractères minimum)').fill('court');
    await create.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(field(create, 'Mot de passe (8 caractères minimum)')).toHaveAccessibleErrorMessage(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    await field(create, 'Mot de passe (8 caractères minimum)').fill(account.password);
    await expect(create.getByText('Le mot de passe doit contenir au moins 8 caractères')).toHaveCount(0);
    await create.getByRole('button', { name: 'Créer mon compte' }).click();

    await expect(toast(page, 'Compte créé avec succès !')).toBeVisible();
    // The email is the username.
    await expect(page.getByTestId('checkout-connected-as')).toHaveText(`Connecté en tant que ${account.email}`);
    await expect(page.getByTestId('identification-step')).toHaveAttribute('data-status', 'open');
    await expect(form.getByRole('textbox', { name: 'Adresse email', exact: true })).toHaveAttribute('readonly', '');
    await expect(delivery.getByRole('textbox', { name: 'Prénom', exact: true })).toHaveValue('Grace');
    await expect(delivery.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Hopper');

    const { me } = await gql<{ me: { firstName: string; lastName: string; username: string } | null }>(
      page.request,
      '{ me { firstName lastName username } }',
    );
    expect(me).toEqual({ firstName: 'Grace', lastName: 'Hopper', username: account.email });
  });
});
