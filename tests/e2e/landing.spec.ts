import { expect, test } from './fixtures';

test.describe('launch landing page', () => {
  test('hero, featured product added for real, sticky bar while on screen', async ({ page }) => {
    await page.goto('/landing');
    await expect(page.getByTestId('landing-title')).toHaveText('AMSTERDAM');
    await expect(page.getByTestId('sticky-bar')).toHaveCount(0);
    await page.getByTestId('scroll-down').click();
    await expect(page.getByTestId('featured-name')).toBeInViewport();
    await expect(page.getByTestId('sticky-bar')).toBeVisible();
    await page.getByTestId('featured-name').locator('xpath=../..').getByTestId('purchase-button').click();
    await expect(page.getByTestId('cart-sidebar').getByTestId('cart-line')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    // The footer has no link columns here.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeHidden();
  });

  test('testimonials advance every 8 seconds, wrap around and pause on hover', async ({ page }) => {
    await page.clock.install();
    await page.goto('/landing');
    const name = page.getByTestId('testimonial-name');
    await expect(name).toHaveText('Camille R.');
    await page.clock.runFor(8000);
    await expect(name).toHaveText('Thomas D.');
    await page.clock.runFor(8000 * 3);
    await expect(name).toHaveText('Camille R.');
    await page.getByTestId('testimonial').hover();
    await page.clock.runFor(16000);
    await expect(name).toHaveText('Camille R.');
  });
});
