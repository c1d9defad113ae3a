/**
 * Two storefront servers over one store, one PostgreSQL (DATABASE_URL) and one redis-server, as two
 * replicas behind a load balancer: a message written through one is read by the owner's inbox command
 * over the same database, and the retention purge runs once between them (both replicas run in this
 * process, so their purges are counted with a spy). Without REDIS_URL, two
 * replicas on one PostgreSQL share sessions and credentials versions through it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RETENTION_EVERY_MS, RETENTION_JOB, runRetention } from '../../../server/src/content/retention';
import { ContentService } from '../../../server/src/content/service';
import { MemoryRateLimitStore } from '../../../server/src/ports/memory/rateLimit';
import { ContentRecords } from '../../../server/src/storage/contentRecords';
import { openStorefrontStorage, type StorefrontStorage } from '../../../server/src/storage/database';
import { ScheduledRunRecords } from '../../../server/src/storage/scheduledRunRecords';
import { CHANGE_PASSWORD, me, register, signIn } from '../helpers/accountOps';
import { gqlSession, type GqlSession } from '../helpers/gqlSession';
import { startPostgresServer, type PostgresServer } from '../helpers/postgresServer';
import { startRedisServer, type RedisServer } from '../helpers/redisServer';
import { REPLICA_SESSION_SECRET, startSharedStore, type SharedStore } from '../helpers/sharedStore';
import { startTestServer, type TestServer } from '../helpers/testServer';

const root = path.resolve(__dirname, '../../..');
const DAY = 24 * 60 * 60 * 1000;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { ok errors { code } } }`;

let postgres: PostgresServer;
let redis: RedisServer;
let shared: SharedStore;

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgresServer(), startRedisServer()]);
  shared = await startSharedStore();
}, 60_000);

afterAll(async () => {
  await shared?.close();
  await Promise.all([postgres?.stop(), redis?.stop()]);
});

/** The owner's command, run as on another machine: DATABASE_URL and an empty data folder. */
function inbox(databaseUrl: string, ...args: string[]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-inbox-'));
  try {
    const run = spawnSync(process.execPath, ['--conditions=development', '--import', 'tsx', 'server/src/cli/inbox.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('two replicas on one PostgreSQL and one Redis', () => {
  let databaseUrl: string;
  let replicas: TestServer[] = [];
  /** Another process's view of the database, as the test's hands. */
  let storage: StorefrontStorage;
  /** Both replicas run in this process: their purges are counted here. */
  let purges: jest.SpyInstance;
  const expired = (subject: string) => ({ name: 'Old', email: 'old@example.fr', subject, message: 'Ancien', language: 'FR' as const });
  const keptSubjects = async () => (await new ContentRecords(storage.db).contactMessages()).map((message) => message.subject);

  beforeAll(async () => {
    databaseUrl = await postgres.createDatabase('storefront_shared');
    storage = await openStorefrontStorage({ dataDir: '/nonexistent', databaseUrl });
    // Past the 3 years' retention before either replica starts: the start-up purge deletes it.
    await new ContentRecords(storage.db).saveContactMessage(expired('before start'), new Date(Date.now() - 4 * 365 * DAY));
    purges = jest.spyOn(ContentService.prototype, 'purgeExpiredMessages');
    const env = { ...shared.env, DATABASE_URL: databaseUrl, REDIS_URL: redis.url, SESSION_SECRET: REPLICA_SESSION_SECRET };
    replicas = await Promise.all([startTestServer(env), startTestServer(env)]);
  }, 60_000);

  afterAll(async () => {
    purges?.mockRestore();
    await Promise.all(replicas.map((replica) => replica.close()));
    await storage?.close();
  });

  it("reads through the owner's inbox command a message written through a replica", async () => {
    const sent = await replicas[1]!.gql<{ sendContactMessage: { ok: boolean } }>(CONTACT, {
      input: { name: 'Ann Lee', email: 'ann@example.com', subject: 'Lens question', message: 'Sent to replica 2', language: 'EN' },
    });
    expect(sent.data?.sendContactMessage.ok).toBe(true);
    const read = inbox(databaseUrl, 'messages', '--json');
    expect(read.stderr).toBe('');
    expect(read.status).toBe(0);
    expect(JSON.parse(read.stdout)).toEqual([
      expect.objectContaining({ name: 'Ann Lee', email: 'ann@example.com', subject: 'Lens question', message: 'Sent to replica 2' }),
    ]);
    // Both replicas wrote into the one database, nothing into their data folders' SQLite file.
    for (const replica of replicas) expect(fs.readdirSync(replica.dataDir)).not.toContain('storefront.sqlite');
  }, 60_000);

  it('purges once between both replicas at start, and once a day after between two processes', async () => {
    // Closing a replica waits for its purge under way: then both start-up checks are over.
    await Promise.all(replicas.map((replica) => replica.close()));
    replicas = [];
    expect(purges).toHaveBeenCalledTimes(1);
    expect(await keptSubjects()).toEqual(['Lens question']);
    const started = await new ScheduledRunRecords(storage.db).lastRun(RETENTION_JOB);
    expect(started).toBeDefined();

    await new ContentRecords(storage.db).saveContactMessage(expired('after start'), new Date(Date.now() - 4 * 365 * DAY));
    const other = await openStorefrontStorage({ dataDir: '/nonexistent', databaseUrl });
    try {
      const processes = [storage, other].map((each) => ({
        content: new ContentService(new ContentRecords(each.db), new MemoryRateLimitStore()),
        runs: new ScheduledRunRecords(each.db),
      }));
      const race = (at: number) => Promise.all(processes.map(({ content, runs }) => runRetention(content, runs, new Date(at))));
      // The same day as the start-up run: nobody purges.
      expect((await race(Date.parse(started!) + RETENTION_EVERY_MS - 1)).filter((run) => run.ran)).toEqual([]);
      // A day later: exactly one of them does.
      expect((await race(Date.parse(started!) + RETENTION_EVERY_MS)).filter((run) => run.ran)).toEqual([{ ran: true, deleted: 1 }]);
      expect(await keptSubjects()).toEqual(['Lens question']);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe('two replicas on one PostgreSQL, without Redis', () => {
  const databaseName = 'storefront_no_redis';
  let replicas: TestServer[];

  beforeAll(async () => {
    const env = { ...shared.env, DATABASE_URL: await postgres.createDatabase(databaseName), SESSION_SECRET: REPLICA_SESSION_SECRET };
    replicas = await Promise.all([startTestServer(env), startTestServer(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all((replicas ?? []).map((replica) => replica.close()));
  });

  function onOtherReplica(session: GqlSession, index: number): GqlSession {
    const other = gqlSession(replicas[index]!.url);
    other.useCookie(session.cookie());
    return other;
  }

  it('keeps sessions in PostgreSQL: one made on a replica is valid on the other, and a password change ends it there', async () => {
    const laptop = gqlSession(replicas[0]!.url);
    const customer = await register(laptop);
    expect((await me(onOtherReplica(laptop, 1)))?.id).toBe(customer.id);

    const phone = gqlSession(replicas[1]!.url);
    await signIn(phone, customer.email, customer.password);
    await laptop.gql(CHANGE_PASSWORD, {
      input: { currentPassword: customer.password, newPassword: 'Nouvelle-monture-2026', confirmPassword: 'Nouvelle-monture-2026' },
    });
    expect(await me(phone)).toBeNull();
    expect((await me(onOtherReplica(laptop, 1)))?.id).toBe(customer.id);
  }, 60_000);

  it('is ready while PostgreSQL answers, and says when it does not', async () => {
    const ready = await fetch(`${replicas[0]!.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', sharedState: 'ok', database: 'ok' } });

    // The database vanishes under the replicas (its connections ended with it).
    await postgres.dropDatabase(databaseName);
    const gone = await fetch(`${replicas[1]!.url}/readyz`);
    expect(gone.status).toBe(503);
    expect(await gone.json()).toEqual({ status: 'unavailable', checks: { store: 'ok', sharedState: 'ok', database: 'unreachable' } });
  }, 60_000);
});
