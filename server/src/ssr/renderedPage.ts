/** A page's HTML with what the server rendered of it (pageRenderer.ts): used by the app shell and the gate. */
import type { RenderedPage } from '#common/pageRendering';

/** The shell with the rendered shop in its root element, its state for hydration, and its language. */
export function withRenderedPage(html: string, page: RenderedPage | null): string {
  if (!page) return html;
  return html
    .replace(/<html lang="[a-z]+">/, `<html lang="${page.lang}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.stateScript}`);
}
