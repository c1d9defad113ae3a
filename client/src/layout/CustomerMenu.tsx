import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiChevronDown, FiUser } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '@/account/useAccount';
import type { CustomerFieldsFragment } from '@generated/graphql';

/**
 * The signed-in customer's menu in the header: named after the customer (first name, else username,
 * else email: issue 23), with Dashboard, My Orders and Sign Out. Its own chunk: the menu machinery
 * (positioning, focus) loads only for a signed-in visitor, not with every first page.
 */
export default function CustomerMenu({ customer }: { customer: CustomerFieldsFragment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const name = customer.firstName || customer.username || customer.email;
  return (
    <Menu.Root
      // Fixed, as the sticky header it hangs from: a scroll then leaves it under its button, instead of
      // carrying it off until it is placed again a frame later (a press could start on an item and end beside it).
      positioning={{ placement: 'bottom-end', strategy: 'fixed' }}
      onSelect={(details) => {
        if (details.value === 'dashboard') void navigate('/account');
        if (details.value === 'orders') void navigate('/account/orders');
        if (details.value === 'signOut') void signOut();
      }}
    >
      <Menu.Trigger asChild>
        {/* Its name is the greeting it shows; the trigger says it opens a menu (aria-haspopup). */}
        <Button variant="ghost" size="sm" maxW="full" data-testid="account-menu">
          <FiUser aria-hidden />
          {/* A long name is cut short rather than pushing the header past the screen (Header.tsx). */}
          <Text as="span" minW="0" maxW="48" truncate>
            {t('auth.hello', { name })}
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
              <Menu.Item value="orders">{t('auth.myOrders')}</Menu.Item>
              <Menu.Item value="signOut">{t('auth.signOut')}</Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
