/**
 * Back-in-stock alerts (issue 24, part 3): on a sold-out product the shopper asks to be told, reads the
 * confirmation mail from the outbox, confirms through its link, then ends the wait through its
 * unsubscribe link; a used-up link says so.
 */
import { expect, test } from './fixtures';
import { gql } from './helpers';
import { mailsTo } from './outbox';

/** A link of the latest back-in-stock confirmation mail to `email`, waited for (the mail is written after the answer). */
async function mailedLink(email: string, page: 'confirm' | 'unsubscribe'): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const [mail] = (await mailsTo(email)).filter((kept) => kept.kind === 'stock_alert_confirm');
        link = new RegExp(`https?://\\S+/back-in-stock/${page}\\?token=[A-Za-z0-9_-]{43}`).exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

test('a sold-out frame: ask, confirm by the mailed link, then unsubscribe by the other', async ({ page }) => {
  const email = `waiting${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  await page.goto('/products/pont-neuf');
  const form = page.getByTestId('back-in-stock-form');
  await expect(form.getByText('Me prévenir du retour en stock').first()).toBeVisible({ timeout: 15_000 });
  await form.getByLabel('E-mail').fill(email);
  await page.getByTestId('back-in-stock-submit').click();
  await expect(page.getByTestId('back-in-stock-sent')).toContainText(email, { timeout: 15_000 });

  await page.goto(await mailedLink(email, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Confirmer mon alerte' })).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('back-in-stock-action').click();
  await expect(page.getByTestId('back-in-stock-done')).toContainText('nous vous écrirons', { timeout: 15_000 });

  await page.goto(await mailedLink(email, 'unsubscribe'));
  await page.getByTestId('back-in-stock-action').click();
  await expect(page.getByTestId('back-in-stock-done')).toContainText('vous ne recevrez plus', { timeout: 15_000 });

  // The wait is gone: its confirmation link no longer works.
  await page.goto(await mailedLink(email, 'confirm'));
  await page.getByTestId('back-in-stock-action').click();
  await expect(page.getByTestId('back-in-stock-invalid')).toContainText('Ce lien ne fonctionne plus', { timeout: 15_000 });
});

test('an in-stock frame offers no alert', async ({ page }) => {
  await page.goto('/products/montmartre');
  await expect(page.getByTestId('purchase-button')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('back-in-stock-form')).toHaveCount(0);
});

test('signed in: the account email is filled in, one tap asks', async ({ page }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `signedin${stamp}@example.com`;
  const password = 'Lunettes-du-soir-2026';
  // page.request shares the browser's cookies: the page is signed in after this.
  const { register } = await gql<{ register: { errors: unknown[] } }>(
    page.request,
    `mutation($input: RegisterInput!) { register(input: $input) { customer { id } errors { code } } }`,
    { input: { firstName: 'Ada', lastName: 'Lovelace', username: `wait_${stamp}`, email, password, confirmPassword: password } },
  );
  expect(register.errors).toEqual([]);
  await page.goto('/products/pont-neuf');
  await expect(page.getByTestId('back-in-stock-form').getByLabel('E-mail')).toHaveValue(email, { timeout: 15_000 });
  await page.getByTestId('back-in-stock-submit').click();
  await expect(page.getByTestId('back-in-stock-sent')).toContainText(email, { timeout: 15_000 });
  await mailedLink(email, 'confirm');
});
