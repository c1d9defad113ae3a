import '@/account/texts/index';
import { Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PasswordResetLinkQuery } from '@/account/passwordResetOperations';
import { useResetPassword } from '@/account/usePasswordReset';
import { AuthField } from '@/account/components/AuthField';
import { AuthFormAlert } from '@/account/components/AuthFormAlert';
import { AuthPageLayout } from '@/account/components/AuthPageLayout';
import { AuthSwitchLink } from '@/account/components/AuthSwitchLink';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

type LinkProblem = 'EXPIRED' | 'INVALID';

/**
 * /reset-password?token=...: the link of the reset mail. A used, replaced or expired link says so at
 * once, with a way to ask for another; a working one takes the new password twice. Success signs this
 * browser in (every other session of the customer ended), and the layout moves on to the account.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const alertId = useId();
  useDocumentTitle(t('auth.reset.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery(PasswordResetLinkQuery, { variables: { token }, fetchPolicy: 'network-only', skip: token === '', ssr: false });
  const [reset, loading] = useResetPassword();
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<LinkProblem | null>(null);

  const state = token === '' ? 'INVALID' : (linkProblem ?? link.data?.passwordResetLink);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.newPassword.trim().length < 8) return setProblem(t('auth.reset.tooShort'));
    if (values.newPassword !== values.confirmPassword) return setProblem(t('auth.reset.mismatch'));
    setProblem(null);
    try {
      const payload = await reset({ token, ...values });
      const [first] = payload.errors;
      if (!first) return;
      if (first.code === 'RESET_LINK_EXPIRED') setLinkProblem('EXPIRED');
      else if (first.code === 'RESET_LINK_INVALID') setLinkProblem('INVALID');
      else if (first.code === 'PASSWORD_TOO_WEAK') setProblem(t('auth.reset.weak'));
      else if (first.code === 'PASSWORDS_DO_NOT_MATCH') setProblem(t('auth.reset.mismatch'));
      else if (first.code === 'TOO_MANY_ATTEMPTS') setProblem(t('auth.forgot.tooMany'));
      else setProblem(t('auth.reset.failed'));
    } catch {
      setProblem(t('auth.reset.failed'));
    }
  }

  const change = (field: 'newPassword' | 'confirmPassword') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  let body;
  if (state === 'EXPIRED' || state === 'INVALID') {
    body = (
      <Stack gap="4">
        <Alert.Root status="error" role="alert" data-testid="reset-link-refused">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state === 'EXPIRED' ? t('auth.reset.expiredTitle') : t('auth.reset.invalidTitle')}</Alert.Title>
            <Alert.Description>{state === 'EXPIRED' ? t('auth.reset.expired') : t('auth.reset.invalid')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <AuthSwitchLink prompt={t('auth.reset.askAgainPrompt')} label={t('auth.reset.askAgain')} to="/forgot-password" />
      </Stack>
    );
  } else if (state !== 'VALID') {
    body = link.error ? (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('auth.reset.failed')}</Alert.Title>
      </Alert.Root>
    ) : (
      <Spinner aria-label={t('auth.reset.checking')} />
    );
  } else {
    body = (
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="reset-form">
        <Stack gap="4">
          <AuthFormAlert id={alertId} messages={problem ? [{ field: 'newPassword', text: problem }] : []} />
          <AuthField
            label={t('auth.reset.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={change('newPassword')}
            invalid={problem !== null}
            errorId={alertId}
            helperText={t('auth.register.passwordHint')}
          />
          <AuthField
            label={t('auth.fields.confirmPassword')}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            invalid={problem !== null}
            errorId={alertId}
          />
          <Button type="submit" loading={loading} loadingText={t('auth.reset.submitting')} width="full">
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <AuthPageLayout title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      {body}
    </AuthPageLayout>
  );
}
