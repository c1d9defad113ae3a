import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FiLogIn } from 'react-icons/fi';
import { useCustomer } from '@/account/useAccount';

const CustomerMenu = lazy(() => import('./CustomerMenu'));

/**
 * The header's account control on wide screens (spec section 2): signed in, a menu named after the
 * customer (first name, else username, else email) with Dashboard and Sign Out; signed out, a sign-in icon button.
 */
export function AccountMenu({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const { customer, status } = useCustomer();

  if (!customer) {
    return (
      <IconButton
        variant="ghost"
        aria-label={t('auth.signIn')}
        onClick={onSignIn}
        disabled={status === 'loading'}
        data-testid="header-sign-in"
      >
        <FiLogIn />
      </IconButton>
    );
  }

  return (
    <Suspense fallback={null}>
      <CustomerMenu customer={customer} />
    </Suspense>
  );
}
