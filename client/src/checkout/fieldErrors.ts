import { useTranslation } from 'react-i18next';
import { CHECKOUT_MAX_LENGTH, type AddressField, type CheckoutFieldErrorCode } from '@/checkout/checkoutForm';

/** The text of a field error code of the identification step, in the current language. */
export function useCheckoutFieldErrorText(): (code: unknown, field: AddressField | 'email' | 'customerNote') => string | undefined {
  const { t } = useTranslation();
  const texts: Record<CheckoutFieldErrorCode, (field: AddressField | 'email' | 'customerNote') => string> = {
    REQUIRED: (field) => (field === 'customerNote' ? t('checkout.errors.invalid') : t(`checkout.errors.required.${field}`)),
    INVALID_EMAIL: () => t('checkout.errors.invalidEmail'),
    INVALID_PHONE: () => t('checkout.errors.invalidPhone'),
    INVALID_POSTCODE: () => t('checkout.errors.invalidPostcode'),
    TOO_LONG: (field) => t('checkout.errors.tooLong', { max: CHECKOUT_MAX_LENGTH[field] }),
    COUNTRY_NOT_SHIPPED: () => t('checkout.errors.countryNotShipped'),
    INVALID_STATE: () => t('checkout.errors.invalidState'),
    INVALID: () => t('checkout.errors.invalid'),
  };
  return (code, field) => {
    if (typeof code !== 'string' || !code) return undefined;
    return (Object.hasOwn(texts, code) ? texts[code as CheckoutFieldErrorCode] : texts.INVALID)(field);
  };
}
