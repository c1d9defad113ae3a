/**
 * HTTP transport to a WooCommerce REST v3 store: base URL, authentication by scheme, timeout,
 * retries of idempotent reads, and error mapping. Nothing outside woo/ builds store URLs.
 */
import crypto from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { StoreConfigError, StoreUnavailableError, storeErrorFromStatus } from './errors';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

export interface WooHttpOptions {
  /** The store's home URL, e.g. https://shop.example.com (REST base is /wp-json/wc/v3 under it). */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** Per-attempt timeout in milliseconds (WOO_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries of a failed read (network error or 5xx). */
  readRetries?: number;
  /** Pause between read attempts in milliseconds. */
  retryDelayMs?: number;
  logger?: { warn(obj: object, msg: string): void };
}

export interface WooResponse<T> {
  data: T;
  /** X-WP-Total, when the route is paginated. */
  total: number | null;
  /** X-WP-TotalPages, when the route is paginated. */
  totalPages: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    // Arrays go as comma lists: WordPress reads `include=1,2` and `include[]=1` alike, and the
    // comma form is what OAuth signing handles identically on both sides.
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/**
 * RFC 3986 query encoding: spaces as %20, not "+". OAuth signers (ours and PHP's) read "+" in a
 * signed query differently, so a search for "canal saint" would otherwise fail its signature.
 */
function encodeQuery(params: URLSearchParams): string {
  return params.toString().replace(/\+/g, '%20');
}

function headerInt(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  return raw === null || raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw);
}

export class WooHttpClient {
  /** Requests sent to the store since start (each attempt counts): read by benchmarks and tests. */
  requestCount = 0;
  private readonly base: URL;
  private readonly oauth: OAuth;
  private readonly useOAuth: boolean;

  constructor(private readonly options: WooHttpOptions) {
    if (!options.url || !options.consumerKey || !options.consumerSecret) throw new StoreConfigError();
    this.base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
    // A real store ignores Basic auth and query keys over plain HTTP: sign with OAuth 1.0a there.
    this.useOAuth = this.base.protocol === 'http:';
    this.oauth = new OAuth({
      consumer: { key: options.consumerKey, secret: options.consumerSecret },
      signature_method: 'HMAC-SHA256',
      hash_function: (text, key) => crypto.createHmac('sha256', key).update(text).digest('base64'),
    });
  }

  /**
   * GET a store route (relative to /wp-json/), retrying network errors and 5xx. `auth: false` for
   * public plugin routes: WooCommerce refuses its API keys outside the wc/ namespaces.
   */
  async get<T>(route: string, query: Query = {}, { auth = true }: { auth?: boolean } = {}): Promise<WooResponse<T>> {
    const retries = this.options.readRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.send<T>('GET', route, query, undefined, auth);
      } catch (error) {
        const retriable = error instanceof StoreUnavailableError;
        if (!retriable || attempt >= retries) throw error;
        this.options.logger?.warn({ route, attempt: attempt + 1, err: (error as Error).message }, 'store read failed, retrying');
        await sleep(this.options.retryDelayMs ?? 1000);
      }
    }
  }

  /** A write: sent once. A blind retry could create a second order or customer. */
  async write<T>(method: 'POST' | 'PUT' | 'DELETE', route: string, body: unknown, query: Query = {}): Promise<WooResponse<T>> {
    return this.send<T>(method, route, query, body);
  }

  private buildUrl(method: string, route: string, query: Query, auth: boolean): { url: string; headers: Record<string, string> } {
    const url = new URL(`wp-json/${route.replace(/^\//, '')}`, this.base);
    const params = toSearchParams(query);
    url.search = encodeQuery(params);
    if (!auth) return { url: url.toString(), headers: {} };
    if (!this.useOAuth) {
      const basic = Buffer.from(`${this.options.consumerKey}:${this.options.consumerSecret}`).toString('base64');
      return { url: url.toString(), headers: { Authorization: `Basic ${basic}` } };
    }
    const signed = this.oauth.authorize({ url: url.toString(), method });
    for (const [key, value] of Object.entries(signed)) params.set(key, String(value));
    url.search = encodeQuery(params);
    return { url: url.toString(), headers: {} };
  }

  private async send<T>(method: string, route: string, query: Query, body?: unknown, auth = true): Promise<WooResponse<T>> {
    const { url, headers } = this.buildUrl(method, route, query, auth);
    this.requestCount += 1;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
      throw new StoreUnavailableError(`Store request ${method} ${route} ${reason}`, null, 'store_unreachable');
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      throw new StoreUnavailableError(
        `Store answered ${response.status} with a body that is not JSON`,
        response.status,
        'store_bad_response',
      );
    }
    if (!response.ok) {
      const error = (json ?? {}) as { code?: unknown; message?: unknown };
      const code = typeof error.code === 'string' ? error.code : `http_${response.status}`;
      const message = typeof error.message === 'string' ? error.message : response.statusText;
      throw storeErrorFromStatus(response.status, code, `Store answered ${response.status} ${code}: ${message}`);
    }
    return {
      data: json as T,
      total: headerInt(response.headers, 'x-wp-total'),
      totalPages: headerInt(response.headers, 'x-wp-totalpages'),
    };
  }
}
