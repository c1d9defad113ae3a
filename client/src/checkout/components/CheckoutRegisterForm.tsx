import '@/account/texts/index';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkoutRegisterSchema } from '@common/forms/accountSchemas';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { useAuthForm } from '@/account/useAuthForm';
import { useRegisterAtCheckoutMutation } from '@/account/useAuthMutations';
import { AccountField } from '@/account/components/AccountField';
import { AuthFormAlert } from '@/account/components/AuthFormAlert';

/**
 * Account creation inside the checkout (spec section 2): the email is the username, a password of 8
 * characters or more; the names already typed in the checkout form go with it.
 */
export function CheckoutRegisterForm({
  initialEmail,
  names,
  onSuccess,
}: {
  initialEmail: string;
  names: { firstName: string; lastName: string };
  onSuccess: (customer: CustomerFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  const alertId = useId();
  const [register, loading] = useRegisterAtCheckoutMutation();
  const { formik, messages, field } = useAuthForm({
    form: 'checkoutRegister',
    schema: checkoutRegisterSchema,
    initialValues: { email: initialEmail, password: '' },
    submit: (values) =>
      register({
        email: values.email.trim(),
        password: values.password,
        firstName: names.firstName.trim() || null,
        lastName: names.lastName.trim() || null,
      }),
    onSuccess,
  });
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="checkout-register-form">
      <Stack gap="4">
        <Text fontSize="sm" color="gray.600">
          {t('checkout.account.registerHint')}
        </Text>
        <AuthFormAlert id={alertId} messages={messages} />
        <AccountField label={t('auth.fields.email')} type="email" autoComplete="email" {...field('email')} />
        <AccountField label={t('checkout.account.password')} type="password" autoComplete="new-password" {...field('password')} />
        <Button
          type="submit"
          loading={loading || formik.isSubmitting}
          loadingText={t('checkout.account.registerSubmitting')}
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
        >
          {t('checkout.account.registerSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
