import '@/account/texts/index';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthPageLayout } from '@/account/components/AuthPageLayout';
import { AuthSwitchLink } from '@/account/components/AuthSwitchLink';
import { LoginForm } from '@/account/components/LoginForm';
import { redirectTarget } from '@/account/redirectTarget';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/**
 * /login: the login form and a link to /register; once signed in, on to the page asked for
 * (AuthPageLayout). A guest sent here from the account is told why (spec section 2's words).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('auth.login.pageTitle'));
  const fromAccount = !!(location.state as { from?: unknown } | null)?.from && redirectTarget(location).startsWith('/account');
  return (
    <AuthPageLayout title={t('auth.login.title')} intro={fromAccount ? t('account.signInRequired.title') : t('auth.login.intro')}>
      <LoginForm
        footer={
          <AuthSwitchLink
            prompt={t('auth.login.noAccount')}
            label={t('auth.login.switch')}
            // Where to go afterwards follows to the other page.
            to={{ pathname: '/register', search: location.search }}
            state={location.state}
          />
        }
      />
    </AuthPageLayout>
  );
}
