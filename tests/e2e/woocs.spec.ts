import { expect, test } from '@playwright/test';

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
  expect(requested.filter((url) => url.includes('/wp-json/'))).toEqual([]);
});
