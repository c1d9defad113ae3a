/**
 * `npm run bench:pages` (after `npm run build`): what a server-rendered page costs. Starts the production
 * build (`node dist/server/src/main.js`) over a fresh embedded store and loads /men with autocannon
 * (10 connections, BENCH_SECONDS each, default 8):
 *   - visitors without a session: the page rendered once, then kept (server/src/ssr/sharedPages.ts);
 *   - visitors with a session of their own: each page rendered for them, until PAGE_RENDER_LIMIT sends
 *     the address the plain shell; the figure is the renders' own cost.
 * First, the first page rendered once /readyz says ready against the second (the same page, a visitor
 * with a session: both are renders): the renderer is warmed before ready (server/src/ssr/warmUp.ts), so
 * the ratio is near 1.
 */
import autocannon from 'autocannon';
import { PAGE_RENDER_LIMIT } from '../server/src/ssr/pageRenderer';
import { startProductionServer } from './productionServer';

const PORT = Number(process.env.BENCH_PORT) || 4394;
const PAGE = '/men';
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS) || 8;

function load(origin: string, headers: Record<string, string>, amount?: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${origin}${PAGE}`,
    headers: { accept: 'text/html', 'accept-language': 'fr-FR', ...headers },
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: SECONDS }),
  });
}

/** One render of the page for a visitor with a session (never a kept page): its time, or the shell's past the budget. */
async function renderOnce(origin: string): Promise<{ ms: number; text: string }> {
  const started = performance.now();
  const html = await (await fetch(`${origin}${PAGE}`, { headers: { accept: 'text/html', cookie: 'sid=s%3Afirst.render' } })).text();
  const ms = performance.now() - started;
  return { ms, text: `${Math.round(ms)} ms${html.includes('id="page-state"') ? '' : ' (the bare shell: not rendered within its budget)'}` };
}

async function main(): Promise<void> {
  const { origin, stop } = await startProductionServer(PORT);
  try {
    const first = await renderOnce(origin);
    const second = await renderOnce(origin);
    console.log(
      `\n${PAGE}: the first page once ready ${first.text}, the second ${second.text}: ratio ${(first.ms / second.ms).toFixed(2)}`,
    );
    const html = await (await fetch(`${origin}${PAGE}`, { headers: { accept: 'text/html' } })).text();
    if (!html.includes('id="page-state"')) throw new Error(`${PAGE} was not rendered: is the client built (npm run build)?`);
    const kept = await load(origin, {});
    // Within the address's render allowance (three pages already rendered above), so every one is a render.
    const own = await load(origin, { cookie: 'sid=s%3Abench.unsigned' }, PAGE_RENDER_LIMIT.points - 3);
    const row = (name: string, result: autocannon.Result) =>
      `  ${name.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   errors ${result.errors + result.non2xx}`;
    console.log(`\n${PAGE} rendered by the server, autocannon ${CONNECTIONS} connections, production build`);
    console.log(row('visitors without a session (kept page)', kept));
    console.log(row(`visitors with a session (${own.requests.total} renders)`, own));
    console.log('');
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
