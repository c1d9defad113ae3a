import { Alert, Box, Button, Checkbox, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { getIn, type FormikProps } from 'formik';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/account/useAccount';
import { useAccountPrefill } from '@/checkout/useAccountPrefill';
import { deliverTo, savedAddresses } from '@/checkout/accountPrefill';
import type { AddressValues, CheckoutValues } from '@/checkout/checkoutForm';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { AddressFields, addressFieldsOf } from './AddressFields';
import { CheckoutAccountSlot } from './CheckoutAccountSlot';
import type { CountryOptions } from './CountrySelect';
import { useCheckoutFieldErrorText } from '../fieldErrors';

/** The form paths in screen order, to focus the first invalid field. */
function fieldOrder(values: CheckoutValues, countries: CountryOptions): string[] {
  return [
    'email',
    ...addressFieldsOf(values.shipping.country, countries).map((field) => `shipping.${field}`),
    ...addressFieldsOf(values.billing.country, countries).map((field) => `billing.${field}`),
  ];
}

/** An address on one line, for a choice of saved addresses. */
function oneLine(address: CustomerFieldsFragment['billing']): string {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.address1,
    `${address.postcode} ${address.city}`.trim(),
    address.countryName,
  ]
    .filter(Boolean)
    .join(', ');
}

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
        {address.state ? ` ${address.state}` : ''}
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
          {t('checkout.shippingTitle')}
        </Text>
        <AddressSummary address={values.shipping} countryName={countryName(values.shipping.country)} />
      </Box>
      <Box>
        <Text fontWeight="medium" color="gray.900">
          {t('checkout.billingTitle')}
        </Text>
        {values.billingSameAsShipping ? (
          <Text>{t('checkout.billingSameSummary')}</Text>
        ) : (
          <AddressSummary address={values.billing} countryName={countryName(values.billing.country)} />
        )}
      </Box>
    </Stack>
  );
}

/**
 * Step 1: who orders and where to. The account block first (a customer's "connected as", or a guest's
 * inline sign-in and account creation: their own forms, so beside this one, not inside it), then the
 * email (the account's, locked, once signed in), the delivery address (a customer picks one of their
 * saved addresses or types one) and the billing address, the same unless unticked, filled from the
 * address book once the customer is known. "Continue" checks the spec's rules; errors show under their
 * field once continued and go as the field is edited.
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
    const first = fieldOrder(formik.values, countries).find((path) => getIn(errors, path));
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
    // Another country: its own states (or none).
    if (name.endsWith('.country')) void formik.setFieldValue(name.replace(/country$/, 'state'), '', false);
  };

  const emailError = errorText(formik.errors.email, 'email');
  const shippingErrors = Object.values(formik.errors.shipping ?? {}).includes('REQUIRED');
  const saved = customer ? savedAddresses(customer) : [];

  return (
    <Stack gap="6">
      <CheckoutAccountSlot
        customer={customer}
        email={formik.values.email}
        names={{ firstName: formik.values.shipping.firstName, lastName: formik.values.shipping.lastName }}
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

          <Box as="fieldset" data-testid="shipping-address">
            <Heading as="legend" size="md" fontWeight="medium" mb="4">
              {t('checkout.shippingTitle')}
            </Heading>
            {saved.length > 0 && (
              <Field.Root mb="4">
                <Field.Label>{t('checkout.savedAddresses.label')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value=""
                    bg="white"
                    data-testid="saved-addresses"
                    onChange={(event) => {
                      const choice = saved[Number(event.target.value)];
                      if (!choice) return;
                      void formik.setValues(deliverTo(formik.values, choice.address), false);
                      formik.setErrors({});
                    }}
                  >
                    <option value="">{t('checkout.savedAddresses.choose')}</option>
                    {saved.map((choice, index) => (
                      <option key={choice.kind} value={index}>
                        {t(`checkout.savedAddresses.${choice.kind}`, { address: oneLine(choice.address) })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            )}
            {shippingErrors && (
              <Alert.Root status="error" mb="4" size="sm">
                <Alert.Indicator />
                <Alert.Title>{t('checkout.errors.shippingFieldsMissing')}</Alert.Title>
              </Alert.Root>
            )}
            <AddressFields group="shipping" formik={formik} countries={countries} onFieldChange={handleFieldChange} />
          </Box>

          <Checkbox.Root
            checked={formik.values.billingSameAsShipping}
            onCheckedChange={(details) => void formik.setFieldValue('billingSameAsShipping', details.checked === true, false)}
            data-testid="billing-same"
          >
            <Checkbox.HiddenInput name="billingSameAsShipping" />
            <Checkbox.Control />
            <Checkbox.Label>{t('checkout.billingSame')}</Checkbox.Label>
          </Checkbox.Root>

          {!formik.values.billingSameAsShipping && (
            <Box as="fieldset" data-testid="billing-address">
              <Heading as="legend" size="md" fontWeight="medium" mb="4">
                {t('checkout.billingTitle')}
              </Heading>
              <AddressFields group="billing" formik={formik} countries={countries} onFieldChange={handleFieldChange} />
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
