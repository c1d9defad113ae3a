import { useLanguage } from '@/apollo/language';

/*
 * The gate's texts live here rather than in i18n/fr.json and en.json: those files belong to the whole
 * shop and are typed from fr.json, so keys added at run time (i18n.addResourceBundle) would not type
 * check. A small typed object read with the shop's language is typed and self-contained; the keys are
 * the same in both languages by construction (`GateTexts`).
 */

const fr = {
  // The spec writes this title in English in both languages.
  title: 'WORK IN PROGRESS',
  intro: 'Le site est en cours de préparation. Saisissez le mot de passe pour y accéder.',
  passwordLabel: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  submit: 'Accéder au site',
  wrongPassword: 'Mot de passe incorrect',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans quelques minutes.',
  failed: 'Une erreur est survenue. Veuillez réessayer.',
  unreachable: 'Impossible de joindre la boutique pour le moment.',
  retry: 'Réessayer',
};

export type GateTexts = typeof fr;

const en: GateTexts = {
  title: 'WORK IN PROGRESS',
  intro: 'The site is being prepared. Enter the password to access it.',
  passwordLabel: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Enter the site',
  wrongPassword: 'Incorrect password',
  tooManyAttempts: 'Too many attempts. Please try again in a few minutes.',
  failed: 'Something went wrong. Please try again.',
  unreachable: 'The shop cannot be reached at the moment.',
  retry: 'Try again',
};

export const gateTexts: Record<'fr' | 'en', GateTexts> = { fr, en };

/** The gate's texts in the shop's current language (French by default). */
export function useGateTexts(): GateTexts {
  return gateTexts[useLanguage() === 'EN' ? 'en' : 'fr'];
}
