/**
 * OAuth 1.0a one-legged signatures as WooCommerce checks them: HMAC-SHA1 or HMAC-SHA256 over
 * METHOD & home URL + path & every query/form parameter but oauth_signature, keyed by
 * `consumer_secret&`. The expected value is computed with the same oauth-1.0a library clients use.
 */
import crypto from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { safeEqual } from './keys';

export const SIGNATURE_METHODS = { 'HMAC-SHA1': 'sha1', 'HMAC-SHA256': 'sha256' } as const;
export type SignatureMethod = keyof typeof SIGNATURE_METHODS;

export const isSignatureMethod = (value: string): value is SignatureMethod => Object.hasOwn(SIGNATURE_METHODS, value);

export type SignedParams = Record<string, string | string[]>;

export function expectedSignature(options: {
  method: string;
  baseUrl: string;
  params: SignedParams;
  consumerKey: string;
  consumerSecret: string;
  signatureMethod: SignatureMethod;
}): string {
  const algorithm = SIGNATURE_METHODS[options.signatureMethod];
  const oauth = new OAuth({
    consumer: { key: options.consumerKey, secret: options.consumerSecret },
    signature_method: options.signatureMethod,
    hash_function: (base, key) => crypto.createHmac(algorithm, key).update(base).digest('base64'),
  });
  // The library merges into and sorts what it is given: hand it copies.
  const params: SignedParams = {};
  for (const [key, value] of Object.entries(options.params)) {
    if (key !== 'oauth_signature') params[key] = Array.isArray(value) ? [...value] : value;
  }
  return oauth.getSignature({ url: options.baseUrl, method: options.method, data: {} }, undefined, params as unknown as OAuth.Data);
}

/** WooCommerce undoes a `+` turned into a space by query decoding, then a second URL encoding. */
export function providedSignature(raw: string): string {
  const restored = raw.replace(/ /g, '+');
  try {
    return decodeURIComponent(restored);
  } catch {
    return restored;
  }
}

export function signatureMatches(expected: string, provided: string): boolean {
  return safeEqual(expected, providedSignature(provided));
}

/** Parameters of an `Authorization: OAuth k="v", …` header, URL-decoded (WC_REST_Authentication::parse_header). */
export function parseOAuthHeader(header: string | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (!header?.trim().startsWith('OAuth ')) return params;
  for (const match of header.matchAll(/(oauth_[a-z_-]*)=(:?"([^"]*)"|([^,]*))/g)) {
    const value = match[3] !== undefined && match[3] !== '' ? match[3] : (match[4] ?? '');
    try {
      params[match[1] as string] = decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      params[match[1] as string] = value;
    }
  }
  return params;
}
