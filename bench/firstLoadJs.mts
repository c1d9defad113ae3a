/**
 * First-load JavaScript of the shop's main routes, gzip: the entry, the shop it starts after the first
 * paint (src/main.tsx), the route's lazy screen and every chunk they import statically (what the browser
 * must fetch before the page can hydrate), read from the Vite manifest of the production build
 * (`npm run build:client`). Prints one line per route.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The routes measured, by their screen's source file in the manifest. */
export const MEASURED_ROUTES = {
  home: 'src/routes/HomePage.tsx',
  listing: 'src/routes/ListingPage.tsx',
  product: 'src/routes/ProductPage.tsx',
  landing: 'src/routes/LandingPage.tsx',
  cart: 'src/routes/CartPage.tsx',
  checkout: 'src/routes/CheckoutPage.tsx',
  account: 'src/routes/AccountPage.tsx',
} as const;
export type MeasuredRoute = keyof typeof MEASURED_ROUTES;

/** What the entry imports once the page has painted (client/src/boot.ts): the shop. */
const HYDRATION_MODULE = 'src/main.tsx';

const defaultClientDist = fileURLToPath(new URL('../dist/client', import.meta.url));

function readManifest(clientDist: string): Manifest {
  return JSON.parse(readFileSync(path.join(clientDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest keys of `start` and of everything it imports statically, transitively. */
function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const imported of manifest[start]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Gzip bytes of the JavaScript a first visit of `route` loads. */
export function firstLoadJsGzip(route: MeasuredRoute, clientDist = defaultClientDist): number {
  const manifest = readManifest(clientDist);
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error(`no entry chunk in ${clientDist}/.vite/manifest.json`);
  const screen = MEASURED_ROUTES[route];
  if (!manifest[screen]) throw new Error(`${screen} is not a chunk of the build`);
  // The entry (boot.ts) starts the shop (main.tsx) after the first paint: both are loaded before the page hydrates.
  const keys = staticClosure(manifest, screen, staticClosure(manifest, HYDRATION_MODULE, staticClosure(manifest, entry)));
  const files = new Set([...keys].map((key) => manifest[key]?.file).filter((file) => file !== undefined));
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(clientDist, file))).length;
  return total;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const route of Object.keys(MEASURED_ROUTES) as MeasuredRoute[]) {
    console.log(`${route.padEnd(10)} ${formatKb(firstLoadJsGzip(route)).padStart(9)} first-load JS (gzip)`);
  }
}
