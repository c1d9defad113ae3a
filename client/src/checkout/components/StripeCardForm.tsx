/**
 * Stripe Elements' card field, for a server configured with Stripe. This module is loaded only when
 * the payment setup says STRIPE (React.lazy in the payment step), and Stripe.js itself only then, from
 * Stripe (loadStripe of the `pure` entry: nothing is fetched at import time).
 */
import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useImperativeHandle, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentHandle } from '@/checkout/cardPayment';

/** One Stripe.js per publishable key for the page's life (Elements must keep the same promise). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripes.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripes.set(publishableKey, promise);
    // A failed load (offline, blocked) is tried again next time the form shows.
    promise.catch(() => stripes.delete(publishableKey));
  }
  return promise;
}

function CardField({ handleRef, disabled }: { handleRef: RefObject<CardPaymentHandle | null>; disabled?: boolean }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<{ complete: boolean; error: string | null; ready: boolean }>({
    complete: false,
    error: null,
    ready: false,
  });

  useImperativeHandle(
    handleRef,
    (): CardPaymentHandle => ({
      provider: 'STRIPE',
      check() {
        if (state.complete) return true;
        setState((current) => ({ ...current, error: current.error ?? t('checkout.stripe.incomplete') }));
        elements?.getElement(CardElement)?.focus();
        return false;
      },
      async confirm(clientSecret, billing) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) return { ok: false, failure: null };
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
        if (result.error) {
          return {
            ok: false,
            failure: { code: result.error.code, declineCode: result.error.decline_code, message: result.error.message },
          };
        }
        const status = result.paymentIntent?.status;
        // Intents are captured by the server once the store has recorded the order: an approved card is requires_capture.
        return status === 'requires_capture' || status === 'succeeded' || status === 'processing'
          ? { ok: true }
          : { ok: false, failure: null };
      },
    }),
    [stripe, elements, state.complete, t],
  );

  useEffect(() => {
    elements?.getElement(CardElement)?.update({ disabled: !!disabled });
  }, [elements, disabled]);

  const onChange = (event: StripeCardElementChangeEvent) =>
    setState((current) => ({ ...current, complete: event.complete, error: event.error?.message ?? null }));

  return (
    <Box>
      <Text as="span" id="stripe-card-label" display="block" fontWeight="medium" fontSize="sm" mb="1.5">
        {t('checkout.stripe.cardLabel')}
      </Text>
      <Box
        role="group"
        aria-labelledby="stripe-card-label"
        aria-describedby={state.error ? 'stripe-card-error' : undefined}
        borderWidth="1px"
        borderColor={state.error ? 'red.500' : 'gray.300'}
        rounded="md"
        px="3"
        py="3"
        bg="white"
        data-testid="stripe-card"
        aria-busy={!state.ready}
      >
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#141414' } } }}
          onReady={() => setState((current) => ({ ...current, ready: true }))}
          onChange={onChange}
        />
      </Box>
      {state.error && (
        <Text id="stripe-card-error" role="alert" color="red.600" fontSize="sm" mt="1.5">
          {state.error}
        </Text>
      )}
    </Box>
  );
}

/** Stripe's card element in the shop's language; its handle confirms the payment with Stripe.js. */
export default function StripeCardForm({
  publishableKey,
  locale,
  handleRef,
  disabled,
}: {
  publishableKey: string;
  locale: 'fr' | 'en';
  handleRef: RefObject<CardPaymentHandle | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    stripe.then(
      (loaded) => live && setStatus(loaded ? 'ready' : 'failed'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [stripe]);

  if (status === 'failed')
    return (
      <Text role="alert" color="red.600">
        {t('checkout.stripe.loadError')}
      </Text>
    );
  return (
    <>
      {status === 'loading' && (
        <HStack gap="3" color="gray.600" role="status" aria-busy="true">
          <Spinner size="sm" />
          <Text>{t('checkout.stripe.loading')}</Text>
        </HStack>
      )}
      <Elements stripe={stripe} options={{ locale }} key={locale}>
        <CardField handleRef={handleRef} disabled={disabled} />
      </Elements>
    </>
  );
}
