import { useContext } from 'react';
import { RenderedHeadContext } from '@/ssr/renderedHead';

/**
 * Names the page's first large picture (its LCP element) for the head the server sends: the browser
 * then fetches it with the HTML's head, at high priority, before the styles and scripts. In the
 * browser (a page opened by a link inside the shop) it does nothing: the picture's own
 * `fetchpriority="high"` is enough there.
 */
export function usePreloadImage(url: string | null | undefined): void {
  const renderedHead = useContext(RenderedHeadContext);
  if (renderedHead && url) renderedHead.preloadImage = url;
}
