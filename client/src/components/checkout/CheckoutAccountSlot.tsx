import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The account block of the identification step, above the email field. Today every shopper checks
 * out as a guest. This is where the inline sign-in and account creation go when accounts exist (spec
 * section 2, Checkout): a signed-in customer's "connected as" goes here, and IdentificationStep then
 * gets the profile to prefill the form with and locks its email field.
 */
export function CheckoutAccountSlot() {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="gray.600" data-testid="checkout-account-slot">
      {t('checkout.account.guest')}
    </Text>
  );
}
