/**
 * End-to-end tests (`npm run test:e2e`): the built server (`npm run build` first; `npm test` does it)
 * on port 4173 over a freshly seeded embedded store, driven by Debian's Chromium.
 * Never `npx playwright install`: set CHROMIUM_PATH to use another Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const CI = !!process.env.CI;
// E2E_PORT lets two runs share a machine (default 4173).
const PORT = Number(process.env.E2E_PORT) || 4173;
const baseURL = `http://localhost:${PORT}`;

// Playwright loads this file in its runner and again in every worker: the runner creates the data
// folder and the workers inherit its path through the environment, so each run seeds one clean store.
const DATA_DIR_ENV = 'E2E_DATA_DIR';
function createDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
  process.env[DATA_DIR_ENV] = dir;
  // The web server is stopped before the runner exits: the folder can go then.
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
const dataDir = process.env[DATA_DIR_ENV] || createDataDir();

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: CI,
  // No retries, on CI too: a test that needs one is a bug to fix, not to hide.
  retries: 0,
  // One worker with and without CI=true, so `npm test` behaves the same everywhere: the shop's server
  // and Chromium already share a 2-core machine, and a second worker only made waits miss their time.
  // E2E_WORKERS=2 on a machine with cores to spare.
  workers: Number(process.env.E2E_WORKERS) || 1,
  // Explicit waits sized for a busy shared machine (Playwright's defaults are 30 s and 5 s).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-quic',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node dist/server/src/main.js',
    // Ready, not only listening: the renderer is warmed at start as in production (RENDERER_WARM_UP, off
    // by default under NODE_ENV=test), so the first page of the run is rendered rather than the bare shell.
    url: `${baseURL}/readyz`,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      RENDERER_WARM_UP: 'true',
      // Every shopper of the run is 127.0.0.1: the specs register more accounts in an hour than one
      // address may (30 by default).
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
