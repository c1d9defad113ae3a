/**
 * `npm run bench:traffic` (after `npm run build`): store calls per page view, counted in a real browser.
 *
 * Chromium views the built shop, served by the real storefront in this process over a fresh embedded
 * store (bench/storeTrafficBrowser.ts): a view is the page's server render and every query the page sends
 * once hydrated (scrolled to its end). Home, a listing, a product and /collections are each viewed twice
 * in a row, by a new visitor (the second view may be a kept page) and by a shopper with a session of
 * their own (each view rendered for them), with the catalog refresh on (CATALOG_REFRESH_SECONDS=45, the
 * production default) and off (0). Seen again, a page should cost the store nothing.
 */
import { startBrowserShop, type ViewCost } from './storeTrafficBrowser';

const PAGES = ['/', '/men', '/products/montmartre', '/collections'];
const REFRESHES = [
  { name: 'refresh on', seconds: 45 },
  { name: 'refresh off', seconds: 0 },
];
const SHOPPERS = ['visitor', 'session'] as const;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   '))
    .map((line) => `  ${line}`.trimEnd())
    .join('\n');
}

/** The view's own store calls, and what the store saw meanwhile when it differs (a refresh ran). */
const cell = (cost: ViewCost) => (cost.storeSaw === cost.storeCalls ? String(cost.storeCalls) : `${cost.storeCalls} (${cost.storeSaw})`);

async function main(): Promise<void> {
  const header = ['page, shopper'];
  for (const refresh of REFRESHES) header.push(`${refresh.name}: 1st view`, '2nd view');
  const rows = new Map<string, string[]>();
  const notes: string[] = [];
  for (const refresh of REFRESHES) {
    const shop = await startBrowserShop(refresh.seconds);
    try {
      for (const kind of SHOPPERS) {
        const shopper = await shop.shopper(kind);
        for (const page of PAGES) {
          const first = await shop.view(shopper, page);
          const second = await shop.view(shopper, page);
          const name = `${page}, ${kind === 'visitor' ? 'new visitor' : 'with a session'}`;
          rows.set(name, [...(rows.get(name) ?? [name]), cell(first), cell(second)]);
          if (second.storeSaw > 0) notes.push(`${name}, ${refresh.name}, 2nd view: ${second.routes.join(', ')}`);
          if (second.operations.length > 0) notes.push(`${name}, ${refresh.name}, 2nd view sent ${second.operations.join(', ')}`);
        }
        await shopper.close();
      }
    } finally {
      await shop.close();
    }
  }
  console.log('\nStore calls per page view in Chromium (server render + queries after hydration), built shop, embedded local store');
  console.log('(each page viewed twice in a row; in parentheses, every store call made meanwhile when a catalog refresh ran too)\n');
  console.log(table([header, ...rows.values()]));
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
  console.log('');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
