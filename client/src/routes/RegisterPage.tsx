import '@/account/texts/index';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AuthPageLayout } from '@/account/components/AuthPageLayout';
import { AuthSwitchLink } from '@/account/components/AuthSwitchLink';
import { RegisterForm } from '@/account/components/RegisterForm';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** /register: the registration form and a link to /login; once signed in, on to the page asked for (AuthPageLayout). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('auth.register.pageTitle'));
  return (
    <AuthPageLayout title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <RegisterForm
        footer={
          <AuthSwitchLink
            prompt={t('auth.register.hasAccount')}
            label={t('auth.register.switch')}
            // Where to go afterwards follows to the other page.
            to={{ pathname: '/login', search: location.search }}
            state={location.state}
          />
        }
      />
    </AuthPageLayout>
  );
}
