import { Alert, Box, Button, Flex, Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronDown, FiChevronUp } from 'react-icons/fi';
import { Link as RouterLink } from 'react-router-dom';
import type { PricedCartLine } from '@/cart/useCart';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import type { CheckoutQuoteFieldsFragment } from '@generated/graphql';
import { CartLineRow } from '@/cart/components/CartLineRow';

/**
 * The side summary of the checkout: the cart's lines (quantity and remove through the cart facade)
 * with what the store says of each, then the quote's items total, shipping ('Gratuit' / 'Free' when
 * zero), total and the VAT it includes (or, for a store showing its checkout before tax, the VAT added
 * above the total). Busy while the quote for what is on screen loads. Below the wide layout (a phone)
 * it sits above the steps folded, as the best shops do: one button with the total always in view
 * ("Voir le récapitulatif · 235,40 €") unfolds it.
 */
export function CheckoutSummary({
  lines,
  quote,
  current,
  failed,
  onRetry,
  methodChosen,
}: {
  lines: readonly PricedCartLine[];
  /** The quote in the display currency, or null while none has come. */
  quote: CheckoutQuoteFieldsFragment | null;
  /** Whether the quote shown answers for what is on screen. */
  current: boolean;
  failed: boolean;
  onRetry: () => void;
  methodChosen: boolean;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const [open, setOpen] = useState(false);
  const pending = t('checkout.summary.checking');
  const shippingText = !quote
    ? pending
    : !methodChosen || !quote.shippingMethod
      ? t('checkout.summary.shippingPending')
      : quote.shippingTotal.amount === 0
        ? t('checkout.summary.free')
        : format(quote.shippingTotal);
  // The store shows its checkout before tax: the VAT is added above the total instead of included in it.
  const vatApart = quote?.taxDisplay === 'EXCLUDING_TAX';

  return (
    <Stack
      as="aside"
      gap="4"
      borderWidth="1px"
      borderColor="gray.200"
      bg="brand.ivory"
      p={{ base: '4', md: '6' }}
      aria-labelledby="checkout-summary-title"
      aria-busy={!current && !failed}
      data-testid="checkout-summary"
      data-current={current}
    >
      <Button
        display={{ base: 'flex', lg: 'none' }}
        variant="plain"
        justifyContent="space-between"
        gap="3"
        whiteSpace="normal"
        textAlign="start"
        px="0"
        h="auto"
        fontWeight="medium"
        aria-expanded={open}
        aria-controls="checkout-summary-details"
        onClick={() => setOpen((value) => !value)}
        data-testid="checkout-summary-toggle"
      >
        <Text as="span">
          {t(open ? 'checkout.summary.hide' : 'checkout.summary.show')}
          {' · '}
          <Text as="span" fontWeight="semibold" data-testid="checkout-summary-toggle-total">
            {quote ? format(quote.total) : pending}
          </Text>
        </Text>
        {open ? <FiChevronUp aria-hidden /> : <FiChevronDown aria-hidden />}
      </Button>
      <Stack gap="4" id="checkout-summary-details" display={{ base: open ? 'flex' : 'none', lg: 'flex' }}>
        <Flex justify="space-between" align="baseline" gap="4">
          <Heading as="h2" id="checkout-summary-title" size="lg" fontWeight="medium">
            {t('checkout.summary.title')}
          </Heading>
          <Link asChild fontSize="sm" variant="underline">
            <RouterLink to="/cart">{t('checkout.summary.editCart')}</RouterLink>
          </Link>
        </Flex>
        <Box>
          {lines.map((item) => (
            <CartLineRow key={item.line.key} item={item} compact showLineTotal />
          ))}
        </Box>
        {failed && (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('checkout.summary.error')}</Alert.Title>
            </Alert.Content>
            <Button size="xs" variant="outline" onClick={onRetry}>
              {t('checkout.summary.retry')}
            </Button>
          </Alert.Root>
        )}
        <Stack gap="2">
          <Flex justify="space-between">
            <Text>{t('checkout.summary.items')}</Text>
            <Text data-testid="checkout-items-total">{quote ? format(quote.itemsTotal) : pending}</Text>
          </Flex>
          <Flex justify="space-between">
            <Text>{t('checkout.summary.shipping')}</Text>
            <Text data-testid="checkout-shipping-total">{shippingText}</Text>
          </Flex>
          {quote && vatApart && (
            <Flex justify="space-between">
              <Text>{t('checkout.summary.vatAdded')}</Text>
              <Text data-testid="checkout-tax-total">{format(quote.taxTotal)}</Text>
            </Flex>
          )}
        </Stack>
        <Separator borderColor="gray.300" />
        <Stack gap="1">
          <Flex justify="space-between" fontSize="lg" fontWeight="semibold">
            <Text>{t('checkout.summary.total')}</Text>
            <Text data-testid="checkout-total">{quote ? format(quote.total) : pending}</Text>
          </Flex>
          {!vatApart && (
            <Flex justify="space-between" fontSize="sm" color="gray.600">
              <Text>{t('checkout.summary.vat')}</Text>
              <Text data-testid="checkout-tax-total">{quote ? format(quote.taxTotal) : pending}</Text>
            </Flex>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
