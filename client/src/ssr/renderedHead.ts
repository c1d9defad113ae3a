import { createContext } from 'react';
import type { RenderedHead } from '@common/pageRendering';

/**
 * The page's title (without the shop's name) and description as its screen sets them (lib/useSeo.ts),
 * collected while the server renders it, so that the HTML's head is the page's own, in its language.
 * In the browser there is no provider: useSeo sets the document's head in an effect instead.
 */
export const RenderedHeadContext = createContext<RenderedHead | null>(null);
