import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiDownload, FiFileText } from 'react-icons/fi';
import { invoicedOrders } from '@/account/accountTabs';
import type { AccountOrder } from '@/account/useCustomerOrders';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { OrdersPending } from './OrdersPending';
import { useDateText } from '../useDateText';

/**
 * The downloads tab: one invoice per paid order (number, date, total) with its PDF and the way to the
 * order's details; until an order is paid, a word on when invoices appear.
 */
export function InvoiceList({
  orders,
  onDownload,
  downloading,
  onViewDetails,
  failed,
  onRetry,
}: {
  orders: readonly AccountOrder[] | null;
  failed: boolean;
  onRetry: () => void;
  onDownload: (orderId: string) => void;
  downloading: string | null;
  onViewDetails: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const dateText = useDateText();
  const invoices = invoicedOrders(orders ?? []);
  return (
    <Box as="section" aria-labelledby="downloads-title" data-testid="account-downloads">
      <Heading as="h2" id="downloads-title" size="xl" fontWeight="medium" mb="2">
        {t('account.downloads.title')}
      </Heading>
      <Text color="gray.600" mb="6">
        {t('account.downloads.intro')}
      </Text>
      {!orders ? (
        <OrdersPending failed={failed} onRetry={onRetry} />
      ) : invoices.length === 0 ? (
        <Box textAlign="center" py="10" bg="brand.ivory" data-testid="downloads-empty">
          <Text fontSize="lg" fontWeight="medium">
            {t('account.downloads.empty')}
          </Text>
          <Text color="gray.600">{t('account.downloads.emptyText')}</Text>
        </Box>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {invoices.map((order) => (
            <Flex
              as="li"
              key={order.id}
              borderWidth="1px"
              borderColor="gray.200"
              p="4"
              gap="4"
              align="center"
              justify="space-between"
              wrap="wrap"
              data-testid="invoice-row"
            >
              <HStack gap="3">
                <Box fontSize="2xl" color="gray.600" aria-hidden>
                  <FiFileText />
                </Box>
                <Box>
                  <Text fontWeight="medium">{t('account.downloads.invoice', { number: order.number })}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {dateText(order.paidAt ?? order.createdAt)} · {format(order.total)}
                  </Text>
                </Box>
              </HStack>
              <HStack gap="2">
                <Button
                  size="sm"
                  onClick={() => onDownload(order.id)}
                  loading={downloading === order.id}
                  aria-label={t('account.downloads.downloadLabel', { number: order.number })}
                >
                  <FiDownload aria-hidden />
                  {t('account.downloads.download')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onViewDetails(order.id)}
                  aria-label={t('account.downloads.viewDetailsLabel', { number: order.number })}
                >
                  {t('account.downloads.viewDetails')}
                </Button>
              </HStack>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
