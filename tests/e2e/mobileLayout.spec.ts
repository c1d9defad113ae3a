import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForPageReady } from './helpers';

/** How far the page's content reaches past the viewport's right edge, in CSS pixels. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('mobile 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const path of ['/', '/men', '/products/montmartre', '/landing', '/cart', '/checkout']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await waitForPageReady(page);
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }

  test('the landing add-to-cart button keeps a tappable height', async ({ page }) => {
    await page.goto('/landing');
    const button = page.getByTestId('featured-name').locator('xpath=../..').getByTestId('purchase-button');
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(40);
  });
});

test.describe('product page and assets', () => {
  test('the sticky bar stays hidden while the main button is on screen, shows once it has scrolled away', async ({ page }) => {
    await page.goto('/products/montmartre');
    await waitForPageReady(page);
    const mainButton = page.getByTestId('purchase-button').first();
    await expect(mainButton).toBeInViewport();
    await page.mouse.wheel(0, 200);
    await expect(mainButton).toBeInViewport();
    await expect(page.getByTestId('sticky-bar')).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(mainButton).not.toBeInViewport();
    const bar = page.getByTestId('sticky-bar');
    await expect(bar).toBeVisible();
    // Compact on a desktop screen, not a full-width band.
    expect((await bar.boundingBox())?.width).toBeLessThanOrEqual(480);
  });

  test('fonts come from this server only, and every picture has its size', async ({ page, baseURL }) => {
    const fontOrigins = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontOrigins.add(new URL(request.url()).origin);
    });
    await page.goto('/men');
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    expect([...fontOrigins]).toEqual([new URL(baseURL!).origin]);
    expect(await page.evaluate(() => document.fonts.check('16px Inter') && document.fonts.check('600 32px "Cormorant Garamond"'))).toBe(
      true,
    );
    const images = page.locator('img');
    expect(await images.count()).toBeGreaterThan(0);
    const unsized = await images.evaluateAll((nodes) =>
      nodes.filter((node) => !node.getAttribute('width') || !node.getAttribute('height')).map((node) => node.getAttribute('src')),
    );
    expect(unsized).toEqual([]);
    // The first row is fetched at once with high priority, the rest lazily.
    const cards = page.getByTestId('product-card').locator('img');
    await expect(cards.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.last()).toHaveAttribute('loading', 'lazy');
  });
});
