import { expect, test } from '@playwright/test';

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
