import { Box, Button, Flex, Grid, Heading, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiDownload } from 'react-icons/fi';
import type { AccountOrder } from '@/account/useCustomerOrders';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { Detail } from '@/order/Detail';
import { OrderAddressCard } from '@/order/OrderAddressCard';
import { OrderLinesTable } from '@/order/OrderLinesTable';
import { useDateText } from '../useDateText';

/** The items of an order: name and sku, quantity, unit price, tax and total. */
function OrderLines({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const titleId = `order-${order.id}-items`;
  return (
    <Box as="section" aria-labelledby={titleId}>
      <Heading as="h4" id={titleId} size="sm" fontWeight="semibold" mb="2">
        {t('account.orders.itemsTitle')}
      </Heading>
      <OrderLinesTable lines={order.lines} labelledBy={titleId} testId="account-order-items" />
    </Box>
  );
}

/** Subtotal, shipping, tax, discount and total of an order. */
function OrderCosts({ order }: { order: AccountOrder }) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const titleId = `order-${order.id}-summary`;
  const row = (label: string, value: string | null, strong = false) => (
    <Flex justify="space-between" fontWeight={strong ? 'semibold' : undefined} fontSize={strong ? 'md' : 'sm'}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </Flex>
  );
  return (
    <Box as="section" aria-labelledby={titleId} bg="brand.ivory" p="5" data-testid="account-order-summary">
      <Heading as="h4" id={titleId} size="sm" fontWeight="semibold" mb="3">
        {t('account.orders.summaryTitle')}
      </Heading>
      <Stack gap="2">
        {row(t('account.orders.subtotal'), format(order.itemsTotal))}
        {row(t('account.orders.shipping'), order.shippingTotal.amount === 0 ? t('account.orders.free') : format(order.shippingTotal))}
        {row(t('account.orders.tax'), format(order.taxTotal))}
        {order.discountTotal.amount > 0 && row(t('account.orders.discount'), `-${format(order.discountTotal)}`)}
        <Separator borderColor="gray.300" />
        {row(t('account.orders.total'), format(order.total), true)}
      </Stack>
    </Box>
  );
}

/**
 * An order opened in the orders tab: its dates, payment and shipping, items, addresses, costs, the
 * customer's note and, once paid, its invoice.
 */
export function OrderDetails({
  order,
  onDownloadInvoice,
  downloading,
}: {
  order: AccountOrder;
  onDownloadInvoice: (orderId: string) => void;
  downloading: boolean;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const dateText = useDateText();
  const shippingMethod = order.shippingLines.map((line) => line.title).join(', ');
  return (
    <Stack gap="6" data-testid="account-order-details">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 3 }} gap="5">
        <Detail label={t('account.orders.orderDate')}>{dateText(order.createdAt, { time: true })}</Detail>
        <Detail label={t('account.orders.paymentDate')}>
          {order.paidAt ? dateText(order.paidAt, { time: true }) : t('account.orders.notPaid')}
        </Detail>
        <Detail label={t('account.orders.deliveryDate')}>
          {order.completedAt ? dateText(order.completedAt, { time: true }) : t('account.orders.notDelivered')}
        </Detail>
        <Detail label={t('account.orders.paymentMethod')}>{order.paymentMethodTitle || '—'}</Detail>
        <Detail label={t('account.orders.shippingMethod')}>{shippingMethod || t('account.orders.noShippingMethod')}</Detail>
        <Detail label={t('account.orders.shippingCost')}>
          {order.shippingTotal.amount === 0 ? t('account.orders.free') : format(order.shippingTotal)}
        </Detail>
        {order.customerNote && <Detail label={t('account.orders.note')}>{order.customerNote}</Detail>}
      </SimpleGrid>
      <OrderLines order={order} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
        <OrderAddressCard
          title={t('account.orders.billingAddress')}
          address={order.billing}
          headingLevel="h4"
          testId="account-order-billing"
        />
        <OrderAddressCard
          title={t('account.orders.shippingAddress')}
          address={order.shipping}
          headingLevel="h4"
          testId="account-order-shipping"
        />
        <OrderCosts order={order} />
      </Grid>
      {order.paid && (
        <Box>
          <Button variant="outline" onClick={() => onDownloadInvoice(order.id)} loading={downloading} data-testid="download-invoice">
            <FiDownload aria-hidden />
            {t('account.orders.downloadInvoice')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
