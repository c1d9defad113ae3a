import { Button, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiChevronDown, FiLogIn, FiUser } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { useCustomer, useSignOut } from '@/account/useAccount';

/**
 * The header's account control on wide screens (spec section 2): signed in, a menu named after the
 * customer (username, else email) with Dashboard and Sign Out; signed out, a sign-in icon button.
 */
export function AccountMenu({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { customer, status } = useCustomer();
  const { signOut } = useSignOut();

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

  const name = customer.username || customer.email;
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        if (details.value === 'dashboard') void navigate('/account');
        if (details.value === 'signOut') void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('auth.accountMenu', { name })} data-testid="account-menu">
          <FiUser aria-hidden />
          <Text as="span" maxW="40" truncate>
            {name}
          </Text>
          <FiChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel fontWeight="normal" color="gray.600" truncate>
                {customer.email}
              </Menu.ItemGroupLabel>
              <Menu.Item value="dashboard">{t('auth.dashboard')}</Menu.Item>
              <Menu.Item value="signOut">{t('auth.signOut')}</Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
