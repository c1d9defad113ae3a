import { expect, test, type Page } from '@playwright/test';
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
