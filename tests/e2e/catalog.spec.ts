import { expect, test } from './fixtures';
import { findVariableProductWithPricedVariation, waitForPageReady } from './helpers';

test.describe('catalog browsing', () => {
  test('home page shows the hero, the tiles and the collections carousel', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("L'art de la lunetterie parisienne");
    await expect(page.getByTestId('collections-carousel').getByTestId('product-card')).toHaveCount(8);
    await page.getByRole('link', { name: 'Découvrir les collections' }).click();
    await expect(page).toHaveURL(/\/collections$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous les produits');
  });

  test('the filter panel, once hidden, stays hidden when the sort changes', async ({ page }) => {
    await page.goto('/collections');
    await waitForPageReady(page);
    await page.getByRole('button', { name: 'Masquer les filtres' }).click();
    await expect(page.locator('#listing-filters')).toBeHidden();
    await page.getByTestId('sort-select').selectOption('PRICE_ASC');
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/filters=closed/);
    await expect(page.locator('#listing-filters')).toBeHidden();
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await expect(page.locator('#listing-filters')).toBeVisible();
  });

  test('browse a category, filter by colour and shape, sort by price', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Homme' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homme');
    const count = page.getByTestId('result-count');
    await expect(count).toHaveText(/\d+ produits/);
    const total = Number((await count.textContent())!.match(/\d+/)![0]);
    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards).toHaveCount(Math.min(12, total));

    await page.getByTestId('filter-color-black').click();
    await expect(page).toHaveURL(/color=black/);
    await expect(count).not.toHaveText(`${total} produits`);
    const blackTotal = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(blackTotal).toBeGreaterThan(0);
    expect(blackTotal).toBeLessThan(total);

    // Facet counts follow the other chosen filters: a shape's count is its black frames, which choosing it lists.
    await expect(page.locator('#listing-filters')).toHaveAttribute('aria-busy', 'false');
    const shapeFilters = page.locator('[data-testid^="filter-shape-"]');
    const shapeCount = Number((await shapeFilters.first().textContent())!.match(/\((\d+)\)/)![1]);
    await shapeFilters.first().click();
    await expect(page).toHaveURL(/shape=/);
    await expect(count).not.toHaveText(`${blackTotal} produits`);
    const filteredTotal = Number((await count.textContent())!.match(/\d+/)![0]);
    expect(filteredTotal).toBeLessThan(blackTotal);
    expect(filteredTotal).toBe(shapeCount);

    await page.goBack();
    await expect(page).not.toHaveURL(/shape=/);
    await expect(count).toHaveText(new RegExp(`^${blackTotal} produit`));

    await page.getByTestId('sort-select').selectOption('PRICE_ASC');
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = () => page.getByTestId('product-grid').getByTestId('price').allTextContents();
    const amounts = async () => (await prices()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect
      .poll(async () => {
        const values = await amounts();
        return values.length > 1 && values.every((value, index) => index === 0 || values[index - 1]! <= value);
      })
      .toBe(true);
    for (const text of await prices()) expect(text).toMatch(/^\d[\d\u202f]*,\d\d\u00a0€$/);

    // Filters belong to the route: another category starts clean.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Femme' }).click();
    await expect(page).toHaveURL(/\/women$/);
    await expect(page.getByTestId('filter-color-black').locator('input')).not.toBeChecked();
  });

  test('open a product, choose a variation: image, price and SKU change', async ({ page, request }) => {
    const { product, color } = await findVariableProductWithPricedVariation(request);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByTestId('product-title')).toHaveText(product.name);
    const mainImage = page.getByTestId('gallery-main-image');
    const priceBefore = await page.getByTestId('price').first().textContent();
    const imageBefore = await mainImage.getAttribute('src');

    await page.getByTestId('purchase-button').first().click();
    await expect(page.getByTestId('select-option-alert')).toHaveText('Veuillez sélectionner une option');
    await expect(page.getByText('Veuillez sélectionner les options')).toBeVisible();

    await page.getByTestId(`option-${color}`).click();
    await expect(page.getByTestId('select-option-alert')).toHaveCount(0);
    await expect(mainImage).not.toHaveAttribute('src', imageBefore!);
    await expect(page.getByTestId('price').first()).not.toHaveText(priceBefore!);
    await expect(page.getByTestId('product-sku')).toBeVisible();
    await expect(page.getByTestId('similar-products').getByTestId('product-card').first()).toBeVisible();
  });

  test('switch language: every text changes and the choice persists', async ({ page }) => {
    await page.goto('/men');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homme');
    await page.getByRole('banner').getByTestId('lang-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ products?/);
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men');
    await page.getByTestId('product-name').first().click();
    const englishDescription = await page.getByTestId('product-description').textContent();
    await page.getByTestId('footer-language').getByTestId('lang-fr').click();
    await expect(page.getByText('Livraison estimée', { exact: false })).toBeVisible();
    await expect(page.getByTestId('product-description')).not.toHaveText(englishDescription!);
  });

  test('unknown paths and products show their not-found pages', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toContainText('404');
    await expect(page.getByText('Oups ! Page introuvable')).toBeVisible();
    await page.getByTestId('lang-en').first().click();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/products/no-such-frame');
    await expect(page.getByTestId('product-not-found')).toContainText('Product not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
