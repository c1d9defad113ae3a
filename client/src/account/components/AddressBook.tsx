import { Box, Button, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { OrderAddressCard } from '@/order/OrderAddressCard';
import { AddressDialog } from './AddressDialog';

type Kind = 'billing' | 'shipping';

/**
 * The addresses tab: the billing and the shipping address, each with Add (not set up yet: a name,
 * the address line, the postcode or the country missing) or Edit, opening its form in a modal.
 */
export function AddressBook({ customer }: { customer: CustomerFieldsFragment }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Kind | null>(null);
  const card = (kind: Kind) => {
    const address = customer[kind];
    const action = address.configured ? 'edit' : 'add';
    return (
      <OrderAddressCard
        title={t(`account.addresses.${kind}`)}
        address={address.configured ? address : null}
        testId={`account-${kind}-address`}
      >
        {!address.configured && <Text color="gray.600">{t('account.addresses.notConfigured')}</Text>}
        <Button mt="4" variant="outline" size="sm" onClick={() => setEditing(kind)} data-testid={`${action}-${kind}-address`}>
          {t(`account.addresses.${action}${kind === 'billing' ? 'Billing' : 'Shipping'}`)}
        </Button>
      </OrderAddressCard>
    );
  };
  return (
    <Box as="section" aria-labelledby="addresses-title" data-testid="account-addresses">
      <Heading as="h2" id="addresses-title" size="xl" fontWeight="medium" mb="2">
        {t('account.addresses.title')}
      </Heading>
      <Text color="gray.600" mb="6">
        {t('account.addresses.intro')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {card('billing')}
        {card('shipping')}
      </SimpleGrid>
      {editing && <AddressDialog kind={editing} customer={customer} onClose={() => setEditing(null)} />}
    </Box>
  );
}
