/**
 * The page's first script: once the server's page has been painted (ssr/paintFirst.ts), the shop's
 * scripts are fetched all at once and evaluated in stages (ssr/shopStages.ts): the libraries, Chakra's
 * system, the shop's screens, then the shop itself (main.tsx), which hydrates the page.
 */
import { afterFirstPaint } from './ssr/paintFirst';
import { inStages, preloadShopChunks } from './ssr/shopStages';

afterFirstPaint(() => {
  preloadShopChunks();
  inStages([() => import('./apollo/client'), () => import('./theme'), () => import('./main')]).catch((error: unknown) => {
    // A release replaced the chunks this page names: the page stays as the server drew it; a reload gets the new ones.
    console.error('The shop could not start', error);
  });
});
