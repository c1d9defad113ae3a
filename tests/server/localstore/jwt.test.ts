/**
 * The JWT Authentication for WP-API plugin's routes as a genuine store answers them (recorded 50, 51,
 * 53, 54): tokens by username or by email (JSON or form body), the plugin's claims, WordPress's login
 * errors, validation codes, and tokens refused once the customer's password has changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { decodeToken, signToken, TokenError } from '../../../server/localstore/auth/jwt';
import { startTestStore, storeFetch, writeRequest, type TestStore } from './helpers/store';

type Json = Record<string, unknown>;

interface TokenJson {
  token: string;
  user_email: string;
  user_nicename: string;
  user_display_name: string;
}

interface ErrorJson {
  code: string;
  message: string;
  data: { status: number };
}

const fixture = (name: string): Json => JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8')) as Json;
const recordedToken = fixture('50-jwt-token.json');
const recordedValid = fixture('51-jwt-validate.json');
const recordedBadPassword = fixture('53-jwt-token-bad-password.json');
const recordedBadToken = fixture('54-jwt-bad-token-wc-products.json');

const decodePart = (part: string): Json => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json;

let ts: TestStore;
let marieId: number;

async function call<T>(
  route: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await storeFetch(`${ts.store.url}/wp-json/jwt-auth/v1/${route}`, { method: 'POST', ...init });
  return { status: response.status, body: (await response.json()) as T };
}

const token = (body: Json) =>
  call<TokenJson & ErrorJson>('token', { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
const validate = (authorization?: string) =>
  call<ErrorJson>('token/validate', authorization === undefined ? {} : { headers: { Authorization: authorization } });

beforeAll(async () => {
  ts = await startTestStore();
  const created = await writeRequest<{ id: number }>(ts, 'POST', 'customers', {
    email: 'marie.dupont@realwoo.test',
    password: 'Tr0ub4dor&3',
    first_name: 'Marie',
  });
  expect(created.status).toBe(201);
  marieId = created.body.id;
});

afterAll(async () => {
  await ts.close();
});

describe('POST /jwt-auth/v1/token', () => {
  it('answers the recorded shape for a username, and the plugin claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = await token({ username: 'marie.dupont', password: 'Tr0ub4dor&3' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(Object.keys(recordedToken));
    expect(answer.body).toMatchObject({
      user_email: 'marie.dupont@realwoo.test',
      user_nicename: 'marie-dupont',
      user_display_name: 'marie.dupont',
    });
    const [header, payload, signature] = answer.body.token.split('.') as [string, string, string];
    const [recordedHeader, recordedPayload] = (recordedToken.token as string).split('.') as [string, string];
    expect(Buffer.from(header, 'base64url').toString()).toBe(Buffer.from(recordedHeader, 'base64url').toString());
    const claims = decodePart(payload);
    expect(Object.keys(claims)).toEqual(Object.keys(decodePart(recordedPayload)));
    expect(claims.iss).toBe(ts.store.url);
    expect(claims.nbf).toBe(claims.iat);
    expect(claims.iat as number).toBeGreaterThanOrEqual(before);
    expect(claims.exp).toBe((claims.iat as number) + 7 * 24 * 3600);
    expect(claims.data).toEqual({ user: { id: String(marieId) } });
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('takes an email as the username, and a form body', async () => {
    expect((await token({ username: 'Marie.Dupont@realwoo.test', password: 'Tr0ub4dor&3' })).status).toBe(200);
    const form = await call<TokenJson>('token', {
      body: 'username=marie.dupont%40realwoo.test&password=Tr0ub4dor%263',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    expect(form.body.user_email).toBe('marie.dupont@realwoo.test');
  });

  it('refuses a wrong password with the recorded code and message', async () => {
    const answer = await token({ username: 'marie.dupont', password: 'wrong' });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(recordedBadPassword.code);
    expect(answer.body.message).toBe(
      (recordedBadPassword.message as string)
        .replace('<strong>admin</strong>', '<strong>marie.dupont</strong>')
        .replace('http://127.0.0.1:8080', ts.store.url),
    );
    expect(answer.body.data).toEqual({ status: 403 });
    const byEmail = await token({ username: 'marie.dupont@realwoo.test', password: 'wrong' });
    expect(byEmail.body).toEqual({
      code: '[jwt_auth] incorrect_password',
      message: `<strong>Error:</strong> The password you entered for the email address <strong>marie.dupont@realwoo.test</strong> is incorrect. <a href="${ts.store.url}/my-account/lost-password/">Lost your password?</a>`,
      data: { status: 403 },
    });
  });

  it('names unknown users and missing fields as WordPress does', async () => {
    expect((await token({ username: 'nobody', password: 'x' })).body).toEqual({
      code: '[jwt_auth] invalid_username',
      message:
        '<strong>Error:</strong> The username <strong>nobody</strong> is not registered on this site. If you are unsure of your username, try your email address instead.',
      data: { status: 403 },
    });
    expect((await token({ username: 'nobody@example.test', password: 'x' })).body).toEqual({
      code: '[jwt_auth] invalid_email',
      message: 'Unknown email address. Check again or try your username.',
      data: { status: 403 },
    });
    expect((await token({ password: 'x' })).body).toEqual({
      code: '[jwt_auth] empty_username',
      message: '<strong>Error:</strong> The username field is empty.',
      data: { status: 403 },
    });
    expect((await token({ username: 'marie.dupont' })).body).toEqual({
      code: '[jwt_auth] empty_password',
      message: '<strong>Error:</strong> The password field is empty.',
      data: { status: 403 },
    });
  });

  it('is POST only', async () => {
    const response = await storeFetch(`${ts.store.url}/wp-json/jwt-auth/v1/token`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorJson).code).toBe('rest_no_route');
  });
});

describe('POST /jwt-auth/v1/token/validate', () => {
  it('accepts a fresh token with the recorded answer', async () => {
    const issued = await token({ username: 'marie.dupont', password: 'Tr0ub4dor&3' });
    const answer = await validate(`Bearer ${issued.body.token}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(recordedValid);
  });

  it('answers the plugin codes for a missing, malformed or bad header', async () => {
    expect((await validate()).body).toEqual({
      code: 'jwt_auth_no_auth_header',
      message: 'Authorization header not found.',
      data: { status: 403 },
    });
    expect((await validate('Basic abc')).body).toEqual({
      code: 'jwt_auth_bad_auth_header',
      message: 'Authorization header malformed.',
      data: { status: 403 },
    });
    const garbage = await validate('Bearer not-a-token');
    expect([garbage.status, garbage.body]).toEqual([
      403,
      { code: 'jwt_auth_invalid_token', message: 'Wrong number of segments', data: { status: 403 } },
    ]);
    // The recorded bad token: segments that decode to bytes that are not UTF-8.
    const malformed = await validate('Bearer abc.def.ghi');
    expect(malformed.body).toEqual(recordedBadToken);
  });

  it('refuses a token with a forged signature', async () => {
    const issued = await token({ username: 'marie.dupont', password: 'Tr0ub4dor&3' });
    const [header, payload, signature] = issued.body.token.split('.') as [string, string, string];
    const claims = decodePart(payload);
    const forged = Buffer.from(JSON.stringify({ ...claims, data: { user: { id: '3' } } })).toString('base64url');
    expect((await validate(`Bearer ${header}.${forged}.${signature}`)).body.message).toBe('Signature verification failed');
    const tampered = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await validate(`Bearer ${header}.${payload}.${tampered}`)).body.code).toBe('jwt_auth_invalid_token');
  });

  it('refuses tokens issued before a password change, accepts new ones', async () => {
    const issued = await token({ username: 'marie.dupont', password: 'Tr0ub4dor&3' });
    expect((await validate(`Bearer ${issued.body.token}`)).status).toBe(200);
    expect((await writeRequest(ts, 'PUT', `customers/${marieId}`, { password: 'correct horse battery' })).status).toBe(200);
    const old = await validate(`Bearer ${issued.body.token}`);
    expect([old.status, old.body]).toEqual([
      403,
      { code: 'jwt_auth_invalid_token', message: 'Signature verification failed', data: { status: 403 } },
    ]);
    expect((await token({ username: 'marie.dupont', password: 'Tr0ub4dor&3' })).body.code).toBe('[jwt_auth] incorrect_password');
    const fresh = await token({ username: 'marie.dupont', password: 'correct horse battery' });
    expect((await validate(`Bearer ${fresh.body.token}`)).status).toBe(200);
  });

  it('does not log anyone in on WooCommerce routes (the plugin hook is not implemented)', async () => {
    const issued = await token({ username: 'marie.dupont', password: 'correct horse battery' });
    const response = await storeFetch(`${ts.store.url}/wp-json/wc/v3/customers`, {
      headers: { Authorization: `Bearer ${issued.body.token}` },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorJson).code).toBe('woocommerce_rest_cannot_view');
  });

  it('keeps the secret sealed in the options, never in clear', () => {
    const db = new Database(path.join(ts.dataDir, 'localstore.sqlite'), { readonly: true });
    const row = db.prepare("SELECT value FROM options WHERE name = 'jwt_auth_secret_key'").get() as { value: string };
    db.close();
    expect(row.value).toMatch(/^v1\./);
  });
});

describe('a restarted store', () => {
  it('keeps its secret, and refuses a token whose iss is not its URL any more (another port)', async () => {
    const issued = await token({ username: 'marie.dupont', password: 'correct horse battery' });
    const secretRow = () => {
      const db = new Database(path.join(ts.dataDir, 'localstore.sqlite'), { readonly: true });
      const row = db.prepare("SELECT value FROM options WHERE name = 'jwt_auth_secret_key'").get() as { value: string };
      db.close();
      return row.value;
    };
    const sealed = secretRow();
    await ts.store.close();
    ts = await startTestStore({ dataDir: ts.dataDir });
    expect(secretRow()).toBe(sealed);
    const old = await validate(`Bearer ${issued.body.token}`);
    expect([old.status, old.body]).toEqual([
      403,
      { code: 'jwt_auth_bad_iss', message: 'The iss do not match with this server', data: { status: 403 } },
    ]);
    const fresh = await token({ username: 'marie.dupont', password: 'correct horse battery' });
    expect((await validate(`Bearer ${fresh.body.token}`)).status).toBe(200);
  });
});

describe('decodeToken (php-jwt checks)', () => {
  const key = Buffer.alloc(32, 7);
  const keyFor = (id: number) => (id === 2 ? key : undefined);
  const failure = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      if (error instanceof TokenError) return error.message;
      throw error;
    }
    return 'no failure';
  };

  it('decodes its own tokens', () => {
    const claims = decodeToken(signToken(key, 'https://shop.test', 2, 1000), keyFor, 1000);
    expect(claims).toEqual({ iss: 'https://shop.test', iat: 1000, nbf: 1000, exp: 1000 + 604800, data: { user: { id: '2' } } });
  });

  it('refuses expired and not yet valid tokens, unknown users and other algorithms', () => {
    const issued = signToken(key, 'https://shop.test', 2, 1000);
    expect(failure(() => decodeToken(issued, keyFor, 1000 + 604800))).toBe('Expired token');
    expect(failure(() => decodeToken(issued, keyFor, 999))).toBe('Cannot handle token with nbf prior to 1970-01-01T00:16:40+0000');
    expect(failure(() => decodeToken(signToken(key, 'https://shop.test', 3, 1000), keyFor, 1000))).toBe('Signature verification failed');
    const [, payload, signature] = issued.split('.') as [string, string, string];
    const header = (alg: string) => Buffer.from(JSON.stringify({ typ: 'JWT', alg })).toString('base64url');
    expect(failure(() => decodeToken(`${header('RS256')}.${payload}.${signature}`, keyFor, 1000))).toBe('Incorrect key for this algorithm');
    expect(failure(() => decodeToken(`${header('none')}.${payload}.${signature}`, keyFor, 1000))).toBe('Algorithm not supported');
    expect(failure(() => decodeToken(`${header('')}.${payload}.${signature}`, keyFor, 1000))).toBe('Empty algorithm');
    expect(failure(() => decodeToken(`e30.bnVsbA.${signature}`, keyFor, 1000))).toBe('Invalid claims encoding');
    expect(failure(() => decodeToken(`${Buffer.from('{').toString('base64url')}.${payload}.${signature}`, keyFor, 1000))).toBe(
      'Syntax error, malformed JSON',
    );
  });
});
