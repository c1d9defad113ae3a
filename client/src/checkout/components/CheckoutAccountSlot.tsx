import { Box, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronDown, FiUser } from 'react-icons/fi';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { LoginForm } from '@/account/components/LoginForm';
import { CheckoutRegisterForm } from './CheckoutRegisterForm';

type AccountOption = 'signIn' | 'register';

/** One of the guest's two options: a toggle and, open, its form. */
function AccountOptionPanel({
  label,
  groupLabel,
  open,
  onToggle,
  testId,
  children,
}: {
  label: string;
  groupLabel: string;
  open: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Collapsible.Root open={open} onOpenChange={onToggle} data-testid={testId}>
      <Collapsible.Trigger asChild>
        {/* Wrapped on a phone: the option's words and its chevron stay within the screen. */}
        <Button
          variant="ghost"
          size="sm"
          px="2"
          justifyContent="space-between"
          width="full"
          h="auto"
          minH="8"
          whiteSpace="normal"
          textAlign="start"
        >
          {label}
          <Box as="span" transition="transform 0.2s" transform={open ? 'rotate(180deg)' : undefined} aria-hidden>
            <FiChevronDown />
          </Box>
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box role="group" aria-label={groupLabel} pt="3" pb="2" px="2">
          {children}
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/**
 * The account block at the top of the identification step (spec section 2, Checkout): a signed-in
 * customer sees "connected as" (the form below is filled from the profile); a guest may sign in with
 * email and password or create an account with the email, here, without leaving the checkout.
 */
export function CheckoutAccountSlot({
  customer,
  email,
  names,
  onSignedIn,
}: {
  customer: CustomerFieldsFragment | null;
  /** The email typed in the checkout form so far, to start the options' forms with. */
  email: string;
  /** The names typed in the checkout form, given to the new account. */
  names: { firstName: string; lastName: string };
  onSignedIn: (customer: CustomerFieldsFragment) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AccountOption | null>(null);

  if (customer) {
    return (
      <Stack gap="1" p="4" bg="brand.ivory" rounded="md" data-testid="checkout-account-slot">
        <HStack gap="2" fontWeight="medium" data-testid="checkout-connected-as">
          <FiUser aria-hidden />
          <Text>{t('checkout.account.connectedAs', { username: customer.username })}</Text>
        </HStack>
        <Text fontSize="sm" color="gray.600">
          {t('checkout.account.prefilled')}
        </Text>
      </Stack>
    );
  }

  const toggle = (option: AccountOption) => setOpen((current) => (current === option ? null : option));
  return (
    <Stack gap="2" p="4" borderWidth="1px" borderColor="gray.200" rounded="md" data-testid="checkout-account-slot">
      <Text fontSize="sm" color="gray.600">
        {t('checkout.account.guest')}
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {t('checkout.account.options')}
      </Text>
      <AccountOptionPanel
        label={t('checkout.account.signInOption')}
        groupLabel={t('checkout.account.signInGroup')}
        open={open === 'signIn'}
        onToggle={() => toggle('signIn')}
        testId="checkout-sign-in"
      >
        {open === 'signIn' && <LoginForm initialEmail={email} onSuccess={onSignedIn} />}
      </AccountOptionPanel>
      <AccountOptionPanel
        label={t('checkout.account.registerOption')}
        groupLabel={t('checkout.account.registerGroup')}
        open={open === 'register'}
        onToggle={() => toggle('register')}
        testId="checkout-register"
      >
        {open === 'register' && <CheckoutRegisterForm initialEmail={email} names={names} onSuccess={onSignedIn} />}
      </AccountOptionPanel>
    </Stack>
  );
}
