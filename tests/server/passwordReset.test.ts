/**
 * Password reset (issue 24, part 2), through the real server over the local store: the same answer for
 * any email, a mail with a single-use link valid an hour (kept hashed, replaced by a newer request), the
 * one password rule, the store's password changed, every session ended, this one signed in; limits.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { OutboxEntry } from '../../server/src/mail/message';
import { ME, newCustomer, register, signIn, type AccountPayload } from './helpers/accountOps';
import { gqlSession } from './helpers/gqlSession';
import { startSmtpSink } from './helpers/smtpSink';
import { startTestServer, type TestServer } from './helpers/testServer';

jest.setTimeout(120_000);

const REQUEST = `mutation Request($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { accepted errors { field code } } }`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { customer { id email } errors { field code message } } }`;
const LINK = `query Link($token: String!) { passwordResetLink(token: $token) }`;
const NEW_PASSWORD = 'Monture-ecaille-1987!';

type RequestAnswer = { requestPasswordReset: { accepted: boolean; errors: { field: string | null; code: string }[] } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://shop.example.com' });
});
afterAll(() => server.close());

async function ask(email: string, language = 'FR', session = gqlSession(server.url)) {
  const answer = await session.gql<RequestAnswer>(REQUEST, { input: { email, language } });
  await server.services.passwordResets.idle();
  return answer;
}

async function mailsTo(email: string): Promise<OutboxEntry[]> {
  return server.services.mailer.outbox.list({ to: email });
}

/** The token of the latest reset link mailed to `email`. */
async function latestToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = /https:\/\/shop\.example\.com\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  if (!link) throw new Error(`no reset link in ${mail?.text}`);
  return link[1]!;
}

const reset = (token: string, password = NEW_PASSWORD, session = gqlSession(server.url)) =>
  session.gql<{ resetPassword: AccountPayload }>(RESET, { input: { token, newPassword: password, confirmPassword: password } });

const linkState = async (token: string) => (await server.gql<{ passwordResetLink: string }>(LINK, { token })).data!.passwordResetLink;

function storefrontDb() {
  return new Database(path.join(server.dataDir, 'storefront.sqlite'));
}

test('an email with an account and one without get the same answer; only the account gets a mail, in its language', async () => {
  const account = await register(gqlSession(server.url), newCustomer('reset'));
  const known = await ask(account.email, 'EN');
  const unknown = await ask(`nobody-${Date.now()}@example.com`, 'EN');
  expect(known).toEqual(unknown);
  expect(known.data!.requestPasswordReset).toEqual({ accepted: true, errors: [] });
  const [mail] = await mailsTo(account.email);
  expect(mail).toMatchObject({ kind: 'password_reset', language: 'EN', subject: 'Reset your Maison Lumière password', state: 'kept' });
  expect(mail!.text).toContain('valid for one hour');
  // Links come from PUBLIC_URL only.
  expect(mail!.html).toContain('https://shop.example.com/reset-password?token=');
  expect(await mailsTo(`nobody@example.com`)).toHaveLength(0);
});

test('the link resets the password once: the rule applies, every session ends, this device is signed in, the old password is refused', async () => {
  const form = newCustomer('lost');
  const first = gqlSession(server.url);
  const account = await register(first, form);
  const second = gqlSession(server.url);
  expect((await signIn(second, account.email, form.password)).customer).not.toBeNull();
  await ask(account.email);
  const token = await latestToken(account.email);
  expect(await latestToken(account.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await linkState(token)).toBe('VALID');

  // Kept only as its hash.
  const db = storefrontDb();
  const row = db.prepare('SELECT token_hash FROM password_resets WHERE customer_id = ?').get(Number(account.id)) as { token_hash: string };
  db.close();
  expect(row.token_hash).toBe(crypto.createHash('sha256').update(token).digest('hex'));

  const device = gqlSession(server.url);
  const weak = await reset(token, 'password1', device);
  expect(weak.data!.resetPassword.errors.map((e) => e.code)).toEqual(['PASSWORD_TOO_WEAK']);
  const mismatch = await device.gql<{ resetPassword: AccountPayload }>(RESET, {
    input: { token, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
  });
  expect(mismatch.data!.resetPassword.errors.map((e) => e.code)).toEqual(['PASSWORDS_DO_NOT_MATCH']);
  // A refused password leaves the link working.
  expect(await linkState(token)).toBe('VALID');

  const done = await reset(token, NEW_PASSWORD, device);
  expect(done.data!.resetPassword).toMatchObject({ customer: { id: account.id, email: account.email }, errors: [] });
  expect((await device.gql<{ me: { id: string } | null }>(ME)).data!.me?.id).toBe(account.id);
  expect((await first.gql<{ me: unknown }>(ME)).data!.me).toBeNull();
  expect((await second.gql<{ me: unknown }>(ME)).data!.me).toBeNull();

  expect((await signIn(gqlSession(server.url), account.email, form.password)).errors.map((e) => e.code)).toEqual(['INVALID_CREDENTIALS']);
  expect((await signIn(gqlSession(server.url), account.email, NEW_PASSWORD)).customer?.id).toBe(account.id);

  const again = await reset(token, 'Another-long-passphrase-42');
  expect(again.data!.resetPassword.errors.map((e) => e.code)).toEqual(['RESET_LINK_INVALID']);
  expect(await linkState(token)).toBe('INVALID');
});

test('a newer request replaces the link; an expired link is refused', async () => {
  const account = await register(gqlSession(server.url), newCustomer('twice'));
  await ask(account.email);
  const older = await latestToken(account.email);
  await ask(account.email);
  const newer = await latestToken(account.email);
  expect(newer).not.toBe(older);
  expect(await linkState(older)).toBe('INVALID');
  expect((await reset(older)).data!.resetPassword.errors.map((e) => e.code)).toEqual(['RESET_LINK_INVALID']);

  // An hour later (the link's expiry moved back instead of waiting).
  const db = storefrontDb();
  db.prepare('UPDATE password_resets SET expires_at = ? WHERE customer_id = ?').run(
    new Date(Date.now() - 1000).toISOString(),
    Number(account.id),
  );
  db.close();
  expect(await linkState(newer)).toBe('EXPIRED');
  expect((await reset(newer)).data!.resetPassword.errors.map((e) => e.code)).toEqual(['RESET_LINK_EXPIRED']);
  // Forgotten once seen expired.
  expect(await linkState(newer)).toBe('INVALID');
});

test('malformed input and tokens are refused; requests are limited per email and per address', async () => {
  expect((await ask('not-an-email')).data!.requestPasswordReset).toEqual({
    accepted: false,
    errors: [{ field: 'email', code: 'INVALID_EMAIL' }],
  });
  expect((await reset('short')).data!.resetPassword.errors.map((e) => e.code)).toEqual(['RESET_LINK_INVALID']);
  expect(await linkState('x'.repeat(43))).toBe('INVALID');

  const email = `limited-${Date.now()}@example.com`;
  for (let i = 0; i < 3; i += 1) expect((await ask(email)).data!.requestPasswordReset.accepted).toBe(true);
  expect((await ask(email)).data!.requestPasswordReset.errors.map((e) => e.code)).toEqual(['TOO_MANY_ATTEMPTS']);

  // 10 per address per hour: this test's address has used some above; new emails run it out.
  let refused = 0;
  for (let i = 0; i < 12; i += 1) {
    const answer = await ask(`address-${i}-${Date.now()}@example.com`);
    if (!answer.data!.requestPasswordReset.accepted) refused += 1;
  }
  expect(refused).toBeGreaterThan(0);
});

test('with SMTP the reset mail goes out once and the outbox keeps no link', async () => {
  const sink = await startSmtpSink();
  const smtpServer = await startTestServer({ SMTP_URL: sink.url });
  try {
    const account = await register(gqlSession(smtpServer.url), newCustomer('smtp'));
    await gqlSession(smtpServer.url).gql(REQUEST, { input: { email: account.email, language: 'FR' } });
    await smtpServer.services.passwordResets.idle();
    const [mail] = await sink.waitFor(1);
    expect(mail!.subject).toBe('Réinitialisation de votre mot de passe Maison Lumière');
    expect(mail!.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('Choisir un nouveau mot de passe');
    await smtpServer.services.mailer.idle();
    const [kept] = await smtpServer.services.mailer.outbox.list({ to: account.email });
    expect(kept).toMatchObject({ state: 'sent' });
    expect(kept!.text).not.toContain('token=');
  } finally {
    await smtpServer.close();
    await sink.close();
  }
});
