import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, type ReactNode } from 'react';
import { App } from './App';
import { DeferredToaster } from './ui/DeferredToaster';
import { ShopEmotionCache } from './ui/emotionCache';
import { SiteGate } from './gate/SiteGate';
import { InternalPagesContext } from './internal/internalPages';
import { system } from './theme';

/**
 * The whole shop around a router: the browser's (main.tsx) or the server's static one for one URL
 * (entry-server.tsx). Both render this same tree, so the browser hydrates the server's HTML as is.
 */
export function Shell({
  client,
  router,
  internalPages,
}: {
  client: ApolloClient;
  router: (routes: ReactNode) => ReactNode;
  /** The internal test pages are served (the server's INTERNAL_PAGES). */
  internalPages: boolean;
}) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        {/* Chakra's styles without the vendor prefixes no supported browser needs (ui/emotionCache.tsx). */}
        <ShopEmotionCache>
          <ChakraProvider value={system}>
            <InternalPagesContext.Provider value={internalPages}>
              {router(
                <SiteGate>
                  <App />
                </SiteGate>,
              )}
            </InternalPagesContext.Provider>
            <DeferredToaster />
          </ChakraProvider>
        </ShopEmotionCache>
      </ApolloProvider>
    </StrictMode>
  );
}
