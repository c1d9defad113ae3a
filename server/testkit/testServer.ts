/** Starts the real storefront server over the embedded local store in a fresh SQLite folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { createLogger, type Logger } from '../src/logger';
import { startServer, type RunningServer } from '../src/server';

export interface TestServer extends RunningServer {
  dataDir: string;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
}

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** `logger`: silent unless the test reads the log (a pino logger writing where the test looks). */
export async function startTestServer(env: Record<string, string> = {}, logger: Logger = createLogger('silent')): Promise<TestServer> {
  // A DATA_DIR given by the test is the test's to remove (a restart over the same files).
  const ownDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env, DATA_DIR: dataDir });
  const server = await startServer(config, logger);
  return {
    ...server,
    dataDir,
    async gql<T>(query: string, variables: Record<string, unknown> = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphQLResponse<T>;
    },
    async close() {
      await server.close();
      if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
