import { Box, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiMapPin, FiPackage, FiUser } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { RECENT_ORDERS, type AccountTab } from '@/account/accountTabs';
import type { AccountOrder } from '@/account/useCustomerOrders';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { OrderStatusBadge } from '@/order/OrderStatusBadge';
import { OrdersPending } from './OrdersPending';
import { useDateText } from '../useDateText';

function ShortcutCard({ icon, title, text, onOpen }: { icon: ReactNode; title: string; text: string; onOpen: () => void }) {
  return (
    <Card.Root variant="outline" borderRadius="none">
      <Card.Body gap="2">
        <Box fontSize="2xl" color="gray.700" aria-hidden>
          {icon}
        </Box>
        <Heading as="h3" size="md" fontWeight="medium">
          {title}
        </Heading>
        <Text color="gray.600" fontSize="sm">
          {text}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" size="sm" onClick={onOpen}>
          {title}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The dashboard's latest orders: number, date, status and total; the way to all of them. */
function RecentOrders({ orders, onViewAll }: { orders: readonly AccountOrder[]; onViewAll: () => void }) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const dateText = useDateText();
  return (
    <Box as="section" aria-labelledby="recent-orders-title">
      <Heading as="h2" id="recent-orders-title" size="lg" fontWeight="medium" mb="4">
        {t('account.dashboard.recentTitle')}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" data-testid="recent-orders">
        {orders.slice(0, RECENT_ORDERS).map((order) => (
          <Flex
            as="li"
            key={order.id}
            borderWidth="1px"
            borderColor="gray.200"
            p="4"
            gap="3"
            wrap="wrap"
            align="center"
            justify="space-between"
            data-testid="recent-order"
          >
            <Box>
              <Text fontWeight="medium">{t('account.orders.number', { number: order.number })}</Text>
              <Text fontSize="sm" color="gray.600">
                {dateText(order.createdAt)}
              </Text>
            </Box>
            <Flex gap="4" align="center">
              <OrderStatusBadge status={order.status} />
              <Text fontWeight="semibold">{format(order.total)}</Text>
            </Flex>
          </Flex>
        ))}
      </Stack>
      <Button mt="4" variant="outline" onClick={onViewAll}>
        {t('account.dashboard.viewAll')}
      </Button>
    </Box>
  );
}

/**
 * The dashboard: a welcome with the customer's name, sign-out, shortcuts to the orders (and their
 * invoices), the addresses and the account details, and the 3 latest orders (or the way to the shop when there is none).
 */
export function AccountDashboard({
  customer,
  orders,
  onOpenTab,
  onSignOut,
  signingOut,
  ordersFailed,
  onRetryOrders,
}: {
  customer: CustomerFieldsFragment;
  orders: readonly AccountOrder[] | null;
  ordersFailed: boolean;
  onRetryOrders: () => void;
  onOpenTab: (tab: AccountTab) => void;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation();
  const name = customer.firstName || customer.username;
  return (
    <Stack gap="8" data-testid="account-dashboard">
      <Flex justify="space-between" align="start" gap="4" wrap="wrap">
        <Box maxW="2xl">
          <Heading as="h2" size="xl" fontWeight="medium" mb="2" data-testid="account-welcome">
            {t('account.dashboard.welcome', { name })}
          </Heading>
          <Text color="gray.600">{t('account.dashboard.intro')}</Text>
        </Box>
        <Button variant="outline" onClick={onSignOut} loading={signingOut}>
          {t('account.signOut')}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ShortcutCard
          icon={<FiPackage />}
          title={t('account.dashboard.cards.orders.title')}
          text={t('account.dashboard.cards.orders.text')}
          onOpen={() => onOpenTab('orders')}
        />
        <ShortcutCard
          icon={<FiMapPin />}
          title={t('account.dashboard.cards.addresses.title')}
          text={t('account.dashboard.cards.addresses.text')}
          onOpen={() => onOpenTab('addresses')}
        />
        <ShortcutCard
          icon={<FiUser />}
          title={t('account.dashboard.cards.details.title')}
          text={t('account.dashboard.cards.details.text')}
          onOpen={() => onOpenTab('details')}
        />
      </SimpleGrid>
      {!orders ? (
        <OrdersPending failed={ordersFailed} onRetry={onRetryOrders} />
      ) : orders.length > 0 ? (
        <RecentOrders orders={orders} onViewAll={() => onOpenTab('orders')} />
      ) : (
        <Box as="section" aria-labelledby="recent-orders-title" textAlign="center" py="8" bg="brand.ivory" data-testid="dashboard-empty">
          <Heading as="h2" id="recent-orders-title" size="lg" fontWeight="medium" mb="2">
            {t('account.dashboard.empty')}
          </Heading>
          <Text color="gray.600" mb="4">
            {t('account.dashboard.emptyText')}
          </Text>
          <Button asChild>
            <RouterLink to="/collections">{t('account.dashboard.startShopping')}</RouterLink>
          </Button>
        </Box>
      )}
    </Stack>
  );
}
