import '@/account/texts/index';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '@/account/usePasswordReset';
import { AuthField } from '@/account/components/AuthField';
import { AuthFormAlert } from '@/account/components/AuthFormAlert';
import { AuthPageLayout } from '@/account/components/AuthPageLayout';
import { AuthSwitchLink } from '@/account/components/AuthSwitchLink';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /forgot-password: asks for a reset link. Whatever the email, a well-formed request gets the same
 * answer ("if an account exists, a mail is on its way"): the page never says who has an account.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const alertId = useId();
  useDocumentTitle(t('auth.forgot.pageTitle'));
  const [request, loading] = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) {
      setProblem(t('auth.forgot.invalidEmail'));
      return;
    }
    setProblem(null);
    try {
      const codes = await request(email);
      if (codes.includes('TOO_MANY_ATTEMPTS')) setProblem(t('auth.forgot.tooMany'));
      else if (codes.length > 0) setProblem(t('auth.forgot.invalidEmail'));
      else setSent(true);
    } catch {
      setProblem(t('auth.forgot.failed'));
    }
  }

  return (
    <AuthPageLayout title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      {sent ? (
        <Stack gap="4">
          <Alert.Root status="success" role="status" data-testid="forgot-sent">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('auth.forgot.sentTitle')}</Alert.Title>
              <Alert.Description>{t('auth.forgot.sent')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <AuthSwitchLink prompt={t('auth.forgot.remembered')} label={t('auth.forgot.backToLogin')} to="/login" />
        </Stack>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} data-testid="forgot-form">
          <Stack gap="4">
            <AuthFormAlert id={alertId} messages={problem ? [{ field: 'email', text: problem }] : []} />
            <AuthField
              label={t('auth.fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              invalid={problem !== null}
              errorId={alertId}
            />
            <Button type="submit" loading={loading} loadingText={t('auth.forgot.submitting')} width="full">
              {t('auth.forgot.submit')}
            </Button>
            <AuthSwitchLink prompt={t('auth.forgot.remembered')} label={t('auth.forgot.backToLogin')} to="/login" />
          </Stack>
        </form>
      )}
    </AuthPageLayout>
  );
}
