/**
 * Who is calling, decided as WC_REST_Authentication does for requests under /wp-json/wc/:
 * over HTTPS (a TLS connection, never a forwarded header), query-string keys (first) or Basic auth;
 * then OAuth 1.0a (the only way over plain HTTP). An unknown key over HTTPS is not an error, just an anonymous caller; a known key with a
 * wrong secret, and every OAuth failure, is a 401 before any route runs.
 */
import type { Db } from '../db/open';
import { authError, authMissingParameters, RestError } from '../errors';
import type { Pair } from '../http/query';
import { findActiveKey, safeEqual, type ApiKey } from './keys';
import type { Sealer } from './sealer';
import { expectedSignature, isSignatureMethod, parseOAuthHeader, signatureMatches, type SignedParams } from './oauth';

/** Window of accepted timestamps, and of remembered nonces. */
const OAUTH_WINDOW_SECONDS = 15 * 60;

const REQUIRED_OAUTH = ['oauth_consumer_key', 'oauth_timestamp', 'oauth_nonce', 'oauth_signature', 'oauth_signature_method'] as const;

export interface AuthRequest {
  method: string;
  /** Path as sent (still percent-encoded), without the query string. */
  rawPath: string;
  queryPairs: readonly Pair[];
  formPairs: readonly Pair[];
  authorization: string | undefined;
  host: string | undefined;
  /** The connection itself is TLS (is_ssl()). */
  https: boolean;
}

export type AuthResult = { kind: 'key'; key: ApiKey } | { kind: 'anonymous' } | { kind: 'error'; error: RestError };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export class Authenticator {
  constructor(
    private readonly db: Db,
    private readonly sealer: Sealer,
    /** The store's home URL, e.g. http://127.0.0.1:8088: OAuth signs it. */
    private readonly homeUrl: () => string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  authenticate(request: AuthRequest): AuthResult {
    let error: RestError | undefined;
    if (request.https) {
      const basic = this.basic(request);
      if (basic.kind === 'key') return this.checkPermissions(basic.key, request.method);
      if (basic.kind === 'error') error = basic.error;
    }
    const oauth = this.oauth(request);
    if (oauth.kind === 'key') return this.checkPermissions(oauth.key, request.method);
    if (oauth.kind === 'error') return oauth;
    return error ? { kind: 'error', error } : { kind: 'anonymous' };
  }

  private basic(request: AuthRequest): AuthResult {
    const query = new Map(request.queryPairs);
    let consumerKey = '';
    let consumerSecret = '';
    let fromHeader = false;
    const queryKey = query.get('consumer_key') ?? '';
    const querySecret = query.get('consumer_secret') ?? '';
    if (queryKey !== '' && querySecret !== '') {
      consumerKey = queryKey;
      consumerSecret = querySecret;
    } else if (request.authorization?.startsWith('Basic ')) {
      const decoded = Buffer.from(request.authorization.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon > 0) {
        consumerKey = decoded.slice(0, colon);
        consumerSecret = decoded.slice(colon + 1);
        fromHeader = true;
      }
    }
    if (consumerKey === '' || consumerSecret === '') return { kind: 'anonymous' };
    const key = findActiveKey(this.db, this.sealer, consumerKey);
    if (!key) return { kind: 'anonymous' };
    if (!safeEqual(key.secret, consumerSecret)) {
      const headers: Record<string, string> = fromHeader ? { 'WWW-Authenticate': 'Basic realm="WooCommerce REST API"' } : {};
      return { kind: 'error', error: authError('Consumer secret is invalid.', headers) };
    }
    return { kind: 'key', key };
  }

  private oauth(request: AuthRequest): AuthResult {
    // PHP fills $_GET/$_POST: a repeated plain key keeps its last value; `key[]` keys stay lists.
    const params: SignedParams = {};
    for (const [key, value] of [...request.queryPairs, ...request.formPairs]) {
      const existing = params[key];
      if (!key.endsWith(']') || existing === undefined) params[key] = value;
      else params[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    Object.assign(params, parseOAuthHeader(request.authorization));
    const single = (name: string) => {
      const value = params[name];
      return Array.isArray(value) ? (value[value.length - 1] ?? '') : (value ?? '');
    };
    // PHP's empty(): "" and "0" count as missing.
    const missing = REQUIRED_OAUTH.filter((name) => single(name) === '' || single(name) === '0');
    if (missing.length === REQUIRED_OAUTH.length) return { kind: 'anonymous' };
    if (missing.length > 0) return { kind: 'error', error: authMissingParameters(missing) };

    const consumerKey = single('oauth_consumer_key');
    const key = findActiveKey(this.db, this.sealer, consumerKey);
    if (!key) return { kind: 'error', error: authError('Consumer key is invalid.') };

    const signatureMethod = single('oauth_signature_method');
    if (!isSignatureMethod(signatureMethod)) return { kind: 'error', error: authError('Invalid signature - signature method is invalid.') };
    const matches = this.baseUrls(request).some((baseUrl) =>
      signatureMatches(
        expectedSignature({
          method: request.method.toUpperCase(),
          baseUrl,
          params,
          consumerKey,
          consumerSecret: key.secret,
          signatureMethod,
        }),
        single('oauth_signature'),
      ),
    );
    if (!matches) return { kind: 'error', error: authError('Invalid signature - provided signature does not match.') };

    const timestamp = Number(single('oauth_timestamp'));
    const now = Math.floor(this.now() / 1000);
    if (!Number.isFinite(timestamp) || timestamp < now - OAUTH_WINDOW_SECONDS || timestamp > now + OAUTH_WINDOW_SECONDS) {
      return { kind: 'error', error: authError('Invalid timestamp.') };
    }
    if (!this.useNonce(key.id, single('oauth_nonce'), timestamp, now)) {
      return { kind: 'error', error: authError('Invalid nonce - nonce has already been used.') };
    }
    return { kind: 'key', key };
  }

  /**
   * WooCommerce signs its home URL (scheme following is_ssl) plus the request path. The home here is
   * the store's own URL; a caller on the same loopback port that named it localhost instead of
   * 127.0.0.1 is accepted too, since both reach the same process.
   */
  private baseUrls(request: AuthRequest): string[] {
    const home = new URL(this.homeUrl());
    const scheme = request.https ? 'https:' : 'http:';
    const urls = [`${scheme}//${home.host}${request.rawPath}`];
    const host = request.host?.toLowerCase();
    if (host && host !== home.host) {
      const portOf = (value: string) => /:(\d+)$/.exec(value)?.[1] ?? '';
      const nameOf = (value: string) => value.replace(/:\d+$/, '');
      if (
        LOOPBACK_HOSTS.has(nameOf(host)) &&
        LOOPBACK_HOSTS.has(home.hostname === '::1' ? '[::1]' : home.hostname) &&
        portOf(host) === home.port
      ) {
        urls.push(`${scheme}//${host}${request.rawPath}`);
      }
    }
    return urls;
  }

  /** Records the nonce for this key; false when it was already used inside the window. */
  private useNonce(keyId: number, nonce: string, timestamp: number, now: number): boolean {
    this.db.prepare('DELETE FROM oauth_nonces WHERE timestamp < ?').run(now - OAUTH_WINDOW_SECONDS);
    const inserted = this.db
      .prepare('INSERT OR IGNORE INTO oauth_nonces (key_id, nonce, timestamp) VALUES (?, ?, ?)')
      .run(keyId, nonce, timestamp);
    return inserted.changes === 1;
  }

  /** WC_REST_Authentication::check_permissions: what the key's permission allows for this verb. */
  private checkPermissions(key: ApiKey, method: string): AuthResult {
    const verb = method.toUpperCase();
    const reads = ['GET', 'HEAD', 'OPTIONS'];
    const writes = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    if (!reads.includes(verb) && !writes.includes(verb)) return { kind: 'error', error: authError('Unknown request method.') };
    if (key.permissions === 'read' && !reads.includes(verb)) {
      return { kind: 'error', error: authError('The API key provided does not have write permissions.') };
    }
    if (key.permissions === 'write' && !writes.includes(verb)) {
      return { kind: 'error', error: authError('The API key provided does not have read permissions.') };
    }
    return { kind: 'key', key };
  }
}
