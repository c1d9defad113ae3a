/**
 * The payment flow of the checkout (the server creates the order first, then the payment):
 *
 * 1. placeOrder with the idempotency key and the total the shopper saw: the pending order and its
 *    payment, or why nothing was placed (field errors, cart changed, out of stock...);
 * 2. the card: payWithTestCard (then answerTestCardChallenge when 3-D Secure asks), or Stripe.js's
 *    confirmCardPayment with Stripe's card element (which runs 3-D Secure itself);
 * 3. confirmOrderPayment, which has the server check the payment and mark the order paid.
 *
 * Paying again after a failure sends the same key when nothing changed, so the same order is paid.
 * The cart is cleared only once the payment succeeded (by the page's `onPaid`), never on a failure.
 */
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/ui/toaster';
import { toFieldErrors, toPlaceOrderAddresses, type CheckoutValues } from '@/checkout/checkoutForm';
import type { CheckoutErrorCode, Language, PaymentFieldsFragment, PlaceOrderMutation } from '@generated/graphql';
import type { CardBillingDetails, CardPaymentHandle, TestCardInput } from './cardPayment';
import { givenBack, paymentErrorText, type PaymentFailure } from './paymentErrors';
import { CheckoutQuoteQuery, quoteVariables, type QuoteLineInput } from './useCheckoutQuote';
import {
  useAnswerTestCardChallengeMutation,
  useConfirmOrderPaymentMutation,
  usePayWithTestCardMutation,
  usePlaceOrderMutation,
} from './useCheckoutMutations';

export interface PayRequest {
  idempotencyKey: string;
  values: CheckoutValues;
  lines: readonly QuoteLineInput[];
  currency: string;
  language: Language;
  shippingMethodId: string;
  /** The quote's total, as shown. */
  expectedTotal: number;
  totalText: string | null;
  card: CardPaymentHandle | null;
  /** The variables of the quote on screen, which placeOrder's new quote replaces when the cart changed. */
  quoteVariables: ReturnType<typeof quoteVariables>;
}

export interface PaymentCallbacks {
  /** placeOrder refused some fields of step 1: formik errors (`{ billing: { city: 'REQUIRED' } }`). */
  onFieldErrors: (errors: Record<string, unknown>) => void;
  /** The chosen method is missing (`required`) or no longer ships there (`unavailable`). */
  onShippingMethodProblem: (problem: 'required' | 'unavailable') => void;
  /** The cart was empty for the server. */
  onEmptyCart: () => void;
  /** The key cannot place this checkout (used for other contents, or its order is no longer payable): pay again with a new one. */
  onKeyUnusable: () => void;
  /** The payment succeeded: the page clears the cart and shows the confirmation. */
  onPaid: (orderId: string, orderKey: string | null) => void;
}

const isRateLimited = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.code === 'RATE_LIMITED');

function billingDetails(values: CheckoutValues): CardBillingDetails {
  const { billing } = toPlaceOrderAddresses(values);
  return {
    name: `${billing.firstName} ${billing.lastName}`.trim(),
    email: values.email.trim(),
    phone: billing.phone ?? undefined,
    address: {
      line1: billing.address1,
      line2: billing.address2 ?? undefined,
      city: billing.city,
      postal_code: billing.postcode,
      country: billing.country,
      state: billing.state ?? undefined,
    },
  };
}

type Payment = PaymentFieldsFragment;
type PlaceOrderPayload = PlaceOrderMutation['placeOrder'];

export function useCheckoutPayment(callbacks: PaymentCallbacks) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [placeOrder] = usePlaceOrderMutation();
  const [payWithTestCard] = usePayWithTestCardMutation();
  const [answerTestCardChallenge] = useAnswerTestCardChallengeMutation();
  const [confirmOrderPayment] = useConfirmOrderPaymentMutation();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ amountText: string | null } | null>(null);
  const challengeAnswer = useRef<((approve: boolean) => void) | null>(null);
  const running = useRef(false);

  const failureText = (failure: PaymentFailure | null | undefined): string => {
    const text = paymentErrorText(failure);
    if (text.kind === 'givenBack') {
      return `${t(`checkout.givenBack.${text.key}`)} ${t(text.refunded ? 'checkout.givenBack.refunded' : 'checkout.givenBack.noMoneyTaken')}`;
    }
    if (text.kind === 'known') return t(`checkout.paymentErrors.${text.key}`);
    if (text.kind === 'message') return text.message;
    return t('checkout.payment.generic');
  };

  /** A card failure: inline under the pay button and as a destructive toast. */
  const paymentFailed = (text: string) => {
    setError(text);
    toaster.create({ type: 'error', title: t('checkout.payment.errorTitle'), description: text });
  };

  /**
   * The server gave the payment back (the store could not record the order): unless only the total
   * changed, the order is cancelled, so the next attempt places a new one; the summary is read again
   * (a line may have sold out).
   */
  const failedPayment = (failure: PaymentFailure | null | undefined) => {
    const back = givenBack(failure);
    if (back && back.key !== 'amountChanged') callbacks.onKeyUnusable();
    if (back) void client.refetchQueries({ include: [CheckoutQuoteQuery] });
    paymentFailed(failureText(failure));
  };

  const orderFailed = (description: string = t('checkout.orderFailed.text')) =>
    toaster.create({ type: 'error', title: t('checkout.orderFailed.title'), description });

  const askChallenge = (amountText: string | null) =>
    new Promise<boolean>((resolve) => {
      challengeAnswer.current = resolve;
      setChallenge({ amountText });
    });

  const answerChallenge = (approve: boolean) => {
    const resolve = challengeAnswer.current;
    challengeAnswer.current = null;
    setChallenge(null);
    resolve?.(approve);
  };

  /** placeOrder said why nothing was placed: show it where the shopper can fix it. */
  const refused = (payload: PlaceOrderPayload, request: PayRequest) => {
    const codes = new Set<CheckoutErrorCode>(payload.errors.map((entry) => entry.code));
    if (codes.has('RATE_LIMITED')) return orderFailed(t('errors.tooManyAttempts'));
    if (codes.has('EMPTY_CART')) return callbacks.onEmptyCart();
    if (codes.has('CART_CHANGED') || codes.has('OUT_OF_STOCK')) {
      // The new quote is the one to show before paying: it replaces the quote on screen.
      if (payload.quote) {
        client.writeQuery({
          query: CheckoutQuoteQuery,
          variables: request.quoteVariables,
          data: { checkoutQuote: payload.quote },
        });
      }
      setNotice(codes.has('OUT_OF_STOCK') ? t('checkout.outOfStock') : t('checkout.cartChanged'));
      return;
    }
    const fields = toFieldErrors(payload.errors, request.values.billingSameAsShipping);
    if (fields.count > 0) return callbacks.onFieldErrors(fields.errors);
    if (codes.has('SHIPPING_METHOD_UNAVAILABLE')) return callbacks.onShippingMethodProblem('unavailable');
    if (codes.has('SHIPPING_METHOD_REQUIRED')) return callbacks.onShippingMethodProblem('required');
    // The next attempt starts afresh: the key's order may be one that can no longer be paid.
    if (codes.has('IDEMPOTENCY_KEY_REUSED') || codes.has('ORDER_FAILED')) callbacks.onKeyUnusable();
    orderFailed();
  };

  /** Pays the placed order's payment with the card; the payment as the provider then sees it. */
  const charge = async (
    orderId: string,
    payment: Payment,
    card: CardPaymentHandle,
    testCard: TestCardInput | null,
    request: PayRequest,
  ): Promise<{ ok: true } | { ok: false; failure: PaymentFailure | null }> => {
    if (payment.status === 'SUCCEEDED' || payment.status === 'PROCESSING' || payment.status === 'REQUIRES_CAPTURE') return { ok: true };
    const ids = { orderId, paymentId: payment.id, clientSecret: payment.clientSecret };
    if (payment.provider === 'TEST_CARD') {
      if (!testCard) return { ok: false, failure: null };
      const paid = await payWithTestCard({ variables: { input: { ...ids, card: testCard } } });
      let attempt = paid.data?.payWithTestCard.payment;
      if (attempt?.status === 'REQUIRES_ACTION') {
        const approve = await askChallenge(request.totalText);
        const answered = await answerTestCardChallenge({ variables: { input: { ...ids, approve } } });
        attempt = answered.data?.answerTestCardChallenge.payment;
      }
      // Authorised but not recorded yet (the store was slow): confirmOrderPayment completes it.
      if (attempt?.status === 'SUCCEEDED' || attempt?.status === 'PROCESSING' || attempt?.status === 'REQUIRES_CAPTURE')
        return { ok: true };
      return { ok: false, failure: attempt?.lastError ?? null };
    }
    if (card.provider !== 'STRIPE') return { ok: false, failure: null };
    return card.confirm(payment.clientSecret, billingDetails(request.values));
  };

  const run = async (request: PayRequest) => {
    const card = request.card;
    if (!card) return paymentFailed(t('checkout.payment.generic'));
    // The card form is checked before anything is placed.
    let testCard: TestCardInput | null = null;
    if (card.provider === 'TEST_CARD') {
      testCard = await card.collect();
      if (!testCard) return;
    } else if (!card.check()) {
      return;
    }

    let placed: PlaceOrderPayload | undefined;
    try {
      const { values } = request;
      const result = await placeOrder({
        variables: {
          input: {
            idempotencyKey: request.idempotencyKey,
            lines: request.lines.map(({ key, productId, variationId, quantity }) => ({ key, productId, variationId, quantity })),
            currency: request.currency,
            language: request.language,
            email: values.email.trim(),
            ...toPlaceOrderAddresses(values),
            shippingMethodId: request.shippingMethodId,
            customerNote: values.customerNote.trim() || null,
            expectedTotal: request.expectedTotal,
          },
        },
      });
      placed = result.data?.placeOrder;
    } catch (caught) {
      return orderFailed(isRateLimited(caught) ? t('errors.tooManyAttempts') : undefined);
    }
    if (!placed) return orderFailed();
    if (placed.errors.length > 0) return refused(placed, request);
    const { order, payment, orderKey } = placed;
    // The same checkout already paid (its confirmation was lost on the way): show it.
    if (order?.paid) return callbacks.onPaid(order.id, orderKey ?? null);
    if (!order || !payment) return orderFailed();

    try {
      const charged = await charge(order.id, payment, card, testCard, request);
      if (!charged.ok) return failedPayment(charged.failure);
      const confirmed = await confirmOrderPayment({ variables: { input: { orderId: order.id, paymentId: payment.id } } });
      const final = confirmed.data?.confirmOrderPayment.payment;
      if (final?.status === 'SUCCEEDED' || final?.status === 'PROCESSING' || final?.status === 'REQUIRES_CAPTURE') {
        return callbacks.onPaid(order.id, orderKey ?? null);
      }
      failedPayment(final?.lastError);
    } catch (caught) {
      paymentFailed(isRateLimited(caught) ? t('errors.tooManyAttempts') : t('checkout.payment.generic'));
    }
  };

  /** Runs the flow once at a time (a second click while it runs does nothing). */
  const pay = async (request: PayRequest) => {
    if (running.current) return;
    running.current = true;
    setProcessing(true);
    setError(null);
    setNotice(null);
    try {
      await run(request);
    } finally {
      running.current = false;
      setProcessing(false);
    }
  };

  return {
    pay,
    processing,
    /** The last payment failure's text, shown in the payment step. */
    error,
    /** The cart changed (or ran out) when the order was placed: the new quote is on screen. */
    notice,
    clearNotice: () => setNotice(null),
    challenge,
    answerChallenge,
  };
}
