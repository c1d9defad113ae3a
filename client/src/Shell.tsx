import { ChakraProvider } from '@chakra-ui/react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, type ReactNode } from 'react';
import { App } from './App';
import { Toaster } from './components/common/toaster';
import { SiteGate } from './gate/SiteGate';
import { system } from './theme';

/**
 * The whole shop around a router: the browser's (main.tsx) or the server's static one for one URL
 * (entry-server.tsx). Both render this same tree, so the browser hydrates the server's HTML as is.
 */
export function Shell({ client, router }: { client: ApolloClient; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <ChakraProvider value={system}>
          {router(
            <SiteGate>
              <App />
            </SiteGate>,
          )}
          <Toaster />
        </ChakraProvider>
      </ApolloProvider>
    </StrictMode>
  );
}
