import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiChevronDown, FiUser } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@/account/useAccount';
import type { CustomerFieldsFragment } from '@generated/graphql';

/**
 * The signed-in customer's menu in the header: named after the customer (username, else email), with
 * Dashboard and Sign Out. Its own chunk: the menu machinery (positioning, focus) loads only for a
 * signed-in visitor, not with every first page.
 */
export default function CustomerMenu({ customer }: { customer: CustomerFieldsFragment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSignOut();
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
