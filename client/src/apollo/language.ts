import { useReactiveVar } from '@apollo/client/react';
import type { Language } from '@generated/graphql';
import { persistedVar } from './persistedVar';

/** The shop's language, French by default; saved and mirrored across tabs. */
export const languageVar = persistedVar<Language>('language', 'FR', (raw) => (raw === 'FR' || raw === 'EN' ? raw : undefined));

export function useLanguage(): Language {
  return useReactiveVar(languageVar);
}

export function setLanguage(language: Language): void {
  languageVar(language);
}
