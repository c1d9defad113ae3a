import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { savedCurrencyVar } from './apollo/currency';
import { destinationVar } from './apollo/destination';
import { languageVar } from './apollo/language';
import { restoreSavedState } from './apollo/savedState';
import './fonts';
import { followLanguage, initI18n, loadLanguage } from './i18n';
import { readInternalPages } from './internal/internalPages';
import { Shell } from './Shell';
import { afterMainPictures } from './ssr/paintFirst';
import { readPageState } from './ssr/pageState';

// A page the server rendered is hydrated from the state it was rendered with (what this browser saved
// follows once it has hydrated: ssr/AfterHydration.tsx); any other page (the Vite dev server) is drawn
// here from what this browser saved.
const pageState = readPageState(document);
if (pageState) {
  languageVar(pageState.language);
  savedCurrencyVar(pageState.currency);
  destinationVar(pageState.destination ?? null);
} else restoreSavedState();
initI18n(languageVar());
followLanguage();

const client = createApolloClient(pageState?.apollo);
const shop = (
  <Shell client={client} internalPages={readInternalPages(document)} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
);
const container = document.getElementById('root')!;
// A page with a part that failed on the server is drawn anew over its HTML: its error state cannot be
// hydrated (the browser asks again for what failed).
const start = () => {
  // As a transition, hydration yields to the browser every few milliseconds (no long task) and to a
  // shopper's input, which React replays on the part it concerns once that part has hydrated.
  if (pageState && !pageState.failed) startTransition(() => void hydrateRoot(container, shop));
  else createRoot(container).render(shop);
};
// A rendered page hydrates once its main pictures are shown (ssr/paintFirst.ts); an English page also
// waits for its shared texts (a French page's are in this chunk).
const texts = languageVar() === 'EN' ? loadLanguage('EN').catch(() => undefined) : Promise.resolve();
const pictures = pageState ? new Promise<void>((resolve) => afterMainPictures(resolve)) : Promise.resolve();
void Promise.all([texts, pictures]).then(start);
