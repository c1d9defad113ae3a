import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { brandFonts } from './build/brandFonts';
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

export default defineConfig(({ isSsrBuild }) => ({
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
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
                  priority: 30,
                },
                { name: 'apollo', test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/, priority: 20 },
                { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
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
}));
