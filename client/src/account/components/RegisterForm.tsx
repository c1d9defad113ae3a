import '@/account/texts/index';
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerSchema } from '@common/forms/accountSchemas';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { useAuthForm } from '@/account/useAuthForm';
import { useRegisterMutation } from '@/account/useAuthMutations';
import { AccountField } from './AccountField';
import { AuthFormAlert } from './AuthFormAlert';

/**
 * The registration form (spec sections 2 and 5): first and last name, email, an optional username
 * (left empty, the store makes it from the email as WooCommerce does: issue 23), password and its
 * confirmation, "Create Account" ("Creating Account..." while it runs). Used by the sign-in modal and
 * the /register page.
 */
export function RegisterForm({
  onSuccess,
  footer,
}: {
  onSuccess?: (customer: CustomerFieldsFragment) => void;
  /** Under the button: the link to sign-in. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const alertId = useId();
  const [register, loading] = useRegisterMutation();
  const { formik, messages, field } = useAuthForm({
    form: 'register',
    schema: registerSchema,
    initialValues: { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' },
    submit: (values) =>
      register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        // Empty: none sent, the store makes it.
        username: values.username.trim() || null,
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
    onSuccess,
  });
  const busy = loading || formik.isSubmitting;
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="register-form">
      <Stack gap="4">
        <AuthFormAlert id={alertId} messages={messages} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <AccountField label={t('auth.fields.firstName')} autoComplete="given-name" {...field('firstName')} />
          <AccountField label={t('auth.fields.lastName')} autoComplete="family-name" {...field('lastName')} />
        </SimpleGrid>
        <AccountField label={t('auth.fields.email')} type="email" autoComplete="email" {...field('email')} />
        <AccountField
          label={t('auth.register.usernameOptional')}
          autoComplete="username"
          help={t('auth.register.usernameHint')}
          {...field('username')}
        />
        <AccountField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          help={t('auth.register.passwordHint')}
          {...field('password')}
        />
        <AccountField label={t('auth.fields.confirmPassword')} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" loading={busy} loadingText={t('auth.register.submitting')} width="full">
          {t('auth.register.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
