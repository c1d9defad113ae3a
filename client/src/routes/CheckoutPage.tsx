import '@/checkout/texts/index';
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { useDisplayCurrency } from '@/apollo/currency';
import { useLanguage } from '@/apollo/language';
import { useCart, type PricedCartLine } from '@/cart/useCart';
import { useMoneyFormatter, useRepricer } from '@/currency/useCurrencies';
import type { CardPaymentHandle } from '@/checkout/cardPayment';
import { quoteCartView } from '@/checkout/quoteView';
import { useCheckoutPayment } from '@/checkout/useCheckoutPayment';
import { useCheckoutQuote, usePaymentSetup, useShippingCountries } from '@/checkout/useCheckoutQuote';
import { useIdempotencyKey } from '@/checkout/useIdempotencyKey';
import { ChallengeDialog } from '@/checkout/components/ChallengeDialog';
import { PageSpinner } from '@/ui/PageSpinner';
import { CheckoutStep } from '@/checkout/components/CheckoutStep';
import { CheckoutSummary } from '@/checkout/components/CheckoutSummary';
import { DeliveryStep, DeliverySummary } from '@/checkout/components/DeliveryStep';
import { IdentificationStep, IdentificationSummary } from '@/checkout/components/IdentificationStep';
import { CARD_METHOD, PaymentStep } from '@/checkout/components/PaymentStep';
import { toaster } from '@/ui/toaster';
import { checkoutSchema, destinationOf, emptyCheckout, type CheckoutValues } from '@/checkout/checkoutForm';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const STEP_COUNT = 3;
type Step = 1 | 2 | 3;

/**
 * /checkout: the cart's checkout in three steps (identification, delivery, payment) beside the order
 * summary; back to /cart when the cart is empty. Every amount is the server's checkout quote for the
 * cart, the destination and the chosen method; the payment flow is `useCheckoutPayment`'s.
 */
export default function CheckoutPage() {
  const cart = useCart();
  // Once paid, the cart is cleared as the confirmation opens: no detour through /cart.
  const [paid, setPaid] = useState(false);
  if (!cart.restored) return <PageSpinner />;
  if (cart.lines.length === 0 && !paid) return <Navigate to="/cart" replace />;
  return <CheckoutView onPaid={() => setPaid(true)} />;
}

function CheckoutView({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const currency = useDisplayCurrency();
  const language = useLanguage();
  const format = useMoneyFormatter();
  const reprice = useRepricer();
  useDocumentTitle(t('checkout.pageTitle'));

  const [step, setStep] = useState<Step>(1);
  /** Step 1 as it was when "continue" last accepted it: the destination and the order's form. */
  const [confirmed, setConfirmed] = useState<CheckoutValues | null>(null);
  const [methodId, setMethodId] = useState<string | null>(null);
  const [methodError, setMethodError] = useState<'required' | 'unavailable' | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<string | null>(null);
  const [focusErrors, setFocusErrors] = useState(0);
  const cardRef = useRef<CardPaymentHandle | null>(null);

  const formik = useFormik<CheckoutValues>({
    initialValues: emptyCheckout(),
    validationSchema: checkoutSchema,
    // Checked on "continue" only; editing a field clears its error.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => {
      setConfirmed(values);
      setStep(2);
    },
  });

  // The destination: step 1's accepted one; before that the country chosen so far (no postcode yet),
  // so the summary already shows that country's VAT.
  const destination = confirmed ? destinationOf(confirmed) : { country: destinationOf(formik.values).country, postcode: '' };
  const lines = cart.lines.map(({ key, productId, variationId, quantity }) => ({ key, productId, variationId, quantity }));

  // A new country, postcode or currency: the methods are refetched (new variables) and the choice reset.
  const destinationKey = JSON.stringify([destination.country, destination.postcode, currency]);
  const [seenDestination, setSeenDestination] = useState(destinationKey);
  if (seenDestination !== destinationKey) {
    setSeenDestination(destinationKey);
    setMethodId(null);
    if (step === 3) setStep(2);
  }

  const quoteState = useCheckoutQuote({ lines, currency, language, ...destination, shippingMethodId: methodId });
  // A quote in another currency (just switched) is not shown: its amounts would be wrong.
  const quote = quoteState.quote && quoteState.quote.currencyCode === currency ? quoteState.quote : null;
  const current = quoteState.current && !!quote;

  // The chosen method no longer ships there (the cart changed under a free shipping minimum...).
  const methodGone = current && methodId !== null && !quote.shippingMethods.some((method) => method.id === methodId);
  useEffect(() => {
    if (!methodGone) return;
    setMethodId(null);
    setStep((open) => (open === 3 ? 2 : open));
  }, [methodGone]);

  const countriesQuery = useShippingCountries(language);
  const countries = countriesQuery.data?.shippingCountries ?? [];
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

  const setupQuery = usePaymentSetup();
  const setup = setupQuery.data?.paymentSetup ?? null;
  // The card method is chosen by itself once card payment is known to be on.
  const chosenPayment = paymentMethod ?? (setup?.cardGatewayEnabled ? CARD_METHOD : null);

  const checkoutValues = confirmed ? { ...confirmed, customerNote: formik.values.customerNote } : null;
  const idempotency = useIdempotencyKey({
    values: checkoutValues,
    lines,
    methodId,
    currency,
    total: quote?.total.amount ?? null,
  });

  const payment = useCheckoutPayment({
    onFieldErrors: (errors) => {
      formik.setErrors(errors);
      // The note is step 2's; every other field is step 1's.
      if (Object.keys(errors).some((field) => field !== 'customerNote')) {
        setStep(1);
        setFocusErrors((count) => count + 1);
      } else {
        setStep(2);
      }
    },
    onShippingMethodProblem: (problem) => {
      setMethodId(null);
      setMethodError(problem);
      setStep(2);
      void quoteState.refetch();
    },
    onEmptyCart: () => navigate('/cart', { replace: true }),
    onKeyUnusable: idempotency.renew,
    onPaid: (orderId, orderKey) => {
      onPaid();
      // The failures of earlier attempts are over: their toasts do not follow to the confirmation.
      toaster.dismiss();
      navigate(`/order-confirmation/${encodeURIComponent(orderId)}${orderKey ? `?key=${encodeURIComponent(orderKey)}` : ''}`);
      cart.clear();
    },
  });

  const view = quoteCartView(cart.lines, quote, (line) => reprice(line.originalPrice, line.originalCurrency));
  const summaryLines: PricedCartLine[] = view.lines.map((line) => ({
    ...line,
    unitPriceText: format(line.unitPrice),
    lineTotalText: format(line.lineTotal),
  }));

  const blocked = current && !quote.allAvailable;
  const totalText = quote ? format(quote.total) : null;
  const canPay =
    step === 3 &&
    current &&
    !!checkoutValues &&
    methodId !== null &&
    quote.shippingMethod?.id === methodId &&
    quote.ready &&
    quote.allAvailable &&
    chosenPayment === CARD_METHOD &&
    !!setup?.cardGatewayEnabled;

  const pay = () => {
    if (!canPay || !checkoutValues || !methodId) return;
    void payment.pay({
      idempotencyKey: idempotency.key,
      values: checkoutValues,
      lines,
      currency,
      language,
      shippingMethodId: methodId,
      expectedTotal: quote.total.amount,
      totalText,
      card: cardRef.current,
      quoteVariables: quoteState.variables,
    });
  };

  const continueToPayment = () => {
    if (!methodId) {
      setMethodError('required');
      return;
    }
    setStep(3);
  };

  const methods = quoteState.quote && quoteState.quote.currencyCode === currency ? quoteState.quote.shippingMethods : null;

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" fontFamily="heading" fontWeight="normal" size={{ base: '3xl', md: '4xl' }} mb={{ base: '6', md: '8' }}>
        {t('checkout.pageTitle')}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={{ base: '8', lg: '12' }}
        alignItems="start"
      >
        <Stack gap="4">
          <CheckoutStep
            id="identification"
            number={1}
            count={STEP_COUNT}
            title={t('checkout.steps.identification')}
            status={step === 1 ? 'open' : 'done'}
            // No going back while a payment runs: the card form must stay on screen until it ends.
            onEdit={payment.processing ? undefined : () => setStep(1)}
            summary={confirmed && <IdentificationSummary values={confirmed} countryName={countryName} />}
          >
            <IdentificationStep
              formik={formik}
              countries={{
                countries,
                loading: countriesQuery.loading && !countriesQuery.data,
                failed: !!countriesQuery.error && !countriesQuery.data,
              }}
              focusErrors={focusErrors}
            />
          </CheckoutStep>

          <CheckoutStep
            id="delivery"
            number={2}
            count={STEP_COUNT}
            title={t('checkout.steps.delivery')}
            status={step === 2 ? 'open' : step === 3 ? 'done' : 'pending'}
            onEdit={payment.processing ? undefined : () => setStep(2)}
            summary={<DeliverySummary method={quote?.shippingMethod} note={formik.values.customerNote} />}
          >
            <DeliveryStep
              methods={methods}
              loading={quoteState.loading}
              failed={!!quoteState.error}
              onRetry={() => void quoteState.refetch()}
              selectedId={methodId}
              onSelect={(id) => {
                setMethodId(id);
                setMethodError(null);
              }}
              methodError={methodError}
              onContinue={continueToPayment}
              formik={formik}
            />
          </CheckoutStep>

          <CheckoutStep
            id="payment"
            number={3}
            count={STEP_COUNT}
            title={t('checkout.steps.payment')}
            status={step === 3 ? 'open' : 'pending'}
          >
            <PaymentStep
              setup={setup}
              setupLoading={setupQuery.loading}
              setupFailed={!!setupQuery.error && !setup}
              method={chosenPayment}
              onSelectMethod={setPaymentMethod}
              handleRef={cardRef}
              language={language === 'EN' ? 'en' : 'fr'}
              canPay={canPay}
              processing={payment.processing}
              onPay={pay}
              amountText={current ? totalText : null}
              error={payment.error}
              notice={payment.notice}
              blocked={blocked}
            />
          </CheckoutStep>
        </Stack>

        <CheckoutSummary
          lines={summaryLines}
          quote={quote}
          current={current}
          failed={!!quoteState.error && !quoteState.loading}
          onRetry={() => void quoteState.refetch()}
          methodChosen={methodId !== null}
        />
      </Grid>
      <ChallengeDialog open={!!payment.challenge} amountText={payment.challenge?.amountText ?? null} onAnswer={payment.answerChallenge} />
    </Box>
  );
}
