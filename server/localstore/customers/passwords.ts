/**
 * Passwords as WordPress 6.8 keeps them (wp_hash_password, wp_check_password, wp_password_needs_rehash):
 * bcrypt (cost 10) over a pre-hash, `'$wp' . password_hash(base64_encode(hash_hmac('sha384', trim($password),
 * 'wp-sha384', true)), PASSWORD_BCRYPT)`, so every byte of a long password counts (bcrypt alone reads 72).
 * A check still reads what older WordPress sites hold: plain bcrypt (`$2y$`, as the roots plugin or an
 * earlier local store wrote) and phpass portable hashes (`$P$`, WordPress up to 6.7).
 */
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';

/** PASSWORD_BCRYPT's default cost, which WordPress keeps. */
export const BCRYPT_COST = 10;

/** wp_hash_password and wp_check_password refuse anything longer. */
const MAX_PASSWORD_BYTES = 4096;

/** PHP's trim(): spaces, tabs, new lines, carriage returns, NUL and vertical tabs at both ends. */
const PHP_TRIMMED = new Set([' ', '\t', '\n', '\r', '\0', '\v']);
export function phpTrim(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && PHP_TRIMMED.has(value[start]!)) start += 1;
  while (end > start && PHP_TRIMMED.has(value[end - 1]!)) end -= 1;
  return value.slice(start, end);
}

const preHash = (password: string): string => crypto.createHmac('sha384', 'wp-sha384').update(password, 'utf8').digest('base64');

/** PHP writes `$2y$`; bcryptjs `$2b$`: the same algorithm, spelt as WordPress's own hashes are. */
const phpSalt = (): string => bcrypt.genSaltSync(BCRYPT_COST).replace(/^\$2b\$/, '$2y$');

const tooLong = (password: string): boolean => Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;

/** wp_hash_password(): `$wp$2y$10$...`, or `*` (never matched) for a password over 4,096 bytes. */
export function hashPassword(password: string): string {
  if (tooLong(password)) return '*';
  return `$wp${bcrypt.hashSync(preHash(phpTrim(password)), phpSalt())}`;
}

/** wp_check_password(): the password (already trimmed by wp_authenticate) against any hash WordPress reads. */
export function checkPasswordHash(password: string, hash: string): boolean {
  if (tooLong(password)) return false;
  if (hash.startsWith('$wp')) return bcrypt.compareSync(preHash(password), hash.slice(3));
  if (hash.startsWith('$P$')) return checkPhpass(password, hash);
  if (/^\$2[aby]\$/.test(hash)) return bcrypt.compareSync(password, hash);
  return false;
}

/** wp_password_needs_rehash(): anything but this cost's `$wp` bcrypt is rewritten at the next sign-in. */
export const needsRehash = (hash: string): boolean => !hash.startsWith(`$wp$2y$${String(BCRYPT_COST).padStart(2, '0')}$`);

/**
 * A hash of no one's password, made once: the check for a login that names nobody runs against it, so
 * an unknown account costs the same bcrypt work as a wrong password, and the answer's time tells nothing.
 */
let decoy: string | undefined;
export function decoyCheck(password: string): false {
  decoy ??= hashPassword(crypto.randomBytes(18).toString('base64'));
  checkPasswordHash(password, decoy);
  return false;
}

const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** phpass's encode64. */
function encode64(input: Buffer, count: number): string {
  let output = '';
  let i = 0;
  do {
    let value = input[i++]!;
    output += ITOA64[value & 0x3f];
    if (i < count) value |= input[i]! << 8;
    output += ITOA64[(value >> 6) & 0x3f];
    if (i++ >= count) break;
    if (i < count) value |= input[i]! << 16;
    output += ITOA64[(value >> 12) & 0x3f];
    if (i++ >= count) break;
    output += ITOA64[(value >> 18) & 0x3f];
  } while (i < count);
  return output;
}

/** phpass PasswordHash(8, true)->CheckPassword() for a portable `$P$` hash: iterated MD5 over salt and password. */
function checkPhpass(password: string, hash: string): boolean {
  if (hash.length !== 34) return false;
  const countLog2 = ITOA64.indexOf(hash[3]!);
  if (countLog2 < 7 || countLog2 > 30) return false;
  const salt = hash.slice(4, 12);
  const secret = Buffer.from(password, 'utf8');
  let digest = crypto.createHash('md5').update(salt).update(secret).digest();
  for (let count = 1 << countLog2; count > 0; count -= 1) digest = crypto.createHash('md5').update(digest).update(secret).digest();
  const computed = Buffer.from(hash.slice(0, 12) + encode64(digest, 16));
  const stored = Buffer.from(hash);
  return computed.length === stored.length && crypto.timingSafeEqual(computed, stored);
}
