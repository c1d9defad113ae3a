import { Checkbox, Field, Grid, GridItem } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { useLanguage } from '@/apollo/language';
import { useUpdateAddresses } from '@/account/useAccountUpdates';
import { useShippingCountries } from '@/checkout/useCheckoutQuote';
import { CountrySelect } from '@/checkout/components/CountrySelect';
import { useCheckoutFieldErrorText } from '@/checkout/fieldErrors';
import { useAccountDialogForm } from '@/account/useAccountDialogForm';
import { addressesInput, addressFormSchema, addressFormValues, type AccountAddressValues } from '@/account/accountForms';
import { OPTIONAL_ADDRESS_FIELDS, type AddressField } from '@/checkout/checkoutForm';
import { addressFieldOrder } from '@/checkout/addressFieldOrder';
import { StateSelect } from '@/checkout/components/StateSelect';
import { AccountDialog } from './AccountDialog';
import { ADDRESS_AUTOCOMPLETE, HALF_WIDTH_ADDRESS_FIELDS } from '@/checkout/addressFieldLayout';
import { AccountField } from './AccountField';

/**
 * The billing or shipping address form of the account area (spec section 5): names, phone, country
 * (the countries the shop ships to), address, city and postcode required; company and address line 2
 * optional. Billing also takes its email (the account's by default) and can be copied to shipping:
 * then both are saved at once.
 */
export function AddressDialog({
  kind,
  customer,
  onClose,
}: {
  kind: 'billing' | 'shipping';
  customer: CustomerFieldsFragment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const addressErrorText = useCheckoutFieldErrorText();
  const countriesQuery = useShippingCountries(language);
  const countries = {
    countries: countriesQuery.data?.shippingCountries ?? [],
    loading: countriesQuery.loading && !countriesQuery.data,
    failed: !!countriesQuery.error && !countriesQuery.data,
  };
  // A country with states (the US...): the state is asked for, and required.
  const shipped = countries.countries;
  const schema = useMemo(() => {
    const states: Record<string, string[]> = {};
    for (const country of shipped)
      if (country.states && country.states.length > 0) states[country.code] = country.states.map((state) => state.code);
    return addressFormSchema(kind, states);
  }, [shipped, kind]);
  const { run, running } = useUpdateAddresses();
  const [copyToShipping, setCopyToShipping] = useState(false);
  const copied = kind === 'billing' && copyToShipping;
  const { formik, field, dialog } = useAccountDialogForm<AccountAddressValues>({
    initialValues: addressFormValues(customer[kind], customer),
    schema,
    run: (values) => run(addressesInput(kind, values, { copyToShipping: copied })),
    successKey: `account.addresses.saved.${copied ? 'both' : kind}`,
    failedKey: 'account.addresses.failed',
    groups: () => (copied ? ['billing', 'shipping'] : [kind]),
    onClose,
  });

  const errorOf = (field: AddressField) => {
    if (formik.submitCount === 0) return undefined;
    const code = formik.errors[field];
    // The server's codes for an address field, in the checkout's words.
    return addressErrorText(code === 'INVALID_COUNTRY' ? 'COUNTRY_NOT_SHIPPED' : code, field);
  };
  const label = (field: AddressField) => t(`checkout.fields.${field}`);
  const states = shipped.find((country) => country.code === formik.values.country)?.states ?? [];
  const fields = addressFieldOrder(formik.values.country, states.length > 0);

  return (
    <AccountDialog
      {...dialog}
      title={t(`account.addresses.dialog.${kind}Title`)}
      formId={`${kind}-address-form`}
      submitting={running}
      size="lg"
      testId={`${kind}-address-dialog`}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {fields.map((field) => {
          const error = errorOf(field);
          return (
            <GridItem key={field} colSpan={{ base: 1, md: HALF_WIDTH_ADDRESS_FIELDS.has(field) ? 1 : 2 }}>
              {field === 'country' ? (
                <Field.Root required invalid={!!error}>
                  <Field.Label>
                    {label(field)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <CountrySelect
                    name="country"
                    value={formik.values.country}
                    onChange={(event) => {
                      formik.handleChange(event);
                      // Another country: its own states (or none).
                      void formik.setFieldValue('state', '', false);
                    }}
                    options={countries}
                    autoComplete={`${kind} country`}
                  />
                  <Field.ErrorText color="red.600">{error}</Field.ErrorText>
                  {countries.failed && <Field.HelperText color="red.600">{t('checkout.countries.error')}</Field.HelperText>}
                </Field.Root>
              ) : field === 'state' ? (
                <Field.Root required invalid={!!error}>
                  <Field.Label>
                    {label(field)}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <StateSelect
                    name="state"
                    value={formik.values.state}
                    onChange={formik.handleChange}
                    states={states}
                    autoComplete={`${kind} address-level1`}
                  />
                  <Field.ErrorText color="red.600">{error}</Field.ErrorText>
                </Field.Root>
              ) : (
                <AccountField
                  name={field}
                  label={label(field)}
                  value={formik.values[field]}
                  onChange={formik.handleChange}
                  error={error}
                  type={field === 'phone' ? 'tel' : 'text'}
                  autoComplete={`${kind} ${ADDRESS_AUTOCOMPLETE[field]}`}
                  help={field === 'phone' && kind === 'shipping' ? t('account.addresses.dialog.shippingPhoneHelp') : undefined}
                  required={!OPTIONAL_ADDRESS_FIELDS.has(field)}
                />
              )}
            </GridItem>
          );
        })}
        {kind === 'billing' && (
          <GridItem colSpan={{ base: 1, md: 2 }}>
            <AccountField
              name="email"
              type="email"
              label={t('account.addresses.dialog.email')}
              value={formik.values.email}
              onChange={formik.handleChange}
              error={field('email').error}
              help={t('account.addresses.dialog.emailHelp')}
              autoComplete="billing email"
            />
          </GridItem>
        )}
      </Grid>
      {kind === 'billing' && (
        <Checkbox.Root checked={copyToShipping} onCheckedChange={(details) => setCopyToShipping(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('account.addresses.dialog.copyToShipping')}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </AccountDialog>
  );
}
