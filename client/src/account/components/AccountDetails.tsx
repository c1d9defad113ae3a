import { Box, Button, Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { Detail } from '@/order/Detail';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { useDateText } from '../useDateText';

type Modal = 'profile' | 'email' | 'password';
const ROLES = new Set(['customer', 'subscriber', 'administrator', 'shop_manager']);

/**
 * The account details tab: names, username, email, member since and account type (the store's
 * role); Edit Profile, Change email and Change password in modals, Manage addresses and Sign out.
 */
export function AccountDetails({
  customer,
  onManageAddresses,
  onSignOut,
  signingOut,
}: {
  customer: CustomerFieldsFragment;
  onManageAddresses: () => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const [modal, setModal] = useState<Modal | null>(null);
  const close = () => setModal(null);
  const role = ROLES.has(customer.role) ? t(`account.details.roles.${customer.role as 'customer'}`) : customer.role;
  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby="details-title" data-testid="account-details">
        <Heading as="h2" id="details-title" size="xl" fontWeight="medium" mb="6">
          {t('account.details.title')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="5" borderWidth="1px" borderColor="gray.200" p={{ base: '4', md: '6' }}>
          <Detail label={t('account.details.firstName')} testId="details-first-name">
            {customer.firstName || '—'}
          </Detail>
          <Detail label={t('account.details.lastName')} testId="details-last-name">
            {customer.lastName || '—'}
          </Detail>
          <Detail label={t('account.details.username')} testId="details-username">
            {customer.username}
          </Detail>
          <Detail label={t('account.details.email')} testId="details-email">
            {customer.email}
          </Detail>
          <Detail label={t('account.details.memberSince')} testId="details-member-since">
            {dateText(customer.createdAt)}
          </Detail>
          <Detail label={t('account.details.accountType')} testId="details-account-type">
            {role}
          </Detail>
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby="details-actions-title">
        <Heading as="h3" id="details-actions-title" size="md" fontWeight="medium" mb="4">
          {t('account.details.actionsTitle')}
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button onClick={() => setModal('profile')}>{t('account.details.editProfile')}</Button>
          <Button variant="outline" onClick={() => setModal('email')}>
            {t('account.details.changeEmail')}
          </Button>
          <Button variant="outline" onClick={() => setModal('password')}>
            {t('account.details.changePassword')}
          </Button>
          <Button variant="outline" onClick={onManageAddresses}>
            {t('account.details.manageAddresses')}
          </Button>
          <Button variant="ghost" onClick={onSignOut} loading={signingOut}>
            {t('account.signOut')}
          </Button>
        </Flex>
      </Box>
      {modal === 'profile' && <EditProfileDialog customer={customer} onClose={close} />}
      {modal === 'email' && <ChangeEmailDialog email={customer.email} onClose={close} />}
      {modal === 'password' && <ChangePasswordDialog onClose={close} />}
    </Stack>
  );
}
