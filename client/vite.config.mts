import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { brandFonts } from './build/brandFonts';
import { SHELL_CHUNK, shellModules } from './build/shellChunk';
import { shopChunks } from './build/shopChunks';
import { graphqlDocumentImports } from './graphqlDocuments';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Where the client's source maps go: beside dist/, never inside it. dist/ is what a deployment copies
 * (the Dockerfile's runtime stage) and dist/client what the server serves; the maps hold the shop's
 * whole sources, for error tracking only (upload them to it from here).
 */
const SOURCE_MAPS_DIR = fileURLToPath(new URL('../sourcemaps/client', import.meta.url));

/** Moves every `.map` file the build wrote under its output folder to SOURCE_MAPS_DIR (same relative paths). */
function sourceMapsAside(): Plugin {
  return {
    name: 'source-maps-aside',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) throw new Error('source-maps-aside: the build has no output folder');
      fs.rmSync(SOURCE_MAPS_DIR, { recursive: true, force: true });
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
      for (const file of files) {
        const target = path.join(SOURCE_MAPS_DIR, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(outDir, file), target);
        fs.rmSync(path.join(outDir, file));
      }
    },
  };
}

/**
 * The server renderer (`vite build --ssr src/entry-server.tsx`, see client/src/entry-server.tsx): one CommonJS module for Node in
 * dist/ssr; libraries stay in node_modules, the shop's own code and texts are bundled.
 */
const ssrBuild = {
  outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  // CommonJS: the server (compiled to CommonJS) and its tests require it; libraries load their CommonJS builds.
  rolldownOptions: { output: { format: 'cjs' as const, entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
};

/** The libraries every page needs, each in a chunk group of its own (see `codeSplitting` below). */
const LIBRARY_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 30 },
  { name: 'apollo', test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 20 },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
];

/**
 * The client's configuration; `shell`: the modules of the shop's shell chunk (client/build/shellChunk.ts),
 * read from a first bundle made without it.
 */
const shopConfig = (isSsrBuild: boolean, shell?: ReadonlySet<string>): UserConfig => ({
  root,
  // The browser's chunks carry only the documents they use (graphqlDocuments.ts); the server renderer keeps codegen's map.
  plugins: isSsrBuild
    ? [react()]
    : [
        graphqlDocumentImports(fileURLToPath(new URL('../generated/client/graphql.ts', import.meta.url))),
        react(),
        brandFonts(fileURLToPath(new URL('../node_modules', import.meta.url))),
        shopChunks(),
        sourceMapsAside(),
      ],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@generated/': fileURLToPath(new URL('../generated/client/', import.meta.url)),
      '@common/': fileURLToPath(new URL('../common/', import.meta.url)),
    },
  },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
        emptyOutDir: true,
        // dist/client/.vite/manifest.json: the chunk graph bench/firstLoadJs.mts measures (express.static never serves dot folders).
        manifest: true,
        // Maps for error tracking, written aside (sourceMapsAside: sourcemaps/client/), never in dist/: no
        // sourceMappingURL comment, and the server never serves .map files.
        sourcemap: 'hidden',
        rolldownOptions: {
          output: {
            // Libraries every page needs in chunks of their own: they change less often than the shop's code,
            // so a release leaves them in the browser's cache (assets are served immutable). Chakra is not
            // grouped: its components go with the routes that render them, so a page loads only its own.
            codeSplitting: {
              groups: [
                ...LIBRARY_GROUPS,
                // The shell's modules in one chunk (client/build/shellChunk.ts). Only those: their
                // dependencies are in it already, or in the libraries' and the stages' chunks.
                ...(shell
                  ? [{ name: SHELL_CHUNK, test: (id: string) => shell.has(id), priority: 10, includeDependenciesRecursively: false }]
                  : []),
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/wp-content': 'http://localhost:4000',
      // The store's pictures resized by the server (server/src/images/); with the slash, /images/ stays Vite's.
      '/img/': 'http://localhost:4000',
      '/healthz': 'http://localhost:4000',
    },
  },
});

/** Bundles the client once without the shell's group (in memory) and returns the shell's modules. */
async function planShell(mode: string): Promise<Set<string>> {
  const first = shopConfig(false);
  const result = await build({ ...first, configFile: false, mode, logLevel: 'warn', build: { ...first.build, write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const bundle = Object.fromEntries(outputs.flatMap((output) => output.output.map((item) => [item.fileName, item] as const)));
  // The stages client/src/boot.ts evaluates before the shell (ssr/shopStages.ts): kept out of its chunk.
  const stages = ['src/apollo/client.ts', 'src/theme.ts'];
  return new Set(
    shellModules(
      bundle,
      'src/main.tsx',
      stages,
      LIBRARY_GROUPS.map((group) => group.name),
    ),
  );
}

export default defineConfig(async ({ isSsrBuild = false, command, mode }) =>
  shopConfig(isSsrBuild, command === 'build' && !isSsrBuild ? await planShell(mode) : undefined),
);
