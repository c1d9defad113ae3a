import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** i18next as the shop sets it up (synchronous init, texts in the bundle), with the floor's two texts. */
export function initTexts(): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      fr: { translation: { title: 'Le plancher de la pile', action: 'Appuyer ({{count}})' } },
      en: { translation: { title: "The stack's floor", action: 'Press ({{count}})' } },
    },
  });
  return i18next;
}
