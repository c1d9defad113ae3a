import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { App } from './App';
import './fonts';
import { Toaster } from './components/common/toaster';
import { SiteGate } from './gate/SiteGate';
import { initI18n } from './i18n';
import { system } from './theme';

initI18n();
const client = createApolloClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <BrowserRouter>
          <SiteGate>
            <App />
          </SiteGate>
        </BrowserRouter>
        <Toaster />
      </ChakraProvider>
    </ApolloProvider>
  </StrictMode>,
);
