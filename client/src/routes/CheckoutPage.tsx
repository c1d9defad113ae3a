import '@/checkout/texts/index';
import { Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { checkoutSchemaFor, destinationOf, emptyCheckout, type CheckoutValues, type StatesByCountry } from '@/checkout/checkoutForm';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

const STEP_COUNT = 3;
type Step = 1 | 2 | 3;

/**
 * /checkout: the cart's checkout in three steps (identification, delivery, payment) beside the order
 * summary (above them on a phone, folded, its total always in view); back to /cart when the cart is
 * empty. Every amount is the server's checkout quote for the cart, the destination and the method: the
 * shopper's own choice while it ships there, else the one the quote chooses (the cheapest delivery,
 * free shipping when reached). The payment flow is `useCheckoutPayment`'s.
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
  /** The method the shopper chose themselves; null: the quote's choice. */
  const [methodId, setMethodId] = useState<string | null>(null);
  const [methodError, setMethodError] = useState<'required' | 'unavailable' | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<string | null>(null);
  const [focusErrors, setFocusErrors] = useState(0);
  const cardRef = useRef<CardPaymentHandle | null>(null);

  const countriesQuery = useShippingCountries(language);
  const countries = useMemo(() => countriesQuery.data?.shippingCountries ?? [], [countriesQuery.data]);
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  const schema = useMemo(() => {
    const states: Record<string, string[]> = {};
    for (const country of countries) if (country.states.length > 0) states[country.code] = country.states.map((state) => state.code);
    return checkoutSchemaFor(states as StatesByCountry);
  }, [countries]);

  const formik = useFormik<CheckoutValues>({
    initialValues: emptyCheckout(),
    validationSchema: schema,
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
  const destination = confirmed ? destinationOf(confirmed) : { country: destinationOf(formik.values).country, postcode: '', state: '' };
  const lines = cart.lines.map(({ key, productId, variationId, quantity }) => ({ key, productId, variationId, quantity }));

  // A new country, postcode or currency: the methods are refetched (new variables) and the choice reset.
  const destinationKey = JSON.stringify([destination.country, destination.postcode, destination.state, currency]);
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
  // The method priced: the shopper's own choice, else the quote's (the cheapest delivery, free shipping when reached).
  const chosenMethodId = quote?.shippingMethod?.id ?? null;

  // The chosen method no longer ships there (the cart changed under a free shipping minimum...).
  const methodGone = current && methodId !== null && !quote.shippingMethods.some((method) => method.id === methodId);
  useEffect(() => {
    if (!methodGone) return;
    setMethodId(null);
    setStep((open) => (open === 3 ? 2 : open));
  }, [methodGone]);

  const setupQuery = usePaymentSetup();
  const setup = setupQuery.data?.paymentSetup ?? null;
  // The card method is chosen by itself once card payment is known to be on.
  const chosenPayment = paymentMethod ?? (setup?.cardGatewayEnabled ? CARD_METHOD : null);

  const checkoutValues = confirmed ? { ...confirmed, customerNote: formik.values.customerNote } : null;
  const idempotency = useIdempotencyKey({
    values: checkoutValues,
    lines,
    methodId: chosenMethodId,
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
    chosenMethodId !== null &&
    (methodId === null || methodId === chosenMethodId) &&
    quote.ready &&
    quote.allAvailable &&
    chosenPayment === CARD_METHOD &&
    !!setup?.cardGatewayEnabled;

  const pay = () => {
    if (!canPay || !checkoutValues || !chosenMethodId) return;
    void payment.pay({
      idempotencyKey: idempotency.key,
      values: checkoutValues,
      lines,
      currency,
      language,
      shippingMethodId: chosenMethodId,
      expectedTotal: quote.total.amount,
      totalText,
      card: cardRef.current,
      quoteVariables: quoteState.variables,
    });
  };

  const continueToPayment = () => {
    if (!chosenMethodId) {
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
        gap={{ base: '6', lg: '12' }}
        alignItems="start"
      >
        {/* First in the page: above the steps on a phone (folded), beside them on a wide screen. */}
        <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }} position={{ lg: 'sticky' }} top={{ lg: '6' }}>
          <CheckoutSummary
            lines={summaryLines}
            quote={quote}
            current={current}
            failed={!!quoteState.error && !quoteState.loading}
            onRetry={() => void quoteState.refetch()}
            methodChosen={chosenMethodId !== null}
          />
        </Box>
        <Stack gap="4" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
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
              selectedId={methodId ?? chosenMethodId}
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
      </Grid>
      <ChallengeDialog open={!!payment.challenge} amountText={payment.challenge?.amountText ?? null} onAnswer={payment.answerChallenge} />
    </Box>
  );
}
