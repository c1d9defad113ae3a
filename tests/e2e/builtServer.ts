/**
 * A second built server (`npm run build` first) for the specs that need settings Playwright's own server
 * does not have: on a free port, with its own data folder, its settings added to the environment.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/testkit/freePort';

const root = path.resolve(__dirname, '../..');

export interface BuiltServer {
  /** http://localhost:<port> */
  baseURL: string;
  /** Its DATA_DIR (the embedded store's SQLite file and media library, uploads/). */
  dataDir: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

/**
 * Starts `dist/server/src/main.js` with `settings` and waits (up to 100 s) until /readyz says ready: its
 * renderer warmed as in production (RENDERER_WARM_UP), so the first page a test opens is rendered, not the bare shell.
 */
export async function startBuiltServer(name: string, settings: Record<string, string>): Promise<BuiltServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-e2e-${name}-`));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let stderr = '';
  const server = spawn(process.execPath, ['dist/server/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RENDERER_WARM_UP: 'true',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const timeoutMs = 100_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`${name} server exited (${server.exitCode}): ${stderr}`);
    }
    try {
      if ((await fetch(`${baseURL}/readyz`)).ok) return { baseURL, dataDir, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} server not ready after ${timeoutMs} ms: ${stderr}`);
}
