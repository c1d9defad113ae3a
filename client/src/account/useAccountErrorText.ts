import { useTranslation } from 'react-i18next';

const KNOWN = new Set([
  'REQUIRED',
  'INVALID_EMAIL',
  'TOO_LONG',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_WEAK',
  'PASSWORDS_DO_NOT_MATCH',
  'INVALID_PHONE',
  'INVALID_POSTCODE',
  'INVALID_COUNTRY',
  'WRONG_PASSWORD',
  'EMAIL_EXISTS',
  'TOO_MANY_ATTEMPTS',
  'NOT_SIGNED_IN',
] as const);
type KnownCode = typeof KNOWN extends Set<infer T> ? T : never;

/** The text of an account error code (a form's or the server's) in the current language; undefined for none. */
export function useAccountErrorText(): (code: unknown) => string | undefined {
  const { t } = useTranslation();
  return (code) => {
    if (typeof code !== 'string' || !code) return undefined;
    return (KNOWN as Set<string>).has(code) ? t(`account.errors.${code as KnownCode}`) : t('account.errors.generic');
  };
}
