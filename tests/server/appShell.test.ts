/** The page the server sends for client routes: each page's head, a 404 for an unknown product, no wait on a stalled store. */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PAGE_HEAD_BUDGET_MS } from '../../server/src/seo/appShell';
import { startTestServer, type TestServer } from './helpers/testServer';

// The built client's index.html, reduced to what the server rewrites.
const SHELL = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description." />
    <title>Maison Lumière · Lunettes</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let clientDist: string;
let server: TestServer;

function headOf(html: string) {
  const one = (pattern: RegExp) => pattern.exec(html)?.[1];
  const jsonLd = one(/<script type="application\/ld\+json" data-seo="json-ld">([^<]*)<\/script>/);
  return {
    title: one(/<title>([^<]*)<\/title>/),
    description: one(/<meta name="description" content="([^"]*)"/),
    canonical: one(/<link rel="canonical" href="([^"]*)"/),
    ogType: one(/<meta property="og:type" content="([^"]*)"/),
    ogTitle: one(/<meta property="og:title" content="([^"]*)"/),
    ogImage: one(/<meta property="og:image" content="([^"]*)"/),
    robots: one(/<meta name="robots" content="([^"]*)"/),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

async function page(base: string, pathname: string) {
  const response = await fetch(`${base}${pathname}`, { headers: { accept: 'text/html' } });
  return { status: response.status, head: headOf(await response.text()), cache: response.headers.get('cache-control') };
}

beforeAll(async () => {
  clientDist = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-shell-'));
  fs.writeFileSync(path.join(clientDist, 'index.html'), SHELL);
  server = await startTestServer({ CLIENT_DIST: clientDist });
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDist, { recursive: true, force: true });
});

test('a product page carries its name, description, image, canonical URL and offers', async () => {
  const { data } = await server.gql<{
    product: { name: string; images: { url: string }[]; variations: { sku: string; price: { amount: number } | null }[] };
  }>(`{ product(slug: "montmartre") { name images { url } variations { sku price { amount } } } }`);
  const product = data!.product;

  const { status, head, cache } = await page(server.url, '/products/montmartre');
  expect(status).toBe(200);
  expect(cache).toBe('private, no-cache');
  expect(head.title).toBe(`${product.name} · Maison Lumière`);
  expect(head.ogTitle).toBe(head.title);
  expect(head.description).toBeTruthy();
  expect(head.description).not.toBe('Default description.');
  expect(head.description).not.toMatch(/<|&lt;/);
  expect(head.canonical).toBe(`${server.config.publicUrl}/products/montmartre`);
  expect(head.ogType).toBe('product');
  expect(head.ogImage).toBe(new URL(product.images[0]!.url, server.config.publicUrl).href);
  expect(head.robots).toBeUndefined();
  expect(head.jsonLd).toMatchObject({ '@type': 'Product', name: product.name, brand: { name: 'Maison Lumière' } });
  const offers = head.jsonLd!.offers as { sku: string; price: string; priceCurrency: string; availability: string }[];
  expect(offers.map((offer) => offer.sku).sort()).toEqual(
    product.variations
      .filter((variation) => variation.price)
      .map((variation) => variation.sku)
      .sort(),
  );
  expect(offers.every((offer) => offer.priceCurrency === 'EUR' && /^\d+\.\d\d$/.test(offer.price))).toBe(true);
  expect(offers.map((offer) => offer.availability)).toContain('https://schema.org/OutOfStock');
});

test('an unknown product answers 404 with the shell, not to be indexed', async () => {
  const { status, head } = await page(server.url, '/products/no-such-frame');
  expect(status).toBe(404);
  expect(head.robots).toBe('noindex');
  expect(head.title).toBe('Maison Lumière');
  expect(head.jsonLd).toBeUndefined();
});

test('an unknown URL answers 404 with the not-found page, not to be indexed (issue 23)', async () => {
  for (const pathname of ['/no-such-page', '/products', '/products/montmartre/extra', '/account/orders/12', '/men/nope?x=1']) {
    const { status, head } = await page(server.url, pathname);
    expect([pathname, status, head.robots]).toEqual([pathname, 404, 'noindex']);
  }
  // The router matches paths as react-router does: any case, a trailing slash.
  for (const pathname of ['/men/', '/MEN', '/account/orders', '/order-confirmation/0', '/']) {
    const { status, head } = await page(server.url, pathname);
    expect([pathname, status, head.robots]).toEqual([pathname, 200, undefined]);
  }
});

test('the internal test pages are served, never indexed, where INTERNAL_PAGES is on (outside production by default)', async () => {
  for (const pathname of ['/test-woocs-currency', '/debug-categories']) {
    const response = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect([pathname, response.status, headOf(html).robots]).toEqual([pathname, 200, 'noindex']);
    expect(html).toContain('<script type="application/json" id="internal-pages">true</script>');
  }
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).not.toMatch(/test-|debug-/);
});

test('INTERNAL_PAGES off: the internal pages answer 404 (the not-found page) and their own fields refuse', async () => {
  const closed = await startTestServer({ CLIENT_DIST: clientDist, INTERNAL_PAGES: 'false' });
  try {
    for (const pathname of [
      '/test-woocs-currency',
      '/test-shipping-currency',
      '/test-preorder-category',
      '/test-variation-images',
      '/debug-categories',
    ]) {
      const response = await fetch(`${closed.url}${pathname}`, { headers: { accept: 'text/html' } });
      const html = await response.text();
      expect([pathname, response.status, headOf(html).robots]).toEqual([pathname, 404, 'noindex']);
      expect(html).toContain('<script type="application/json" id="internal-pages">false</script>');
    }
    for (const query of ['{ currencyPluginStatus { currencies { code } } }', '{ currencyPluginPrices(currency: "USD") { served } }']) {
      const { data, errors } = await closed.gql(query);
      expect(data).toBeNull();
      expect(errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    }
    // The shop's own pages and fields are untouched.
    expect((await page(closed.url, '/men')).status).toBe(200);
    expect((await closed.gql('{ currencies { code } }')).errors).toBeUndefined();
  } finally {
    await closed.close();
  }
}, 60_000);

test('a slug that cleans up to nothing, or is too long, answers 404 without asking the store', async () => {
  const before = server.store.http.requestCount;
  for (const slug of ['%20', '!!!', '%25%25', 'a'.repeat(300)]) {
    const { status, head } = await page(server.url, `/products/${slug}`);
    expect([slug, status]).toEqual([slug, 404]);
    expect(head.robots).toBe('noindex');
  }
  expect(server.store.http.requestCount).toBe(before);
});

test('other pages get their canonical URL without the query, and the default description', async () => {
  const { status, head } = await page(server.url, '/men?color=noir&page=2');
  expect(status).toBe(200);
  expect(head.canonical).toBe(`${server.config.publicUrl}/men`);
  expect(head.description).toBe('Default description.');
  expect(head.ogType).toBe('website');
});

test('PUBLIC_URL is the origin of canonical URLs', async () => {
  const behindProxy = await startTestServer({ CLIENT_DIST: clientDist, PUBLIC_URL: 'https://lunettes.example' });
  try {
    const { head } = await page(behindProxy.url, '/products/montmartre');
    expect(head.canonical).toBe('https://lunettes.example/products/montmartre');
    expect(head.jsonLd).toMatchObject({ offers: expect.arrayContaining([expect.objectContaining({ url: head.canonical })]) });
  } finally {
    await behindProxy.close();
  }
}, 60_000);

test('when the store fails, the product page still goes out, with the default head', async () => {
  const store = http.createServer((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{}'));
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const storeDown = await startTestServer({
    CLIENT_DIST: clientDist,
    WOO_URL: `http://127.0.0.1:${(store.address() as AddressInfo).port}`,
    WOO_CONSUMER_KEY: 'ck_test',
    WOO_CONSUMER_SECRET: 'cs_test',
  });
  try {
    const { status, head } = await page(storeDown.url, '/products/montmartre');
    expect(status).toBe(200);
    expect(head.title).toBe('Maison Lumière');
    expect(head.canonical).toBe(`${storeDown.config.publicUrl}/products/montmartre`);
  } finally {
    await storeDown.close();
    await new Promise((resolve) => store.close(resolve));
  }
}, 60_000);

test('when the store stalls, the product page goes out within its head budget, with the default head', async () => {
  const store = http.createServer(() => {}); // accepts the request, never answers
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  const storeStalled = await startTestServer({
    CLIENT_DIST: clientDist,
    WOO_URL: `http://127.0.0.1:${(store.address() as AddressInfo).port}`,
    WOO_CONSUMER_KEY: 'ck_test',
    WOO_CONSUMER_SECRET: 'cs_test',
    WOO_TIMEOUT_MS: '20000',
  });
  try {
    const started = Date.now();
    const { status, head } = await page(storeStalled.url, '/products/montmartre');
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    expect(head.title).toBe('Maison Lumière');
    expect(head.canonical).toBe(`${storeStalled.config.publicUrl}/products/montmartre`);
    expect(head.jsonLd).toBeUndefined();
    // PAGE_HEAD_BUDGET_MS (1500 by default), not the store's 20 s deadline.
    expect(elapsed).toBeGreaterThanOrEqual(PAGE_HEAD_BUDGET_MS - 50);
    expect(elapsed).toBeLessThan(PAGE_HEAD_BUDGET_MS + 1500);
  } finally {
    await storeStalled.close();
    store.closeAllConnections();
    await new Promise((resolve) => store.close(resolve));
  }
}, 60_000);

test('every page carries the gate state of its browser (no gate here: granted), as data, not script', async () => {
  for (const pathname of ['/', '/men', '/products/montmartre', '/products/no-such-frame']) {
    const response = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect([pathname, html.match(/<script type="application\/json" id="site-access">([^<]*)<\/script>/)?.[1]]).toEqual([
      pathname,
      '{"gated":false,"granted":true}',
    ]);
  }
});
