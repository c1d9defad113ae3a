/**
 * `npm run translations` over a storefront database and the embedded store of a data folder: the
 * owner lists the store's words without a translation, sets one (checked against the store's words),
 * lists what is kept, and a running server shows the new word.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestServer } from './helpers/testServer';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../..');
let dataDir: string;

function translations(...args: string[]) {
  const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'server/src/cli/translations.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-translations-'));
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('lists nothing missing in English for the seeded local store, then what the owner removed', () => {
  expect(translations('missing')).toMatchObject({ status: 0, stdout: 'Every store word has a EN translation.\n' });
  expect(translations('remove', 'shipping_method', '2', 'en')).toMatchObject({ status: 0, stdout: 'Removed.\n' });
  const missing = translations('missing', '--json');
  expect(missing.status).toBe(0);
  expect(JSON.parse(missing.stdout)).toEqual([{ kind: 'shipping_method', id: '2', text: 'Livraison standard (3-5 jours ouvrés)' }]);
});

it('sets a translation of a word the store has, refuses one it has not, and a server shows it', async () => {
  const set = translations('set', 'shipping_method', '2', 'en', 'Standard', 'shipping');
  expect(set).toMatchObject({ status: 0 });
  expect(set.stdout).toContain('shipping_method 2 (Livraison standard (3-5 jours ouvrés)) in EN: Standard shipping');
  expect(translations('set', 'shipping_method', '999', 'en', 'Nothing')).toMatchObject({ status: 1 });
  expect(translations('set', 'nonsense', '2', 'en', 'x')).toMatchObject({ status: 2 });
  expect(translations('set', 'zone', '2', 'en', 'two\nlines')).toMatchObject({ status: 2 });
  expect(translations('list', '--language', 'en').stdout).toMatch(/shipping_method\s+2\s+EN {2}Standard shipping/);

  const server = await startTestServer({ DATA_DIR: dataDir });
  try {
    const answer = await server.gql<{ shippingMethods: { methods: { title: string }[] } }>(
      '{ shippingMethods(country: "FR", language: EN) { methods { title } } }',
    );
    expect(answer.data!.shippingMethods.methods[0]!.title).toBe('Standard shipping');
  } finally {
    await server.close();
  }
});
