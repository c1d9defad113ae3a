/** Contact messages and newsletter sign-ups through the real server, kept in the storefront's SQLite file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { CONTACT_LIMITS, CONTACT_RATE_LIMITS, NEWSLETTER_RATE_LIMITS } from '../../server/src/content/rules';
import { storefrontDatabaseFile } from '../../server/src/storage/database';
import { startTestServer, type GraphQLResponse, type TestServer } from './helpers/testServer';

const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok errors { field code message } } }`;
const SUBSCRIBE = `mutation($input: NewsletterSubscriptionInput!) {
  subscribeToNewsletter(input: $input) { ok alreadySubscribed errors { field code } }
}`;
const CODES = `{
  contact: __type(name: "ContactErrorCode") { enumValues { name } }
  newsletter: __type(name: "NewsletterErrorCode") { enumValues { name } }
}`;

type ContactData = { sendContactMessage: { ok: boolean; errors: { field: string | null; code: string; message: string }[] } };
type SubscribeData = {
  subscribeToNewsletter: { ok: boolean; alreadySubscribed: boolean; errors: { field: string | null; code: string }[] };
};

interface MessageRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  created_at: string;
}
interface SubscriptionRow {
  email: string;
  email_key: string;
  language: string;
  source: string | null;
  created_at: string;
}

const valid = {
  name: 'Camille Martin',
  email: 'camille@example.fr',
  subject: 'Monture cassée',
  message: 'Bonjour,\nma monture est cassée.',
};

/** Reads the storefront database as another process would (read-only, while the server runs). */
function readRows<T>(dataDir: string, sql: string): T[] {
  const db = new Database(storefrontDatabaseFile(dataDir), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

let dataDir: string;
let server: TestServer;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-content-'));
  server = await startTestServer({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Posts a GraphQL request as a shopper at `address`: the app trusts the loopback proxy, so the test
 * (on 127.0.0.1) chooses the client address with X-Forwarded-For. Each call without an address comes
 * from a new one, so only the rate-limit tests meet the per-address limits.
 */
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;
async function gqlFrom<T>(target: TestServer, address: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${target.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResponse<T>;
}

const contact = async (input: Record<string, unknown>, address = nextAddress()) => {
  const result = await gqlFrom<ContactData>(server, address, CONTACT, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.sendContactMessage;
};
const subscribe = async (input: Record<string, unknown>, target: TestServer = server, address = nextAddress()) => {
  const result = await gqlFrom<SubscribeData>(target, address, SUBSCRIBE, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.subscribeToNewsletter;
};
const messages = () => readRows<MessageRow>(dataDir, 'SELECT * FROM contact_messages ORDER BY id');
const subscriptions = () => readRows<SubscriptionRow>(dataDir, 'SELECT * FROM newsletter_subscriptions ORDER BY id');

describe('sendContactMessage', () => {
  it('creates storefront.sqlite next to the local store, with its migrations recorded', () => {
    expect(fs.existsSync(path.join(dataDir, 'storefront.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'localstore.sqlite'))).toBe(true);
    expect(readRows<{ version: number }>(dataDir, 'SELECT version FROM schema_migrations')).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 3 },
      { version: 4 },
      { version: 5 },
      { version: 6 },
      { version: 7 },
      { version: 8 },
      { version: 9 },
      { version: 10 },
      { version: 11 },
    ]);
  });

  it('types its error codes as one enum per payload', async () => {
    const result = await server.gql<Record<'contact' | 'newsletter', { enumValues: { name: string }[] }>>(CODES);
    const names = (type: { enumValues: { name: string }[] }) => type.enumValues.map(({ name }) => name).sort();
    expect(names(result.data!.contact)).toEqual(['INVALID_EMAIL', 'RATE_LIMITED', 'REQUIRED', 'TOO_LONG']);
    expect(names(result.data!.newsletter)).toEqual(['INVALID_EMAIL', 'RATE_LIMITED', 'REQUIRED', 'TOO_LONG']);
  });

  it('answers REQUIRED for every field that is empty after trimming, and stores nothing', async () => {
    const answer = await contact({ name: '  ', email: '', subject: '\n\t', message: '   ' });
    expect(answer.ok).toBe(false);
    expect(answer.errors.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'name', code: 'REQUIRED' },
      { field: 'email', code: 'REQUIRED' },
      { field: 'subject', code: 'REQUIRED' },
      { field: 'message', code: 'REQUIRED' },
    ]);
    expect(answer.errors.every((error) => error.message.length > 0)).toBe(true);
    expect(messages()).toEqual([]);
  });

  it.each([
    'camille',
    'camille@',
    '@example.fr',
    'camille@example',
    'ca mille@example.fr',
    'camille@@example.fr',
    'camille..m@example.fr',
    '.camille@example.fr',
  ])('answers INVALID_EMAIL for %j', async (email) => {
    const answer = await contact({ ...valid, email });
    expect(answer).toEqual({ ok: false, errors: [expect.objectContaining({ field: 'email', code: 'INVALID_EMAIL' })] });
  });

  it('answers TOO_LONG past each maximum length, and accepts exactly the maximum', async () => {
    const long = {
      name: 'n'.repeat(CONTACT_LIMITS.name + 1),
      email: `${'e'.repeat(CONTACT_LIMITS.email - 'example.fr'.length)}@example.fr`,
      subject: 's'.repeat(CONTACT_LIMITS.subject + 1),
      message: 'm'.repeat(CONTACT_LIMITS.message + 1),
    };
    const answer = await contact(long);
    expect(answer.ok).toBe(false);
    expect(answer.errors.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'name', code: 'TOO_LONG' },
      { field: 'email', code: 'TOO_LONG' },
      { field: 'subject', code: 'TOO_LONG' },
      { field: 'message', code: 'TOO_LONG' },
    ]);
    expect(messages()).toEqual([]);
    // Characters, not UTF-16 units: 100 emoji are a 100-character name.
    const atMaximum = await contact({ ...valid, name: '😎'.repeat(CONTACT_LIMITS.name), message: 'm'.repeat(CONTACT_LIMITS.message) });
    expect(atMaximum).toEqual({ ok: true, errors: [] });
  });

  it('stores a valid message, trimmed, with its language and creation time', async () => {
    const before = messages().length;
    const startedAt = Date.now();
    const answer = await contact({ ...valid, name: '  Camille   Martin ', subject: ' Monture\ncassée ', language: 'EN' });
    expect(answer).toEqual({ ok: true, errors: [] });
    const rows = messages();
    expect(rows).toHaveLength(before + 1);
    const row = rows[rows.length - 1]!;
    expect(row).toMatchObject({
      name: 'Camille Martin',
      email: valid.email,
      subject: 'Monture cassée',
      message: valid.message,
      language: 'EN',
    });
    expect(Date.parse(row.created_at)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(Date.parse(row.created_at)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('defaults the language to FR', async () => {
    await contact({ ...valid, subject: 'Sans langue' });
    expect(messages().find((row) => row.subject === 'Sans langue')!.language).toBe('FR');
  });
});

describe('subscribeToNewsletter', () => {
  it('answers REQUIRED or INVALID_EMAIL and stores nothing', async () => {
    expect(await subscribe({ email: '   ' })).toEqual({
      ok: false,
      alreadySubscribed: false,
      errors: [{ field: 'email', code: 'REQUIRED' }],
    });
    expect(await subscribe({ email: 'not-an-address' })).toEqual({
      ok: false,
      alreadySubscribed: false,
      errors: [{ field: 'email', code: 'INVALID_EMAIL' }],
    });
    expect(subscriptions()).toEqual([]);
  });

  it('keeps one subscription per address, whatever its case', async () => {
    expect(await subscribe({ email: ' Jeanne.Dupont@Example.FR ', language: 'EN', source: 'home' })).toEqual({
      ok: true,
      alreadySubscribed: false,
      errors: [],
    });
    expect(await subscribe({ email: 'jeanne.dupont@example.fr', source: 'landing' })).toEqual({
      ok: true,
      alreadySubscribed: true,
      errors: [],
    });
    expect(await subscribe({ email: 'JEANNE.DUPONT@EXAMPLE.FR' })).toEqual({ ok: true, alreadySubscribed: true, errors: [] });
    const rows = subscriptions();
    expect(rows).toHaveLength(1);
    // The first sign-up is the one kept.
    expect(rows[0]).toMatchObject({
      email: 'Jeanne.Dupont@Example.FR',
      email_key: 'jeanne.dupont@example.fr',
      language: 'EN',
      source: 'home',
    });
    expect(Number.isNaN(Date.parse(rows[0]!.created_at))).toBe(false);
  });

  it('answers alreadySubscribed to simultaneous sign-ups of one address but one', async () => {
    const answers = await Promise.all(['twice@example.com', 'Twice@example.com', 'TWICE@example.com'].map((email) => subscribe({ email })));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => !answer.alreadySubscribed)).toHaveLength(1);
    expect(subscriptions().filter((row) => row.email_key === 'twice@example.com')).toHaveLength(1);
  });

  it('stores a missing source as null and the default language FR', async () => {
    await subscribe({ email: 'nosource@example.com' });
    expect(subscriptions().find((row) => row.email_key === 'nosource@example.com')).toMatchObject({ source: null, language: 'FR' });
  });
});

describe('rate limits', () => {
  const RATE_LIMITED = { field: null, code: 'RATE_LIMITED', message: expect.stringMatching(/too many attempts/i) };

  it('refuses a contact flood from one address, invalid attempts included, and keeps nothing past the limit', async () => {
    const address = '203.0.113.10';
    const before = messages().length;
    const allowed = CONTACT_RATE_LIMITS.perAddress.points;
    // Garbage counts against the address too.
    expect((await contact({ ...valid, email: 'nope' }, address)).errors[0]!.code).toBe('INVALID_EMAIL');
    for (let i = 1; i < allowed; i++)
      expect(await contact({ ...valid, email: `flood${i}@example.fr` }, address)).toEqual({ ok: true, errors: [] });
    expect(await contact({ ...valid, email: 'flood-over@example.fr', subject: 'over the limit' }, address)).toEqual({
      ok: false,
      errors: [RATE_LIMITED],
    });
    // Refused before validation: invalid input over the limit is refused the same way.
    expect(await contact({ name: '', email: '', subject: '', message: '' }, address)).toEqual({ ok: false, errors: [RATE_LIMITED] });
    expect(messages()).toHaveLength(before + allowed - 1);
    expect(messages().some((row) => row.subject === 'over the limit')).toBe(false);
    // Another client is not affected.
    expect(await contact({ ...valid, email: 'flood-over@example.fr' }, '203.0.113.11')).toEqual({ ok: true, errors: [] });
  });

  it('counts an IPv6 client by its /56, not by each of its addresses', async () => {
    const allowed = CONTACT_RATE_LIMITS.perAddress.points;
    for (let i = 0; i < allowed; i++)
      expect((await contact({ ...valid, email: `v6-${i}@example.fr` }, `2001:db8:42:${i}::1`)).ok).toBe(true);
    expect(await contact({ ...valid, email: 'v6-over@example.fr' }, '2001:db8:42:ff::9')).toEqual({ ok: false, errors: [RATE_LIMITED] });
  });

  it('refuses more messages for one email, whatever the address or case; invalid attempts do not use its quota', async () => {
    const email = 'Spam.Target@example.fr';
    // Invalid messages naming the email (no name) do not count against it.
    for (let i = 0; i < 4; i++) expect((await contact({ ...valid, name: '', email })).errors[0]!.code).toBe('REQUIRED');
    for (let i = 0; i < CONTACT_RATE_LIMITS.perEmail.points; i++)
      expect(await contact({ ...valid, email: i % 2 ? email.toLowerCase() : email })).toEqual({ ok: true, errors: [] });
    expect(await contact({ ...valid, email: email.toUpperCase(), subject: 'one too many' })).toEqual({ ok: false, errors: [RATE_LIMITED] });
    expect(messages().filter((row) => row.email.toLowerCase() === email.toLowerCase())).toHaveLength(CONTACT_RATE_LIMITS.perEmail.points);
  });

  it('refuses a sign-up flood from one address (invalid ones included) and keeps nothing past the limit', async () => {
    const address = '203.0.113.20';
    const allowed = NEWSLETTER_RATE_LIMITS.perAddress.points;
    expect((await subscribe({ email: 'garbage' }, server, address)).errors).toEqual([{ field: 'email', code: 'INVALID_EMAIL' }]);
    for (let i = 1; i < allowed; i++) expect((await subscribe({ email: `signup${i}@example.com` }, server, address)).ok).toBe(true);
    expect(await subscribe({ email: 'signup-over@example.com' }, server, address)).toEqual({
      ok: false,
      alreadySubscribed: false,
      errors: [{ field: null, code: 'RATE_LIMITED' }],
    });
    expect(subscriptions().some((row) => row.email_key === 'signup-over@example.com')).toBe(false);
    expect((await subscribe({ email: 'signup-over@example.com' }, server, '203.0.113.21')).ok).toBe(true);
  });

  it('refuses more sign-ups of one email from many addresses; invalid ones do not use its quota', async () => {
    const email = 'popular@example.com';
    expect((await subscribe({ email, source: 's'.repeat(51) })).errors).toEqual([{ field: 'source', code: 'TOO_LONG' }]);
    for (let i = 0; i < NEWSLETTER_RATE_LIMITS.perEmail.points; i++) expect((await subscribe({ email })).ok).toBe(true);
    expect(await subscribe({ email: 'POPULAR@example.com' })).toEqual({
      ok: false,
      alreadySubscribed: false,
      errors: [{ field: null, code: 'RATE_LIMITED' }],
    });
    expect(subscriptions().filter((row) => row.email_key === email)).toHaveLength(1);
  });
});

describe('restart', () => {
  it('keeps messages and subscriptions, and applies no migration twice', async () => {
    const kept = { messages: messages().length, subscriptions: subscriptions().length };
    expect(kept.messages).toBeGreaterThan(0);
    await server.close();
    server = await startTestServer({ DATA_DIR: dataDir, TRUST_PROXY: 'loopback' });
    expect(messages()).toHaveLength(kept.messages);
    expect(subscriptions()).toHaveLength(kept.subscriptions);
    expect(await subscribe({ email: 'JEANNE.dupont@example.fr' })).toEqual({ ok: true, alreadySubscribed: true, errors: [] });
    expect(readRows<{ version: number }>(dataDir, 'SELECT version FROM schema_migrations')).toEqual([
      { version: 1 },
      { version: 2 },
      { version: 3 },
      { version: 4 },
      { version: 5 },
      { version: 6 },
      { version: 7 },
      { version: 8 },
      { version: 9 },
      { version: 10 },
      { version: 11 },
    ]);
  });
});

describe('storage failure', () => {
  it('is a GraphQL error, never a false ok', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-content-broken-'));
    const broken = await startTestServer({ DATA_DIR: other });
    try {
      // Another process breaks the database under the running server.
      const db = new Database(storefrontDatabaseFile(other));
      db.exec('DROP TABLE contact_messages');
      db.close();
      const result = await broken.gql<ContactData>(CONTACT, { input: valid });
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['INTERNAL_SERVER_ERROR']);
      // The database's own message stays in the log.
      expect(JSON.stringify(result.errors)).not.toMatch(/contact_messages|SQLITE/i);
    } finally {
      await broken.close();
      fs.rmSync(other, { recursive: true, force: true });
    }
  });
});
