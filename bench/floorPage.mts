/**
 * The stack's floor page (bench/floor/: React, react-router, Apollo Client, i18next and Chakra UI alone)
 * built by Vite as a production build into a temporary folder and served gzip as the shop serves its
 * files (express, compression), for bench/web.mts to measure beside the shop's pages.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import compression from 'compression';
import express from 'express';
import { build } from 'vite';

const FLOOR_SOURCES = fileURLToPath(new URL('./floor', import.meta.url));

export interface FloorPage {
  origin: string;
  /** Gzip bytes of the JavaScript the page's HTML loads (its module script and module preloads). */
  firstLoadJsGzip: number;
  stop(): Promise<void>;
}

/** The files of the `<script type="module" src>` and `<link rel="modulepreload" href>` of a built page. */
function scriptsOf(html: string): string[] {
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1]);
  return [...new Set([...sources, ...preloads].filter((file): file is string => file !== undefined))];
}

export async function startFloorPage(): Promise<FloorPage> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
  await build({
    configFile: false,
    root: FLOOR_SOURCES,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // One bundle of about 600 kB: Vite's warning about large chunks says nothing here.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  });
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const scripts = scriptsOf(html);
  if (scripts.length === 0) throw new Error(`the floor page's HTML loads no script (${outDir}/index.html)`);
  const firstLoadJsGzip = scripts.reduce(
    (total, file) => total + gzipSync(fs.readFileSync(path.join(outDir, file.replace(/^\//, '')))).length,
    0,
  );

  const app = express();
  app.use(compression());
  app.use('/assets', express.static(path.join(outDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.get('/', (_request, response) => {
    response.type('html').send(html);
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    firstLoadJsGzip,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
