import type { Plugin, Rolldown } from 'vite';

/**
 * The page's entry (client/src/boot.ts) imports the shop (`src/main.tsx`) only after the first paint
 * (client/src/ssr/paintFirst.ts): its scripts are fetched then, not named by index.html. Its stylesheets
 * (the fonts' faces) are needed by that first paint: index.html links them.
 */
export function linkHydrationStyles(hydrationModule = 'src/main.tsx'): Plugin {
  return {
    name: 'link-hydration-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const main = Object.values(bundle).find(
          (item): item is Rolldown.OutputChunk =>
            item.type === 'chunk' && (item.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${hydrationModule}`) ?? false),
        );
        if (!main) throw new Error(`link-hydration-styles: no chunk for ${hydrationModule}`);
        const sheets = new Set<string>();
        for (const file of staticClosure(bundle, main.fileName)) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
        }
        const tags = [...sheets]
          .filter((sheet) => !html.includes(`/${sheet}"`))
          .map((sheet) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${sheet}` }, injectTo: 'head' as const }));
        return { html, tags };
      },
    },
  };
}

/** `start` and the chunks it imports statically, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  const chunk = bundle[start];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}
