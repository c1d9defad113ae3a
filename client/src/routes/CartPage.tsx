import { Alert, Box, Button, Flex, Grid, Heading, List, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FiCheck } from 'react-icons/fi';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatMoney } from '@common/money';
import { useDisplayCurrency } from '@/apollo/currency';
import { useLanguage } from '@/apollo/language';
import { cartActions, useCart, type CartLineView } from '@/cart/useCart';
import { CartLineRow } from '@/components/cart/CartLineRow';
import { useLinePrice } from '@/components/cart/useLinePrice';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { graphql } from '@generated/gql';
import type { CartPageQuery } from '@generated/graphql';

const CartPricingQuery = graphql(`
  query CartPage($lines: [CartLineInput!]!, $currency: CurrencyCode, $language: Language) {
    cartPricing(lines: $lines, currency: $currency, language: $language) {
      allAvailable
      subtotal {
        amount
        currencyCode
      }
      lines {
        key
        found
        purchasable
        availability
        stockQuantity
        unitPrice {
          amount
          currencyCode
        }
      }
    }
  }
`);

type PricedLine = CartPageQuery['cartPricing']['lines'][number];

/** What the store says now about a line, when it differs from what the shopper saw. */
function LineStatus({ line, priced, shownAmount }: { line: CartLineView; priced: PricedLine | undefined; shownAmount: number }) {
  const { t } = useTranslation();
  if (!priced) return null;
  const message = !priced.found
    ? t('cart.unavailable')
    : priced.availability === 'OUT_OF_STOCK'
      ? t('cart.outOfStock')
      : !priced.purchasable && priced.stockQuantity !== null && priced.stockQuantity !== undefined
        ? t('cart.notEnoughStock', { count: priced.stockQuantity })
        : priced.unitPrice && Math.abs(priced.unitPrice.amount - shownAmount) >= 0.01
          ? t('cart.priceChanged', { price: formatMoney(priced.unitPrice) })
          : priced.availability === 'PRE_ORDER'
            ? t('cart.preOrder')
            : null;
  if (!message) return null;
  const problem = !priced.purchasable;
  return (
    <Text fontSize="sm" color={problem ? 'red.600' : 'orange.600'} data-testid={`cart-line-status-${line.key}`}>
      {message}
    </Text>
  );
}

export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const currency = useDisplayCurrency();
  const language = useLanguage();
  const price = useLinePrice();
  const navigate = useNavigate();
  useDocumentTitle(t('cart.pageTitle'));
  const lines = cart.lines.map((line) => ({
    key: line.key,
    productId: line.productId,
    variationId: line.variationId,
    quantity: line.quantity,
  }));
  const pricing = useQuery(CartPricingQuery, {
    variables: { lines, currency, language },
    skip: lines.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const priced = pricing.data?.cartPricing;

  if (cart.lines.length === 0) {
    return (
      <Stack maxW="3xl" mx="auto" px="4" py="24" align="center" gap="4" textAlign="center" data-testid="cart-page-empty">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
          {t('cart.empty')}
        </Heading>
        <Text color="gray.600">{t('cart.emptyText')}</Text>
        <Button asChild>
          <RouterLink to="/collections">{t('cart.continue')}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size="4xl" mb="8">
        {t('cart.pageTitle')}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="12" alignItems="start">
        <Box>
          {cart.lines.map((line) => (
            <CartLineRow
              key={line.key}
              line={line}
              status={
                <LineStatus
                  line={line}
                  priced={priced?.lines.find((candidate) => candidate.key === line.key)}
                  shownAmount={price(line).amount}
                />
              }
            />
          ))}
          <Button variant="ghost" size="sm" mt="4" onClick={cartActions.clear} data-testid="cart-clear">
            {t('cart.clear')}
          </Button>
        </Box>
        <Stack gap="4" borderWidth="1px" borderColor="gray.200" p="6" as="section" aria-labelledby="summary-title">
          <Heading as="h2" id="summary-title" size="lg">
            {t('cart.orderSummary')}
          </Heading>
          {pricing.error && !priced && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('cart.pricingError')}</Alert.Title>
            </Alert.Root>
          )}
          <Flex justify="space-between">
            <Text>{t('cart.subtotal')}</Text>
            <Text data-testid="cart-subtotal">{priced ? formatMoney(priced.subtotal) : t('cart.checking')}</Text>
          </Flex>
          <Flex justify="space-between" color="gray.600" fontSize="sm">
            <Text>{t('cart.shipping')}</Text>
            <Text>{t('cart.calculatedNextSingular')}</Text>
          </Flex>
          <Flex justify="space-between" color="gray.600" fontSize="sm">
            <Text>{t('cart.taxes')}</Text>
            <Text>{t('cart.calculatedNext')}</Text>
          </Flex>
          <Separator />
          <Flex justify="space-between" fontSize="lg" fontWeight="semibold">
            <Text>{t('cart.total')}</Text>
            <Text data-testid="cart-page-total">{priced ? formatMoney(priced.subtotal) : '…'}</Text>
          </Flex>
          <Button size="lg" disabled={!priced?.allAvailable} onClick={() => navigate('/checkout')} data-testid="cart-proceed">
            {t('cart.proceed')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/collections">{t('cart.continue')}</RouterLink>
          </Button>
          <List.Root gap="2" variant="plain" fontSize="sm" color="gray.700" mt="2">
            {(['perkShipping', 'perkDelivery', 'perkReturns'] as const).map((perk) => (
              <List.Item key={perk}>
                <List.Indicator asChild color="green.600">
                  <FiCheck />
                </List.Indicator>
                {t(`cart.${perk}`)}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </Grid>
    </Box>
  );
}
