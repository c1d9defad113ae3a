import { Accordion, Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiDownload, FiRefreshCw } from 'react-icons/fi';
import type { AccountOrder } from '@/account/useCustomerOrders';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { OrderStatusBadge } from '@/order/OrderStatusBadge';
import { OrderDetails } from './OrderDetails';
import { OrdersPending } from './OrdersPending';
import { useDateText } from '../useDateText';

/**
 * The orders tab: every recent order as an item that opens on its details (the one of `?order=`
 * opened already), a paid one offering its invoice without opening (issue 23: the invoices are found
 * under the orders), a refresh button asking the server again, 'No orders found' when there is none.
 */
export function OrderList({
  orders,
  loading,
  failed,
  refreshing,
  onRefresh,
  openOrder,
  onDownloadInvoice,
  downloading,
}: {
  orders: readonly AccountOrder[] | null;
  loading: boolean;
  failed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  openOrder: string | null;
  onDownloadInvoice: (orderId: string) => void;
  downloading: string | null;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const dateText = useDateText();
  const [open, setOpen] = useState<string[]>(openOrder ? [openOrder] : []);
  useEffect(() => {
    if (openOrder) setOpen((current) => (current.includes(openOrder) ? current : [...current, openOrder]));
  }, [openOrder]);

  return (
    <Box as="section" aria-labelledby="orders-title" data-testid="account-orders">
      <Flex justify="space-between" align="center" gap="4" mb="4" wrap="wrap">
        <Heading as="h2" id="orders-title" size="xl" fontWeight="medium">
          {t('account.orders.title')}
        </Heading>
        <Button variant="outline" size="sm" onClick={onRefresh} loading={refreshing} data-testid="orders-refresh">
          <FiRefreshCw aria-hidden />
          {t('account.orders.refresh')}
        </Button>
      </Flex>
      {loading || failed ? (
        <OrdersPending failed={failed} onRetry={onRefresh} />
      ) : !orders || orders.length === 0 ? (
        <Box textAlign="center" py="10" bg="brand.ivory" data-testid="orders-empty">
          <Text fontSize="lg" fontWeight="medium">
            {t('account.orders.empty')}
          </Text>
          <Text color="gray.600">{t('account.orders.emptyText')}</Text>
        </Box>
      ) : (
        <Accordion.Root multiple value={open} onValueChange={(details) => setOpen(details.value)} variant="enclosed">
          {orders.map((order) => (
            <Accordion.Item key={order.id} value={order.id} data-testid="account-order">
              <Heading as="h3" size="md" fontWeight="normal">
                <Accordion.ItemTrigger cursor="pointer" py="4">
                  <Flex flex="1" gap="3" align="center" justify="space-between" wrap="wrap" textAlign="start">
                    <Box>
                      <Text fontWeight="medium">{t('account.orders.number', { number: order.number })}</Text>
                      <Text fontSize="sm" color="gray.600">
                        {t('account.orders.placedOn', { date: dateText(order.createdAt) })} ·{' '}
                        {t('account.orders.items', { count: order.lines.reduce((sum, line) => sum + line.quantity, 0) })}
                      </Text>
                    </Box>
                    <HStack gap="4">
                      <OrderStatusBadge status={order.status} />
                      <Text fontWeight="semibold">{format(order.total)}</Text>
                    </HStack>
                  </Flex>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
              </Heading>
              {order.paid && (
                // Beside the order's button, not inside it: a button cannot hold another.
                <Flex justify="flex-end" px="4" pb="3" mt="-2">
                  <Button
                    variant="ghost"
                    size="xs"
                    onClick={() => onDownloadInvoice(order.id)}
                    loading={downloading === order.id}
                    aria-label={t('account.orders.invoiceLabel', { number: order.number })}
                    data-testid="order-invoice"
                  >
                    <FiDownload aria-hidden />
                    {t('account.orders.invoiceButton')}
                  </Button>
                </Flex>
              )}
              <Accordion.ItemContent>
                <Accordion.ItemBody pb="6">
                  <OrderDetails order={order} onDownloadInvoice={onDownloadInvoice} downloading={downloading === order.id} />
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </Box>
  );
}
