/**
 * The local store's passwords as WordPress 6.8 keeps them: `$wp` bcrypt over an HMAC-SHA384 pre-hash (every
 * byte of a long password counts), older plain-bcrypt and phpass hashes still read and rewritten at the
 * next sign-in, and a login that names nobody costs the same bcrypt work as a wrong password.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import bcrypt from 'bcryptjs';
import { checkPasswordHash, hashPassword, needsRehash } from '../../../server/localstore/customers/passwords';
import { startTestStore, storeFetch, writeRequest, type TestStore } from './helpers/store';

let ts: TestStore;

beforeAll(async () => {
  ts = await startTestStore();
});
afterAll(async () => {
  await ts.close();
});

const token = async (username: string, password: string) => {
  const response = await storeFetch(`${ts.store.url}/wp-json/jwt-auth/v1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as { code?: string; user_email?: string } };
};

async function customer(email: string, password: string): Promise<number> {
  const created = await writeRequest<{ id: number }>(ts, 'POST', 'customers', { email, password });
  expect(created.status).toBe(201);
  return created.body.id;
}

function withDb<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(ts.dataDir, 'localstore.sqlite'));
  try {
    return use(db);
  } finally {
    db.close();
  }
}
const storedHash = (id: number) =>
  withDb((db) => (db.prepare('SELECT password_hash FROM customers WHERE id = ?').get(id) as { password_hash: string }).password_hash);
const storeHash = (id: number, hash: string) =>
  withDb((db) => db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hash, id));

describe('wp_hash_password (WordPress 6.8)', () => {
  it('is $wp + bcrypt (2y, cost 10) of base64(HMAC-SHA384(trim(password), "wp-sha384"))', () => {
    const hash = hashPassword('  Lunettes-du-soir-2026\n');
    expect(hash).toMatch(/^\$wp\$2y\$10\$[./A-Za-z0-9]{53}$/);
    // The formula spelt out independently: what a WordPress 6.8 site verifies.
    const preHash = crypto.createHmac('sha384', 'wp-sha384').update('Lunettes-du-soir-2026').digest('base64');
    expect(bcrypt.compareSync(preHash, hash.slice(3))).toBe(true);
    expect(checkPasswordHash('Lunettes-du-soir-2026', hash)).toBe(true);
    expect(checkPasswordHash('Lunettes-du-soir-2027', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(hashPassword('x'.repeat(4097))).toBe('*');
  });

  // Regression: bcrypt alone reads 72 bytes, so any password sharing the first 72 signed in.
  it('counts every byte of a password longer than 72 bytes', async () => {
    const prefix = 'Une phrase de passe assez longue pour depasser les soixante-douze octets ';
    expect(Buffer.byteLength(prefix)).toBeGreaterThanOrEqual(72);
    await customer('long.pass@example.test', `${prefix}numero un`);
    expect((await token('long.pass@example.test', `${prefix}numero un`)).status).toBe(200);
    const other = await token('long.pass@example.test', `${prefix}numero deux`);
    expect([other.status, other.body.code]).toEqual([403, '[jwt_auth] incorrect_password']);
  });
});

describe('wp_check_password reads older hashes, and a sign-in rewrites them', () => {
  // Regression: phpass hashes (WordPress up to 6.7) never matched.
  it('phpass portable ($P$): the reference vector signs in, then the hash is $wp', async () => {
    const id = await customer('old.phpass@example.test', 'Not-this-one-2026');
    // phpass's own test vector (PasswordHash(8, true)).
    storeHash(id, '$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0');
    expect((await token('old.phpass@example.test', 'test12346')).status).toBe(403);
    expect(storedHash(id)).toBe('$P$9IQRaTwmfeRo7ud9Fh4E2PdI0S3r.L0');
    const answer = await token('old.phpass@example.test', 'test12345');
    expect([answer.status, answer.body.user_email]).toEqual([200, 'old.phpass@example.test']);
    const rewritten = storedHash(id);
    expect(rewritten).toMatch(/^\$wp\$2y\$10\$/);
    expect((await token('old.phpass@example.test', 'test12345')).status).toBe(200);
  });

  it('plain bcrypt ($2y$, as PHP writes it)', async () => {
    const id = await customer('old.bcrypt@example.test', 'Not-this-one-2026');
    storeHash(id, bcrypt.hashSync('Ancienne-monture-2019', 10).replace(/^\$2b\$/, '$2y$'));
    expect((await token('old.bcrypt@example.test', 'Ancienne-monture-2018')).status).toBe(403);
    expect((await token('old.bcrypt@example.test', 'Ancienne-monture-2019')).status).toBe(200);
    expect(storedHash(id)).toMatch(/^\$wp\$2y\$10\$/);
  });
});

describe('a login that names nobody', () => {
  // Regression: an unknown email answered without any bcrypt work (about 10x faster than a known one).
  it('runs one bcrypt comparison, as a wrong password for a known email does', async () => {
    await customer('known.timing@example.test', 'Lunettes-du-soir-2026');
    const compare = jest.spyOn(bcrypt, 'compareSync');
    try {
      const known = await token('known.timing@example.test', 'Wrong-password-42');
      expect(known.body.code).toBe('[jwt_auth] incorrect_password');
      const forKnown = compare.mock.calls.length;
      compare.mockClear();
      const unknown = await token('nobody.timing@example.test', 'Wrong-password-42');
      expect(unknown.body.code).toBe('[jwt_auth] invalid_email');
      expect(forKnown).toBe(1);
      expect(compare.mock.calls.length).toBe(forKnown);
      compare.mockClear();
      // An unknown username (not an email) as well.
      expect((await token('nobody_timing', 'Wrong-password-42')).body.code).toBe('[jwt_auth] invalid_username');
      expect(compare.mock.calls.length).toBe(1);
    } finally {
      compare.mockRestore();
    }
  });
});
