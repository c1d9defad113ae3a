import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHOP_NAME } from '@common/brand';
import { languageVar } from '@/apollo/language';
import en from './en.json';
import fr from './fr.json';
import pagesEn from './pages.en.json';
import pagesFr from './pages.fr.json';

// Long content-page texts live in their own files, under the `pages` key of each language. The shop's
// name is one constant shared with the server (titles and link previews in the page it sends).
const resources = {
  fr: { translation: { ...fr, common: { ...fr.common, shopName: SHOP_NAME }, pages: pagesFr } },
  en: { translation: { ...en, common: { ...en.common, shopName: SHOP_NAME }, pages: pagesEn } },
};

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: (typeof resources)['fr']['translation'] };
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
