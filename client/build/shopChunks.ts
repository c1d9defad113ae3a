import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './chunkGraph';

/** The id of index.html's JSON list of the shop's scripts, read by client/src/ssr/shopStages.ts. */
export const SHOP_CHUNKS_ID = 'shop-chunks';

/**
 * The page's entry (client/src/boot.ts) starts the shop (`src/main.tsx`) only after the first paint
 * (client/src/ssr/paintFirst.ts). index.html therefore names the shop's scripts without fetching them:
 * a JSON list (not run, so the Content Security Policy is not concerned) of the shop's chunk and every
 * chunk it imports statically, which the entry preloads all at once after the paint. The shop's
 * stylesheets (the fonts' faces) are needed by that first paint: index.html links them.
 */
export function shopChunks(hydrationModule = 'src/main.tsx'): Plugin {
  return {
    name: 'shop-chunks',
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
        if (!main) throw new Error(`shop-chunks: no chunk for ${hydrationModule}`);
        const scripts = [...staticClosure(bundle, main.fileName)];
        const sheets = new Set<string>();
        for (const file of scripts) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const sheet of chunk.viteMetadata?.importedCss ?? []) sheets.add(sheet);
        }
        const styleTags = [...sheets]
          .filter((sheet) => !html.includes(`/${sheet}"`))
          .map((sheet) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${sheet}` }, injectTo: 'head' as const }));
        const list = {
          tag: 'script',
          attrs: { type: 'application/json', id: SHOP_CHUNKS_ID },
          children: JSON.stringify(scripts.map((file) => `/${file}`)),
          injectTo: 'head' as const,
        };
        return { html, tags: [...styleTags, list] };
      },
    },
  };
}
