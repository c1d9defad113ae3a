/** The shop owner's inbox command over a real storefront database, and what it prints of shoppers' text. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStorefrontStorage } from '../../server/src/storage/database';
import { ContentRecords } from '../../server/src/storage/contentRecords';

const root = path.resolve(__dirname, '../..');
let dataDir: string;

function inbox(...args: string[]) {
  const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'server/src/cli/inbox.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs `write` over the storefront database of the test's data folder, then closes it. */
async function withRepository(write: (repository: ContentRecords) => Promise<unknown>): Promise<void> {
  const storage = await openStorefrontStorage({ dataDir });
  try {
    await write(new ContentRecords(storage.db));
  } finally {
    await storage.close();
  }
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-inbox-'));
  await withRepository(async (repository) => {
    await repository.saveContactMessage(
      { name: 'Camille Martin', email: 'camille@example.fr', subject: 'Monture', message: 'Ancien message', language: 'FR' },
      new Date('2025-09-01T10:00:00Z'),
    );
    await repository.saveContactMessage(
      { name: 'Ann Lee', email: 'ann@example.com', subject: 'Lens question', message: 'Line one\nline two', language: 'EN' },
      new Date('2025-10-02T10:00:00Z'),
    );
    await repository.subscribe({ email: 'a@example.fr', language: 'FR', source: 'home' }, new Date('2025-10-01T08:00:00Z'));
    await repository.subscribe({ email: 'b"quote,comma@example.com', language: 'EN', source: null }, new Date('2025-10-03T08:00:00Z'));
  });
}, 30_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('lists messages newest first, since a date', () => {
  const all = inbox('messages');
  expect(all.status).toBe(0);
  expect(all.stdout.indexOf('Ann Lee <ann@example.com>')).toBeLessThan(all.stdout.indexOf('Camille Martin <camille@example.fr>'));
  expect(all.stdout).toContain('Subject: Lens question\n\n  | Line one\n  | line two\n');

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

test('erases every message and the subscription of an address, and nothing else', async () => {
  await withRepository((repository) =>
    repository.subscribe({ email: 'ann@example.com', language: 'EN', source: 'landing' }, new Date('2025-10-04T08:00:00Z')),
  );

  const run = inbox('erase', ' ANN@example.com ');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('1 message(s) and 1 subscription(s) deleted');
  const left = JSON.parse(inbox('messages', '--json').stdout) as { email: string }[];
  expect(left.map((message) => message.email)).toEqual(['camille@example.fr']);
  expect(inbox('subscribers').stdout).not.toContain('ann@example.com');
}, 30_000);

/** Every character a terminal acts on (C0 but line feed and tab, DEL, C1, line separators, bidi controls). */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('hostile text', () => {
  const forged = {
    name: 'Mallory\u001b[2J\u001b[H',
    email: 'mallory@example.com',
    subject: 'Hello\rSubject: Invoice paid\u202Efdp.exe',
    message: [
      'Hi,',
      '',
      '#999 · 2025-12-24T10:00:00.000Z · FR',
      'From: Your Bank <security@bank.example>',
      'Subject: Urgent',
      'Clear: \u001b[2J\u001b[3J, bell \u0007, CSI \u009b31m, NEL \u0085, back\bspace, \r\u001b]0;title\u0007',
      'Reversed: \u202Egnp.exe \u2066isolate\u2069 and \u2028 a separator',
    ].join('\n'),
    language: 'EN' as const,
  };

  beforeAll(async () => {
    await withRepository(async (repository) => {
      await repository.saveContactMessage(forged, new Date('2025-12-01T10:00:00Z'));
      for (const [i, source] of ['=HYPERLINK("http://evil.example","x")', '+33 1 23', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'].entries())
        await repository.subscribe({ email: `formula${i}@example.com`, language: 'FR', source }, new Date(`2025-12-0${i + 1}T08:00:00Z`));
      await repository.subscribe({ email: '=1+1@example.com', language: 'FR', source: 'home' }, new Date('2025-12-09T08:00:00Z'));
    });
  }, 30_000);

  test('messages print no terminal control, shown as visible escapes', () => {
    const run = inbox('messages', '--since', '2025-11-01');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(TERMINAL_CONTROLS);
    expect(run.stdout).toContain('From: Mallory\\x1B[2J\\x1B[H <mallory@example.com>\n');
    expect(run.stdout).toContain('Subject: Hello\\rSubject: Invoice paid\\u{202E}fdp.exe\n');
    expect(run.stdout).toContain('\\x1B[2J\\x1B[3J, bell \\x07, CSI \\x9B31m, NEL \\x85, back\\x08space, \\r\\x1B]0;title\\x07');
    expect(run.stdout).toContain('Reversed: \\u{202E}gnp.exe \\u{2066}isolate\\u{2069} and \\u{2028} a separator');
  }, 30_000);

  test('a body cannot forge a header: every body line is marked, headers are only the real ones', () => {
    const lines = inbox('messages', '--since', '2025-11-01').stdout.split('\n');
    expect(lines.filter((line) => /^(#\d|From:|Subject:)/.test(line))).toEqual([
      expect.stringMatching(/^#\d+ · 2025-12-01T10:00:00\.000Z · EN$/),
      'From: Mallory\\x1B[2J\\x1B[H <mallory@example.com>',
      'Subject: Hello\\rSubject: Invoice paid\\u{202E}fdp.exe',
    ]);
    expect(lines).toContain('  | From: Your Bank <security@bank.example>');
    expect(lines).toContain('  | #999 · 2025-12-24T10:00:00.000Z · FR');
    expect(lines).toContain('  | ');
  }, 30_000);

  test('--json escapes C1 and bidi controls too, and still parses to the stored text', () => {
    const run = inbox('messages', '--since', '2025-11-01', '--json');
    expect(run.stdout).not.toMatch(TERMINAL_CONTROLS);
    expect(run.stdout).toContain('\\u009b31m');
    expect(run.stdout).toContain('\\u202egnp.exe');
    expect(JSON.parse(run.stdout)).toEqual([
      expect.objectContaining({ name: forged.name, subject: forged.subject, message: forged.message }),
    ]);
  }, 30_000);

  test('the subscribers CSV neutralises spreadsheet formulas with a leading quote', () => {
    const run = inbox('subscribers');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(TERMINAL_CONTROLS);
    const rows = run.stdout.split('\n');
    expect(rows).toEqual(
      expect.arrayContaining([
        `formula0@example.com,FR,"'=HYPERLINK(""http://evil.example"",""x"")",2025-12-01T08:00:00.000Z`,
        "formula1@example.com,FR,'+33 1 23,2025-12-02T08:00:00.000Z",
        "formula2@example.com,FR,'-2+3,2025-12-03T08:00:00.000Z",
        "formula3@example.com,FR,'@SUM(A1),2025-12-04T08:00:00.000Z",
        // Tab and carriage return are escaped for the terminal: the cell starts with a backslash.
        'formula4@example.com,FR,\\t=1+1,2025-12-05T08:00:00.000Z',
        'formula5@example.com,FR,\\r=1+1,2025-12-06T08:00:00.000Z',
        "'=1+1@example.com,FR,home,2025-12-09T08:00:00.000Z",
      ]),
    );
  }, 30_000);

  test('an address echoed back is escaped as well', () => {
    const run = inbox('unsubscribe', 'x\u001b[31m@example.com');
    expect(run.stdout).toBe('x\\x1B[31m@example.com was not subscribed.\n');
  }, 30_000);
});
