import { createContext } from 'react';

/**
 * Where the page being rendered on the server sends the browser (ui/Redirect.tsx writes it, the first
 * one stands), so that the server answers a redirect instead of a page that would only navigate away
 * once hydrated. In the browser there is no provider.
 */
export const RenderedRedirectContext = createContext<{ to?: string } | null>(null);
