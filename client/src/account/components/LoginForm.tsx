import '@/account/texts/index';
import { Button, Link, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { loginSchema } from '@common/forms/accountSchemas';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { useAuthForm } from '@/account/useAuthForm';
import { useSignInMutation } from '@/account/useAuthMutations';
import { AccountField } from './AccountField';
import { AuthFormAlert } from './AuthFormAlert';

/**
 * The login form (spec sections 2 and 5): email, password with show/hide, "Sign In" ("Signing In..."
 * while it runs). Used by the sign-in modal, the /login page and the checkout's inline sign-in.
 */
export function LoginForm({
  onSuccess,
  footer,
  initialEmail = '',
  onForgotPassword,
}: {
  onSuccess?: (customer: CustomerFieldsFragment) => void;
  /** Under the button: the link to registration. */
  footer?: ReactNode;
  initialEmail?: string;
  /** Told when the shopper follows "Forgot password?" (the modal closes). */
  onForgotPassword?: () => void;
}) {
  const { t } = useTranslation();
  const alertId = useId();
  const [signIn, loading] = useSignInMutation();
  const { formik, messages, field } = useAuthForm({
    form: 'login',
    schema: loginSchema,
    initialValues: { email: initialEmail, password: '' },
    submit: (values) => signIn({ email: values.email.trim(), password: values.password }),
    onSuccess,
  });
  const busy = loading || formik.isSubmitting;
  return (
    <form noValidate onSubmit={formik.handleSubmit} data-testid="login-form">
      <Stack gap="4">
        <AuthFormAlert id={alertId} messages={messages} />
        <AccountField label={t('auth.fields.email')} type="email" autoComplete="email" {...field('email')} />
        <AccountField label={t('auth.fields.password')} type="password" autoComplete="current-password" {...field('password')} />
        <Link asChild alignSelf="flex-end" fontSize="sm" color="gray.700" textDecoration="underline">
          <RouterLink to="/forgot-password" onClick={onForgotPassword} data-testid="forgot-password-link">
            {t('auth.login.forgot')}
          </RouterLink>
        </Link>
        <Button type="submit" loading={busy} loadingText={t('auth.login.submitting')} width="full">
          {t('auth.login.submit')}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
