/**
 * The fit finder (issue 25, section 1): a shopper types the numbers inside their pair's temple, the
 * listing keeps the frames that fit (server-side), each card says how it compares, the URL shares the
 * filter and a reload keeps it; at 390 px and 1440 px, in French and English, with the keyboard, axe clean.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage, gql, waitForPageReady } from './helpers';

const MINE = { lensWidth: 52, bridgeWidth: 18, templeLength: 140 };
const TIMEOUT = { timeout: 15_000 };

// Whole journeys with several page loads and axe runs, on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** The products fitting 52□18 140 and all products, as the server counts them. */
async function serverTotals(page: Page): Promise<{ fitting: number; all: number }> {
  const query = `query ($filter: ProductFilterInput) { products(filter: $filter, pageSize: 1) { totalCount } }`;
  const count = async (filter: Record<string, unknown>) =>
    (await gql<{ products: { totalCount: number } }>(page.request, query, { filter })).products.totalCount;
  return { fitting: await count({ fitsLike: MINE }), all: await count({}) };
}

async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

async function expectEveryCardFits(page: Page, text: string): Promise<void> {
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index).getByTestId('fit-note')).toHaveText(text, TIMEOUT);
  }
}

test.describe('fit finder at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('enter 52-18-140 with the keyboard: the listing filters, cards say they fit, the URL shares it, reload keeps it', async ({
    page,
    browser,
  }) => {
    const totals = await serverTotals(page);
    expect(totals.fitting).toBeGreaterThan(0);
    expect(totals.fitting).toBeLessThan(totals.all);

    await page.goto('/collections');
    await waitForPageReady(page);
    const panel = page.locator('#listing-filters');
    const fitFilter = panel.getByTestId('fit-filter');
    await expect(fitFilter).toContainText('Entrez les mesures');
    // Keyboard only: focus the button, open, type, submit with Enter.
    await fitFilter.getByRole('button', { name: 'Trouver ma taille' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Trouver ma taille' });
    await expect(dialog).toBeVisible(TIMEOUT);
    const input = dialog.getByRole('textbox', { name: 'Les nombres de votre paire' });
    await expect(input).toBeFocused();
    await expect(dialog.getByRole('img', { name: "Face intérieure d'une branche de lunettes" })).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    await page.keyboard.type('52 x');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText("Nous n'avons pas reconnu ces nombres : écrivez-les comme 52-18-140.");
    await input.fill('');
    await page.keyboard.type('52-18-140');
    await expect(dialog.getByTestId('fit-read')).toHaveText('Lu : verre 52 mm, pont 18 mm, branche 140 mm');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    await expect(page).toHaveURL(/[?&]fit=52-18-140(&|$)/);
    await expect(page.getByTestId('result-count')).toHaveText(`${totals.fitting} produits`, TIMEOUT);
    await expectEveryCardFits(page, 'Taille proche de votre 52□18 140');
    await expect(page.getByRole('button', { name: 'Retirer le filtre Proche de votre 52□18 140' })).toBeVisible();
    const checkbox = fitFilter.getByRole('checkbox', { name: /Taille proche de la vôtre/ });
    await expect(checkbox).toBeChecked();
    await expect(fitFilter).toContainText(`(${totals.fitting})`);
    await expect(fitFilter).toContainText('verre ±2 mm, pont ±1 mm, branche ±5 mm');
    await expectNoSeriousAxeViolation(page);

    // Reload keeps it (the URL, and the size this browser remembers).
    await page.reload();
    await waitForPageReady(page);
    await expect(page).toHaveURL(/fit=52-18-140/);
    await expect(page.getByTestId('result-count')).toHaveText(`${totals.fitting} produits`);
    await expectEveryCardFits(page, 'Taille proche de votre 52□18 140');

    // The URL shares it: a browser that never gave a size sees the same listing and notes.
    const shared = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const other = await shared.newPage();
    await other.goto(page.url());
    await other.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(other.getByTestId('result-count')).toHaveText(`${totals.fitting} produits`);
    await expectEveryCardFits(other, 'Taille proche de votre 52□18 140');
    await shared.close();

    // Off again: every product, the remembered size still compared and still offered with its count.
    await fitFilter.getByTestId('filter-fit').click();
    await expect(page).not.toHaveURL(/fit=/);
    await expect(page.getByTestId('result-count')).toHaveText(`${totals.all} produits`, TIMEOUT);
    await expect(fitFilter).toContainText(`(${totals.fitting})`);
    const otherwise =
      /^(Plus (large|étroite) que votre paire de \d+ mm|Branches plus (longues|courtes) que les vôtres de \d+ mm|Même largeur que votre paire, autres proportions)$/;
    await expect(page.getByTestId('fit-note').filter({ hasText: otherwise }).first()).toBeVisible();
  });
});

test.describe('fit finder on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('enter the size from the filters drawer', async ({ page }) => {
    const totals = await serverTotals(page);
    await page.goto('/collections');
    await waitForPageReady(page);
    await page.getByTestId('mobile-filter-button').click();
    const drawer = page.getByTestId('filter-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Trouver ma taille' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trouver ma taille' });
    await expect(dialog).toBeVisible(TIMEOUT);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await dialog.getByRole('textbox', { name: 'Les nombres de votre paire' }).fill('52/18/140');
    await dialog.getByRole('button', { name: 'Voir les montures proches' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/fit=52-18-140/);
    await drawer.getByRole('button', { name: `Voir les résultats (${totals.fitting})` }).click(TIMEOUT);
    await expect(page.getByTestId('result-count')).toHaveText(`${totals.fitting} produits`);
    await expectEveryCardFits(page, 'Taille proche de votre 52□18 140');
    await page.reload();
    await expect(page.getByTestId('result-count')).toHaveText(`${totals.fitting} produits`);
  });
});

test.describe('fit finder in English', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the same journey in English, and a frame of the shop as the size', async ({ page }) => {
    await chooseLanguage(page, 'EN');
    const totals = await serverTotals(page);
    await page.goto('/collections');
    await waitForPageReady(page);
    const fitFilter = page.locator('#listing-filters').getByTestId('fit-filter');
    await fitFilter.getByRole('button', { name: 'Find my size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find my size' });
    await expect(dialog.getByRole('heading', { name: 'Where to find these numbers' })).toBeVisible(TIMEOUT);
    await dialog.getByRole('textbox', { name: "Your pair's numbers" }).fill('52□18 140');
    await expect(dialog.getByTestId('fit-read')).toHaveText('Read as: lens 52 mm, bridge 18 mm, temple 140 mm');
    await dialog.getByRole('button', { name: 'Show frames that fit' }).click();
    await expect(page).toHaveURL(/fit=52-18-140/);
    await expect(page.getByTestId('result-count')).toHaveText(`${totals.fitting} products`, TIMEOUT);
    await expectEveryCardFits(page, 'Fits like your 52□18 140');
    await expect(fitFilter.getByRole('checkbox', { name: /Fits like yours/ })).toBeChecked();
    await expect(fitFilter).toContainText('lens ±2 mm, bridge ±1 mm, temple ±5 mm');
    await expectNoSeriousAxeViolation(page);

    // A product page compares too, and its frame can become the shopper's size.
    await page.getByTestId('product-grid').getByTestId('product-card').first().getByTestId('product-name').click();
    await waitForPageReady(page);
    const fit = page.getByTestId('product-fit');
    await expect(fit.getByTestId('fit-note')).toHaveText('Fits like your 52□18 140');
    const frameSize = (await fit.getByText(/^Frame size: /).textContent())!.replace('Frame size: ', '');
    await fit.getByRole('button', { name: 'I own this frame: use its size' }).click();
    await expect(fit.getByTestId('fit-saved')).toHaveText(`Your size ${frameSize} is saved`);
    await expect(fit.getByTestId('fit-note')).toHaveText(`Fits like your ${frameSize}`);
    await page.goto('/collections');
    await waitForPageReady(page);
    await expect(page.locator('#listing-filters').getByTestId('fit-filter')).toContainText(`Your pair: ${frameSize}`);
  });
});

test.describe('fit finder and the account', () => {
  const PASSWORD = 'Lunettes-du-soir-2026';
  const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { customer { id } errors { code } } }`;
  const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { customer { id frameSize { label } } errors { code } } }`;
  const remembered = (page: Page) => page.evaluate(() => window.localStorage.getItem('frameSize'));

  test('a size given on one device follows the customer to another, and a guest size is kept in an account that had none', async ({
    browser,
    baseURL,
  }) => {
    const tag = `fit${Date.now().toString(36)}`;
    const email = `${tag}@example.com`;
    // Device A: a guest gives a size, then registers: the size goes to the new account.
    const laptop = await browser.newContext({ baseURL, locale: 'fr-FR' });
    const first = await laptop.newPage();
    await first.goto('/collections');
    await waitForPageReady(first);
    await first.evaluate((size) => window.localStorage.setItem('frameSize', JSON.stringify(size)), MINE);
    const registered = await gql<{ register: { customer: { id: string } | null } }>(first.request, REGISTER, {
      input: { firstName: 'Lina', lastName: 'Roux', username: tag, email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(registered.register.customer).not.toBeNull();
    await first.reload();
    await waitForPageReady(first);
    await expect
      .poll(async () => {
        const answer = await gql<{ me: { frameSize: { label: string } | null } | null }>(first.request, '{ me { frameSize { label } } }');
        return answer.me?.frameSize?.label ?? null;
      }, TIMEOUT)
      .toBe('52□18 140');

    // Device B, a fresh browser: signing in brings the size.
    const phone = await browser.newContext({ baseURL, locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    const second = await phone.newPage();
    const signedIn = await gql<{ signIn: { customer: { frameSize: { label: string } | null } | null } }>(second.request, SIGN_IN, {
      input: { email, password: PASSWORD },
    });
    expect(signedIn.signIn.customer?.frameSize).toEqual({ label: '52□18 140' });
    await second.goto('/collections');
    await waitForPageReady(second);
    await expect.poll(() => remembered(second), TIMEOUT).toBe(JSON.stringify(MINE));
    await laptop.close();
    await phone.close();
  });
});
