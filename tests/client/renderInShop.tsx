/**
 * Renders a piece of the shop as the shop does (client/src/Shell.tsx): the shop's Chakra system, the
 * shared i18next instance in the language asked (with the shop's language variable, which the money
 * formatter and the queries read), a router, and an Apollo client when the piece reads or writes the
 * cache (the shop's own cache and type policies over a link the test provides).
 */
import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '@/apollo/client';
import { languageVar } from '@/apollo/language';
import { addEnglishTexts, initI18n, languageCode } from '@/i18n';
import en from '@/i18n/en.json';
import { system } from '@/theme';
import type { Language } from '@generated/graphql';

const i18n = initI18n('FR');
addEnglishTexts(en);

/** A client over the shop's cache and type policies; `link` answers what the piece asks the server. */
export function testApolloClient(link: ApolloLink, initialState?: NormalizedCacheObject): ApolloClient {
  const cache = createCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({ link, cache, localState: new LocalState() });
}

export function renderInShop(
  ui: ReactElement,
  { language = 'FR', client }: { language?: Language; client?: ApolloClient } = {},
): RenderResult {
  languageVar(language);
  void i18n.changeLanguage(languageCode(language));
  const Providers = ({ children }: { children: ReactNode }) => {
    const shop = (
      <ChakraProvider value={system}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>{children}</MemoryRouter>
        </I18nextProvider>
      </ChakraProvider>
    );
    return client ? <ApolloProvider client={client}>{shop}</ApolloProvider> : shop;
  };
  return render(ui, { wrapper: Providers });
}
