/**
 * The request pipeline as an attacker meets it: operation limits, the /graphql HTTP edge, the Host
 * header, slugs and arguments, security headers, production settings. Real server over the local store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';
import { OPERATION_LIMITS } from '../../server/src/graphql/limits';
import { SESSION_SECRET_FILE } from '../../server/src/session/secret';
import { startTestServer, type TestServer } from './helpers/testServer';

interface Answer {
  status: number;
  type: string | null;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

async function send(server: TestServer, init: RequestInit & { path?: string }): Promise<Answer> {
  const response = await fetch(`${server.url}${init.path ?? '/graphql'}`, init);
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, type: response.headers.get('content-type'), body };
}

const postJson = (server: TestServer, body: unknown) =>
  send(server, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const codes = (answer: Answer) => answer.body.errors?.map((error) => error.extensions?.code);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('operation limits', () => {
  it('refuses an alias bomb with a code, before any resolver runs', async () => {
    // What it costs is measured by a benchmark, not here: a timing on a shared machine decides nothing.
    const requestsBefore = server.store.http.requestCount;
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: products(pageSize: 100) { totalCount }`).join(' ')} }`;
    // The probe's 195 kB request: refused before its body is read.
    const huge = await postJson(server, { query: aliases(5000) });
    expect(huge.status).toBe(413);
    expect(codes(huge)).toEqual(['PAYLOAD_TOO_LARGE']);
    // Under the body limit: refused by the document limits (tokens, then aliases).
    for (const count of [500, 60]) {
      const answer = await postJson(server, { query: aliases(count) });
      expect(answer.status).toBe(400);
      expect(codes(answer)?.[0]).toMatch(/GRAPHQL_(VALIDATION|PARSE)_FAILED/);
    }
    expect(server.store.http.requestCount).toBe(requestsBefore);
  });

  it('refuses too many aliases and too deep a document', async () => {
    const aliases = await postJson(server, { query: `{ ${Array.from({ length: 20 }, (_, i) => `c${i}: categories { id }`).join(' ')} }` });
    expect(codes(aliases)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    const deep = `{ categories { image { id } ${'...F '.repeat(1)} } } fragment F on Category { ${'image { id '.repeat(12)}${'} '.repeat(12)} }`;
    expect(codes(await postJson(server, { query: deep }))?.[0]).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it(`caps the products one operation may return at ${OPERATION_LIMITS.maxProducts}`, async () => {
    const three = await postJson(server, {
      query: `{ a: products(pageSize: 100) { totalCount } b: products(pageSize: 100) { totalCount } c: products(pageSize: 100) { totalCount } }`,
    });
    expect(codes(three)).toContain('BAD_USER_INPUT');
    const two = await postJson(server, {
      query: `{ a: products(pageSize: 100) { totalCount } b: products(pageSize: 100) { totalCount } }`,
    });
    expect(two.body.errors).toBeUndefined();
  });

  it('answers client mistakes as BAD_USER_INPUT, not as store outages', async () => {
    const similar = await postJson(server, { query: `{ similarProducts(productId: "1", first: 101) { id } }` });
    expect(codes(similar)).toEqual(['BAD_USER_INPUT']);
    const longSlug = await postJson(server, {
      query: `query($s: String!) { product(slug: $s) { id } }`,
      variables: { s: 'a'.repeat(10_000) },
    });
    expect(codes(longSlug)).toEqual(['BAD_USER_INPUT']);
    const pageSize = await postJson(server, { query: `{ products(pageSize: 101) { totalCount } }` });
    expect(codes(pageSize)).toEqual(['BAD_USER_INPUT']);
    const search = await postJson(server, {
      query: `query($s: String!) { products(filter: { search: $s }) { totalCount } }`,
      variables: { s: 'x'.repeat(5000) },
    });
    expect(codes(search)).toEqual(['BAD_USER_INPUT']);
  });

  it('answers null for a slug that cleans up to nothing, or that the store matches loosely', async () => {
    for (const slug of ['!!!', ' ', '%%', '-', '../etc']) {
      const answer = await postJson(server, { query: `query($s: String!) { product(slug: $s) { id slug } }`, variables: { s: slug } });
      expect([slug, answer.body.data]).toEqual([slug, { product: null }]);
    }
  });
});

describe('the /graphql HTTP edge answers GraphQL-shaped JSON with a code', () => {
  const cases: [string, RequestInit, number, string][] = [
    ['malformed JSON', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' }, 400, 'BAD_REQUEST'],
    ['a text body', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{ categories { id } }' }, 415, 'BAD_REQUEST'],
    ['no content type', { method: 'POST', body: '{"query":"{ categories { id } }"}' }, 415, 'BAD_REQUEST'],
    [
      'a form',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B%7D' },
      415,
      'BAD_REQUEST',
    ],
    [
      'a wrong charset',
      { method: 'POST', headers: { 'content-type': 'application/json; charset=latin1' }, body: '{"query":"{ categories { id } }"}' },
      415,
      'BAD_REQUEST',
    ],
    [
      'a compressed body',
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'br' }, body: 'xxxx' },
      400,
      'BAD_REQUEST',
    ],
    ['another method', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: '{}' }, 405, 'BAD_REQUEST'],
    [
      'a JSON array (batch)',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[{"query":"{ categories { id } }"}]' },
      400,
      'BAD_REQUEST',
    ],
    ['a JSON string', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '"hello"' }, 400, 'BAD_REQUEST'],
    ['no query', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }, 400, 'BAD_REQUEST'],
    [
      'a subscription',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'subscription { categories { id } }' }),
      },
      400,
      'BAD_REQUEST',
    ],
    [
      'a persisted-query hash',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
      },
      400,
      'PERSISTED_QUERY_NOT_SUPPORTED',
    ],
    [
      'a syntax error',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { ' }) },
      400,
      'GRAPHQL_PARSE_FAILED',
    ],
  ];
  it.each(cases)('%s', async (_name, init, status, code) => {
    const answer = await send(server, init);
    expect(answer.status).toBe(status);
    expect(answer.type).toMatch(/json/);
    expect(codes(answer)?.[0]).toBe(code);
  });
});

describe('the Host header is never reflected', () => {
  it('uses PUBLIC_URL in robots.txt, the sitemap and the page head', async () => {
    const evil = { host: 'evil.example' };
    const robots = await (await fetch(`${server.url}/robots.txt`, { headers: evil })).text();
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`, { headers: evil })).text();
    for (const text of [robots, sitemap]) {
      expect(text).not.toContain('evil.example');
      expect(text).toContain(server.config.publicUrl);
    }
  });
});

describe('headers', () => {
  it('sends the security headers on every answer, health checks and errors included, and HSTS only over TLS', async () => {
    for (const route of ['/healthz', '/graphql', '/robots.txt', '/nothing-here.json']) {
      const response = await fetch(`${server.url}${route}`, { method: route === '/graphql' ? 'POST' : 'GET' });
      expect([route, response.headers.get('x-content-type-options')]).toEqual([route, 'nosniff']);
      expect(response.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});

describe('production settings', () => {
  it('refuses to start without SESSION_SECRET and PUBLIC_URL, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(
        /SESSION_SECRET[\s\S]*TRUST_PROXY[\s\S]*PUBLIC_URL|SESSION_SECRET[\s\S]*PUBLIC_URL/,
      );
      expect((error as ConfigError).problems).toHaveLength(3);
    }
  });

  it('has no introspection and no "did you mean" suggestions', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com',
    });
    try {
      const introspection = await postJson(production, { query: '{ __schema { types { name } } }' });
      expect(codes(introspection)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      const typo = await postJson(production, { query: '{ categorie { id } }' });
      expect(codes(typo)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(JSON.stringify(typo.body)).not.toMatch(/Did you mean/i);
    } finally {
      await production.close();
    }
  });

  it('keeps a generated session secret (0600) and the sessions in DATA_DIR: a restart keeps a passed gate', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-restart-'));
    const env = { SITE_PASSWORD: 'restart', DATA_DIR: dataDir };
    const enter = (target: TestServer) =>
      fetch(`${target.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { enterSite(password: "restart") { granted } }' }),
      });
    const granted = async (target: TestServer, cookie: string) => {
      const response = await fetch(`${target.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: '{ siteAccess { granted } }' }),
      });
      return ((await response.json()) as { data: { siteAccess: { granted: boolean } } }).data.siteAccess.granted;
    };
    try {
      const first = await startTestServer(env);
      const cookie = (await enter(first)).headers.getSetCookie()[0]!.split(';')[0]!;
      expect(await granted(first, cookie)).toBe(true);
      await first.close();
      expect(fs.statSync(path.join(dataDir, SESSION_SECRET_FILE)).mode & 0o777).toBe(0o600);
      const second = await startTestServer(env);
      try {
        expect(await granted(second, cookie)).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
