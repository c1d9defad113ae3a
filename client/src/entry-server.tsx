/**
 * The server's renderer of shop pages (built by `vite build --ssr` into dist/ssr, loaded by
 * server/src/ssr/pageRenderer.ts; their contract: common/pageRendering.ts): the same tree as the
 * browser's (Shell.tsx) around a static router, its queries answered by the storefront's own GraphQL
 * server in-process (`execute`), in the language and currency the shopper will see. The page's HTML
 * then carries its products and prices, Chakra's styles and the state the browser hydrates from
 * (ssr/pageState.ts).
 */
import { ApolloClient, ApolloLink } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import i18n from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { defaultCurrency } from '@common/currency';
import type { ExecuteOperation, RenderedHead, RenderedPage, RenderRequest } from '@common/pageRendering';
import { acceptedLanguages, pageLanguage, parseCurrencyCode, parseDestination } from '@common/preferences';
import { createCache } from './apollo/client';
import { RenderedPreferencesContext } from './apollo/renderedPreferences';
import { CurrenciesQuery } from './currency/useCurrencies';
import { seedSiteAccess } from './gate/useSiteAccess';
import { addEnglishTexts, initI18n, languageCode } from './i18n';
import en from './i18n/en.json';
import { Shell } from './Shell';
import { pageStateScript } from './ssr/pageState';
import { RenderedHeadContext } from './ssr/renderedHead';
import { RenderedRedirectContext } from './ssr/renderedRedirect';

// The shared instance holds the texts (the pages' chunks add theirs to it); each request renders with
// a clone in its own language.
initI18n('FR');
addEnglishTexts(en);

/** `onFailed` hears of every operation that answered with an error: the page then shows a failure. */
function inProcessLink(execute: ExecuteOperation, onFailed: () => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (result.errors?.length) onFailed();
            observer.next(result);
            observer.complete();
          })
          .catch((error: unknown) => {
            onFailed();
            observer.error(error);
          });
      }),
  );
}

/** The display currency: the chosen one if the shop serves it, else the spec's default for this browser. */
async function displayCurrency(client: ApolloClient, request: RenderRequest, language: 'FR' | 'EN'): Promise<string> {
  const chosen = parseCurrencyCode(request.currencyCookie);
  const browserLanguage = acceptedLanguages(request.acceptLanguage)[0];
  if (!request.access.granted) return defaultCurrency(chosen, [], browserLanguage);
  // The same query (and variables) as the header's currency menu: its answer is in the page's cache.
  const { data } = await client.query({ query: CurrenciesQuery, variables: { language } }).catch(() => ({ data: undefined }));
  return defaultCurrency(
    chosen,
    (data?.currencies ?? []).map((currency) => currency.code),
    browserLanguage,
  );
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const cache = createCache();
  // A part that failed is drawn as its error state here, which the browser cannot hydrate (ssr/pageState.ts).
  let failed = false;
  const client = new ApolloClient({
    ssrMode: true,
    cache,
    link: inProcessLink(request.execute, () => {
      failed = true;
    }),
    localState: new LocalState(),
  });
  seedSiteAccess(client.cache, request.access);
  const language = pageLanguage(request.languageCookie, request.acceptLanguage);
  const currency = await displayCurrency(client, request, language);
  const destination = parseDestination(request.destinationCookie);
  const texts = i18n.cloneInstance({ lng: languageCode(language) });
  const head: RenderedHead = {};
  const redirect: { to?: string } = {};
  const tree = (
    <RenderedPreferencesContext.Provider value={{ language, currency, destination }}>
      <RenderedHeadContext.Provider value={head}>
        <RenderedRedirectContext.Provider value={redirect}>
          <I18nextProvider i18n={texts}>
            <Shell
              client={client}
              internalPages={request.internalPages}
              router={(routes) => <StaticRouter location={request.url}>{routes}</StaticRouter>}
            />
          </I18nextProvider>
        </RenderedRedirectContext.Provider>
      </RenderedHeadContext.Provider>
    </RenderedPreferencesContext.Provider>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    context: { client },
    signal: request.signal,
    renderFunction: (node) =>
      // One document, no boundary left for inline scripts to reveal (the Content Security Policy runs none).
      prerenderToNodeStream(node, {
        signal: request.signal,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failed = true;
          request.onError(error);
        },
      }),
    maxRerenders: 10,
  });
  if (aborted) throw new Error('page render aborted');
  return {
    html: result,
    lang: languageCode(language),
    stateScript: pageStateScript({ language, currency, destination, apollo: cache.extract(), ...(failed ? { failed } : {}) }),
    head,
    ...(redirect.to ? { redirect: redirect.to } : {}),
  };
}
