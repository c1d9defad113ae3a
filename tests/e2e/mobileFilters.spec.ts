import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForPageReady } from './helpers';

/** The number in the listing's result count ('24 produits'). */
async function resultTotal(page: Page): Promise<number> {
  return Number((await page.getByTestId('result-count').textContent())!.match(/\d+/)![0]);
}

test.describe('listing filters on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('products start on the first screen, the drawer starts closed and the bar stays on top of the grid', async ({ page }) => {
    await page.goto('/men');
    await waitForPageReady(page);
    const firstCard = page.getByTestId('product-grid').getByTestId('product-card').first();
    const top = (await firstCard.boundingBox())!.y;
    expect(top).toBeLessThan(844);
    // The panel beside the grid is not in the page flow, and the drawer is not open.
    await expect(page.locator('#listing-filters')).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const bar = page.getByRole('button', { name: 'Filtrer · Trier' });
    await expect(bar).toHaveAttribute('aria-expanded', 'false');

    await page.getByTestId('product-grid').getByTestId('product-card').last().scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    // Held just under the 64 px header.
    expect((await bar.boundingBox())!.y).toBeLessThan(64 + 20);
  });

  test('choose a colour in the drawer, then remove it with its chip', async ({ page }) => {
    await page.goto('/men');
    await waitForPageReady(page);
    const total = await resultTotal(page);
    const cards = page.getByTestId('product-grid').getByTestId('product-card');

    await page.getByRole('button', { name: 'Filtrer · Trier' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtrer · Trier' });
    await expect(drawer).toBeVisible();
    await drawer.getByTestId('filter-color-black').click();
    await expect(page).toHaveURL(/color=black/);
    await expect(page.getByTestId('result-count')).not.toHaveText(`${total} produits`);
    const blackTotal = await resultTotal(page);
    expect(blackTotal).toBeGreaterThan(0);
    expect(blackTotal).toBeLessThan(total);
    await drawer.getByRole('button', { name: `Voir les résultats (${blackTotal})` }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Filtrer (1) · Trier' })).toBeVisible();
    const chip = page.getByRole('button', { name: 'Retirer le filtre Noir' });
    await expect(chip).toBeVisible();
    await expect(cards).toHaveCount(Math.min(12, blackTotal));

    await chip.click();
    await expect(page).not.toHaveURL(/color=/);
    await expect(chip).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toHaveText(`${total} produits`);
    await expect(cards).toHaveCount(Math.min(12, total));
    await expect(page.getByRole('button', { name: 'Filtrer · Trier' })).toBeVisible();
  });

  test('a chip goes back to the first page and keeps the other filters and the sort', async ({ page }) => {
    await page.goto('/collections?sort=price-asc&color=black&shape=round&page=2');
    await waitForPageReady(page);
    await expect(page.getByRole('button', { name: 'Filtrer (2) · Trier' })).toBeVisible();
    await page.getByRole('button', { name: 'Retirer le filtre Ronde' }).click();
    await expect(page).toHaveURL(/\/collections\?sort=price-asc&color=black$/);
    await expect(page.getByRole('button', { name: 'Filtrer (1) · Trier' })).toBeVisible();
  });
});

test.describe('listing filters on a desktop screen', () => {
  test('the panel stays beside the grid, the chosen filters show as chips and "Tout effacer" clears them', async ({ page }) => {
    await page.goto('/collections?color=black&shape=round&filters=closed');
    await waitForPageReady(page);
    await expect(page.getByRole('button', { name: /Trier/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Filtres actifs' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await expect(page).toHaveURL(/\/collections\?filters=closed$/);
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
    await expect(page.locator('#listing-filters')).toBeVisible();
  });
});
