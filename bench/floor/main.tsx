/**
 * The stack's floor (issue 22): a page made of the shop's five libraries alone (React, react-router,
 * Apollo Client, i18next, Chakra UI; the versions of package.json), client-rendered: one heading and a
 * button. bench/floorPage.mts builds it with Vite and serves it gzip for bench/web.mts.
 */
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Button, ChakraProvider, Container, Heading } from '@chakra-ui/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { system } from './system';
import { initTexts } from './texts';

function FloorPage() {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  return (
    <Container py="8">
      <Heading as="h1" size="2xl" mb="4">
        {t('title')}
      </Heading>
      <Button onClick={() => setCount((value) => value + 1)}>{t('action', { count })}</Button>
    </Container>
  );
}

initTexts();
const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
      <ChakraProvider value={system}>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<FloorPage />} />
          </Routes>
        </BrowserRouter>
      </ChakraProvider>
    </ApolloProvider>
  </StrictMode>,
);
