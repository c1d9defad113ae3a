/** The shop owner's inbox command over a real storefront database. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentRepository } from '../../server/src/content/repository';
import { openStorefrontStorage } from '../../server/src/storage/database';

const root = path.resolve(__dirname, '../..');
let dataDir: string;

function inbox(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/inbox.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-inbox-'));
  const storage = openStorefrontStorage(dataDir);
  const repository = new ContentRepository(storage.db);
  repository.saveContactMessage(
    { name: 'Camille Martin', email: 'camille@example.fr', subject: 'Monture', message: 'Ancien message', language: 'FR' },
    new Date('2025-09-01T10:00:00Z'),
  );
  repository.saveContactMessage(
    { name: 'Ann Lee', email: 'ann@example.com', subject: 'Lens question', message: 'Line one\nline two', language: 'EN' },
    new Date('2025-10-02T10:00:00Z'),
  );
  repository.subscribe({ email: 'a@example.fr', language: 'FR', source: 'home' }, new Date('2025-10-01T08:00:00Z'));
  repository.subscribe({ email: 'b"quote,comma@example.com', language: 'EN', source: null }, new Date('2025-10-03T08:00:00Z'));
  storage.close();
}, 30_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('lists messages newest first, since a date', () => {
  const all = inbox('messages');
  expect(all.status).toBe(0);
  expect(all.stdout.indexOf('Ann Lee <ann@example.com>')).toBeLessThan(all.stdout.indexOf('Camille Martin <camille@example.fr>'));
  expect(all.stdout).toContain('Subject: Lens question\n\nLine one\nline two');

  const recent = inbox('messages', '--since', '2025-10-01', '--json');
  expect(recent.status).toBe(0);
  expect(JSON.parse(recent.stdout)).toEqual([
    expect.objectContaining({ name: 'Ann Lee', language: 'EN', createdAt: '2025-10-02T10:00:00.000Z' }),
  ]);
}, 30_000);

test('exports subscribers as CSV with quoting', () => {
  const run = inbox('subscribers');
  expect(run.status).toBe(0);
  expect(run.stdout).toBe(
    'email,language,source,subscribed_at\n' +
      'a@example.fr,FR,home,2025-10-01T08:00:00.000Z\n' +
      '"b""quote,comma@example.com",EN,,2025-10-03T08:00:00.000Z\n',
  );
}, 30_000);

test('refuses an unknown command or a bad date with the usage', () => {
  const unknown = inbox('delete');
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain('usage: npm run inbox');
  const badDate = inbox('messages', '--since', 'yesterday-ish');
  expect(badDate.status).toBe(2);
  expect(badDate.stderr).toContain('not a date');
}, 30_000);

test('unsubscribes an address in any case, and says when it was not subscribed', () => {
  const first = inbox('unsubscribe', 'A@Example.FR');
  expect(first.status).toBe(0);
  expect(first.stdout).toBe('A@Example.FR unsubscribed.\n');
  expect(inbox('unsubscribe', 'a@example.fr').stdout).toBe('a@example.fr was not subscribed.\n');
  expect(inbox('subscribers').stdout).not.toContain('a@example.fr');
  expect(inbox('unsubscribe').status).toBe(2);
}, 30_000);

test('erases every message and the subscription of an address, and nothing else', () => {
  const storage = openStorefrontStorage(dataDir);
  const repository = new ContentRepository(storage.db);
  repository.subscribe({ email: 'ann@example.com', language: 'EN', source: 'landing' }, new Date('2025-10-04T08:00:00Z'));
  storage.close();

  const run = inbox('erase', ' ANN@example.com ');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('1 message(s) and 1 subscription(s) deleted');
  const left = JSON.parse(inbox('messages', '--json').stdout) as { email: string }[];
  expect(left.map((message) => message.email)).toEqual(['camille@example.fr']);
  expect(inbox('subscribers').stdout).not.toContain('ann@example.com');
}, 30_000);
