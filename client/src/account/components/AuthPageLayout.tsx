import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { redirectTarget } from '@/account/redirectTarget';
import { useCustomer } from '@/account/useAccount';
import { PageSpinner } from '@/ui/PageSpinner';
import { Redirect } from '@/ui/Redirect';

/**
 * The frame of /login and /register: the title and the form in a card. A signed-in shopper (already,
 * or once the form succeeds) goes on, replacing this page, to the page first asked for or /account.
 */
export function AuthPageLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const location = useLocation();
  const { customer, status } = useCustomer();
  if (customer) return <Redirect to={redirectTarget(location)} />;
  if (status === 'loading') return <PageSpinner />;
  return (
    <Box maxW="md" mx="auto" px="4" py={{ base: '10', md: '16' }}>
      <Stack gap="6" p={{ base: '6', md: '8' }} bg="white" borderWidth="1px" borderColor="gray.200" rounded="md">
        <Stack gap="2" textAlign="center">
          <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
            {title}
          </Heading>
          <Text color="gray.600">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Box>
  );
}
