import { expect, test, type CDPSession, type Page } from '@playwright/test';

/**
 * No lost taps (issue 22): on a phone-like CPU (4x slower) with the scripts arriving late, a tap made
 * as soon as the server's HTML is painted, before the page has hydrated, still takes effect once it
 * has. Playwright's own `test` here (not ./fixtures'): its `goto` would wait for hydration.
 */

// Montmartre (seed): colour variations black and tortoise in stock, clear out of stock.
const PRODUCT = '/products/montmartre';
/** How long each script of the shop is held back: taps surely land before hydration. */
const SCRIPT_DELAY_MS = 3000;
const HYDRATED_TIMEOUT_MS = 60_000;

test.setTimeout(120_000);

/** Each trusted tap (a shopper's, not a replay's) with whether the page had hydrated when it landed. */
async function recordTaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const taps: { testId: string | null; hydrated: boolean }[] = [];
    (window as unknown as { testTaps: typeof taps }).testTaps = taps;
    window.addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        const target = (event.target as Element).closest('[data-testid], button');
        taps.push({
          testId: target?.getAttribute('data-testid') ?? target?.getAttribute('aria-label') ?? null,
          hydrated: document.documentElement.dataset.hydrated === 'true',
        });
      },
      true,
    );
  });
}

async function slowPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await recordTaps(page);
  return cdp;
}

const taps = (page: Page) =>
  page.evaluate(() => (window as unknown as { testTaps: { testId: string | null; hydrated: boolean }[] }).testTaps);
/**
 * The server has rendered these pages once (a cold server on a busy machine may send the first one
 * bare, for the browser to draw): the pages tapped here come with their controls in the HTML.
 */
test.beforeAll(async ({ request }) => {
  for (const path of [PRODUCT, '/']) {
    await expect
      .poll(async () => (await request.get(path, { timeout: 30_000 })).text(), { timeout: 90_000, intervals: [1_000] })
      .toContain('data-replay="cart"');
  }
});

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: HYDRATED_TIMEOUT_MS });

test('a colour and add to cart tapped before hydration: the cart gets that colour', async ({ page }) => {
  await slowPhone(page);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  const black = page.getByTestId('option-black');
  await black.click({ timeout: 30_000 });
  // The tapped control says it is getting ready until the tap is replayed.
  await expect(black).toHaveAttribute('aria-busy', 'true', { timeout: 1_000 });
  await page.getByTestId('purchase-button').first().click({ timeout: 30_000 });
  expect(await taps(page)).toEqual([
    { testId: 'option-black', hydrated: false },
    { testId: 'purchase-button', hydrated: false },
  ]);

  await hydrated(page);
  const sidebar = page.getByTestId('cart-sidebar');
  await expect(sidebar.getByTestId('cart-line')).toContainText('Couleur : Noir', { timeout: 30_000 });
  await expect(black).toHaveAttribute('aria-pressed', 'true');
  await expect(black).not.toHaveAttribute('aria-busy');
  await expect(page.getByText('Veuillez sélectionner les options')).toHaveCount(0);
});

test('the cart icon tapped before hydration opens the drawer', async ({ page }) => {
  await slowPhone(page);
  await page.goto(PRODUCT, { waitUntil: 'commit' });
  await page.getByTestId('cart-button').click({ timeout: 30_000 });
  expect(await taps(page)).toEqual([{ testId: 'cart-button', hydrated: false }]);

  await hydrated(page);
  await expect(page.getByTestId('cart-sidebar')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('the menu tapped before hydration on a phone opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await slowPhone(page);
  await page.goto('/', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
  await menu.click({ timeout: 30_000 });
  expect(await taps(page)).toEqual([{ testId: 'Ouvrir le menu', hydrated: false }]);

  await hydrated(page);
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-replay="menu"]')).toHaveAttribute('aria-expanded', 'true');
});
