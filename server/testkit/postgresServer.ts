/**
 * A throwaway PostgreSQL (Debian's `postgresql` package; `.ci/run` installs it) for the tests of the
 * storefront database: initdb into a temporary folder, `postgres` on a free port of 127.0.0.1 with its
 * unix socket in that folder and fsync off, trust authentication for the `postgres` role. Each test file
 * creates the databases it needs (the load bench too); `stop()` shuts the server down and removes the folder.
 *
 * PostgreSQL refuses to run as root. When the tests run as root (CI containers), the server is run as
 * the `postgres` system user the Debian package creates (or `nobody`): the folder is handed to that user
 * and both programs are spawned with its uid and gid.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from './freePort';

export interface PostgresServer {
  /** Creates an empty database and answers its postgres:// URL. */
  createDatabase(name: string): Promise<string>;
  /** Drops a database, ending the connections to it. */
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const INSTALL_HINT = 'apt-get install -y postgresql (the tests need its server binaries)';

/** The newest installed server's bin folder (/usr/lib/postgresql/<major>/bin). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((major) => fs.existsSync(path.join(root, major, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors.length === 0) throw new Error(`PostgreSQL's initdb is missing (/usr/lib/postgresql/*/bin/initdb): ${INSTALL_HINT}`);
  return path.join(root, majors[0]!, 'bin');
}

/** Whom to run PostgreSQL as: this process, or an unprivileged system user when this process is root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const users = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  const user = users.find((fields) => fields[0] === 'postgres') ?? users.find((fields) => fields[0] === 'nobody');
  if (!user) throw new Error('running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as');
  return { uid: Number(user[2]), gid: Number(user[3]) };
}

const urlOf = (port: number, database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

async function accepts(port: number): Promise<boolean> {
  const client = new Client({ connectionString: urlOf(port, 'postgres') });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binDir();
  const user = runAs();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-postgres-'));
  const dataDir = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const initdb = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'],
    { encoding: 'utf8', ...user },
  );
  if (initdb.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${initdb.error?.message ?? ''}${initdb.stderr}`);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
    { stdio: ['ignore', 'pipe', 'pipe'], ...user },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // Fast shutdown: sessions are ended, nothing to keep.
      child.kill('SIGINT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`postgres did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** Runs one statement about a database as the superuser, connected to the `postgres` database. */
  const administer = async (statement: string, name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    const client = new Client({ connectionString: urlOf(port, 'postgres') });
    await client.connect();
    try {
      await client.query(statement.replace('$name', name));
    } finally {
      await client.end();
    }
  };
  return {
    async createDatabase(name: string) {
      await administer('CREATE DATABASE $name', name);
      return urlOf(port, name);
    },
    async dropDatabase(name: string) {
      await administer('DROP DATABASE $name WITH (FORCE)', name);
    },
    stop,
  };
}
