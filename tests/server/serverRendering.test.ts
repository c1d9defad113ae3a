/**
 * Pages rendered by the server (client/src/entry-server.tsx through server/src/ssr/): the content in the
 * HTML for a shopper past the gate, the gate screen for a locked browser (and no catalog read), the
 * spec's error texts inside the shop's frame when the store fails or hangs (within the page's budget), and
 * the plain shell when the page cannot be drawn within it. Real server over a local store (behind a fault proxy for the failures).
 */
import { PAGE_RENDER_LIMIT } from '../../server/src/ssr/pageRenderer';
import { register } from './helpers/accountOps';
import { FAULTS } from './helpers/faultProxy';
import { gqlSession } from './helpers/gqlSession';
import { buildRenderedClient, type RenderedClient } from './helpers/renderedClient';
import { startTestServer, type TestServer } from './helpers/testServer';
import { healthy, pastStoreDeadline, startFaultRig, type FaultRig } from './resilience/faultStore';

let client: RenderedClient;
beforeAll(() => {
  client = buildRenderedClient();
}, 120_000);
afterAll(() => client?.remove());

async function page(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', 'accept-language': 'fr-FR', ...headers } });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const rendered = (html: string) => html.includes('id="page-state"');

describe('an open shop', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Warmed before its first page, as in production: a cold renderer on a busy machine could miss the page's budget.
    server = await startTestServer({ CLIENT_DIST: client.clientDist, RENDERER_WARM_UP: 'true' });
  }, 60_000);
  afterAll(() => server.close());

  it('sends a listing with its products, in the language asked', async () => {
    const { data } = await server.gql<{ products: { nodes: { name: string }[] } }>(
      `{ products(filter: { section: MEN }, pageSize: 12, language: EN) { nodes { name } } }`,
    );
    const { status, html, headers } = await page(server, '/men', { cookie: 'language=EN' });
    expect(status).toBe(200);
    // Made for this browser (its cookies, its languages): never kept by a shared cache.
    expect(headers.get('cache-control')).toBe('private, no-cache');
    expect(headers.get('vary')).toMatch(/Cookie.*Accept-Language/);
    expect(rendered(html)).toBe(true);
    expect(html).toContain('<html lang="en">');
    // Its head is the page's own, in its language (the screen's title, not the shop's default).
    expect(html).toContain('<title>Men · Maison Lumière</title>');
    for (const { name } of data!.products.nodes) expect(html).toContain(name);
    const french = await page(server, '/men');
    expect(french.html).toContain('<title>Homme · Maison Lumière</title>');
  });

  it('sends a signed-in shopper on from /login and /register (303, never to another site), and a moved account tab to its page', async () => {
    const session = gqlSession(server.url);
    await register(session);
    const cookie = session.cookie();
    const answer = async (path: string, headers: Record<string, string>) => {
      const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
      return [response.status, response.headers.get('location'), response.headers.get('cache-control')];
    };
    expect(await answer('/login?redirect=/cart', { cookie })).toEqual([303, '/cart', 'private, no-cache']);
    expect(await answer('/register?redirect=https://evil.example/', { cookie })).toEqual([303, '/account', 'private, no-cache']);
    expect(await answer('/login?redirect=//evil.example/', { cookie })).toEqual([303, '/account', 'private, no-cache']);
    expect(await answer('/account/downloads', { cookie })).toEqual([303, '/account/orders', 'private, no-cache']);
    // A guest gets the form.
    const guest = await page(server, '/login?redirect=/cart');
    expect(guest.status).toBe(200);
    expect(guest.html).toContain('data-testid="login-form"');
  });

  it('answers an unknown product 404 with the not-found screen in the shop frame', async () => {
    const { status, html } = await page(server, '/products/no-such-frame');
    expect(status).toBe(404);
    expect(html).toContain('Maison Lumière');
    expect(rendered(html)).toBe(true);
  });
});

describe('a shop behind its gate', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CLIENT_DIST: client.clientDist, SITE_PASSWORD: 'lunettes-2026' });
  });
  afterAll(() => server.close());

  it('renders the gate screen for a locked browser, and reads nothing of the catalog', async () => {
    const before = server.store.http.requestCount;
    const { status, html } = await page(server, '/men');
    expect(status).toBe(200);
    expect(html).toContain('WORK IN PROGRESS');
    expect(html).not.toContain('Montmartre');
    expect(html).toContain('"siteAccess":{"__typename":"SiteAccess","gated":true,"granted":false}');
    expect(server.store.http.requestCount).toBe(before);
  });
});

describe('many pages from one address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CLIENT_DIST: client.clientDist, SITE_PASSWORD: 'lunettes-2026' });
  });
  afterAll(() => server.close());

  it(`renders ${PAGE_RENDER_LIMIT.points} a minute, then sends the shell (the browser draws the page)`, async () => {
    for (let i = 0; i < PAGE_RENDER_LIMIT.points; i += 1) expect(rendered((await page(server, `/?visit=${i}`)).html)).toBe(true);
    const past = await page(server, '/?visit=past');
    expect(past.status).toBe(200);
    expect(rendered(past.html)).toBe(false);
    expect(past.html).toContain('"gated":true,"granted":false');
  }, 60_000);

  // Past the limit, a page still comes rendered only when it was kept.
  it('keeps a page rendered for visitors without a session, and serves it again without a render', async () => {
    const again = await page(server, '/?visit=0');
    expect(rendered(again.html)).toBe(true);
    expect(again.html).toContain('WORK IN PROGRESS');
    // Kept by language: the English page was never rendered.
    expect(rendered((await page(server, '/?visit=0', { 'accept-language': 'en-US' })).html)).toBe(false);
  });

  it('never serves a kept page to a visitor with a session', async () => {
    expect(rendered((await page(server, '/?visit=0', { cookie: 'sid=s%3Asomeone.signature' })).html)).toBe(false);
  });

  it('forgets the kept pages with the catalog (after an order)', async () => {
    await server.services.forgetCatalog();
    expect(rendered((await page(server, '/?visit=0')).html)).toBe(false);
  });
});

describe('a failing store', () => {
  let rig: FaultRig;
  beforeAll(async () => {
    rig = await startFaultRig({ CLIENT_DIST: client.clientDist, PAGE_HEAD_BUDGET_MS: '5000' });
  });
  afterAll(() => rig.close());

  it.each(FAULTS.filter((fault) => fault !== 'hang' && fault !== 'stallMidBody'))(
    '%s: the listing page says so inside the shop frame, then shows the products once the store is back',
    async (fault) => {
      await rig.server.services.forgetCatalog();
      await rig.proxy.set(fault);
      const failed = await page(rig.server, '/men');
      expect(failed.status).toBe(200);
      expect(rendered(failed.html)).toBe(true);
      expect(failed.html).toContain('Maison Lumière');
      expect(failed.html).toContain('Erreur lors du chargement des produits');
      // The browser draws it anew: its cache cannot reproduce the error state, a hydration would differ (issue 23).
      expect(failed.html).toContain('"failed":true');
      expect(await healthy(rig.server)).toBe(true);

      await pastStoreDeadline();
      await rig.proxy.set('pass');
      const recovered = await page(rig.server, '/men');
      expect(recovered.html).not.toContain('Erreur lors du chargement des produits');
      expect(recovered.html).toContain('Montmartre');
      expect(recovered.html).not.toContain('"failed":true');
      expect(rig.unhandled).toEqual([]);
    },
  );
});

// Regression: with the store failing, a product page's HTML took 4.9-12 s (the rates' first read and the
// store's retries waited for past the budget), then came as the bare shell.
describe('a product page while the store fails', () => {
  /** The default PAGE_HEAD_BUDGET_MS, with the store settings of production (8 s deadline, retries). */
  const BUDGET_MS = 1500;
  /** What a busy 2-core machine may add to the budget (drawing the page, its event loop's other work). */
  const MARGIN_MS = 1500;
  let rig: FaultRig;
  beforeAll(async () => {
    rig = await startFaultRig({
      CLIENT_DIST: client.clientDist,
      PAGE_HEAD_BUDGET_MS: String(BUDGET_MS),
      WOO_TIMEOUT_MS: '8000',
      WOO_RETRY_BASE_MS: '200',
      WOO_RETRY_MAX_MS: '2000',
    });
    // The renderer loaded once, as on a running shop.
    expect(rendered((await page(rig.server, '/faq')).html)).toBe(true);
  }, 60_000);
  afterAll(() => rig.close());

  it.each(['hang', 'stallMidBody', 'status500', 'cutMidBody'] as const)(
    '%s: the spec’s error screen inside the shop frame, within the page budget',
    async (fault) => {
      // Nothing held: the product and the rates are read from the failing store.
      await rig.server.services.forgetCatalog();
      await rig.server.services.currency.clear();
      await rig.proxy.set(fault);
      const before = Date.now();
      const failed = await page(rig.server, '/products/montmartre');
      const elapsed = Date.now() - before;
      expect(elapsed).toBeLessThan(BUDGET_MS + MARGIN_MS);
      expect(failed.status).toBe(200);
      expect(rendered(failed.html)).toBe(true);
      expect(failed.html).toContain('Maison Lumière');
      expect(failed.html).toContain('Erreur de chargement du produit');
      expect(await healthy(rig.server)).toBe(true);
      await rig.proxy.set('pass');
    },
    30_000,
  );

  it('shows the product again once the store answers', async () => {
    await rig.proxy.set('pass');
    await rig.server.services.forgetCatalog();
    const back = await page(rig.server, '/products/montmartre');
    expect(rendered(back.html)).toBe(true);
    expect(back.html).toContain('Montmartre');
    expect(back.html).not.toContain('Erreur de chargement du produit');
    expect(rig.unhandled).toEqual([]);
  }, 30_000);
});

describe('a page that cannot be drawn within its budget', () => {
  let rig: FaultRig;
  beforeAll(async () => {
    rig = await startFaultRig({ CLIENT_DIST: client.clientDist, PAGE_HEAD_BUDGET_MS: '1' });
  });
  afterAll(() => rig.close());

  it('goes out unrendered (the browser draws it)', async () => {
    await rig.proxy.set('hang');
    const late = await page(rig.server, '/men');
    expect(late.status).toBe(200);
    expect(rendered(late.html)).toBe(false);
    expect(late.html).toContain('<div id="root"></div>');
    await pastStoreDeadline();
    await rig.proxy.set('pass');
    expect(rig.unhandled).toEqual([]);
  });
});
