import { Alert, Badge, Field, Grid, GridItem, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useImperativeHandle, useRef, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardPaymentHandle } from '@/checkout/cardPayment';
import {
  EMPTY_TEST_CARD,
  formatCardNumber,
  formatExpiry,
  testCardSchema,
  toTestCardInput,
  type TestCardErrorCode,
  type TestCardValues,
} from '@/checkout/testCardForm';

const FIELDS = ['number', 'expiry', 'cvc'] as const;
type TestCardField = (typeof FIELDS)[number];

const INPUT_PROPS: Record<TestCardField, { autoComplete: string; placeholder: string; maxLength: number }> = {
  number: { autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', placeholder: 'MM/AA', maxLength: 7 },
  cvc: { autoComplete: 'cc-csc', placeholder: '123', maxLength: 4 },
};

/**
 * The offline test card's form (the server has no Stripe key): number, expiry and CVC, checked here
 * (digits, Luhn, expiry not past, 3-4 digit CVC) before the order is placed. The card lives in this
 * form's state only: no cache, no storage, no log; the page sends it as payWithTestCard's variables.
 */
export function TestCardForm({ handleRef, disabled }: { handleRef: RefObject<CardPaymentHandle | null>; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLDivElement>(null);
  const formik = useFormik<TestCardValues>({
    initialValues: EMPTY_TEST_CARD,
    validationSchema: testCardSchema(),
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });

  useImperativeHandle(
    handleRef,
    (): CardPaymentHandle => ({
      provider: 'TEST_CARD',
      async collect() {
        const errors = await formik.validateForm();
        const first = FIELDS.find((field) => errors[field]);
        if (first) {
          formRef.current?.querySelector<HTMLInputElement>(`input[name="card-${first}"]`)?.focus();
          return null;
        }
        return toTestCardInput(formik.values);
      },
    }),
    [formik],
  );

  const change = (field: TestCardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const value =
      field === 'number'
        ? formatCardNumber(raw)
        : field === 'expiry'
          ? formatExpiry(raw, formik.values.expiry)
          : raw.replace(/\D/g, '').slice(0, 4);
    void formik.setFieldValue(field, value, false);
    if (formik.errors[field]) formik.setFieldError(field, undefined);
  };

  const label: Record<TestCardField, string> = {
    number: t('checkout.testCard.number'),
    expiry: t('checkout.testCard.expiry'),
    cvc: t('checkout.testCard.cvc'),
  };

  return (
    <Stack gap="4" ref={formRef} data-testid="test-card-form">
      <Alert.Root status="info" size="sm">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <HStack gap="2">
              <Badge colorPalette="orange">{t('checkout.testCard.badge')}</Badge>
              <Text as="span">{t('checkout.testCard.notice')}</Text>
            </HStack>
          </Alert.Title>
          <Alert.Description fontSize="sm" mt="1" data-testid="test-card-hint">
            {t('checkout.testCard.hint')}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Grid templateColumns="1fr 1fr" gap="4" alignItems="start">
        {FIELDS.map((field) => {
          const code = formik.errors[field] as TestCardErrorCode | undefined;
          return (
            <GridItem key={field} colSpan={field === 'number' ? 2 : 1}>
              <Field.Root required invalid={!!code} disabled={disabled}>
                <Field.Label>
                  {label[field]}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name={`card-${field}`}
                  value={formik.values[field]}
                  onChange={change(field)}
                  inputMode="numeric"
                  autoComplete={INPUT_PROPS[field].autoComplete}
                  placeholder={field === 'expiry' && i18n.language === 'en' ? 'MM/YY' : INPUT_PROPS[field].placeholder}
                  maxLength={INPUT_PROPS[field].maxLength}
                  bg="white"
                />
                <Field.ErrorText color="red.600">{code && t(`checkout.testCard.errors.${code}`)}</Field.ErrorText>
              </Field.Root>
            </GridItem>
          );
        })}
      </Grid>
    </Stack>
  );
}
