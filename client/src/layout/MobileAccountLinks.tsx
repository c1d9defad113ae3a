import { Button, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useCustomer, useSignOut } from '@/account/useAccount';
import type { AuthView } from '@/account/components/AuthModal';

/**
 * The account part of the mobile menu (spec section 2): signed in, a greeting with the first name,
 * My Account, My Orders and Sign Out; signed out, Sign In and Create Account (the modal's two views).
 */
export function MobileAccountLinks({ onNavigate, onOpenAuth }: { onNavigate: () => void; onOpenAuth: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const { customer } = useCustomer();
  const { signOut } = useSignOut();
  return (
    <Stack gap="4" data-testid="mobile-account">
      <Separator />
      {customer ? (
        <>
          <Text fontWeight="medium">{t('auth.hello', { name: customer.firstName || customer.username })}</Text>
          <Link asChild fontSize="lg" onClick={onNavigate}>
            <RouterLink to="/account">{t('auth.myAccount')}</RouterLink>
          </Link>
          <Link asChild fontSize="lg" onClick={onNavigate}>
            <RouterLink to="/account/orders">{t('auth.myOrders')}</RouterLink>
          </Link>
          <Button
            variant="outline"
            alignSelf="flex-start"
            onClick={() => {
              onNavigate();
              void signOut();
            }}
          >
            {t('auth.signOut')}
          </Button>
        </>
      ) : (
        <>
          <Button alignSelf="stretch" onClick={() => onOpenAuth('login')}>
            {t('auth.mobileSignIn')}
          </Button>
          <Button variant="outline" alignSelf="stretch" onClick={() => onOpenAuth('register')}>
            {t('auth.mobileRegister')}
          </Button>
        </>
      )}
    </Stack>
  );
}
