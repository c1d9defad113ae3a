import { Alert, Box, Button, Flex, Grid, Heading, List, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiCheck } from 'react-icons/fi';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCart } from '@/cart/useCart';
import { usePricedCart } from '@/cart/usePricedCart';
import { CartLineRow } from '@/cart/components/CartLineRow';
import { PageSpinner } from '@/ui/PageSpinner';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

/** The cart page: the lines and the order summary, priced by the server (as the sidebar). */
export default function CartPage() {
  const { t } = useTranslation();
  const cart = useCart();
  const priced = usePricedCart();
  const navigate = useNavigate();
  useDocumentTitle(t('cart.pageTitle'));

  if (!cart.restored) return <PageSpinner />;
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
          {priced.lines.map((item) => (
            <CartLineRow key={item.line.key} item={item} />
          ))}
          <Button variant="ghost" size="sm" mt="4" onClick={cart.clear} data-testid="cart-clear">
            {t('cart.clear')}
          </Button>
        </Box>
        <Stack
          gap="4"
          borderWidth="1px"
          borderColor="gray.200"
          p="6"
          as="section"
          aria-labelledby="summary-title"
          aria-busy={!priced.priced}
          data-testid="cart-summary"
        >
          <Heading as="h2" id="summary-title" size="lg">
            {t('cart.orderSummary')}
          </Heading>
          {priced.failed && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('cart.pricingError')}</Alert.Title>
            </Alert.Root>
          )}
          <Flex justify="space-between">
            <Text>{t('cart.subtotal')}</Text>
            <Text data-testid="cart-subtotal">{priced.totalText ?? t('cart.checking')}</Text>
          </Flex>
          <Flex justify="space-between" color="gray.600" fontSize="sm">
            <Text>{t('cart.shipping')}</Text>
            <Text>{t('cart.shippingCalculatedNext')}</Text>
          </Flex>
          <Flex justify="space-between" color="gray.600" fontSize="sm">
            <Text>{t('cart.taxes')}</Text>
            <Text>{t('cart.taxesCalculatedNext')}</Text>
          </Flex>
          <Separator />
          <Flex justify="space-between" fontSize="lg" fontWeight="semibold">
            <Text>{t('cart.total')}</Text>
            <Text data-testid="cart-page-total" data-priced={priced.priced}>
              {priced.totalText ?? '…'}
            </Text>
          </Flex>
          <Button size="lg" disabled={!priced.allAvailable} onClick={() => navigate('/checkout')} data-testid="cart-proceed">
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
