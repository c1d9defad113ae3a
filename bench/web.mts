/**
 * Web figures of the production build (`npm run build` first): for home, a listing and a product page,
 * the first-load JavaScript (gzip, from the Vite manifest) and Lighthouse's mobile performance score,
 * LCP, TBT and CLS (median of 3 runs, Debian's Chromium, offline), on the production build over a fresh
 * embedded store (bench/productionServer.ts). `npm run bench:web`.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLoadJsGzip, formatKb, type MeasuredRoute } from './firstLoadJs.mjs';
import { startProductionServer } from './productionServer.js';

const PORT = Number(process.env.BENCH_PORT) || 4399;
const RUNS = 3;
const PAGES: { route: MeasuredRoute; path: string }[] = [
  { route: 'home', path: '/' },
  { route: 'listing', path: '/men' },
  { route: 'product', path: '/products/montmartre' },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

interface Run {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

async function lighthouseRun(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

async function main(): Promise<void> {
  const server = await startProductionServer(PORT);
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
    console.log('page      first-load JS  perf    LCP      TBT     CLS   (Lighthouse mobile, median of 3)');
    for (const { route, path: pagePath } of PAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseRun(`${server.origin}${pagePath}`, chrome.port));
      const pick = (key: keyof Run) => median(runs.map((entry) => entry[key]));
      console.log(
        `${route.padEnd(9)} ${formatKb(firstLoadJsGzip(route)).padStart(13)}  ${String(pick('performance')).padStart(4)}  ` +
          `${(pick('lcp') / 1000).toFixed(2).padStart(5)} s  ${Math.round(pick('tbt')).toString().padStart(5)} ms  ${pick('cls').toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
