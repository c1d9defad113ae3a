/** A page's HTML with what the server rendered of it (pageRenderer.ts): used by the app shell and the gate. */
import type { RenderedPage } from '#common/pageRendering';
import { EARLY_TAPS_HTML } from './earlyTaps';

/**
 * The shell with the rendered shop in its root element, its state for hydration, and its language; the
 * script that keeps taps made before hydration (earlyTaps.ts) comes before the content.
 */
export function withRenderedPage(html: string, page: RenderedPage | null): string {
  if (!page) return html;
  return html
    .replace(/<html lang="[a-z]+">/, `<html lang="${page.lang}">`)
    .replace('<div id="root"></div>', () => `${EARLY_TAPS_HTML}\n    <div id="root">${page.html}</div>\n    ${page.stateScript}`);
}
