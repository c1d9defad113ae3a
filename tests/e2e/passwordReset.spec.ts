/**
 * Password reset (issue 24): "Mot de passe oublié ?" from the sign-in modal and /login, the mail read
 * from the outbox, its link opened, a new password set (signed in), the old password refused and the new
 * one accepted; a reused and an expired link are refused with a clear message.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { gql } from './helpers';
import { expect, test } from './fixtures';
import { expireResetLinks, mailsTo } from './outbox';

const OLD_PASSWORD = 'Lunettes-du-soir-2026';
const NEW_PASSWORD = 'Monture-ecaille-1987!';

async function registerThroughApi(request: APIRequestContext): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `reset${stamp}@example.com`;
  const { register } = await gql<{ register: { errors: unknown[] } }>(
    request,
    `mutation($input: RegisterInput!) { register(input: $input) { customer { id } errors { code } } }`,
    {
      input: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: `reset_${stamp}`,
        email,
        password: OLD_PASSWORD,
        confirmPassword: OLD_PASSWORD,
      },
    },
  );
  expect(register.errors).toEqual([]);
  return email;
}

async function signInCodes(request: APIRequestContext, email: string, password: string): Promise<string[]> {
  const { signIn } = await gql<{ signIn: { errors: { code: string }[] } }>(
    request,
    `mutation($input: SignInInput!) { signIn(input: $input) { customer { id } errors { code } } }`,
    { input: { email, password } },
  );
  return signIn.errors.map((error) => error.code);
}

/** The link of the latest reset mail to `email`, waited for (the mail is written after the answer). */
async function resetLink(email: string, after = 0): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(email)).filter((mail) => mail.kind === 'password_reset');
        if (mails.length <= after) return '';
        link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mails[0]!.text)?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

async function askForLink(page: Page, email: string): Promise<void> {
  // The form's own field: while the page's chunk comes, a navigation keeps the previous page on screen
  // (home's newsletter has an Email field too, which a page-wide lookup filled once).
  const form = page.getByTestId('forgot-form');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText(
    'Si un compte existe pour cette adresse, un email vient de lui être envoyé avec un lien valable une heure.',
    { timeout: 15_000 },
  );
}

test('forgot, read the mail, open the link, set a new password: signed in, old refused, new accepted; a reused link is refused', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await registerThroughApi(request);
  await page.goto('/login');
  await page.getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await askForLink(page, email);

  const link = await resetLink(email);
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  // Signed in: the layout moves on to the account.
  await expect(page).toHaveURL(/\/account/, { timeout: 15_000 });

  expect(await signInCodes(request, email, OLD_PASSWORD)).toEqual(['INVALID_CREDENTIALS']);
  expect(await signInCodes(request, email, NEW_PASSWORD)).toEqual([]);

  // The link worked once.
  const other = await page.context().browser()!.newPage();
  await other.goto(link);
  await expect(other.getByTestId('reset-link-refused')).toContainText('Ce lien n’est plus valable', { timeout: 15_000 });
  await other.close();
});

test('the sign-in modal offers the link; an expired link is refused with a clear message', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = await registerThroughApi(request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Se connecter' }).first().click();
  await page.getByTestId('auth-modal').getByTestId('forgot-password-link').click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByTestId('auth-modal')).toHaveCount(0);
  await askForLink(page, email);
  const link = await resetLink(email);

  expireResetLinks();
  await page.goto(link);
  await expect(page.getByTestId('reset-link-refused')).toContainText('Ce lien a expiré', { timeout: 15_000 });
  await expect(page.getByTestId('reset-link-refused')).toContainText('Un lien de réinitialisation est valable une heure.');
  expect(await signInCodes(request, email, OLD_PASSWORD)).toEqual([]);
});
