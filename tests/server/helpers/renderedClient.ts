/**
 * The client's server renderer for the server tests: built with Vite into a throwaway folder (the
 * `ssr/` beside a `client/` holding the page shell), so a test server with CLIENT_DIST set to it renders
 * pages as the built shop does. `npm test` runs Jest before the build: the tests build it themselves.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface RenderedClient {
  /** CLIENT_DIST for the server under test. */
  clientDist: string;
  remove(): void;
}

export function buildRenderedClient(): RenderedClient {
  // Inside the repository (node_modules/.cache): the bundle finds its libraries in node_modules from there.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'storefront-ssr-'));
  const clientDist = path.join(dir, 'client');
  fs.mkdirSync(clientDist);
  // The client's own page (its head and root element are what the server fills; its script never runs here).
  fs.copyFileSync(path.join(ROOT, 'client', 'index.html'), path.join(clientDist, 'index.html'));
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  const built = spawnSync(
    vite,
    [
      'build',
      '--config',
      'client/vite.config.mts',
      '--ssr',
      'src/entry-server.tsx',
      '--outDir',
      path.join(dir, 'ssr'),
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`the server renderer did not build: ${built.stderr || built.stdout}`);
  return { clientDist, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
