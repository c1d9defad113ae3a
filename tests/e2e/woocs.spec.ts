import { expect, test } from './fixtures';

test('the currency test page lists the plugin currencies and product prices through GraphQL', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/test-woocs-currency');
  await page.getByTestId('woocs-test-currencies').click();
  const currencies = page.getByTestId('woocs-currencies');
  await expect(currencies).toContainText('USD');
  await expect(currencies).toContainText('1.1');
  await expect(currencies).toContainText('US dollar');
  await page.getByTestId('woocs-currency-select').selectOption('GBP');
  await page.getByTestId('woocs-test-prices').click();
  await expect(page.getByTestId('woocs-prices')).toContainText('GBP 160.65');
  await expect(page.getByTestId('woocs-currency-select').locator('option')).toHaveText(['EUR', 'USD', 'GBP', 'CAD', 'CHF']);
  expect(requested.filter((url) => url.includes('/wp-json/'))).toEqual([]);
});

test('a currency the store does not serve is not offered, and asked anyway the page says so', async ({ page }) => {
  await page.goto('/test-woocs-currency?currency=JPY');
  const notServed = page.getByTestId('woocs-not-served');
  await expect(notServed).toContainText('JPY');
  await expect(notServed).toContainText(/ne propose pas|does not serve/);
  await expect(page.getByTestId('woocs-error')).toHaveCount(0);
  await expect(page.getByTestId('woocs-prices')).toHaveCount(0);
  const options = page.getByTestId('woocs-currency-select').locator('option');
  await expect(options.filter({ hasText: 'USD' })).toHaveCount(1);
  expect(await options.allTextContents()).not.toContain('JPY');
  await expect(page.getByTestId('woocs-test-prices')).toBeDisabled();
});
