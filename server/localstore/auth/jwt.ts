/**
 * The tokens of the "JWT Authentication for WP-API" plugin (1.3.x, firebase/php-jwt 6): HS256, header
 * `{"typ":"JWT","alg":"HS256"}`, claims `iss` (the site URL), `iat`, `nbf` (= iat), `exp` (iat + 7 days)
 * and `data.user.id` (a string, as WordPress hands the plugin the user's row). Decoding fails with
 * php-jwt's own messages, which the plugin forwards in `jwt_auth_invalid_token`.
 *
 * One difference, on purpose: the plugin signs every token with the site secret alone, so a token keeps
 * working until it expires even after a password change. Here the HMAC key of a token is derived from
 * the site secret and the customer's token salt (HMAC-SHA256(secret, "<id>:<salt>")); the salt is renewed
 * on every password change, so older tokens then fail as "Signature verification failed". The claims
 * and the wire format stay the plugin's. A token whose user does not exist fails the same way.
 *
 * The site secret (JWT_AUTH_SECRET_KEY) is 64 random bytes generated once and kept sealed (auth/sealer.ts)
 * in the options table; a lost sealing key means a new secret, and every token issued before is refused.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/open';
import { getOption, setOption } from '../db/schema';
import type { Sealer } from './sealer';

export const JWT_SECRET_OPTION = 'jwt_auth_secret_key';
const SEAL_CONTEXT = `options:${JWT_SECRET_OPTION}`;
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** php-jwt's supported algorithms: another one than HS256 is "Incorrect key for this algorithm". */
const PHP_JWT_ALGORITHMS = ['ES384', 'ES256', 'ES256K', 'HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'EdDSA'];

/** The site secret: unsealed from the options, or generated (and sealed) the first time. */
export function loadJwtSecret(db: Db, sealer: Sealer): { secret: Buffer; created: boolean } {
  const sealed = getOption(db, JWT_SECRET_OPTION);
  const plain = sealed === undefined ? undefined : sealer.unseal(sealed, SEAL_CONTEXT);
  if (plain !== undefined) return { secret: Buffer.from(plain, 'hex'), created: false };
  const secret = crypto.randomBytes(64);
  setOption(db, JWT_SECRET_OPTION, sealer.seal(secret.toString('hex'), SEAL_CONTEXT));
  return { secret, created: true };
}

/** The HMAC key of one customer's tokens. */
export const userTokenKey = (secret: Buffer, userId: number, tokenSalt: string): Buffer =>
  crypto.createHmac('sha256', secret).update(`${userId}:${tokenSalt}`).digest();

const b64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');

export interface TokenClaims {
  iss: string;
  iat: number;
  nbf: number;
  exp: number;
  data: { user: { id: string } };
}

export function signToken(key: Buffer, iss: string, userId: number, nowSeconds: number): string {
  const claims: TokenClaims = {
    iss,
    iat: nowSeconds,
    nbf: nowSeconds,
    exp: nowSeconds + WEEK_SECONDS,
    data: { user: { id: String(userId) } },
  };
  const signingInput = `${b64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))}.${b64url(JSON.stringify(claims))}`;
  return `${signingInput}.${crypto.createHmac('sha256', key).update(signingInput).digest('base64url')}`;
}

/** A decoding failure, with php-jwt's exception message. */
export class TokenError extends Error {}

/** php-jwt's urlsafeB64Decode (lenient, like PHP's base64_decode). */
const b64decode = (part: string): Buffer => Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

/** php-jwt's jsonDecode: PHP's json_decode errors as its messages. */
function jsonDecode(raw: Buffer): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw new TokenError('Malformed UTF-8 characters');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TokenError('Syntax error, malformed JSON');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** PHP's empty(). */
const phpEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || value === '0' || value === 0 || value === false;

/** php-jwt's date(DateTime::ISO8601) in UTC. */
const iso8601 = (seconds: number): string => `${new Date(seconds * 1000).toISOString().slice(0, 19)}+0000`;

/** The claims' user id (`data.user.id`) before the signature is checked, to find the key; undefined when absent. */
function claimedUserId(payload: Record<string, unknown>): number | undefined {
  const data = payload.data;
  const user = isObject(data) ? data.user : undefined;
  const id = isObject(user) ? user.id : undefined;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id);
  return undefined;
}

/**
 * JWT::decode as php-jwt 6 runs it (segments, header, claims, algorithm, signature, nbf, iat, exp), the
 * key found from the claimed user (`keyFor` answers undefined for an unknown user). Throws TokenError.
 */
export function decodeToken(token: string, keyFor: (userId: number) => Buffer | undefined, nowSeconds: number): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new TokenError('Wrong number of segments');
  const [headB64 = '', bodyB64 = '', sigB64 = ''] = parts;
  const header = jsonDecode(b64decode(headB64));
  if (header === null) throw new TokenError('Invalid header encoding');
  const payload = jsonDecode(b64decode(bodyB64));
  if (payload === null) throw new TokenError('Invalid claims encoding');
  if (!isObject(payload)) throw new TokenError('Payload must be a JSON object');
  const signature = b64decode(sigB64);
  const alg = isObject(header) ? header.alg : undefined;
  if (phpEmpty(alg)) throw new TokenError('Empty algorithm');
  if (typeof alg !== 'string' || !PHP_JWT_ALGORITHMS.includes(alg)) throw new TokenError('Algorithm not supported');
  if (alg !== 'HS256') throw new TokenError('Incorrect key for this algorithm');
  const userId = claimedUserId(payload);
  const key = userId === undefined ? undefined : keyFor(userId);
  const expected = key && crypto.createHmac('sha256', key).update(`${headB64}.${bodyB64}`).digest();
  if (!expected || expected.length !== signature.length || !crypto.timingSafeEqual(expected, signature)) {
    throw new TokenError('Signature verification failed');
  }
  const nbf = typeof payload.nbf === 'number' ? payload.nbf : undefined;
  const iat = typeof payload.iat === 'number' ? payload.iat : undefined;
  const exp = typeof payload.exp === 'number' ? payload.exp : undefined;
  if (nbf !== undefined && Math.floor(nbf) > nowSeconds) throw new TokenError(`Cannot handle token with nbf prior to ${iso8601(nbf)}`);
  if (nbf === undefined && iat !== undefined && Math.floor(iat) > nowSeconds) {
    throw new TokenError(`Cannot handle token with iat prior to ${iso8601(iat)}`);
  }
  if (exp !== undefined && nowSeconds >= exp) throw new TokenError('Expired token');
  return payload as unknown as TokenClaims;
}
