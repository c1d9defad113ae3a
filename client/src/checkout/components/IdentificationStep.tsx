import { Alert, Box, Button, Checkbox, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { getIn, type FormikProps } from 'formik';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/account/useAccount';
import { useAccountPrefill } from '@/checkout/useAccountPrefill';
import { ADDRESS_FIELDS, type AddressValues, type CheckoutValues } from '@/checkout/checkoutForm';
import { AddressFields } from './AddressFields';
import { CheckoutAccountSlot } from './CheckoutAccountSlot';
import type { CountryOptions } from './CountrySelect';
import { useCheckoutFieldErrorText } from '../fieldErrors';

/** The form paths in screen order, to focus the first invalid field. */
const FIELD_ORDER = ['email', ...ADDRESS_FIELDS.map((field) => `billing.${field}`), ...ADDRESS_FIELDS.map((field) => `shipping.${field}`)];

function AddressSummary({ address, countryName }: { address: AddressValues; countryName: string }) {
  return (
    <Box as="address" fontStyle="normal">
      <Text>
        {address.firstName} {address.lastName}
      </Text>
      {address.company && <Text>{address.company}</Text>}
      <Text>{address.address1}</Text>
      {address.address2 && <Text>{address.address2}</Text>}
      <Text>
        {address.postcode} {address.city}
      </Text>
      <Text>{countryName}</Text>
      {address.phone && <Text>{address.phone}</Text>}
    </Box>
  );
}

/** What step 1 shows once done: the email and the addresses entered. */
export function IdentificationSummary({ values, countryName }: { values: CheckoutValues; countryName: (code: string) => string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between">
      <Box>
        <Text fontWeight="medium" color="gray.900">
          {t('checkout.contactTitle')}
        </Text>
        <Text>{values.email}</Text>
      </Box>
      <Box>
        <Text fontWeight="medium" color="gray.900">
          {t('checkout.billingTitle')}
        </Text>
        <AddressSummary address={values.billing} countryName={countryName(values.billing.country)} />
      </Box>
      <Box>
        <Text fontWeight="medium" color="gray.900">
          {t('checkout.shippingTitle')}
        </Text>
        {values.shipToDifferentAddress ? (
          <AddressSummary address={values.shipping} countryName={countryName(values.shipping.country)} />
        ) : (
          <Text>{t('checkout.sameAddress')}</Text>
        )}
      </Box>
    </Stack>
  );
}

/**
 * Step 1: who orders and where to. The account block first (a customer's "connected as", or a guest's
 * inline sign-in and account creation: their own forms, so beside this one, not inside it), then the
 * email (the account's, locked, once signed in), the billing address and, behind a checkbox, a
 * different shipping address, filled from the profile once the customer is known. "Continue" checks
 * the spec's rules; errors show under their field once continued and go as the field is edited.
 */
export function IdentificationStep({
  formik,
  countries,
  focusErrors = 0,
}: {
  formik: FormikProps<CheckoutValues>;
  countries: CountryOptions;
  /** Incremented by the page when placeOrder's answer put errors on the form: focus the first one. */
  focusErrors?: number;
}) {
  const { t } = useTranslation();
  const errorText = useCheckoutFieldErrorText();
  const formRef = useRef<HTMLFormElement>(null);
  const { customer } = useCustomer();
  const prefill = useAccountPrefill(formik, customer);

  // After a "continue" (or placeOrder's answer) that ends with errors, focus the first one.
  const { submitCount, isSubmitting, errors } = formik;
  useEffect(() => {
    if ((submitCount === 0 && focusErrors === 0) || isSubmitting) return;
    const first = FIELD_ORDER.find((path) => getIn(errors, path));
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
    // Only when a submit finishes: clearing errors while typing must not move the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, focusErrors]);

  // A country the shop does not ship to (the default, France, when no zone has it) is no choice at all.
  const shippedCodes = countries.countries.map((country) => country.code).join(',');
  useEffect(() => {
    if (!shippedCodes) return;
    const shipped = shippedCodes.split(',');
    for (const group of ['billing', 'shipping'] as const) {
      const value = formik.values[group].country;
      if (value && !shipped.includes(value)) void formik.setFieldValue(`${group}.country`, '', false);
    }
    // Only when the list changes: the values are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shippedCodes]);

  const handleFieldChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    formik.handleChange(event);
    const { name } = event.target;
    if (getIn(formik.errors, name)) formik.setFieldError(name, undefined);
  };

  const emailError = errorText(formik.errors.email, 'email');
  const shippingErrors = formik.values.shipToDifferentAddress && Object.values(formik.errors.shipping ?? {}).includes('REQUIRED');

  return (
    <Stack gap="6">
      <CheckoutAccountSlot
        customer={customer}
        email={formik.values.email}
        names={{ firstName: formik.values.billing.firstName, lastName: formik.values.billing.lastName }}
        onSignedIn={prefill}
      />
      {/* noValidate: the form shows its own messages, in the shop's language, under each field. */}
      <form
        ref={formRef}
        noValidate
        onSubmit={formik.handleSubmit}
        aria-labelledby="identification-title"
        data-testid="identification-form"
      >
        <Stack gap="6">
          <Text fontSize="sm" color="gray.600">
            {t('checkout.requiredHint')}
          </Text>
          <Field.Root required invalid={!!emailError}>
            <Field.Label>
              {t('checkout.fields.email')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={customer ? customer.email : formik.values.email}
              onChange={handleFieldChange}
              readOnly={!!customer}
              bg={customer ? 'gray.50' : 'white'}
            />
            {customer && <Field.HelperText>{t('checkout.account.emailLocked')}</Field.HelperText>}
            <Field.ErrorText color="red.600">{emailError}</Field.ErrorText>
          </Field.Root>

          <Box as="fieldset">
            <Heading as="legend" size="md" fontWeight="medium" mb="4">
              {t('checkout.billingTitle')}
            </Heading>
            <AddressFields group="billing" formik={formik} countries={countries} onFieldChange={handleFieldChange} />
          </Box>

          <Checkbox.Root
            checked={formik.values.shipToDifferentAddress}
            onCheckedChange={(details) => void formik.setFieldValue('shipToDifferentAddress', details.checked === true, false)}
            data-testid="ship-to-different"
          >
            <Checkbox.HiddenInput name="shipToDifferentAddress" />
            <Checkbox.Control />
            <Checkbox.Label>{t('checkout.shipToDifferent')}</Checkbox.Label>
          </Checkbox.Root>

          {formik.values.shipToDifferentAddress && (
            <Box as="fieldset" data-testid="shipping-address">
              <Heading as="legend" size="md" fontWeight="medium" mb="4">
                {t('checkout.shippingTitle')}
              </Heading>
              {shippingErrors && (
                <Alert.Root status="error" mb="4" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>{t('checkout.errors.shippingFieldsMissing')}</Alert.Title>
                </Alert.Root>
              )}
              <AddressFields group="shipping" formik={formik} countries={countries} onFieldChange={handleFieldChange} />
            </Box>
          )}

          <Button type="submit" size="lg" alignSelf={{ base: 'stretch', md: 'flex-start' }} data-testid="identification-continue">
            {t('checkout.continue')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
