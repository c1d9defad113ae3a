import '@/checkout/texts/index';
import { Box, Button, Flex, Grid, Heading, HStack, List, Separator, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FiCheckCircle } from 'react-icons/fi';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/apollo/language';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { PageSpinner } from '@/ui/PageSpinner';
import { Detail } from '@/order/Detail';
import { OrderAddressCard } from '@/order/OrderAddressCard';
import { OrderLinesTable } from '@/order/OrderLinesTable';
import { OrderStatusBadge } from '@/order/OrderStatusBadge';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { graphql } from '@generated/gql';

const OrderQuery = graphql(`
  query OrderConfirmation($id: ID!, $key: String, $language: Language) {
    order(id: $id, key: $key, language: $language) {
      ...OrderSummaryFields
    }
  }
`);

function Actions() {
  const { t } = useTranslation();
  return (
    <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
      <Button asChild>
        <RouterLink to="/">{t('order.backHome')}</RouterLink>
      </Button>
      <Button asChild variant="outline">
        <RouterLink to="/collections">{t('order.continueShopping')}</RouterLink>
      </Button>
    </Flex>
  );
}

/**
 * /order-confirmation/:orderId (?key= lets a guest open it): the order as the store recorded it,
 * with its status, items, addresses, shipping, totals and what happens next. No such order (or no
 * right to see it): 'Commande introuvable' and a way home.
 */
export default function OrderConfirmationPage() {
  const { t, i18n } = useTranslation();
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const language = useLanguage();
  const format = useMoneyFormatter();
  const { data, loading, error, refetch } = useQuery(OrderQuery, {
    variables: { id: orderId, key: searchParams.get('key'), language },
    fetchPolicy: 'cache-and-network',
  });
  const order = data?.order;
  useDocumentTitle(order ? t('order.title') : loading ? undefined : t('order.notFound'));

  if (loading && !data) return <PageSpinner label={t('order.loading')} />;

  if (!order) {
    // An id the API rejects is an order that does not exist, not a failure to retry.
    const rejected =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((entry) => ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(entry.extensions?.code)));
    const failed = !!error && !data && !rejected;
    return (
      <VStack py="24" px="4" gap="4" textAlign="center" data-testid={failed ? 'order-error' : 'order-not-found'}>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" size="4xl">
          {failed ? t('order.error') : t('order.notFound')}
        </Heading>
        <Text color="gray.600">{failed ? t('order.errorText') : t('order.notFoundText')}</Text>
        <HStack gap="3" mt="4">
          {failed && (
            <Button variant="outline" onClick={() => void refetch()}>
              {t('order.retry')}
            </Button>
          )}
          <Button asChild>
            <RouterLink to="/">{t('order.backHome')}</RouterLink>
          </Button>
        </HStack>
      </VStack>
    );
  }

  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(order.createdAt),
  );
  const shippingTitle = order.shippingLines.map((line) => line.title).join(', ');
  const nextSteps = t('order.nextSteps', { returnObjects: true }) as string[];

  return (
    <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }} data-testid="order-confirmation">
      <Stack gap="3" align="center" textAlign="center" mb="10">
        <Box color="green.600" fontSize="4xl" aria-hidden>
          <FiCheckCircle />
        </Box>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" size={{ base: '3xl', md: '4xl' }}>
          {t('order.title')}
        </Heading>
        <Text color="gray.700">{t('order.intro', { number: order.number })}</Text>
      </Stack>

      <Box as="section" aria-labelledby="order-details-title" borderWidth="1px" borderColor="gray.200" p={{ base: '4', md: '6' }} mb="8">
        <Heading as="h2" id="order-details-title" size="lg" fontWeight="medium" mb="4">
          {t('order.detailsTitle')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, md: 3 }} gap="5">
          <Detail label={t('order.status')}>
            <OrderStatusBadge status={order.status} />
          </Detail>
          <Detail label={t('order.number')} testId="order-number">
            {order.number}
          </Detail>
          <Detail label={t('order.date')} testId="order-date">
            {date}
          </Detail>
          <Detail label={t('order.email')} testId="order-email">
            {order.email}
          </Detail>
          <Detail label={t('order.paymentMethod')} testId="order-payment-method">
            {order.paymentMethodTitle}
          </Detail>
          {shippingTitle && (
            <Detail label={t('order.shippingMethod')} testId="order-shipping-method">
              {shippingTitle}
            </Detail>
          )}
          {order.customerNote && <Detail label={t('order.note')}>{order.customerNote}</Detail>}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="order-items-title" mb="8">
        <Heading as="h2" id="order-items-title" size="lg" fontWeight="medium" mb="4">
          {t('order.itemsTitle')}
        </Heading>
        <OrderLinesTable lines={order.lines} labelledBy="order-items-title" testId="order-items" />
      </Box>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="6" mb="8">
        <OrderAddressCard title={t('order.billingAddress')} address={order.billing} testId="order-billing" />
        <OrderAddressCard title={t('order.shippingAddress')} address={order.shipping} testId="order-shipping" />
        <Box as="section" aria-labelledby="order-summary-title" bg="brand.ivory" p="5" data-testid="order-summary">
          <Heading as="h3" id="order-summary-title" size="md" fontWeight="medium" mb="3">
            {t('order.summaryTitle')}
          </Heading>
          <Stack gap="2" fontSize="sm">
            <Flex justify="space-between">
              <Text>{t('order.itemsTotal')}</Text>
              <Text data-testid="order-items-total">{format(order.itemsTotal)}</Text>
            </Flex>
            <Flex justify="space-between">
              <Text>{t('order.shipping')}</Text>
              <Text data-testid="order-shipping-total">
                {order.shippingTotal.amount === 0 ? t('order.free') : format(order.shippingTotal)}
              </Text>
            </Flex>
            {order.discountTotal.amount > 0 && (
              <Flex justify="space-between">
                <Text>{t('order.discount')}</Text>
                <Text>-{format(order.discountTotal)}</Text>
              </Flex>
            )}
            {order.taxDisplay === 'EXCLUDING_TAX' && (
              // The store shows orders before tax: the VAT is added above the total.
              <Flex justify="space-between">
                <Text>{t('order.vatAdded')}</Text>
                <Text data-testid="order-tax-total">{format(order.taxTotal)}</Text>
              </Flex>
            )}
            <Separator borderColor="gray.300" />
            <Flex justify="space-between" fontSize="md" fontWeight="semibold">
              <Text>{t('order.total')}</Text>
              <Text data-testid="order-total">{format(order.total)}</Text>
            </Flex>
            {order.taxDisplay !== 'EXCLUDING_TAX' && (
              <Flex justify="space-between" color="gray.600">
                <Text>{t('order.vat')}</Text>
                <Text data-testid="order-tax-total">{format(order.taxTotal)}</Text>
              </Flex>
            )}
          </Stack>
        </Box>
      </Grid>

      <Box as="section" aria-labelledby="order-next-title" borderWidth="1px" borderColor="gray.200" p={{ base: '4', md: '6' }} mb="10">
        <Heading as="h2" id="order-next-title" size="lg" fontWeight="medium" mb="3">
          {t('order.nextStepsTitle')}
        </Heading>
        <List.Root gap="2" ps="5" color="gray.700" data-testid="order-next-steps">
          {nextSteps.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Box>

      <Actions />
    </Box>
  );
}
