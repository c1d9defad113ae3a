/** Contact messages older than the privacy policy's 3 years are deleted when the server starts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentRepository } from '../../server/src/content/repository';
import { openStorefrontStorage } from '../../server/src/storage/database';
import { startTestServer } from './helpers/testServer';

test('the server deletes messages past their retention at start and keeps the others', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-retention-'));
  const storage = openStorefrontStorage(dataDir);
  const repository = new ContentRepository(storage.db);
  const message = { name: 'Camille', email: 'camille@example.fr', message: 'Bonjour', language: 'FR' as const };
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  repository.saveContactMessage({ ...message, subject: 'expired' }, new Date(now - (3 * 366 + 2) * day));
  repository.saveContactMessage({ ...message, subject: 'kept' }, new Date(now - (3 * 365 - 30) * day));
  storage.close();

  const server = await startTestServer({ DATA_DIR: dataDir });
  try {
    const reopened = openStorefrontStorage(dataDir);
    const subjects = new ContentRepository(reopened.db).contactMessages().map((kept) => kept.subject);
    reopened.close();
    expect(subjects).toEqual(['kept']);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
