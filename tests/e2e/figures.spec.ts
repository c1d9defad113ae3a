import { expect, test } from './fixtures';
import { waitForPageReady } from './helpers';

/** Digits in the heading font (Cormorant Garamond, old-style by default) are lining figures wherever a number is read (issue 23). */

/** An element's figures as it draws them, and whether its font draws lining figures otherwise than old-style ones. */
function figures(element: Element) {
  const style = getComputedStyle(element);
  const width = (numeric: string) => {
    const probe = document.createElement('span');
    probe.style.cssText = 'position: absolute; white-space: nowrap;';
    Object.assign(probe.style, {
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      fontVariantNumeric: numeric,
    });
    probe.textContent = '1234567890';
    document.body.append(probe);
    const measured = probe.getBoundingClientRect().width;
    probe.remove();
    return measured;
  };
  return { numeric: style.fontVariantNumeric, family: style.fontFamily, lining: width('lining-nums'), oldStyle: width('oldstyle-nums') };
}

test("the cart drawer's count and the checkout's step numbers use lining figures", async ({ page }) => {
  await page.goto('/products/montmartre');
  await page.getByTestId('option-black').click();
  await page.getByTestId('purchase-button').first().click();
  const title = page.getByTestId('cart-sidebar').getByRole('heading').first();
  await expect(title).toContainText('(1)');
  await page.evaluate(() => document.fonts.ready);
  const drawn = await title.evaluate(figures);
  expect(drawn.numeric).toBe('lining-nums');
  expect(drawn.family).toMatch(/Cormorant/);
  // The font does have both: the setting changes what is drawn.
  expect(drawn.lining).not.toBeCloseTo(drawn.oldStyle, 1);

  await page.goto('/checkout');
  await waitForPageReady(page);
  const circle = page.getByTestId('identification-step').locator('[aria-hidden="true"]').filter({ hasText: /^1$/ }).first();
  await expect(circle).toBeVisible();
  expect((await circle.evaluate(figures)).numeric).toBe('lining-nums');
});
