import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHOP_NAME } from '@common/brand';
import { languageVar } from '@/apollo/language';
import type { Language } from '@generated/graphql';
import fr from './fr.json';

// The shop's name is one constant shared with the server (titles and link previews in the page it
// sends). Each feature's texts come with its chunk (client/src/<feature>/texts: the content pages', the
// checkout's, the account area's and the sign-in forms', the fit guide's, the try-on's, the landing
// page's, the test pages'), typed here all the same. French is the shop's first and fallback language
// and comes with the first load; the English shared texts load when a page is in English
// (loadLanguage), so that a French page never fetches them (issue 22: first-load JS).
type SharedTexts = typeof fr | typeof import('./en.json');
const withShopName = <Texts extends SharedTexts>(texts: Texts) => ({ ...texts, common: { ...texts.common, shopName: SHOP_NAME } });
const resources = {
  fr: { translation: withShopName(fr) },
};
type PageTexts = typeof import('../content/texts/fr.json');
type CheckoutTexts = typeof import('../checkout/texts/fr.json');
type AccountTexts = typeof import('../account/texts/fr.json');
type FitGuideTexts = typeof import('../fit/texts/fr.json');
type TryOnTexts = typeof import('../tryOn/texts/fr.json');
type InternalTexts = typeof import('../internal/texts/fr.json');
type LandingTexts = typeof import('../landing/texts/fr.json');

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: (typeof resources)['fr']['translation'] & { pages: PageTexts } & CheckoutTexts &
        AccountTexts &
        FitGuideTexts &
        TryOnTexts &
        InternalTexts &
        LandingTexts;
    };
  }
}

export const languageCode = (language: Language) => (language === 'EN' ? 'en' : 'fr');

/**
 * The shared i18next instance, in `language`. In the browser it serves every text; on the server each
 * request renders with a clone in its own language (entry-server.tsx), sharing these resources and
 * those the pages' chunks add.
 */
export function initI18n(language: Language): typeof i18n {
  void i18n.use(initReactI18next).init({
    resources,
    lng: languageCode(language),
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18n;
}

/** Adds the English shared texts (the server and the component tests, which hold them from the start). */
export function addEnglishTexts(en: SharedTexts): void {
  i18n.addResourceBundle('en', 'translation', withShopName(en), true, false);
}

let english: Promise<void> | null = null;

/** The shared texts of `language` loaded (English: its chunk, once; French: already there). */
export function loadLanguage(language: Language): Promise<void> {
  if (language !== 'EN') return Promise.resolve();
  english ??= import('./en.json').then((module) => addEnglishTexts(module.default));
  return english;
}

/** In the browser: every text and the page's `lang` follow the language reactive variable. */
export function followLanguage(): void {
  document.documentElement.lang = languageCode(languageVar());
  const follow = (language: Language) => {
    // The texts first, then the switch (the page never shows keys); a later choice meanwhile wins.
    void loadLanguage(language).then(() => {
      if (languageVar() !== language) return;
      void i18n.changeLanguage(languageCode(language));
      document.documentElement.lang = languageCode(language);
    });
    languageVar.onNextChange(follow);
  };
  languageVar.onNextChange(follow);
}
