import { expect, test } from './fixtures';

/**
 * The developers' explorer at /explorer works offline: its page and scripts come from this server,
 * nothing breaks the Content Security Policy, and it reads the schema through /graphql.
 */
test('the offline explorer loads from this server and introspects /graphql', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const cspErrors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  const introspection = page.waitForRequest(
    (request) => request.url() === `${origin}/graphql` && request.method() === 'POST' && (request.postData() ?? '').includes('__schema'),
    { timeout: 20_000 },
  );
  const answer = await page.goto('/explorer');
  expect(answer?.status()).toBe(200);
  expect(page.url()).toBe(`${origin}/explorer/`);
  const schemaAnswer = await (await introspection).response();
  expect(schemaAnswer?.status()).toBe(200);
  expect(((await schemaAnswer!.json()) as { data?: { __schema?: unknown } }).data?.__schema).toBeTruthy();
  await expect(page.locator('app-root')).not.toBeEmpty();
  expect(cspErrors).toEqual([]);
  expect(foreign).toEqual([]);
});

test("Sandbox at /graphql links to the offline explorer, which opens with the examples, when Apollo's servers cannot be reached", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  // No internet: every request that leaves this server fails.
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort('internetdisconnected'),
  );
  const answer = await page.goto('/graphql');
  expect(answer?.status()).toBe(200);
  const link = page.getByRole('link', { name: /offline explorer/ });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(`${origin}/explorer/`);
  // Its tab is named after the examples' first operation.
  await expect(page.getByText('Listing', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  expect(cspErrors).toEqual([]);
});
