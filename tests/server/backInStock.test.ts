/**
 * Back-in-stock alerts (issue 24, part 3), through the real server over the local store: a sign-up on a
 * sold-out product or variation, its confirmation mail (nothing else without it), the restock seen by the
 * catalog refresh, one alert per confirmed wait in its language (all of them, whatever the quantity),
 * never twice, the unsubscribe link, and the limits.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { OutboxEntry } from '../../server/src/mail/message';
import { startTestServer, type TestServer } from './helpers/testServer';

jest.setTimeout(180_000);

const SUBSCRIBE = `mutation Subscribe($input: SubscribeBackInStockInput!) { subscribeBackInStock(input: $input) { ok errors { field code } } }`;
const CONFIRM = `mutation Confirm($input: BackInStockLinkInput!) { confirmBackInStock(input: $input) { ok errors { field code } } }`;
const UNSUBSCRIBE = `mutation Unsubscribe($input: BackInStockLinkInput!) { unsubscribeBackInStock(input: $input) { ok errors { field code } } }`;
const PRODUCT = `query P($slug: String!) { product(slug: $slug) { id availability variations { id availability attributes { value } } } }`;

type Payload = { ok: boolean; errors: { field: string | null; code: string }[] };
type ProductAnswer = {
  product: { id: string; availability: string; variations: { id: string; availability: string; attributes: { value: string }[] }[] };
};

let server: TestServer;
let address = 0;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://shop.example.com', CATALOG_REFRESH_SECONDS: '45', TRUST_PROXY: '1' });
});
afterAll(() => server.close());

/** A GraphQL call from a client address of its own (each test its own, so the per-address limits stay apart). */
async function gqlFrom<T>(ip: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const newAddress = () => `198.51.100.${++address}`;

async function subscribe(ip: string, input: Record<string, unknown>): Promise<Payload> {
  const answer = await gqlFrom<{ subscribeBackInStock: Payload }>(ip, SUBSCRIBE, { input });
  await server.services.backInStock.idle();
  return answer.subscribeBackInStock;
}
const confirm = async (ip: string, token: string) =>
  (await gqlFrom<{ confirmBackInStock: Payload }>(ip, CONFIRM, { input: { token } })).confirmBackInStock;
const unsubscribe = async (ip: string, token: string) =>
  (await gqlFrom<{ unsubscribeBackInStock: Payload }>(ip, UNSUBSCRIBE, { input: { token } })).unsubscribeBackInStock;

const mailsTo = (email: string, kind?: string): Promise<OutboxEntry[]> =>
  server.services.mailer.outbox.list({ to: email }).then((mails) => mails.filter((mail) => !kind || mail.kind === kind));

/** The token of the latest link to `page` mailed to `email`. */
async function tokenIn(email: string, kind: string, page: 'confirm' | 'unsubscribe'): Promise<string> {
  const [mail] = await mailsTo(email, kind);
  const link = new RegExp(`https://shop\\.example\\.com/back-in-stock/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(mail?.text ?? '');
  if (!link) throw new Error(`no ${page} link in ${mail?.text}`);
  return link[1]!;
}

const product = async (slug: string) => (await server.gql<ProductAnswer>(PRODUCT, { slug })).data!.product;

/** Restocks through the store's own REST API, as a shop manager (or a stock sync) would. */
async function restock(id: number, quantity: number, parentId?: number) {
  const route = parentId ? `wc/v3/products/${parentId}/variations/${id}` : `wc/v3/products/${id}`;
  await server.store.http.write('PUT', route, { manage_stock: true, stock_quantity: quantity, backorders: 'no' });
}

let serial = 0;
const email = (name: string) => `${name}-${Date.now()}-${++serial}@example.com`;

test('double opt-in: nothing before the link; a restock mails each confirmed wait once, in its language, with the picture and a PUBLIC_URL link; the unsubscribe link works', async () => {
  const pontNeuf = await product('pont-neuf');
  expect(pontNeuf.availability).toBe('OUT_OF_STOCK');
  const ip = newAddress();
  const [english, french, unconfirmed, leaving] = [email('en'), email('fr'), email('never'), email('leaving')];
  expect(await subscribe(ip, { productId: pontNeuf.id, email: english, language: 'EN' })).toEqual({ ok: true, errors: [] });
  expect(await subscribe(ip, { productId: pontNeuf.id, email: `  ${french.toUpperCase()} `, language: 'FR' })).toEqual({
    ok: true,
    errors: [],
  });
  await subscribe(ip, { productId: pontNeuf.id, email: unconfirmed, language: 'FR' });
  await subscribe(ip, { productId: pontNeuf.id, email: leaving, language: 'FR' });

  const [first] = await mailsTo(english, 'stock_alert_confirm');
  expect(first).toMatchObject({ language: 'EN', subject: 'Confirm your alert: Pont-Neuf', state: 'kept' });
  expect(first!.html).toContain('https://shop.example.com/back-in-stock/confirm?token=');
  expect(first!.html).toContain('https://shop.example.com/back-in-stock/unsubscribe?token=');
  expect(first!.html).toMatch(/<img src="https?:\/\/[^"]+"/);
  expect((await mailsTo(french.toUpperCase(), 'stock_alert_confirm'))[0]).toMatchObject({
    language: 'FR',
    subject: 'Confirmez votre alerte : Pont-Neuf',
  });

  for (const address of [english, french.toUpperCase(), leaving]) {
    expect(await confirm(ip, await tokenIn(address, 'stock_alert_confirm', 'confirm'))).toEqual({ ok: true, errors: [] });
  }
  // A second click on the same link is fine; a made-up token is not.
  expect((await confirm(ip, await tokenIn(english, 'stock_alert_confirm', 'confirm'))).ok).toBe(true);
  expect(await confirm(ip, 'x'.repeat(43))).toEqual({ ok: false, errors: [{ field: 'token', code: 'LINK_INVALID' }] });
  // Subscribing again while confirmed sends nothing more.
  await subscribe(ip, { productId: pontNeuf.id, email: english, language: 'EN' });
  expect(await mailsTo(english, 'stock_alert_confirm')).toHaveLength(1);
  // The unsubscribe link of the first mail ends the wait.
  expect(await unsubscribe(ip, await tokenIn(leaving, 'stock_alert_confirm', 'unsubscribe'))).toEqual({ ok: true, errors: [] });

  // Still sold out: a refresh mails nothing.
  await server.services.refreshCatalog();
  expect(await mailsTo(english, 'stock_alert')).toHaveLength(0);

  await restock(Number(pontNeuf.id), 2);
  await server.services.refreshCatalog();
  const [alert] = await mailsTo(english, 'stock_alert');
  expect(alert).toMatchObject({ language: 'EN', subject: 'Back in stock: Pont-Neuf' });
  expect(alert!.html).toContain('https://shop.example.com/products/pont-neuf');
  expect(alert!.html).toMatch(/<img src="https?:\/\/[^"]+"/);
  expect(alert!.text).toContain('https://shop.example.com/back-in-stock/unsubscribe?token=');
  expect(await mailsTo(french.toUpperCase(), 'stock_alert')).toEqual([
    expect.objectContaining({ language: 'FR', subject: 'De retour en stock : Pont-Neuf' }),
  ]);
  // Never confirmed, or unsubscribed: no alert.
  expect(await mailsTo(unconfirmed, 'stock_alert')).toHaveLength(0);
  expect(await mailsTo(leaving, 'stock_alert')).toHaveLength(0);

  // Sent once: the next refresh writes nothing, and the wait is forgotten (its link no longer confirms).
  await server.services.refreshCatalog();
  expect(await mailsTo(english, 'stock_alert')).toHaveLength(1);
  expect(await mailsTo(french.toUpperCase(), 'stock_alert')).toHaveLength(1);
  expect((await confirm(ip, await tokenIn(english, 'stock_alert_confirm', 'confirm'))).errors).toEqual([
    { field: 'token', code: 'LINK_INVALID' },
  ]);
  // The alert's own unsubscribe link answers done (there is nothing left to end).
  expect((await unsubscribe(ip, await tokenIn(english, 'stock_alert', 'unsubscribe'))).ok).toBe(true);
});

test('a restock of 2 units of a variation mails all 40 confirmed waits, each once', async () => {
  const montmartre = await product('montmartre');
  const clear = montmartre.variations.find((variation) => variation.attributes.some((attribute) => attribute.value === 'clear'))!;
  expect(clear.availability).toBe('OUT_OF_STOCK');
  const ip = newAddress();
  // A variable product needs its variation; one that can be bought needs no alert.
  expect((await subscribe(ip, { productId: montmartre.id, email: email('v') })).errors).toEqual([
    { field: 'variationId', code: 'VARIATION_REQUIRED' },
  ]);
  const inStock = montmartre.variations.find((variation) => variation.availability === 'IN_STOCK')!;
  expect((await subscribe(ip, { productId: montmartre.id, variationId: inStock.id, email: email('v') })).errors).toEqual([
    { field: 'variationId', code: 'IN_STOCK' },
  ]);
  expect((await subscribe(ip, { productId: '999999', email: email('v') })).errors).toEqual([
    { field: 'productId', code: 'PRODUCT_NOT_FOUND' },
  ]);

  // 40 shoppers, each from an address of their own, sign up and confirm.
  const waiting = Array.from({ length: 40 }, (_, index) => email(`crowd${index}`));
  for (const address of waiting) {
    const from = newAddress();
    expect((await subscribe(from, { productId: montmartre.id, variationId: clear.id, email: address, language: 'FR' })).ok).toBe(true);
    expect((await confirm(from, await tokenIn(address, 'stock_alert_confirm', 'confirm'))).ok).toBe(true);
  }
  await restock(Number(clear.id), 2, Number(montmartre.id));
  // Two runs at once (as two replicas would): each wait is claimed by one of them.
  const [one, other] = await Promise.all([server.services.backInStock.notifyRestocked(), server.services.backInStock.notifyRestocked()]);
  expect(one + other).toBe(40);
  await server.services.refreshCatalog();
  for (const address of waiting) {
    const alerts = await mailsTo(address, 'stock_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toMatch(/^De retour en stock : Montmartre – /);
  }
});

test('limits: 3 sign-ups per email an hour, 10 per address an hour; a malformed email is refused', async () => {
  // Wagram: every variation sold out.
  const wagram = await product('wagram');
  const target = { productId: wagram.id, variationId: wagram.variations[0]!.id };
  expect(wagram.variations[0]!.availability).toBe('OUT_OF_STOCK');
  expect((await subscribe(newAddress(), { ...target, email: 'not-an-email' })).errors).toEqual([{ field: 'email', code: 'INVALID_EMAIL' }]);
  const same = email('limit');
  for (let index = 0; index < 3; index++) expect((await subscribe(newAddress(), { ...target, email: same })).ok).toBe(true);
  expect((await subscribe(newAddress(), { ...target, email: same })).errors).toEqual([{ field: null, code: 'RATE_LIMITED' }]);
  const ip = newAddress();
  for (let index = 0; index < 10; index++) expect((await subscribe(ip, { ...target, email: email('many') })).ok).toBe(true);
  expect((await subscribe(ip, { ...target, email: email('many') })).errors).toEqual([{ field: null, code: 'RATE_LIMITED' }]);
});

test('npm run alerts counts the waits per product and variation, without any address', async () => {
  const wagram = await product('wagram');
  const gold = wagram.variations[1]!;
  const ip = newAddress();
  const fan = email('fan');
  await subscribe(ip, { productId: wagram.id, variationId: gold.id, email: fan });
  expect((await confirm(ip, await tokenIn(fan, 'stock_alert_confirm', 'confirm'))).ok).toBe(true);
  const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'server/src/cli/alerts.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  // The limits test left 11 unconfirmed waits on Wagram's first variation (one address signed up 3 times
  // keeps one wait); Pont-Neuf keeps its unconfirmed one.
  expect(run.stdout).toContain(`1 waiting; 11 unconfirmed  #${wagram.id} Wagram\n`);
  expect(run.stdout).toContain(`    0 waiting; 11 unconfirmed  variation #${wagram.variations[0]!.id} Wagram – `);
  expect(run.stdout).toContain(`    1 waiting; 0 unconfirmed  variation #${gold.id} Wagram`);
  expect(run.stdout).toMatch(/0 waiting; 1 unconfirmed {2}#\d+ Pont-Neuf/);
  expect(run.stdout).not.toContain('@');
  // Sent waits are forgotten: Montmartre's 40 are gone.
  expect(run.stdout).not.toContain('Montmartre');
});
