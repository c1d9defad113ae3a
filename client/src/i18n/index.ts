import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHOP_NAME } from '@common/brand';
import { languageVar } from '@/apollo/language';
import type { Language } from '@generated/graphql';
import en from './en.json';
import fr from './fr.json';

// The shop's name is one constant shared with the server (titles and link previews in the page it
// sends). The content pages' long texts come with those pages (./pages.ts), and the checkout's with
// the checkout and order pages (./checkout.ts), the account area's with its page (./account.ts),
// typed here all the same.
const resources = {
  fr: { translation: { ...fr, common: { ...fr.common, shopName: SHOP_NAME } } },
  en: { translation: { ...en, common: { ...en.common, shopName: SHOP_NAME } } },
};
type PageTexts = typeof import('../content/texts/fr.json');
type CheckoutTexts = typeof import('../checkout/texts/fr.json');
type AccountTexts = typeof import('../account/texts/fr.json');
type FitGuideTexts = typeof import('../fit/texts/fr.json');
type TryOnTexts = typeof import('../tryOn/texts/fr.json');

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: {
      translation: (typeof resources)['fr']['translation'] & { pages: PageTexts } & CheckoutTexts &
        AccountTexts &
        FitGuideTexts &
        TryOnTexts;
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

/** In the browser: every text and the page's `lang` follow the language reactive variable. */
export function followLanguage(): void {
  document.documentElement.lang = languageCode(languageVar());
  const follow = (language: Language) => {
    void i18n.changeLanguage(languageCode(language));
    document.documentElement.lang = languageCode(language);
    languageVar.onNextChange(follow);
  };
  languageVar.onNextChange(follow);
}
