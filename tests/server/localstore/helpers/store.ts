/**
 * Test helpers: a local store in a fresh temporary folder (over HTTPS with the test certificate of
 * fixtures/tls unless asked for plain HTTP), and clients that call it the three ways a WooCommerce
 * client can (OAuth 1.0a, Basic or query keys; the last two count only over HTTPS).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import OAuth from 'oauth-1.0a';
import { startLocalStore, type LocalStoreOptions, type RunningLocalStore } from '../../../../server/localstore';

const TLS_DIR = path.join(__dirname, '..', 'fixtures', 'tls');

/** The test certificate (self-signed, 127.0.0.1 / ::1 / localhost) and its key. */
export const TEST_TLS = {
  cert: fs.readFileSync(path.join(TLS_DIR, 'test-cert.pem')),
  key: fs.readFileSync(path.join(TLS_DIR, 'test-key.pem')),
};

/**
 * fetch() for the store: over HTTPS it trusts the test certificate (and only it), which the global
 * fetch cannot be told to. Answers a standard Response.
 */
export function storeFetch(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      { method: init.method ?? 'GET', headers: init.headers, ...(target.protocol === 'https:' ? { ca: TEST_TLS.cert } : {}), agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
          }
          const status = response.statusCode ?? 0;
          const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, statusText: response.statusMessage, headers }));
        });
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

export interface TestStore {
  store: RunningLocalStore;
  dataDir: string;
  close(): Promise<void>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'localstore-test-'));
}

/** A store in a fresh folder (or `options.dataDir`): over HTTPS by default, over plain HTTP with `'http'`. */
export async function startTestStore(options: Partial<LocalStoreOptions> = {}, transport: 'https' | 'http' = 'https'): Promise<TestStore> {
  const dataDir = options.dataDir ?? tempDataDir();
  const store = await startLocalStore({ port: 0, ...(transport === 'https' ? { tls: TEST_TLS } : {}), ...options, dataDir });
  return {
    store,
    dataDir,
    async close() {
      await store.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Query = Record<string, string | number | boolean | undefined>;

/** RFC 3986 query encoding (spaces as %20): what WooCommerce re-encodes when it checks a signature. */
export function queryString(query: Query): string {
  return Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

async function asJson<T>(response: Response): Promise<JsonResponse<T>> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: (text === '' ? null : JSON.parse(text)) as T };
}

export interface SignOptions {
  method?: string;
  signatureMethod?: 'HMAC-SHA1' | 'HMAC-SHA256' | 'PLAINTEXT';
  key?: string;
  secret?: string;
  timestamp?: number;
  nonce?: string;
  /** Send the oauth_* parameters in an Authorization header instead of the query string. */
  inHeader?: boolean;
  /** Sign this URL base instead of the one requested (to provoke a mismatch). */
  signedBase?: string;
  /** Drop these oauth_* parameters after signing. */
  drop?: readonly string[];
  /** Call (and sign) the store under this origin instead of its URL, e.g. http://localhost:PORT. */
  origin?: string;
  /** A JSON body (not signed: OAuth 1.0a signs only query and form parameters). */
  body?: unknown;
}

/** A one-legged OAuth 1.0a request signed with the oauth-1.0a library, like a real client. */
export async function oauthRequest<T = unknown>(
  ts: TestStore,
  route: string,
  query: Query = {},
  options: SignOptions = {},
): Promise<JsonResponse<T>> {
  const method = options.method ?? 'GET';
  const signatureMethod = options.signatureMethod ?? 'HMAC-SHA256';
  const algorithm = signatureMethod === 'HMAC-SHA1' ? 'sha1' : 'sha256';
  const oauth = new OAuth({
    consumer: { key: options.key ?? ts.store.consumerKey, secret: options.secret ?? ts.store.consumerSecret },
    signature_method: signatureMethod,
    hash_function: (base, key) => crypto.createHmac(algorithm, key).update(base).digest('base64'),
  });
  if (options.timestamp !== undefined) oauth.getTimeStamp = () => options.timestamp as number;
  if (options.nonce !== undefined) oauth.getNonce = () => options.nonce as string;
  const search = queryString(query);
  const base = `${options.origin ?? ts.store.url}/wp-json/wc/v3/${route}`;
  const signedUrl = `${options.signedBase ?? base}${search ? `?${search}` : ''}`;
  // authorize() also returns the URL's own parameters: keep only the oauth_* ones to send.
  const signed = Object.fromEntries(
    Object.entries(oauth.authorize({ url: signedUrl, method })).filter(
      ([name]) => name.startsWith('oauth_') && !(options.drop ?? []).includes(name),
    ),
  );
  const headers: Record<string, string> = {};
  let url = `${base}${search ? `?${search}` : ''}`;
  if (options.inHeader) {
    headers.Authorization = oauth.toHeader(signed as unknown as OAuth.Authorization).Authorization;
  } else {
    const oauthQuery = queryString(signed);
    url += `${search ? '&' : '?'}${oauthQuery}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return asJson<T>(await storeFetch(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) }));
}

export interface KeyOptions {
  key?: string;
  secret?: string;
  headers?: Record<string, string>;
}

/** Basic auth (a key only over HTTPS: over plain HTTP the store must ignore it). */
export async function basicRequest<T = unknown>(
  ts: TestStore,
  route: string,
  query: Query = {},
  options: KeyOptions = {},
): Promise<JsonResponse<T>> {
  const credentials = Buffer.from(`${options.key ?? ts.store.consumerKey}:${options.secret ?? ts.store.consumerSecret}`).toString('base64');
  const search = queryString(query);
  const headers: Record<string, string> = { Authorization: `Basic ${credentials}`, ...options.headers };
  return asJson<T>(await storeFetch(`${ts.store.url}/wp-json/wc/v3/${route}${search ? `?${search}` : ''}`, { headers }));
}

/** consumer_key/consumer_secret in the query string (a key only over HTTPS). */
export async function queryKeyRequest<T = unknown>(
  ts: TestStore,
  route: string,
  query: Query = {},
  options: KeyOptions = {},
): Promise<JsonResponse<T>> {
  const search = queryString({
    ...query,
    consumer_key: options.key ?? ts.store.consumerKey,
    consumer_secret: options.secret ?? ts.store.consumerSecret,
  });
  return asJson<T>(await storeFetch(`${ts.store.url}/wp-json/wc/v3/${route}?${search}`, { headers: options.headers }));
}

/** A write with a JSON body: Basic auth (the default test store is HTTPS), or no credentials with `anonymous`. */
export async function writeRequest<T = unknown>(
  ts: TestStore,
  method: 'POST' | 'PUT' | 'PATCH',
  route: string,
  body: unknown,
  options: KeyOptions & { anonymous?: boolean; query?: Query } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (!options.anonymous) {
    headers.Authorization = `Basic ${Buffer.from(`${options.key ?? ts.store.consumerKey}:${options.secret ?? ts.store.consumerSecret}`).toString('base64')}`;
  }
  const search = queryString(options.query ?? {});
  const url = `${ts.store.url}/wp-json/wc/v3/${route}${search ? `?${search}` : ''}`;
  return asJson<T>(await storeFetch(url, { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
}

/** An anonymous call (no credentials at all). */
export async function anonymousRequest<T = unknown>(ts: TestStore, route: string, query: Query = {}): Promise<JsonResponse<T>> {
  const search = queryString(query);
  return asJson<T>(await storeFetch(`${ts.store.url}/wp-json/wc/v3/${route}${search ? `?${search}` : ''}`));
}

/** A call to the WOOCS currency switcher's routes (`/wp-json/woocs/v3/...`), which need no credentials. */
export async function woocsRequest<T = unknown>(
  ts: TestStore,
  route: string,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  return asJson<T>(await storeFetch(`${ts.store.url}/wp-json/woocs/v3/${route}`, { headers }));
}

/** A POST to a WOOCS route (`/wp-json/woocs/v3/...`) with a JSON body, no credentials. */
export async function woocsPost<T = unknown>(ts: TestStore, route: string, body: unknown): Promise<JsonResponse<T>> {
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
  return asJson<T>(await storeFetch(`${ts.store.url}/wp-json/woocs/v3/${route}`, init));
}

/** The default client of the tests: authenticated (Basic; the default test store is HTTPS), JSON decoded. */
export const api = basicRequest;

export interface ProductJson {
  id: number;
  name: string;
  slug: string;
  type: string;
  status: string;
  featured: boolean;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  price_html: string;
  stock_status: string;
  stock_quantity: number | null;
  total_sales: number;
  average_rating: string;
  rating_count: number;
  menu_order: number;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  parent_id: number;
  categories: { id: number; name: string; slug: string }[];
  images: { id: number; src: string; name: string; alt: string }[];
  attributes: { id: number; name: string; slug: string; position: number; visible: boolean; variation: boolean; options: string[] }[];
  default_attributes: { id: number; name: string; option: string }[];
  variations: number[];
  related_ids: number[];
  upsell_ids: number[];
  meta_data: { id: number; key: string; value: string }[];
  description: string;
  short_description: string;
  _links: Record<string, { href: string }[]>;
}

export interface VariationJson {
  id: number;
  name: string;
  sku: string;
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  stock_status: string;
  stock_quantity: number | null;
  parent_id: number;
  menu_order: number;
  image: { id: number; src: string; alt: string } | null;
  attributes: { id: number; name: string; slug: string; option: string }[];
  _links: Record<string, { href: string }[]>;
}

export interface TermJson {
  id: number;
  name: string;
  slug: string;
  parent: number;
  description: string;
  count: number;
  menu_order: number;
  image: { id: number; src: string } | null;
}

export interface ErrorJson {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string>; details?: Record<string, { code: string; message: string; data: unknown }> };
}

/** Every page of a product listing (per_page 100). */
export async function allProducts(ts: TestStore, query: Query = {}): Promise<ProductJson[]> {
  const out: ProductJson[] = [];
  for (let page = 1; ; page++) {
    const response = await api<ProductJson[]>(ts, 'products', { per_page: 100, ...query, page });
    expect(response.status).toBe(200);
    out.push(...response.body);
    if (page >= Number(response.headers.get('x-wp-totalpages'))) return out;
  }
}

export const attributeOptions = (product: ProductJson, slug: string): string[] =>
  product.attributes.find((attribute) => attribute.slug === slug)?.options ?? [];

export const metaValue = (product: ProductJson, key: string): string | undefined =>
  product.meta_data.find((meta) => meta.key === key)?.value;
