/**
 * The production build (`node dist/server/src/main.js`, after `npm run build`) over a fresh embedded store
 * in a temporary DATA_DIR, for the benchmarks that measure what a browser gets (bench/web.mts,
 * bench/pages.ts). `stop()` ends it and removes the folder.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ProductionServer {
  origin: string;
  stop(): void;
}

export async function startProductionServer(port: number): Promise<ProductionServer> {
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-production-'));
  const server = spawn(process.execPath, ['dist/server/src/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: origin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (
      // Ready, not only alive: the renderer is warm then (server/src/ssr/warmUp.ts), as a load balancer waits.
      await fetch(`${origin}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`the server did not become ready on ${origin}/readyz`);
}
