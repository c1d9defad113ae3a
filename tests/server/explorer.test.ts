/**
 * The developers' API explorer, as a browser meets it: Apollo Sandbox at /graphql with its own Content
 * Security Policy and a link to the offline explorer, the offline explorer at /explorer/ with its example
 * operations, and in production (by default) a page saying both are off, with introspection refused.
 * GRAPHQL_EXPLORER turns them on in production. Real server over the local store.
 */
import { randomUUID } from 'node:crypto';
import { EXPLORER_EXAMPLES } from '../../server/src/http/explorerExamples';
import { startTestServer, type TestServer } from './helpers/testServer';

/** What Chromium sends when a URL is typed in the address bar. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };
const INTROSPECT = '{ __schema { queryType { name } } }';
const SANDBOX_CDN = 'https://embeddable-sandbox.cdn.apollographql.com';

interface Page {
  status: number;
  csp: string;
  type: string;
  html: string;
}

async function openInBrowser(server: TestServer, path: string): Promise<Page> {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: BROWSER_ACCEPT } });
  return {
    status: response.status,
    csp: response.headers.get('content-security-policy') ?? '',
    type: response.headers.get('content-type') ?? '',
    html: await response.text(),
  };
}

/** The sources a policy allows for a directive (default-src when the directive is not given). */
function sources(csp: string, directive: string): string[] {
  const directives = new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values] as const),
  );
  return directives.get(directive) ?? directives.get('default-src') ?? [];
}

async function post<T = Record<string, unknown>>(server: TestServer, body: Record<string, unknown>, cookie = '') {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? cookie, ...json };
}

const codes = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.map((error) => error.extensions?.code);

function expectOffPage(page: Page): void {
  expect(page.status).toBe(200);
  expect(page.type).toMatch(/^text\/html/);
  expect(page.html).toContain('The API explorer is turned off in this deployment');
  expect(page.html).toContain('GRAPHQL_EXPLORER=true');
  expect(page.html).toContain("L'explorateur de l'API est désactivé sur ce déploiement");
  expect(page.html).not.toMatch(/offline|hors ligne/i);
  // Nothing runs or loads: its one style is allowed by its hash.
  expect(sources(page.csp, 'default-src')).toEqual(["'none'"]);
  expect(sources(page.csp, 'script-src')).toEqual(["'none'"]);
  expect(sources(page.csp, 'style-src')).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
  expect(page.html).not.toContain('<script');
}

describe('in development', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('opens Apollo Sandbox at /graphql, its policy allowing what the page loads from Apollo and nothing else elsewhere', async () => {
    const page = await openInBrowser(server, '/graphql');
    expect(page.status).toBe(200);
    expect(page.html).toContain('new window.EmbeddedSandbox(');
    const nonce = /'nonce-([^']+)'/.exec(page.csp)?.[1];
    expect(nonce).toBeTruthy();
    // The page's own scripts and styles carry the nonce the header allows.
    const scripts = [...page.html.matchAll(/<script nonce="([^"]+)"(?: src="([^"]+)")?/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const [, scriptNonce, src] of scripts) {
      expect(scriptNonce).toBe(nonce);
      if (src) expect(sources(page.csp, 'script-src')).toContain(new URL(src).origin);
    }
    for (const [, styleNonce] of page.html.matchAll(/<style nonce="?([^">]+)"?>/g)) expect(styleNonce).toBe(nonce);
    // Stylesheets, icon and manifest: each from an origin its directive allows.
    for (const [, rel, href] of page.html.matchAll(/<link\s+rel="([^"]+)"\s+href="([^"]+)"/g)) {
      const directive = { stylesheet: 'style-src', icon: 'img-src', 'apple-touch-icon': 'img-src', manifest: 'manifest-src' }[rel!];
      if (directive) expect([rel, sources(page.csp, directive)]).toEqual([rel, expect.arrayContaining([new URL(href!).origin])]);
    }
    expect(sources(page.csp, 'frame-src')).toEqual(['https://sandbox.embed.apollographql.com']);
    expect(sources(page.csp, 'connect-src')).toEqual(["'self'"]);
    expect(sources(page.csp, 'frame-ancestors')).toEqual(["'none'"]);
    // Sandbox opens with the example operations.
    for (const operation of ['query Listing', 'query CartPricing', 'mutation PlaceOrder']) expect(page.html).toContain(operation);
  });

  it('links the Sandbox page to the offline explorer, for when Sandbox cannot load', async () => {
    const page = await openInBrowser(server, '/graphql');
    expect(page.html).toMatch(/<header class="storefront-bar">[\s\S]*<a href="\/explorer\/">offline explorer/);
  });

  it("keeps the shop's own policy everywhere else", async () => {
    for (const path of ['/healthz', '/explorer/', '/robots.txt']) {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: BROWSER_ACCEPT } });
      expect([path, response.headers.get('content-security-policy')]).toEqual([path, expect.not.stringContaining('apollographql.com')]);
    }
    const api = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories { id } }' }),
    });
    expect(api.headers.get('content-security-policy')).not.toContain(SANDBOX_CDN);
  });

  it('answers a GraphQL GET, not the page, to a client that does not ask for HTML', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ categories { id } }')}`, {
      headers: { accept: 'application/graphql-response+json, application/json', 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { categories: unknown[] } }).data.categories.length).toBeGreaterThan(0);
  });

  it('serves the offline explorer with the examples, from this origin only', async () => {
    const page = await openInBrowser(server, '/explorer/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<title>Altair</title>');
    for (const operation of ['query Listing', 'query CartPricing', 'mutation PlaceOrder']) expect(page.html).toContain(operation);
    expect(sources(page.csp, 'script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(sources(page.csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('allows introspection', async () => {
    expect((await post(server, { query: INTROSPECT })).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('runs every example query as it is, and the checkout examples from quote to paid order', async () => {
    const byName = new Map(EXPLORER_EXAMPLES.map((example) => [example.name, example]));
    const run = async <T>(exampleName: string, operationName: string, variables?: Record<string, unknown>, cookie = '') => {
      const example = byName.get(exampleName)!;
      const answer = await post<T>(server, { query: example.document, operationName, variables: variables ?? example.variables }, cookie);
      expect([operationName, answer.errors]).toEqual([operationName, undefined]);
      return { data: answer.data!, cookie: answer.cookie };
    };
    type Amount = { amount: number };
    const listing = await run<{ products: { nodes: unknown[] } }>('Catalog', 'Listing');
    expect(listing.data.products.nodes.length).toBeGreaterThan(0);
    const filters = await run<{ filterOptions: { colors: unknown[] } }>('Catalog', 'ListingFilters');
    expect(filters.data.filterOptions.colors.length).toBeGreaterThan(0);
    expect((await run<{ product: { name: string } }>('Catalog', 'ProductPage')).data.product.name).toBe('Montmartre');
    await run('Catalog', 'Currencies');
    expect((await run<{ cartPricing: { allAvailable: boolean } }>('Cart pricing', 'CartPricing')).data.cartPricing.allAvailable).toBe(true);

    const given = byName.get('Checkout')!.variables as { order: Record<string, unknown>; payment: Record<string, unknown> };
    const countries = await run<{ shippingCountries: unknown[] }>('Checkout', 'ShippingCountries');
    expect(countries.data.shippingCountries).toContainEqual({ code: 'FR', name: 'France' });
    const quote = (await run<{ checkoutQuote: { ready: boolean; total: Amount } }>('Checkout', 'CheckoutQuote')).data.checkoutQuote;
    expect(quote.ready).toBe(true);
    // As given, PlaceOrder places nothing and answers the quote to show (expectedTotal is 0).
    type Placed = {
      placeOrder: { order: { id: string; number: string } | null; orderKey: string; payment: { id: string; clientSecret: string } };
    };
    const unchanged = await run<Placed>('Checkout', 'PlaceOrder');
    expect(unchanged.data.placeOrder).toMatchObject({
      order: null,
      errors: [{ code: 'CART_CHANGED' }],
      quote: { total: { amount: quote.total.amount } },
    });
    // With the quote's total, it places the order; then the test card pays it.
    const order = { ...given.order, idempotencyKey: randomUUID(), expectedTotal: quote.total.amount };
    const placed = await run<Placed>('Checkout', 'PlaceOrder', { order }, unchanged.cookie);
    const { order: created, payment, orderKey } = placed.data.placeOrder;
    const ids = { orderId: created!.id, paymentId: payment.id };
    const paid = await run<{ payWithTestCard: { payment: { status: string } } }>(
      'Checkout',
      'PayWithTestCard',
      { payment: { ...given.payment, ...ids, clientSecret: payment.clientSecret } },
      placed.cookie,
    );
    expect(paid.data.payWithTestCard.payment.status).toBe('SUCCEEDED');
    const confirmed = await run<{ confirmOrderPayment: { order: { paid: boolean } } }>(
      'Checkout',
      'ConfirmOrderPayment',
      { confirmation: ids },
      placed.cookie,
    );
    expect(confirmed.data.confirmOrderPayment.order.paid).toBe(true);
    // The order, by its key (a guest's confirmation link), from another browser.
    const seen = await run<{ order: unknown }>('Checkout', 'Order', { orderId: created!.id, orderKey, language: 'EN' });
    expect(seen.data.order).toMatchObject({ number: created!.number, paid: true, total: quote.total });
  });
});

describe('in production', () => {
  it('has the explorer off by default: both pages say so and name the setting, and introspection is refused', async () => {
    const server = await startTestServer(PRODUCTION);
    try {
      expectOffPage(await openInBrowser(server, '/graphql'));
      expectOffPage(await openInBrowser(server, '/explorer/'));
      expectOffPage(await openInBrowser(server, '/explorer'));
      // No offline explorer's files either.
      expect((await fetch(`${server.url}/explorer/main.js`)).headers.get('content-type')).not.toMatch(/javascript/);
      const refused = await post(server, { query: INTROSPECT });
      expect(refused.status).toBe(400);
      expect(codes(refused)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      // The API itself answers.
      expect((await post<{ categories: unknown[] }>(server, { query: '{ categories { id } }' })).data!.categories.length).toBeGreaterThan(
        0,
      );
    } finally {
      await server.close();
    }
  });

  it('opens Sandbox, the offline explorer and introspection when GRAPHQL_EXPLORER is on', async () => {
    const server = await startTestServer({ ...PRODUCTION, GRAPHQL_EXPLORER: 'true' });
    try {
      const sandbox = await openInBrowser(server, '/graphql');
      expect(sandbox.html).toContain('new window.EmbeddedSandbox(');
      expect(sources(sandbox.csp, 'script-src')).toContain(SANDBOX_CDN);
      const offline = await openInBrowser(server, '/explorer/');
      expect(offline.html).toContain('<title>Altair</title>');
      expect((await post(server, { query: INTROSPECT })).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await server.close();
    }
  });
});
