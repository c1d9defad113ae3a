import { useReactiveVar } from '@apollo/client/react';
import { useContext } from 'react';
import { PREFERENCE_KEYS, parseLanguage } from '@common/preferences';
import type { Language } from '@generated/graphql';
import { persistedVar } from './persistedVar';
import { RenderedPreferencesContext } from './renderedPreferences';

/** The shop's language, French by default; saved (and sent to the server as a cookie), mirrored across tabs. */
export const languageVar = persistedVar<Language>(
  PREFERENCE_KEYS.language,
  'FR',
  (raw) => parseLanguage(typeof raw === 'string' ? raw : undefined) ?? undefined,
  { cookie: (language) => language },
);

export function useLanguage(): Language {
  const rendered = useContext(RenderedPreferencesContext);
  const chosen = useReactiveVar(languageVar);
  return rendered?.language ?? chosen;
}

export function setLanguage(language: Language): void {
  languageVar(language);
}
