/**
 * Lazily hydrated regions (issue 22, ui/LazyRegion.tsx): what a page only shows to be read (the
 * footer's links, a product's details, the content pages) and a listing's filters stay the server's
 * HTML while the page hydrates without their code, and become interactive once that code has come
 * (what a shopper did meanwhile is done again); reached within the shop, such a region renders at once. Each region's chunk is held back with page.route to look at
 * the page before it comes.
 */
import type { Page, Route } from '@playwright/test';
import { chooseLanguage, gql } from './helpers';
import { expect, test } from './fixtures';

/** Holds the requests of a chunk until `release()`; `requested` says whether the page asked for it. */
async function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** React's hydration errors (a region drawn anew over differing HTML) fail the test. */
function watchHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Marks the document: still marked after a navigation, the navigation happened within the shop. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

const FOOTER = {
  FR: {
    help: 'Aide',
    delivery: 'Livraison et retours',
    faqTitle: 'Questions fréquentes',
    question: 'Quels sont les délais et les frais de livraison ?',
  },
  EN: {
    help: 'Help',
    delivery: 'Delivery & Returns',
    faqTitle: 'Frequently Asked Questions',
    question: 'How long does delivery take and how much does it cost?',
  },
} as const;

test.describe('lazily hydrated regions', () => {
  for (const language of ['FR', 'EN'] as const) {
    test(`the footer's links are the server's HTML until their code comes, then navigate within the shop (${language})`, async ({
      page,
    }) => {
      const texts = FOOTER[language];
      if (language === 'EN') await chooseLanguage(page, 'EN');
      const errors = watchHydrationErrors(page);
      const chunk = await holdChunk(page, 'FooterLinks');
      // Returns once the page has hydrated (fixtures.ts): without the footer links' code.
      await page.goto('/');
      const help = page.getByRole('contentinfo').getByRole('navigation', { name: texts.help });
      await expect(help.getByRole('link', { name: texts.delivery })).toBeVisible();
      // The page asks for the region's code once hydrated and idle; the region is the server's HTML meanwhile.
      await expect.poll(chunk.requested, { timeout: 30_000 }).toBe(true);
      await expect(help.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
      const column = await help.elementHandle();
      await markDocument(page);
      // A click before the region's code: held, then made again once it has hydrated.
      await help.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/$/);
      await chunk.release();
      await expect(page).toHaveURL(/\/faq$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.faqTitle);
      // A navigation within the shop (the same document), and the footer hydrated in place (the same element).
      expect(await sameDocument(page)).toBe(true);
      expect(await column!.evaluate((element) => element.isConnected)).toBe(true);
      // The FAQ, reached within the shop, drawn at once and working: an answer opens.
      await page.getByRole('button', { name: texts.question }).click();
      await expect(page.getByRole('button', { name: texts.question })).toHaveAttribute('aria-expanded', 'true');
      expect(errors).toEqual([]);
    });
  }

  test("a product's details are the server's HTML while the page works, then their panels open", async ({ page, request }) => {
    const errors = watchHydrationErrors(page);
    const { products } = await gql<{ products: { nodes: { slug: string; availability: string }[] } }>(
      request,
      `{ products(pageSize: 30) { nodes { slug availability } } }`,
    );
    const slug = products.nodes.find((product) => product.availability === 'IN_STOCK')!.slug;
    const chunk = await holdChunk(page, 'ProductDetails');
    await page.goto(`/products/${slug}`);
    const payment = page.getByRole('button', { name: 'Paiement sécurisé' });
    await expect(page.getByTestId('product-description')).toBeVisible();
    await expect(payment).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(chunk.requested, { timeout: 30_000 }).toBe(true);
    // What a shopper touches first works without the details' code: the quantity goes up.
    const quantity = page.getByRole('group', { name: 'Quantité' }).first();
    await quantity.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(quantity).toContainText('2');
    const description = await page.getByTestId('product-description').elementHandle();
    await chunk.release();
    await payment.click();
    await expect(payment).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
    await expect(page.getByText(/Paiement par carte bancaire/)).toBeVisible();
    expect(await description!.evaluate((element) => element.isConnected)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a listing's filters: a colour ticked before their code comes is ticked once it has", async ({ page }) => {
    const errors = watchHydrationErrors(page);
    const chunk = await holdChunk(page, 'FilterPanel');
    await page.goto('/men');
    const black = page.getByTestId('filter-color-black');
    await expect(black).toBeVisible();
    // Beside the grid (a wide screen), the panel asks for its code as soon as the page has hydrated.
    await expect.poll(chunk.requested, { timeout: 30_000 }).toBe(true);
    const total = await page.getByTestId('result-count').textContent();
    await black.click();
    // Held: the box is not ticked and the results are the same while the code is held back.
    await expect(black.locator('input')).not.toBeChecked();
    await expect(page).toHaveURL(/\/men$/);
    await chunk.release();
    await expect(page).toHaveURL(/color=black/, { timeout: 30_000 });
    await expect(black.locator('input')).toBeChecked();
    await expect(page.getByTestId('result-count')).not.toHaveText(total!, { timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test("a listing's filters: a search typed and sent with Enter before their code comes is sent once it has", async ({ page }) => {
    const errors = watchHydrationErrors(page);
    const chunk = await holdChunk(page, 'FilterPanel');
    await page.goto('/men');
    await expect.poll(chunk.requested, { timeout: 30_000 }).toBe(true);
    const search = page.getByTestId('filter-panel').getByRole('searchbox', { name: 'Rechercher' });
    await search.fill('noir');
    await search.press('Enter');
    // Not sent by the browser (no reload to /men?) nor lost: the text waits in the field.
    await expect(page).toHaveURL(/\/men$/);
    await expect(search).toHaveValue('noir');
    await chunk.release();
    await expect(page).toHaveURL(/[?&]q=noir/, { timeout: 30_000 });
    await expect(search).toHaveValue('noir');
    expect(errors).toEqual([]);
  });

  test('reached within the shop, a listing shows all its cards and a product its details and similar products', async ({ page }) => {
    const errors = watchHydrationErrors(page);
    await page.goto('/');
    await markDocument(page);
    await page.getByRole('banner').getByRole('link', { name: 'Homme', exact: true }).first().click();
    await expect(page).toHaveURL(/\/men$/);
    const grid = page.getByTestId('product-grid');
    await expect(grid).toBeVisible();
    const total = Number(/\d+/.exec((await page.getByTestId('result-count').textContent()) ?? '')?.[0]);
    // Every card of the first page, those after the first row (the lazily hydrated region) included.
    await expect(grid.getByTestId('product-card')).toHaveCount(Math.min(total, 12));
    if (total > 4) await expect(grid.locator('[data-lazy-region]').getByTestId('product-card')).toHaveCount(Math.min(total, 12) - 4);
    await grid.getByTestId('product-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByTestId('product-description')).toBeVisible();
    await expect(page.getByTestId('similar-products')).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
