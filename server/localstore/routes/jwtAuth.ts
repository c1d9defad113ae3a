/**
 * The "JWT Authentication for WP-API" plugin's routes (1.3.x), registered without a permission check:
 * POST /jwt-auth/v1/token (username or email + password, JSON or form body) and POST
 * /jwt-auth/v1/token/validate (Authorization: Bearer). Every failure is 403: a login failure is
 * `[jwt_auth] <WordPress error code>` with WordPress's HTML message (recorded 53), a token failure one of
 * the plugin's `jwt_auth_*` codes (recorded 54). Tokens: auth/jwt.ts.
 */
import { customerByEmail, customerByUsername, loadCustomer, saveCustomer, type Customer } from '../db/customers';
import { decoyCheck, hashPassword, needsRehash } from '../customers/passwords';
import { checkPassword, sanitizeUser } from '../customers/writeCustomer';
import type { Db } from '../db/open';
import { decodeToken, signToken, TokenError, userTokenKey } from '../auth/jwt';
import { noRoute, RestError } from '../errors';
import { validateBody } from '../http/bodySchema';
import { ok, type RestRequest, type Route, type RouteAnswer } from './route';

const loginError = (code: string, message: string) => new RestError(403, `[jwt_auth] ${code}`, message);
const tokenError = (code: string, message: string) => new RestError(403, code, message);

/** PHP's empty() on a string. */
const empty = (value: string): boolean => value === '' || value === '0';

/** get_param(): the JSON body first, then the form body and the query string; a scalar as PHP reads it. */
function param(request: RestRequest, name: string): string {
  const value = name in request.body ? request.body[name] : request.params.string(name);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === true) return '1';
  return '';
}

function isEmail(value: string): boolean {
  try {
    validateBody({ value }, { value: { type: 'string', format: 'email' } });
    return true;
  } catch {
    return false;
  }
}

/** sanitize_title() of a login, as wp_insert_user makes user_nicename. */
const nicename = (username: string): string =>
  sanitizeUser(username)
    .toLowerCase()
    .replace(/\./g, '-')
    .replace(/[^%a-z0-9 _-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * wp_authenticate(): the username/password check, then the email/password one (which takes over when
 * the login looks like an email address), with WordPress 6.8's codes and messages. A login that names
 * nobody still runs one password check (against a decoy hash), so its answer takes as long as a wrong
 * password's; a right password under an older hash is hashed again (wp_password_needs_rehash).
 */
function authenticate(request: RestRequest, rawUsername: string, rawPassword: string): Customer {
  const username = sanitizeUser(rawUsername);
  const password = rawPassword.trim();
  if (empty(username)) throw loginError('empty_username', '<strong>Error:</strong> The username field is empty.');
  if (empty(password)) throw loginError('empty_password', '<strong>Error:</strong> The password field is empty.');
  const lostPassword = ` <a href="${request.homeUrl}/my-account/lost-password/">Lost your password?</a>`;
  const byLogin = customerByUsername(request.db, username);
  if (byLogin && checkPassword(byLogin, password)) return rehashed(request.db, byLogin, password);
  const loginFailure = byLogin
    ? loginError(
        'incorrect_password',
        `<strong>Error:</strong> The password you entered for the username <strong>${username}</strong> is incorrect.${lostPassword}`,
      )
    : loginError(
        'invalid_username',
        `<strong>Error:</strong> The username <strong>${username}</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`,
      );
  if (!isEmail(username)) {
    if (!byLogin) decoyCheck(password);
    throw loginFailure;
  }
  const byEmail = customerByEmail(request.db, username);
  if (!byEmail) {
    // The username check ran a real comparison when it found someone; otherwise this is the only one.
    if (!byLogin) decoyCheck(password);
    throw loginError('invalid_email', 'Unknown email address. Check again or try your username.');
  }
  if (!checkPassword(byEmail, password)) {
    throw loginError(
      'incorrect_password',
      `<strong>Error:</strong> The password you entered for the email address <strong>${username}</strong> is incorrect.${lostPassword}`,
    );
  }
  return rehashed(request.db, byEmail, password);
}

/** A signed-in customer whose hash is older than WordPress 6.8's gets the new one (same token salt: tokens live on). */
function rehashed(db: Db, customer: Customer, password: string): Customer {
  if (!needsRehash(customer.passwordHash)) return customer;
  customer.passwordHash = hashPassword(password);
  saveCustomer(db, customer);
  return customer;
}

function generateToken(request: RestRequest): RouteAnswer {
  const customer = authenticate(request, param(request, 'username'), param(request, 'password'));
  const key = userTokenKey(request.jwtSecret, customer.id, customer.tokenSalt);
  return ok({
    token: signToken(key, request.homeUrl, customer.id, Math.floor(Date.now() / 1000)),
    user_email: customer.email,
    user_nicename: nicename(customer.username),
    user_display_name: customer.displayName,
  });
}

function validateToken(request: RestRequest): RouteAnswer {
  const header = request.authorization;
  if (!header) throw tokenError('jwt_auth_no_auth_header', 'Authorization header not found.');
  // sscanf($header, 'Bearer %s'): the word, any whitespace (even none), then the first non-blank run.
  const token = /^Bearer\s*(\S+)/.exec(header)?.[1];
  if (!token) throw tokenError('jwt_auth_bad_auth_header', 'Authorization header malformed.');
  let claims;
  try {
    claims = decodeToken(
      token,
      (userId) => {
        const customer = loadCustomer(request.db, userId);
        return customer && userTokenKey(request.jwtSecret, customer.id, customer.tokenSalt);
      },
      Math.floor(Date.now() / 1000),
    );
  } catch (error) {
    if (error instanceof TokenError) throw tokenError('jwt_auth_invalid_token', error.message);
    throw error;
  }
  if (claims.iss !== request.homeUrl) throw tokenError('jwt_auth_bad_iss', 'The iss do not match with this server');
  return ok({ code: 'jwt_auth_valid_token', data: { status: 200 } });
}

const postOnly = (): RouteAnswer => {
  throw noRoute();
};

export const jwtAuthRoutes: readonly Route[] = [
  { pattern: /^\/jwt-auth\/v1\/token$/i, allow: ['POST'], public: true, get: postOnly, writes: { POST: generateToken } },
  { pattern: /^\/jwt-auth\/v1\/token\/validate$/i, allow: ['POST'], public: true, get: postOnly, writes: { POST: validateToken } },
];
