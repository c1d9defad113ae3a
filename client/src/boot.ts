/**
 * The page's first script: the shop (main.tsx) is fetched once the server's page has been painted
 * (ssr/paintFirst.ts), so that the page's HTML, styles, fonts and pictures come first.
 */
import { afterFirstPaint } from './ssr/paintFirst';

afterFirstPaint(() => {
  import('./main').catch((error: unknown) => {
    // A release replaced the chunks this page names: the page stays as the server drew it; a reload gets the new ones.
    console.error('The shop could not start', error);
  });
});
