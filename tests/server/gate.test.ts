/** The site gate (SITE_PASSWORD), enforced by the server: real servers over the local store, cookies by hand. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENTER_SITE_LIMIT } from '../../server/src/gate/siteGate';
import { startTestServer, type TestServer } from './helpers/testServer';

const PASSWORD = 'lumière 2025';
const SECRET = 'session-test-secret-0123456789abcdef-0123456789';

interface Answer<T> {
  status: number;
  setCookie: string[];
  body: { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/** POSTs a GraphQL operation, with an optional Cookie header, and keeps status and Set-Cookie. */
async function post<T = Record<string, unknown>>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, setCookie: response.headers.getSetCookie(), body: (await response.json()) as Answer<T>['body'] };
}

const PRODUCTS = `{ products(pageSize: 2) { totalCount nodes { slug images { url } } } }`;
const SITE_ACCESS = `{ siteAccess { gated granted } }`;
const ENTER = `mutation($password: String!) { enterSite(password: $password) { granted errors { field code } } }`;

type EnterData = { enterSite: { granted: boolean; errors: { field: string | null; code: string }[] } };
type ProductsData = { products: { totalCount: number; nodes: { slug: string; images: { url: string }[] }[] } };

const enter = (server: TestServer, password: string) => post<EnterData>(server, ENTER, { password });

/** The `name=value` part of the session's Set-Cookie, ready for a Cookie header. */
function gateCookie(setCookie: string[]): string {
  const header = setCookie.find((value) => value.startsWith('sid='));
  if (!header) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return header.split(';')[0]!;
}

function expectLocked(answer: Answer<unknown>): void {
  expect(answer.status).toBe(403);
  expect(answer.body.data ?? null).toBeNull();
  expect(answer.body.errors?.map((error) => error.extensions?.code)).toEqual(['GATE_LOCKED']);
}

describe('without SITE_PASSWORD', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('has no gate: siteAccess is granted and every operation runs without a cookie', async () => {
    expect((await post(server, SITE_ACCESS)).body.data).toEqual({ siteAccess: { gated: false, granted: true } });
    const products = await post<ProductsData>(server, PRODUCTS);
    expect(products.status).toBe(200);
    expect(products.body.data!.products.totalCount).toBeGreaterThan(0);
  });

  it('answers enterSite granted without setting a cookie', async () => {
    const answer = await enter(server, 'anything');
    expect(answer.body.data).toEqual({ enterSite: { granted: true, errors: [] } });
    expect(answer.setCookie).toEqual([]);
  });
});

describe('with SITE_PASSWORD', () => {
  let server: TestServer;
  let clientDist: string;
  let cookie: string;

  beforeAll(async () => {
    // A stand-in for the built client, so the route rules are checked whether or not `npm run build` ran.
    clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-client-'));
    fs.mkdirSync(path.join(clientDist, 'assets'));
    fs.writeFileSync(
      path.join(clientDist, 'index.html'),
      '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(clientDist, 'assets', 'app.js'), 'console.log("app")');
    fs.writeFileSync(path.join(clientDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ SITE_PASSWORD: PASSWORD, SESSION_SECRET: SECRET, CLIENT_DIST: clientDist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(clientDist, { recursive: true, force: true });
  });

  it('refuses a catalog query with GATE_LOCKED (HTTP 403) and no data', async () => {
    expectLocked(await post(server, PRODUCTS));
  });

  it('answers siteAccess (and __typename) while locked', async () => {
    const answer = await post(server, `{ __typename siteAccess { gated granted } }`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ __typename: 'Query', siteAccess: { gated: true, granted: false } });
  });

  it('checks the parsed root fields: mixed selections, aliases and fragments do not pass', async () => {
    expectLocked(await post(server, `{ siteAccess { granted } products { totalCount } }`));
    expectLocked(await post(server, `{ siteAccess: products { totalCount } }`));
    expectLocked(await post(server, `query { ...Sneaky } fragment Sneaky on Query { siteAccess { granted } categories { slug } }`));
    expectLocked(await post(server, `{ ... on Query { products { totalCount } } }`));
    expectLocked(await post(server, `{ products @skip(if: true) { totalCount } siteAccess { granted } }`));
    expectLocked(
      await post(
        server,
        `mutation { enterSite(password: "x") { granted } sendContactMessage(input: { name: "a", email: "a@b.co", subject: "s", message: "m" }) { ok } }`,
      ),
    );
    // The selected operation is the one checked, whatever else the document holds.
    const named = await post(server, `query Gate { siteAccess { granted } } query Data { products { totalCount } }`);
    expect(named.body.errors).toBeDefined();
    const chosen = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query Gate { siteAccess { granted } } query Data { products { totalCount } }`,
        operationName: 'Data',
      }),
    });
    expect(chosen.status).toBe(403);
  });

  it('decides on the operation Apollo executes: a GET with 1000 dummy parameters before query= is still refused', async () => {
    const dummies = Array.from({ length: 1000 }, (_, i) => `x${i}=1`).join('&');
    for (const query of [PRODUCTS, `{ siteAccess { granted } products { totalCount } }`]) {
      const url = `${server.url}/graphql?${dummies}&query=${encodeURIComponent(query)}`;
      const answer = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
      expect(answer.status).toBe(403);
      expect(((await answer.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('GATE_LOCKED');
    }
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent(PRODUCTS)}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(403);
  });

  it('answers a wrong password with WRONG_PASSWORD on the password field and sets no cookie', async () => {
    const answer = await enter(server, 'Lumière 2025');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ enterSite: { granted: false, errors: [{ field: 'password', code: 'WRONG_PASSWORD' }] } });
    expect(answer.setCookie).toEqual([]);
  });

  it('keeps the pass in a server-side session: a signed, HTTP-only, SameSite=Lax cookie holding only an opaque id', async () => {
    const answer = await enter(server, PASSWORD);
    expect(answer.body.data).toEqual({ enterSite: { granted: true, errors: [] } });
    const header = answer.setCookie.find((value) => value.startsWith('sid='))!;
    expect(header).toBeDefined();
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    // Plain HTTP here: the Secure flag is only set behind TLS.
    expect(header).not.toMatch(/; Secure/);
    cookie = gateCookie(answer.setCookie);
    // express-session's signed id ("s:" + id + "." + HMAC), URL-encoded; nothing of the pass or password.
    expect(decodeURIComponent(cookie.slice('sid='.length))).toMatch(/^s:[\w-]{20,}\.[\w+/]+$/);
    expect(cookie).not.toContain(encodeURIComponent(PASSWORD));
  });

  it('runs every operation with that cookie', async () => {
    expect((await post(server, SITE_ACCESS, {}, cookie)).body.data).toEqual({ siteAccess: { gated: true, granted: true } });
    const products = await post<ProductsData>(server, PRODUCTS, {}, cookie);
    expect(products.status).toBe(200);
    expect(products.body.errors).toBeUndefined();
    expect(products.body.data!.products.totalCount).toBeGreaterThan(0);
  });

  it('refuses a tampered, an unsigned or a made-up session cookie', async () => {
    const value = decodeURIComponent(cookie.slice('sid='.length));
    const resigned = value.slice(0, -3) + (value.endsWith('AAA') ? 'BBB' : 'AAA');
    expectLocked(await post(server, PRODUCTS, {}, `sid=${encodeURIComponent(resigned)}`));
    const unsigned = value.slice(2, value.lastIndexOf('.'));
    expectLocked(await post(server, PRODUCTS, {}, `sid=${encodeURIComponent(unsigned)}`));
    expectLocked(await post(server, PRODUCTS, {}, 'sid=granted'));
  });

  it('keeps data routes behind the gate but the client shell, its assets, robots.txt and product pictures', async () => {
    const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.url}${route}`, { headers });
    // A page navigation gets the shell (which shows the gate screen), whatever its path.
    for (const route of ['/', '/men', '/sitemap.xml', '/invoices/12.pdf']) {
      const page = await get(route, { accept: 'text/html' });
      expect([route, page.status]).toEqual([route, 200]);
      const html = await page.text();
      expect(html).toContain('<title>shell</title>');
      // The page tells the client the gate is closed: it draws the gate screen without asking first.
      expect(html).toContain('<script type="application/json" id="site-access">{"gated":true,"granted":false}</script>');
    }
    const passed = await get('/men', { accept: 'text/html', cookie });
    expect(await passed.text()).toContain('<script type="application/json" id="site-access">{"gated":true,"granted":true}</script>');
    expect((await get('/assets/app.js')).status).toBe(200);
    expect((await get('/favicon.svg')).status).toBe(200);
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /');
    // Anything else is refused until the gate is passed.
    const sitemap = await get('/sitemap.xml', { accept: 'application/xml' });
    expect(sitemap.status).toBe(403);
    expect(await sitemap.json()).toMatchObject({ error: { code: 'GATE_LOCKED' } });
    expect((await get('/some/future/data', { accept: 'application/json' })).status).toBe(403);
    const unlocked = await get('/sitemap.xml', { accept: 'application/xml', cookie });
    expect(unlocked.status).toBe(200);
    expect(await unlocked.text()).toContain('<urlset');
    // Product pictures stay public.
    const products = await post<ProductsData>(server, PRODUCTS, {}, cookie);
    const picture = products.body.data!.products.nodes.flatMap((node) => node.images)[0]!.url;
    expect(picture).toMatch(/^\/wp-content\/uploads\//);
    expect((await get(picture)).status).toBe(200);
  });

  it('ends the pass when SITE_PASSWORD changes, even with the same session secret', async () => {
    const newPassword = await startTestServer({ SITE_PASSWORD: 'nouveau mot de passe', SESSION_SECRET: SECRET });
    try {
      expectLocked(await post(newPassword, PRODUCTS, {}, cookie));
    } finally {
      await newPassword.close();
    }
  });
});

describe('password tries', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SITE_PASSWORD: PASSWORD });
  });
  afterAll(async () => {
    await server.close();
  });

  it(`are limited to ${ENTER_SITE_LIMIT.points} wrong ones per address; other operations and right passwords do not count`, async () => {
    for (let i = 0; i < 15; i += 1) expect((await post(server, SITE_ACCESS)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await enter(server, PASSWORD)).body.data!.enterSite.granted).toBe(true);
    for (let i = 0; i < ENTER_SITE_LIMIT.points; i += 1) {
      expect((await enter(server, `guess ${i}`)).body.data!.enterSite.errors).toEqual([{ field: 'password', code: 'WRONG_PASSWORD' }]);
    }
    const over = await enter(server, 'one more guess');
    expect(over.status).toBe(200);
    expect(over.body.data!.enterSite).toEqual({ granted: false, errors: [{ field: 'password', code: 'TOO_MANY_ATTEMPTS' }] });
    // Over the limit even the right password is not checked, and no cookie is set.
    const right = await enter(server, PASSWORD);
    expect(right.body.data!.enterSite.errors).toEqual([{ field: 'password', code: 'TOO_MANY_ATTEMPTS' }]);
    expect(right.setCookie).toEqual([]);
    // The gate itself still answers.
    expect((await post(server, SITE_ACCESS)).body.data).toEqual({ siteAccess: { gated: true, granted: false } });
  });

  it('count the socket address: X-Forwarded-For is ignored unless TRUST_PROXY names the proxy', async () => {
    // The previous test used this address's tries up: a spoofed header must not give new ones.
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ query: ENTER, variables: { password: `spoof ${i}` } }),
      });
      const body = (await response.json()) as { data: EnterData };
      expect(body.data.enterSite.errors).toEqual([{ field: 'password', code: 'TOO_MANY_ATTEMPTS' }]);
    }
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  it('limits per forwarded address and marks the cookie Secure when the proxy says TLS', async () => {
    const server = await startTestServer({ SITE_PASSWORD: PASSWORD, TRUST_PROXY: 'loopback' });
    try {
      const from = (ip: string, password: string) =>
        fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-forwarded-proto': 'https' },
          body: JSON.stringify({ query: ENTER, variables: { password } }),
        });
      for (let i = 0; i < ENTER_SITE_LIMIT.points; i += 1) await from('198.51.100.7', `guess ${i}`);
      const over = (await (await from('198.51.100.7', 'again')).json()) as { data: EnterData };
      expect(over.data.enterSite.errors[0]!.code).toBe('TOO_MANY_ATTEMPTS');
      const other = await from('198.51.100.8', PASSWORD);
      expect(((await other.json()) as { data: EnterData }).data.enterSite.granted).toBe(true);
      const header = other.headers.getSetCookie().find((value) => value.startsWith('sid='))!;
      expect(header).toMatch(/; Secure/);
      expect(other.headers.get('strict-transport-security')).toMatch(/max-age=/);
    } finally {
      await server.close();
    }
  });
});

describe('in production', () => {
  it('refuses introspection (development keeps it, locked or not, for Apollo Sandbox)', async () => {
    const INTROSPECT = `{ __schema { queryType { name } } }`;
    const production = await startTestServer({
      SITE_PASSWORD: PASSWORD,
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      PUBLIC_URL: 'https://shop.example.com',
    });
    const development = await startTestServer({ SITE_PASSWORD: PASSWORD });
    try {
      // Production has no introspection at all (GRAPHQL_EXPLORER turns it on).
      const refused = await post(production, INTROSPECT);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect((await post(development, INTROSPECT)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await production.close();
      await development.close();
    }
  });
});
