/**
 * Contact messages older than the privacy policy's 3 years are deleted once a day per deployment: at
 * start when the day's run is due, and by one process only when several share the storefront database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RETENTION_EVERY_MS, RETENTION_JOB, runRetention, scheduleRetention } from '../../server/src/content/retention';
import { ContentService } from '../../server/src/content/service';
import { createLogger } from '../../server/src/logger';
import { MemoryRateLimitStore } from '../../server/src/ports/memory/rateLimit';
import { openStorefrontStorage, type StorefrontStorage } from '../../server/src/storage/database';
import { ContentRecords } from '../../server/src/storage/contentRecords';
import { ScheduledRunRecords } from '../../server/src/storage/scheduledRunRecords';
import { startTestServer } from './helpers/testServer';

const DAY = 24 * 60 * 60 * 1000;
const message = { name: 'Camille', email: 'camille@example.fr', message: 'Bonjour', language: 'FR' as const };

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-retention-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** One process's view of the storefront database: its own connection, repository, service and run records. */
async function openProcess(now: () => Date) {
  const storage: StorefrontStorage = await openStorefrontStorage({ dataDir });
  const repository = new ContentRecords(storage.db);
  const content = new ContentService(repository, new MemoryRateLimitStore(), { now });
  return { storage, repository, content, runs: new ScheduledRunRecords(storage.db) };
}

async function saveExpired(subject: string, now: number): Promise<void> {
  const { storage, repository } = await openProcess(() => new Date(now));
  await repository.saveContactMessage({ ...message, subject }, new Date(now - (3 * 366 + 2) * DAY));
  await storage.close();
}

async function keptSubjects(): Promise<string[]> {
  const { storage, repository } = await openProcess(() => new Date());
  try {
    return (await repository.contactMessages()).map((kept) => kept.subject).sort();
  } finally {
    await storage.close();
  }
}

test('the server deletes messages past their retention at start and keeps the others', async () => {
  const now = Date.now();
  await saveExpired('expired', now);
  const { storage, repository } = await openProcess(() => new Date(now));
  await repository.saveContactMessage({ ...message, subject: 'kept' }, new Date(now - (3 * 365 - 30) * DAY));
  await storage.close();

  const server = await startTestServer({ DATA_DIR: dataDir });
  // Closing waits for a purge under way.
  await server.close();
  expect(await keptSubjects()).toEqual(['kept']);
}, 60_000);

test('a second server on the same data folder does not purge again the same day', async () => {
  const first = await startTestServer({ DATA_DIR: dataDir });
  await first.close();
  // Arrives after the first server's run: only the next day's run may delete it.
  await saveExpired('expired after the run', Date.now());

  const second = await startTestServer({ DATA_DIR: dataDir });
  await second.close();
  expect(await keptSubjects()).toEqual(['expired after the run']);
}, 60_000);

test('two processes sharing one SQLite file purge once per day between them', async () => {
  let clock = Date.parse('2026-03-10T03:00:00.000Z');
  const now = () => new Date(clock);
  const a = await openProcess(now);
  const b = await openProcess(now);
  try {
    await saveExpired('first', clock);
    const both = await Promise.all([runRetention(a.content, a.runs, now()), runRetention(b.content, b.runs, now())]);
    expect(both.filter((run) => run.ran)).toEqual([{ ran: true, deleted: 1 }]);
    expect(await a.runs.lastRun(RETENTION_JOB)).toBe(now().toISOString());

    // Later the same day: nobody runs, whichever asks.
    clock += 6 * 60 * 60 * 1000;
    await saveExpired('second', clock);
    expect(await runRetention(a.content, a.runs, now())).toEqual({ ran: false });
    expect(await runRetention(b.content, b.runs, now())).toEqual({ ran: false });
    expect(await keptSubjects()).toEqual(['second']);

    // A day after the last run: one of them runs again.
    clock = Date.parse('2026-03-10T03:00:00.000Z') + RETENTION_EVERY_MS;
    const next = await Promise.all([runRetention(b.content, b.runs, now()), runRetention(a.content, a.runs, now())]);
    expect(next.filter((run) => run.ran)).toEqual([{ ran: true, deleted: 1 }]);
    expect(await keptSubjects()).toEqual([]);
  } finally {
    await a.storage.close();
    await b.storage.close();
  }
});

test('scheduled checks in two processes purge once, and stopping waits for the purge', async () => {
  const clock = Date.parse('2026-03-10T03:00:00.000Z');
  await saveExpired('expired', clock);
  const a = await openProcess(() => new Date(clock));
  const b = await openProcess(() => new Date(clock));
  const purges = { a: jest.spyOn(a.content, 'purgeExpiredMessages'), b: jest.spyOn(b.content, 'purgeExpiredMessages') };
  const logger = createLogger('silent');
  const options = { now: () => new Date(clock), checkEveryMs: 20 };
  const schedules = [scheduleRetention(a.content, a.runs, logger, options), scheduleRetention(b.content, b.runs, logger, options)];
  // Several checks each.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await Promise.all(schedules.map((schedule) => schedule.stop()));
  await a.storage.close();
  await b.storage.close();
  expect(purges.a.mock.calls.length + purges.b.mock.calls.length).toBe(1);
  expect(await keptSubjects()).toEqual([]);
});
