import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHOP_NAME } from '@common/brand';
import { languageVar } from '@/apollo/language';
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
type PageTexts = typeof import('./pages.fr.json');
type CheckoutTexts = typeof import('./checkout.fr.json');
type AccountTexts = typeof import('./account.fr.json');

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: (typeof resources)['fr']['translation'] & { pages: PageTexts } & CheckoutTexts & AccountTexts };
  }
}

const code = (language: string) => (language === 'EN' ? 'en' : 'fr');

/** i18next follows the language reactive variable, so every text changes at once. */
export function initI18n(): typeof i18n {
  void i18n.use(initReactI18next).init({
    resources,
    lng: code(languageVar()),
    fallbackLng: 'fr',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = code(languageVar());
  const follow = (language: string) => {
    void i18n.changeLanguage(code(language));
    document.documentElement.lang = code(language);
    languageVar.onNextChange(follow);
  };
  languageVar.onNextChange(follow);
  return i18n;
}
