/**
 * HTTP transport to a WooCommerce REST v3 store: base URL, authentication by scheme, one deadline
 * per call (retries included), retries of idempotent reads with backoff (retry.ts), checking of each
 * answer against its wire schema (wire.ts), and error mapping. Nothing outside woo/ builds store
 * URLs, and no URL with its query (keys, OAuth signature) reaches a log line or an error message.
 */
import crypto from 'node:crypto';
import OAuth from 'oauth-1.0a';
import type { z } from 'zod';
import { StoreAuthError, StoreConfigError, StoreError, StoreUnavailableError, storeErrorFromStatus } from './errors';
import { redactUrls } from './redact';
import { DEFAULT_RETRY_POLICY, nextRetryDelay, type RetryPolicy } from './retry';

export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type Query = Record<string, QueryValue>;

export interface WooHttpLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WooHttpOptions {
  /** The store's home URL, e.g. https://shop.example.com (REST base is /wp-json/wc/v3 under it). */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  /** Deadline of one store call in milliseconds, all its attempts and pauses included (WOO_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries of a failed read and their backoff (WOO_RETRIES, WOO_RETRY_BASE_MS, WOO_RETRY_MAX_MS). */
  retry?: Partial<RetryPolicy>;
  logger?: WooHttpLogger;
  /**
   * Told of every store call when it ends (retries included), with when it started: the running
   * request's counters (http/requestStats.ts, wired by storeConnection.ts; the wire knows no request).
   */
  onCall?: (startedAt: number) => void;
}

export interface WooResponse<T> {
  data: T;
  /** X-WP-Total, when the route is paginated. */
  total: number | null;
  /** X-WP-TotalPages, when the route is paginated. */
  totalPages: number | null;
  /** The HTTP status (set by `publicPost`, whose 4xx answers are data). */
  status?: number;
}

/** A refused key is logged loudly once per this long, not at every request of a burst. */
const AUTH_LOG_INTERVAL_MS = 60_000;

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

/** The first problems of an answer that does not match its schema, by path ("0.price: expected ..."). */
function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return issues.join('; ') + (error.issues.length > 3 ? `; and ${error.issues.length - 3} more` : '');
}

export class WooHttpClient {
  /** Requests sent to the store since start (each attempt counts): read by benchmarks and tests. */
  requestCount = 0;
  private readonly base: URL;
  private readonly oauth: OAuth;
  private readonly useOAuth: boolean;
  private readonly retry: RetryPolicy;
  private authLoggedAt = -Infinity;
  private authSuppressed = 0;

  constructor(private readonly options: WooHttpOptions) {
    if (!options.url || !options.consumerKey || !options.consumerSecret) throw new StoreConfigError();
    this.base = new URL(options.url.endsWith('/') ? options.url : `${options.url}/`);
    this.retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    // A real store ignores Basic auth and query keys over plain HTTP: sign with OAuth 1.0a there.
    this.useOAuth = this.base.protocol === 'http:';
    this.oauth = new OAuth({
      consumer: { key: options.consumerKey, secret: options.consumerSecret },
      signature_method: 'HMAC-SHA256',
      hash_function: (text, key) => crypto.createHmac('sha256', key).update(text).digest('base64'),
    });
  }

  /**
   * GET a store route (relative to /wp-json/) and check its answer against `schema`. Network errors,
   * timeouts, 5xx and cut or unreadable answers are retried with backoff while the call's deadline
   * allows; an answer of the wrong shape is not (the store would send it again). `auth: false` for
   * public plugin routes: WooCommerce refuses its API keys outside the wc/ namespaces.
   */
  async get<S extends z.ZodType>(
    route: string,
    schema: S,
    query: Query = {},
    { auth = true }: { auth?: boolean } = {},
  ): Promise<WooResponse<z.output<S>>> {
    const deadline = Date.now() + this.options.timeoutMs;
    for (let attempt = 1; ; attempt++) {
      let response: WooResponse<unknown>;
      try {
        response = await this.send('GET', route, query, undefined, auth, deadline);
      } catch (error) {
        const delay = error instanceof StoreUnavailableError ? nextRetryDelay(this.retry, attempt, deadline - Date.now()) : null;
        if (delay === null) throw error;
        this.options.logger?.warn({ route, attempt, delayMs: delay, err: (error as Error).message }, 'store read failed, retrying');
        await sleep(delay);
        continue;
      }
      const parsed = schema.safeParse(response.data);
      if (!parsed.success) {
        throw new StoreUnavailableError(
          `Store answered GET ${route} with an unexpected shape: ${describeIssues(parsed.error)}`,
          200,
          'store_bad_response',
        );
      }
      return { ...response, data: parsed.data };
    }
  }

  /** A write: sent once, within one deadline. A blind retry could create a second order or customer. */
  async write<T>(method: 'POST' | 'PUT' | 'DELETE', route: string, body: unknown, query: Query = {}): Promise<WooResponse<T>> {
    return (await this.send(method, route, query, body, true, Date.now() + this.options.timeoutMs)) as WooResponse<T>;
  }

  /**
   * POST to a public plugin route (no API key: WooCommerce refuses its keys outside wc/), sent once.
   * A 4xx answer with a JSON body is the route's answer (a refused login is not a store fault) and comes
   * back with its status; network errors, timeouts and 5xx throw as for any call.
   */
  async publicPost(route: string, body: unknown, headers: Record<string, string> = {}): Promise<WooResponse<unknown>> {
    return this.send('POST', route, {}, body, false, Date.now() + this.options.timeoutMs, { clientErrorsAsData: true, headers });
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

  /** One attempt, aborted at the call's deadline (the answer's body included). */
  private async send(
    method: string,
    route: string,
    query: Query,
    body: unknown,
    auth: boolean,
    deadline: number,
    { clientErrorsAsData = false, headers: extraHeaders = {} }: { clientErrorsAsData?: boolean; headers?: Record<string, string> } = {},
  ): Promise<WooResponse<unknown>> {
    const remaining = deadline - Date.now();
    const timedOut = () =>
      new StoreUnavailableError(`Store request ${method} ${route} timed out after ${this.options.timeoutMs} ms`, null, 'store_timeout');
    if (remaining <= 0) throw timedOut();
    const { url, headers } = this.buildUrl(method, route, query, auth);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), remaining);
    this.requestCount += 1;
    const startedAt = Date.now();
    try {
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...headers,
            ...extraHeaders,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw timedOut();
        const cause = (error as { cause?: { code?: unknown } }).cause?.code;
        const reason = typeof cause === 'string' ? `failed (${cause})` : 'failed';
        throw new StoreUnavailableError(`Store request ${method} ${route} ${reason}`, null, 'store_unreachable');
      }
      let text: string;
      try {
        text = await response.text();
      } catch {
        if (controller.signal.aborted) throw timedOut();
        throw new StoreUnavailableError(
          `Store answer to ${method} ${route} was cut off (${response.status})`,
          response.status,
          'store_bad_response',
        );
      }
      if (clientErrorsAsData && response.status >= 400 && response.status < 500) {
        try {
          return { data: JSON.parse(text) as unknown, total: null, totalPages: null, status: response.status };
        } catch {
          throw this.statusError(method, route, response, text, auth);
        }
      }
      if (!response.ok) throw this.statusError(method, route, response, text, auth);
      if (text.trim() === '') {
        throw new StoreUnavailableError(
          `Store answered ${method} ${route} ${response.status} with an empty body`,
          response.status,
          'store_bad_response',
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new StoreUnavailableError(
          `Store answered ${method} ${route} ${response.status} with a body that is not JSON`,
          response.status,
          'store_bad_response',
        );
      }
      return {
        data: json,
        total: headerInt(response.headers, 'x-wp-total'),
        totalPages: headerInt(response.headers, 'x-wp-totalpages'),
        status: response.status,
      };
    } finally {
      clearTimeout(timer);
      this.options.onCall?.(startedAt);
    }
  }

  /** The typed error of a non-2xx answer; its body is read for the store's code, if it is JSON at all. */
  private statusError(method: string, route: string, response: Response, text: string, auth: boolean): StoreError {
    let body: { code?: unknown; message?: unknown } = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed;
    } catch {
      // An HTML error page (proxy, security plugin): the status alone says what happened.
    }
    const code = typeof body.code === 'string' ? body.code : `http_${response.status}`;
    const message = redactUrls(typeof body.message === 'string' ? body.message : response.statusText).slice(0, 300);
    const error = storeErrorFromStatus(
      response.status,
      code,
      `Store answered ${method} ${route} ${response.status} ${code}: ${message}`,
      message,
    );
    if (error instanceof StoreAuthError) this.reportAuthFailure(error, route, auth);
    return error;
  }

  /** A refused key is a configuration error: said loudly, once per burst. */
  private reportAuthFailure(error: StoreAuthError, route: string, auth: boolean): void {
    const now = Date.now();
    if (now - this.authLoggedAt < AUTH_LOG_INTERVAL_MS) {
      this.authSuppressed += 1;
      return;
    }
    const suppressed = this.authSuppressed;
    this.authLoggedAt = now;
    this.authSuppressed = 0;
    const hint = auth
      ? 'the REST API keys are wrong or lack permission: check WOO_CONSUMER_KEY and WOO_CONSUMER_SECRET, and that the key has Read access'
      : 'a public plugin route was refused: check the plugin and any security plugin or firewall in front of the store';
    this.options.logger?.error(
      { route, status: error.status, code: error.code, ...(suppressed > 0 ? { suppressedSinceLastLog: suppressed } : {}) },
      `store refused the request (${error.status} ${error.code}): ${hint}`,
    );
  }
}
