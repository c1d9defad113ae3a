import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const clientDist = path.resolve(__dirname, '../../dist/client');

test('the built client carries no store credentials or secret names', async () => {
  const files = fs.readdirSync(path.join(clientDist, 'assets')).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const code = fs.readFileSync(path.join(clientDist, 'assets', file), 'utf8');
    expect(code, file).not.toMatch(/\b(ck|cs)_[0-9a-f]{20,}/);
    expect(code, file).not.toMatch(/consumer_secret|consumer_key|WOO_CONSUMER|oauth_signature/i);
  }
});

test('the browser talks to /graphql only, never to the store API', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/men');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(requested.some((url) => url.endsWith('/graphql'))).toBe(true);
  expect(requested.filter((url) => url.includes('/wp-json/'))).toEqual([]);
});
