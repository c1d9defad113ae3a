import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatMoney, type MoneyLike } from '../../common/money';
import { exactText } from './exactText';
import { gql } from './helpers';

// Montmartre (seed): colour variations black and tortoise in stock at 189 EUR, clear out of stock.
const PRODUCT = '/products/montmartre';

async function addColour(page: Page, colour: string) {
  await page.getByTestId(`option-${colour}`).click();
  await page.getByTestId('purchase-button').first().click();
  await expect(page.getByTestId('cart-sidebar')).toBeVisible();
}

async function closeSidebar(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-sidebar')).toBeHidden();
}

test.describe('cart', () => {
  test('a variation must be chosen before adding', async ({ page }) => {
    await page.goto(PRODUCT);
    await page.getByTestId('purchase-button').first().click();
    await expect(page.getByText('Veuillez sélectionner les options')).toBeVisible();
    await expect(page.getByTestId('select-option-alert')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByTestId('option-clear').click();
    await expect(page.getByTestId('purchase-button').first()).toBeDisabled();
    await expect(page.getByTestId('purchase-button').first()).toHaveText('ÉPUISÉ');
    // Sold out: neither a quantity to choose nor a delivery time.
    await expect(page.getByTestId('delivery-estimate')).toHaveCount(0);
    await expect(page.getByRole('main').getByTestId('quantity')).toHaveCount(0);
    await page.getByTestId('option-black').click();
    await expect(page.getByTestId('delivery-estimate')).toBeVisible();
    await expect(page.getByRole('main').getByTestId('quantity')).toHaveCount(1);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the drawer's line keeps a thumbnail, a readable name and its buttons in view (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PRODUCT);
      await addColour(page, 'black');
      const sidebar = page.getByTestId('cart-sidebar');
      // Measured once it has slid in, not midway through its opening animation.
      await sidebar.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
      const line = sidebar.getByTestId('cart-line');
      const image = await line.locator('img').boundingBox();
      expect(image?.width).toBeCloseTo(72, 0);
      // The name sits on one or two lines, not one letter per line.
      const name = await line.getByTestId('cart-line-name').boundingBox();
      expect(name!.width).toBeGreaterThan(100);
      expect(name!.height).toBeLessThan(60);
      for (const control of [line.getByTestId('cart-line-remove'), line.getByRole('button', { name: /Augmenter/ })]) {
        const box = await control.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      }
    });
  }

  test('attribute names and their punctuation follow the language', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByTestId('picker-color')).toContainText('Choisir : Couleur');
    await addColour(page, 'black');
    await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toContainText('Couleur : Noir');
    await closeSidebar(page);
    await page.evaluate(() => window.localStorage.setItem('language', JSON.stringify('EN')));
    await page.reload();
    await expect(page.getByTestId('picker-color')).toContainText('Choose: Colour');
    await addColour(page, 'black');
    await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toContainText('Colour: Black');
  });

  test('the secure-payment text names the display currency, and a currency change leaves the open panel open', async ({ page }) => {
    await page.goto(PRODUCT);
    await page.getByRole('button', { name: 'Paiement sécurisé' }).click();
    await expect(page.getByText(/Prix TTC, affichés en EUR\./)).toBeVisible();
    await page.getByTestId('currency-select').selectOption('USD');
    await expect(page.getByText(/Prix TTC, affichés en USD\./)).toBeVisible();
    await expect(page.getByText(/affichés en EUR/)).toHaveCount(0);
  });

  test('add, merge, change quantities, remove; persisted and mirrored across tabs', async ({ page, context }) => {
    await page.goto(PRODUCT);
    await addColour(page, 'black');
    const sidebar = page.getByTestId('cart-sidebar');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByRole('heading')).toHaveText('Panier (1)');
    await closeSidebar(page);

    // The same variation again: one line, quantity 2.
    await page.getByTestId('purchase-button').first().click();
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(1);
    await expect(sidebar.getByTestId('quantity')).toHaveText('2');
    await closeSidebar(page);

    // Another variation: a second line.
    await addColour(page, 'tortoise');
    await expect(sidebar.getByTestId('cart-line')).toHaveCount(2);
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await expect(sidebar.getByTestId('cart-total')).toHaveText(exactText('567,00\u00a0€'));

    // Quantities: plus, minus, never below 1 from the stepper, remove.
    const tortoise = sidebar.getByTestId('cart-line').nth(1);
    await tortoise.getByRole('button', { name: /Augmenter/ }).click();
    await expect(tortoise.getByTestId('quantity')).toHaveText('2');
    await tortoise.getByRole('button', { name: /Diminuer/ }).click();
    await expect(tortoise.getByTestId('quantity')).toHaveText('1');
    await expect(tortoise.getByRole('button', { name: /Diminuer/ })).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // Persisted: a reload keeps the cart.
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // Mirrored: another tab sees it, and a change there shows here.
    const other = await context.newPage();
    await other.goto('/cart');
    await expect(other.getByTestId('cart-line')).toHaveCount(2);
    await expect(other.getByTestId('cart-subtotal')).toHaveText(exactText('567,00\u00a0€'));
    await other.getByTestId('cart-line-remove').first().click();
    await expect(other.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await other.getByTestId('cart-clear').click();
    await expect(other.getByTestId('cart-page-empty')).toContainText('Votre panier est vide');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
  });

  test('switching currency reprices listing, product, sidebar and cart page', async ({ page }) => {
    await page.goto(PRODUCT);
    await addColour(page, 'black');
    await expect(page.getByTestId('cart-total')).toHaveText(exactText('189,00\u00a0€'));
    await closeSidebar(page);

    await page.getByTestId('currency-select').selectOption('USD');
    await expect(page.getByTestId('product-title')).toBeVisible();
    await expect(page.getByTestId('price').first()).toHaveText(exactText('207,90\u00a0$US'));
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-total')).toHaveText(exactText('207,90\u00a0$US'));
    await closeSidebar(page);

    await page.goto('/cart');
    await expect(page.getByTestId('cart-line-price')).toHaveText(exactText('207,90\u00a0$US'));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(exactText('207,90\u00a0$US'));

    await page.goto('/men');
    await expect(page.getByTestId('product-grid').getByTestId('price').first()).toHaveText(/^\d[\d\u202f]*,\d\d\u00a0\$US$/);
    await page.getByTestId('currency-select').selectOption('GBP');
    await expect(page.getByTestId('product-grid').getByTestId('price').first()).toHaveText(/^\d[\d\u202f]*,\d\d\u00a0£GB$/);
    await page.reload();
    await expect(page.getByTestId('currency-select')).toHaveValue('GBP');
  });

  test('the sidebar and the cart page show the server total, in EUR and in another currency', async ({ page, request }) => {
    const { product } = await gql<{ product: { id: string; variations: { id: string; attributes: { key: string; value: string }[] }[] } }>(
      request,
      `{ product(slug: "montmartre") { id variations { id attributes { key value } } } }`,
    );
    const variation = (colour: string) => product.variations.find((candidate) => candidate.attributes.some((a) => a.value === colour))!.id;
    const line = (productId: string, variationId: string | null, quantity: number, originalPrice: number, name: string) => ({
      key: `${productId}:${variationId ?? ''}`,
      productId,
      variationId,
      slug: 'montmartre',
      name,
      image: null,
      sku: '',
      attributes: [],
      quantity,
      originalPrice,
      originalCurrency: 'EUR',
    });
    // Saved lines the browser alone would total wrongly: a price that changed since it was added, an
    // out-of-stock variation and a product the store no longer has (both left out of the server's total).
    const lines = [
      line(product.id, variation('black'), 2, 150, 'Montmartre noir'),
      line(product.id, variation('tortoise'), 1, 189, 'Montmartre écaille'),
      line(product.id, variation('clear'), 1, 189, 'Montmartre cristal'),
      line('999999', null, 1, 99, 'Disparu'),
    ];
    const serverTotal = async (currency: string) => {
      const answer = await gql<{ cartPricing: { subtotal: MoneyLike } }>(
        request,
        `query($lines: [CartLineInput!]!, $currency: CurrencyCode) { cartPricing(lines: $lines, currency: $currency) { subtotal { amount currencyCode } } }`,
        { lines: lines.map(({ key, productId, variationId, quantity }) => ({ key, productId, variationId, quantity })), currency },
      );
      return formatMoney(answer.cartPricing.subtotal, 'FR');
    };
    const expectTotals = async (expected: string) => {
      await page.getByTestId('cart-button').click();
      const total = page.getByTestId('cart-sidebar').getByTestId('cart-total');
      await expect(total).toHaveAttribute('data-priced', 'true');
      await expect(total).toHaveText(exactText(expected));
      await closeSidebar(page);
      await page.goto('/cart');
      await expect(page.getByTestId('cart-page-total')).toHaveAttribute('data-priced', 'true');
      await expect(page.getByTestId('cart-page-total')).toHaveText(exactText(expected));
      await expect(page.getByTestId('cart-subtotal')).toHaveText(exactText(expected));
    };

    await page.goto('/');
    await page.evaluate((saved) => {
      window.localStorage.setItem('cart', JSON.stringify(saved));
      window.localStorage.setItem('currency', JSON.stringify('EUR'));
    }, lines);
    await page.reload();
    await expect(page.getByTestId('cart-count')).toHaveText('5');

    const eur = await serverTotal('EUR');
    expect(eur).toBe('567,00\u00a0€'); // 2 black and 1 tortoise at 189 EUR.
    await expectTotals(eur);
    // The lines the store cannot sell are shown as such, on the page and in the sidebar.
    await expect(page.getByTestId(`cart-line-status-${lines[2]!.key}`)).toHaveText('Épuisé : retirez-le pour continuer');
    await expect(page.getByTestId(`cart-line-status-${lines[3]!.key}`)).toHaveText("Ce produit n'est plus disponible");
    await expect(page.getByTestId('cart-proceed')).toBeDisabled();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-sidebar').getByTestId(`cart-line-status-${lines[3]!.key}`)).toBeVisible();
    await closeSidebar(page);

    await page.getByTestId('currency-select').selectOption('USD');
    const usd = await serverTotal('USD');
    expect(usd).toMatch(/^\d[\d\u202f]*,\d\d\u00a0\$US$/);
    await expect(page.getByTestId('cart-page-total')).toHaveText(exactText(usd));
    await expectTotals(usd);
  });
});
