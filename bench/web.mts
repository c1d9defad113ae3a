/**
 * Web figures of the production build (`npm run build` first), issue 22: the stack's floor page
 * (bench/floor/, built and served here: bench/floorPage.mts) and the shop's home, a listing and a
 * product page, on a fresh embedded store (bench/productionServer.ts), measured in the same run:
 * Lighthouse mobile (performance, FCP, LCP, TBT, CLS; median of 3, the pages interleaved, Debian's
 * Chromium, offline) and first-load JS gzip, each page against the floor and the goals; then
 * INP-style interaction figures at 4x CPU slowdown (bench/interactions.mts). Prints the machine's load
 * average at the start and the end: the figures mean little on a busy machine. `npm run bench:web`.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { firstLoadJsGzip, type MeasuredRoute } from './firstLoadJs.mjs';
import { startFloorPage } from './floorPage.mjs';
import { measureInteractions } from './interactions.mjs';
import { lighthouseRun, medianFigures, type LighthouseFigures } from './lighthouseRun.mjs';
import { startProductionServer } from './productionServer.js';
import { figuresTable, goalsTable, interactionsTable, type PageFigures } from './webReport.mjs';

const PORT = Number(process.env.BENCH_PORT) || 4399;
const RUNS = 3;
const PAGES: { route: MeasuredRoute; path: string }[] = [
  { route: 'home', path: '/' },
  { route: 'listing', path: '/men' },
  { route: 'product', path: '/products/montmartre' },
];
const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  console.log(`load average at start (1, 5, 15 min): ${loadAverage()} on ${os.cpus().length} cores`);
  const server = await startProductionServer(PORT);
  const floor = await startFloorPage().catch((error: unknown) => {
    server.stop();
    throw error;
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const targets = [
      { label: 'stack floor', url: `${floor.origin}/`, firstLoadJs: floor.firstLoadJsGzip },
      ...PAGES.map(({ route, path }) => ({ label: path, url: `${server.origin}${path}`, firstLoadJs: firstLoadJsGzip(route) })),
    ];
    // Interleaved: a run of every page, then the next, so the machine's other work weighs on all alike.
    const runs = targets.map((): LighthouseFigures[] => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, target] of targets.entries()) {
        process.stderr.write(`lighthouse round ${run + 1}/${RUNS}: ${target.label}\n`);
        runs[index]?.push(await lighthouseRun(target.url, chrome.port));
      }
    }
    const [floorFigures, ...pageFigures] = targets.map((target, index): PageFigures => ({
      label: target.label,
      firstLoadJsGzip: target.firstLoadJs,
      ...medianFigures(runs[index] ?? []),
    }));
    if (!floorFigures) throw new Error('no floor figures');
    chrome.kill();

    // Printed before the interactions: a failure there leaves these figures.
    console.log(`\nLighthouse ${LIGHTHOUSE_VERSION} mobile, median of ${RUNS} (interleaved), production build; first-load JS gzip`);
    for (const line of figuresTable(floorFigures, pageFigures)) console.log(line);
    console.log('');
    for (const line of goalsTable(floorFigures, pageFigures)) console.log(line);

    process.stderr.write('interactions at 4x CPU slowdown\n');
    const interactions = await measureInteractions(server.origin, { productPath: '/products/montmartre', listingPath: '/men', runs: RUNS });
    console.log('');
    for (const line of interactionsTable(interactions)) console.log(line);
  } finally {
    chrome.kill();
    await floor.stop();
    server.stop();
    console.log(`\nload average at end (1, 5, 15 min): ${loadAverage()}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
