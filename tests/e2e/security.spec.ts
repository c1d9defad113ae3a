import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

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

// Regression: 98 source maps with the shop's whole sources were in dist/client, which a deployment copies.
test('the built client holds no source maps: they are written aside, out of what a deployment copies', async ({ request }) => {
  const files = fs.readdirSync(clientDist, { recursive: true, encoding: 'utf8' });
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const aside = path.resolve(__dirname, '../../sourcemaps/client/assets');
  const maps = fs.readdirSync(aside).filter((file) => file.endsWith('.js.map'));
  const scripts = files.filter((file) => file.startsWith('assets') && file.endsWith('.js'));
  expect(maps.length).toBeGreaterThan(0);
  for (const map of maps) expect(scripts).toContain(path.join('assets', map.slice(0, -'.map'.length)));
  // Hidden maps: no script points at one, and none is served.
  const script = scripts[0]!;
  expect(fs.readFileSync(path.join(clientDist, script), 'utf8')).not.toContain('sourceMappingURL');
  expect((await request.get(`/${script.split(path.sep).join('/')}.map`)).status()).toBe(404);
});

test('the browser talks to /graphql only, never to the store API', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/men');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The listing came with the page's HTML; a product opened from it is asked of /graphql.
  await page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-title')).toBeVisible();
  expect(requested.some((url) => url.endsWith('/graphql'))).toBe(true);
  expect(requested.filter((url) => url.includes('/wp-json/'))).toEqual([]);
});

test('product pictures load when the shop is opened on another host name than PUBLIC_URL', async ({ page, baseURL }) => {
  // PUBLIC_URL is http://localhost:PORT here; the same shop opened at 127.0.0.1 must show its pictures.
  const other = baseURL!.replace('localhost', '127.0.0.1');
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  page.on('requestfailed', (request) => blocked.push(request.url()));
  await page.goto(`${other}/men`);
  const picture = page.getByTestId('product-card').first().locator('img').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await picture.getAttribute('src')).toMatch(/^\/wp-content\/uploads\//);
  expect(blocked).toEqual([]);
});
