import { Alert, Box, Button, HStack, Link, RadioGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { FiCreditCard, FiLock } from 'react-icons/fi';
import type { CardPaymentHandle } from '@/checkout/cardPayment';
import type { PaymentSetupQuery } from '@generated/graphql';
import { TestCardForm } from './TestCardForm';

// Stripe's packages stay out of every chunk but this one, loaded only when the server uses Stripe.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

export type PaymentSetup = PaymentSetupQuery['paymentSetup'];

/** The card method, the only one the shop offers. */
export const CARD_METHOD = 'card';

/**
 * Step 3: card only. The card method is chosen by itself once the setup says card payment is on; the
 * card form is the provider's (Stripe Elements, or the offline test card). The pay button waits for
 * a chosen method and a current total, and stays disabled while a payment runs.
 */
export function PaymentStep({
  setup,
  setupLoading,
  setupFailed,
  method,
  onSelectMethod,
  handleRef,
  language,
  canPay,
  processing,
  onPay,
  amountText,
  error,
  notice,
  blocked,
}: {
  setup: PaymentSetup | null;
  setupLoading: boolean;
  setupFailed: boolean;
  method: string | null;
  onSelectMethod: (method: string) => void;
  handleRef: RefObject<CardPaymentHandle | null>;
  language: 'fr' | 'en';
  canPay: boolean;
  processing: boolean;
  onPay: () => void;
  amountText: string | null;
  /** The last payment failure's text. */
  error: string | null;
  /** What the shopper should know before paying again (cart changed, out of stock). */
  notice: string | null;
  /** Some lines cannot be bought as they are. */
  blocked: boolean;
}) {
  const { t } = useTranslation();

  if (!setup) {
    if (setupFailed)
      return (
        <Alert.Root status="error" data-testid="payment-setup-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('checkout.payment.errorTitle')}</Alert.Title>
            <Alert.Description>
              {t('checkout.payment.generic')}.{' '}
              <Link href={window.location.href} variant="underline">
                {t('checkout.payment.reload')}
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    return (
      <HStack gap="3" role="status" aria-busy={setupLoading} color="gray.600">
        <Spinner size="sm" />
        <Text>{t('checkout.payment.loading')}</Text>
      </HStack>
    );
  }

  if (!setup.cardGatewayEnabled)
    return (
      <Alert.Root status="error" data-testid="payment-unavailable">
        <Alert.Indicator />
        <Alert.Title>{t('checkout.payment.unavailable')}</Alert.Title>
      </Alert.Root>
    );

  const stripeKey = setup.provider === 'STRIPE' ? setup.stripePublishableKey : null;

  return (
    <Stack gap="6">
      <RadioGroup.Root
        value={method}
        onValueChange={(details) => details.value && onSelectMethod(details.value)}
        data-testid="payment-methods"
      >
        <RadioGroup.Label fontWeight="medium" fontSize="md" mb="3">
          {t('checkout.payment.legend')}
        </RadioGroup.Label>
        <RadioGroup.Item
          value={CARD_METHOD}
          borderWidth="1px"
          borderColor={method === CARD_METHOD ? 'gray.900' : 'gray.200'}
          p="4"
          width="full"
        >
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText flex="1">
            <HStack as="span" justify="space-between" gap="4" wrap="wrap">
              <HStack as="span" gap="2">
                <FiCreditCard aria-hidden />
                <Text as="span" fontWeight="medium">
                  {t('checkout.payment.card')}
                </Text>
              </HStack>
              <Text as="span" fontSize="sm" color="gray.600">
                {t('checkout.payment.cardBrands')}
              </Text>
            </HStack>
          </RadioGroup.ItemText>
        </RadioGroup.Item>
      </RadioGroup.Root>

      {method !== CARD_METHOD && (
        <Text fontSize="sm" color="gray.600" id="payment-method-required">
          {t('checkout.errors.paymentMethodRequired')}
        </Text>
      )}

      {method === CARD_METHOD && (
        <Box>
          {setup.provider === 'TEST_CARD' ? (
            <TestCardForm handleRef={handleRef} disabled={processing} />
          ) : stripeKey ? (
            <Suspense
              fallback={
                <HStack gap="3" color="gray.600" role="status" aria-busy="true">
                  <Spinner size="sm" />
                  <Text>{t('checkout.stripe.loading')}</Text>
                </HStack>
              }
            >
              <StripeCardForm publishableKey={stripeKey} locale={language} handleRef={handleRef} disabled={processing} />
            </Suspense>
          ) : (
            <Alert.Root status="error" data-testid="payment-unavailable">
              <Alert.Indicator />
              <Alert.Title>{t('checkout.payment.unavailable')}</Alert.Title>
            </Alert.Root>
          )}
        </Box>
      )}

      {blocked && (
        <Alert.Root status="warning" data-testid="checkout-blocked">
          <Alert.Indicator />
          <Alert.Title>{t('checkout.payment.blocked')}</Alert.Title>
        </Alert.Root>
      )}
      {notice && (
        <Alert.Root status="warning" data-testid="checkout-notice">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" role="alert" data-testid="payment-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('checkout.payment.errorTitle')}</Alert.Title>
            <Alert.Description>{error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Stack gap="2">
        <Button
          size="lg"
          onClick={onPay}
          disabled={!canPay || processing}
          loading={processing}
          loadingText={t('checkout.payment.processing')}
          aria-describedby={method !== CARD_METHOD ? 'payment-method-required' : undefined}
          data-testid="pay-button"
        >
          <FiLock aria-hidden />
          {amountText ? t('checkout.payment.pay', { amount: amountText }) : t('checkout.payment.payNow')}
        </Button>
        <Text fontSize="xs" color="gray.600" textAlign="center">
          {t('checkout.payment.secure')}
        </Text>
      </Stack>
    </Stack>
  );
}
