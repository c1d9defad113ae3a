import { useTranslation } from 'react-i18next';

/** A date of the account area in the current language (`long`: 12 March 2026; with `time`, the hour too). */
export function useDateText(): (iso: string, options?: { time?: boolean }) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  return (iso, options = {}) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(options.time ? { timeStyle: 'short' } : {}) }).format(new Date(iso));
}
