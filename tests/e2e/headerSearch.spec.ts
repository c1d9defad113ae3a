/**
 * The header's search (issue 23, section 3): suggestions while typing (names, references, colours) in
 * a WAI-ARIA combobox driven by the keyboard alone, leading to a product, a colour's listing or the
 * listing's search; at 1440 px in French (a field in the header) and at 390 px in English (a button
 * that opens the field).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseLanguage } from './helpers';

const SUGGESTIONS_WAIT = { timeout: 20_000 };

/** The combobox the shopper sees (the other screen size's one is not displayed). */
const searchField = (page: Page, name: RegExp) => page.getByRole('combobox', { name });

test.describe('header search', () => {
  test('1440 px, French: type, move with the arrows, open a product; Enter alone opens the listing search', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const field = searchField(page, /Rechercher dans la boutique/);
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await field.focus();
    await page.keyboard.type('odeo');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list).toBeVisible(SUGGESTIONS_WAIT);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveText(/^\d+ suggestions?$/, SUGGESTIONS_WAIT);
    const first = list.getByRole('option').first();
    await expect(first).toContainText('Odéon');
    // The focus stays in the field; the option chosen is named by aria-activedescendant and selected.
    await page.keyboard.press('ArrowDown');
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/odeon$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odéon');

    // A reference finds its frame.
    await field.focus();
    await page.keyboard.type('EYW-MOUF');
    await expect(list.getByRole('option').first()).toContainText('Réf. EYW-MOUF', SUGGESTIONS_WAIT);

    // Enter with no suggestion chosen: the listing's search for the words typed.
    await field.fill('');
    await field.focus();
    await page.keyboard.type('canal saint');
    await expect(list.getByRole('option', { name: /Voir tous les résultats pour « canal saint »/ })).toBeVisible(SUGGESTIONS_WAIT);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/collections\?q=canal\+saint$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Canal Saint-Martin');
  });

  test('1440 px, French: a colour leads to its listing; Escape closes, then clears', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/collections');
    const field = searchField(page, /Rechercher dans la boutique/);
    await field.focus();
    await page.keyboard.type('écaille');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const colour = list.getByRole('group', { name: 'Couleurs' }).getByRole('option').first();
    await expect(colour).toContainText('Couleur : Écaille', SUGGESTIONS_WAIT);
    await page.keyboard.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(field).toHaveValue('écaille');
    // Up from the field goes to the last suggestion (see all), Up again to the colour above it.
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(colour).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/collections\?color=tortoise$/);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await field.focus();
    await page.keyboard.type('ab');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
  });

  test('390 px, English: the search button opens the field, suggestions in English', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await chooseLanguage(page, 'EN');
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open search' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const field = searchField(page, /Search the shop/);
    await expect(field).toBeFocused();
    const box = await field.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.keyboard.type('tortoi');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('group', { name: 'Colours' }).getByRole('option').first()).toContainText(
      'Colour: Tortoise',
      SUGGESTIONS_WAIT,
    );
    await expect(list.getByRole('option').last()).toContainText('See all results for “tortoi”');
    const listBox = await list.boundingBox();
    expect(listBox!.x + listBox!.width).toBeLessThanOrEqual(390);
    await page.keyboard.press('ArrowDown');
    const chosen = list.getByRole('option').first();
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    const name = (await chosen.locator('p').first().textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The bar closed on the way.
    await expect(page.getByRole('button', { name: 'Open search' })).toHaveAttribute('aria-expanded', 'false');
  });
});
