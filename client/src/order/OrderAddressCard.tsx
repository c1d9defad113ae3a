import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@generated/gql';
import type { OrderAddressCard_AddressFragment } from '@generated/graphql';

export const OrderAddressCardFragment = graphql(`
  fragment OrderAddressCard_address on OrderAddress {
    firstName
    lastName
    company
    address1
    address2
    city
    postcode
    countryName
    phone
  }
`);

/** What the card shows: an order's address, or a customer's saved one (which may have no phone). */
export type AddressCardAddress = Omit<OrderAddressCard_AddressFragment, 'phone' | 'company' | 'address2'> & {
  company?: string | null;
  address2?: string | null;
  phone?: string | null;
};

/**
 * An address under its title: an order's billing or shipping address (the confirmation page, the
 * account's orders) or a saved one (the account's address book, with its button as `children`).
 */
export function OrderAddressCard({
  title,
  address,
  testId,
  headingLevel = 'h3',
  children,
}: {
  title: string;
  address: AddressCardAddress | null;
  testId: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderColor="gray.200" p="5" data-testid={testId}>
      <Heading as={headingLevel} size="md" fontWeight="medium" mb="3">
        {title}
      </Heading>
      {address && (
        <Box as="address" fontStyle="normal" color="gray.700" lineHeight="tall">
          <Text>
            {address.firstName} {address.lastName}
          </Text>
          {address.company && <Text>{address.company}</Text>}
          <Text>{address.address1}</Text>
          {address.address2 && <Text>{address.address2}</Text>}
          <Text>
            {address.postcode} {address.city}
          </Text>
          <Text>{address.countryName}</Text>
          {address.phone && <Text>{t('order.phone', { phone: address.phone })}</Text>}
        </Box>
      )}
      {children}
    </Box>
  );
}
