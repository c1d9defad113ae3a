import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, gql, waitForPageReady } from './helpers';

/**
 * The header fits its row at every width, for a guest and for a customer with a long first name, in
 * French and English: the page never scrolls sideways, and opening the account menu does not move it
 * (a header wider than the screen scrolled the page when the menu took the focus, and a click on
 * "Sign Out" then landed beside the item).
 */

const WIDTHS = [390, 768, 1024, 1180, 1280, 1440];

/** How far the page reaches past the viewport's right edge, and how far it is scrolled, in CSS pixels. */
async function sideways(page: Page): Promise<{ overflow: number; scrolled: number }> {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrolled: window.scrollX,
  }));
}

/** Registers (and so signs in) the page's browser as a customer with a first name longer than most. */
async function signInWithLongName(page: Page): Promise<void> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const password = 'Lunettes-du-soir-2026';
  const { register } = await gql<{ register: { errors: unknown[] } }>(
    page.request,
    `mutation($input: RegisterInput!) { register(input: $input) { errors { code } } }`,
    {
      input: {
        firstName: 'Marie-Christine-Éléonore',
        lastName: 'Martin',
        email: `marie.${stamp}@example.com`,
        password,
        confirmPassword: password,
      },
    },
  );
  expect(register.errors).toEqual([]);
}

for (const language of ['FR', 'EN'] as const) {
  test(`the header fits every width, for a guest and for a customer with a long name (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    await chooseLanguage(page, language);
    const seen: string[] = [];
    const check = async (who: string) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { overflow } = await sideways(page);
        seen.push(`${who} ${width}: ${overflow}`);
      }
    };
    await page.goto('/men');
    await waitForPageReady(page);
    await check('guest');

    await signInWithLongName(page);
    await page.reload();
    await waitForPageReady(page);
    await expect(page.getByRole('banner').getByTestId('account-menu')).toContainText('Marie-Christine');
    await check('customer');
    expect(seen).toEqual([...WIDTHS.map((width) => `guest ${width}: 0`), ...WIDTHS.map((width) => `customer ${width}: 0`)]);

    // On a 1280 px screen the menu opens where it is, the page unmoved.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByTestId('account-menu').click();
    await expect(page.getByRole('menuitem', { name: language === 'FR' ? 'Se déconnecter' : 'Sign Out' })).toBeVisible();
    expect(await sideways(page)).toEqual({ overflow: 0, scrolled: 0 });
  });
}
