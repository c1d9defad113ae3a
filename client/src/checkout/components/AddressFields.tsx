import { Field, Grid, GridItem, Input } from '@chakra-ui/react';
import { getIn, type FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_ADDRESS_FIELDS, type AddressField, type CheckoutValues } from '@/checkout/checkoutForm';
import { addressFieldOrder } from '@/checkout/addressFieldOrder';
import { CountrySelect, type CountryOptions } from './CountrySelect';
import { StateSelect } from './StateSelect';
import { ADDRESS_AUTOCOMPLETE, HALF_WIDTH_ADDRESS_FIELDS } from '@/checkout/addressFieldLayout';
import { useCheckoutFieldErrorText } from '../fieldErrors';

/** The fields of an address in screen order, for its country and whether that country has states. */
export function addressFieldsOf(country: string, countries: CountryOptions): AddressField[] {
  const states = countries.countries.find((candidate) => candidate.code === country)?.states ?? [];
  return addressFieldOrder(country, states.length > 0);
}

/**
 * The fields of one address of the checkout form, each with its label, its error linked to it
 * (Chakra's Field sets aria-invalid and aria-describedby) and browser autofill, in the order the
 * country writes addresses (addressFieldOrder.ts: the postcode before the city in France), the state
 * or province only where the country has some. The delivery address asks for the carrier's phone (and
 * says so); the billing address asks for none (the delivery phone goes with it).
 */
export function AddressFields({
  group,
  formik,
  countries,
  onFieldChange,
}: {
  group: 'billing' | 'shipping';
  formik: FormikProps<CheckoutValues>;
  countries: CountryOptions;
  onFieldChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}) {
  const { t } = useTranslation();
  const errorText = useCheckoutFieldErrorText();
  const country = formik.values[group].country;
  const states = countries.countries.find((candidate) => candidate.code === country)?.states ?? [];
  const fields = addressFieldsOf(country, countries).filter((field) => group === 'shipping' || field !== 'phone');

  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      {fields.map((field) => {
        const name = `${group}.${field}`;
        const value = getIn(formik.values, name) as string;
        const error = errorText(getIn(formik.errors, name), field);
        return (
          <GridItem key={field} colSpan={{ base: 1, md: HALF_WIDTH_ADDRESS_FIELDS.has(field) ? 1 : 2 }}>
            <Field.Root required={!OPTIONAL_ADDRESS_FIELDS.has(field)} invalid={!!error}>
              <Field.Label>
                {t(`checkout.fields.${field}`)}
                <Field.RequiredIndicator />
              </Field.Label>
              {field === 'country' ? (
                <CountrySelect name={name} value={value} onChange={onFieldChange} options={countries} autoComplete={`${group} country`} />
              ) : field === 'state' ? (
                <StateSelect name={name} value={value} onChange={onFieldChange} states={states} autoComplete={`${group} address-level1`} />
              ) : (
                <Input
                  name={name}
                  value={value}
                  onChange={onFieldChange}
                  bg="white"
                  type={field === 'phone' ? 'tel' : 'text'}
                  autoComplete={`${group} ${ADDRESS_AUTOCOMPLETE[field]}`}
                  placeholder={
                    field === 'address1'
                      ? t('checkout.fields.address1Placeholder')
                      : field === 'address2'
                        ? t('checkout.fields.address2Placeholder')
                        : undefined
                  }
                />
              )}
              {field === 'phone' && <Field.HelperText>{t('checkout.fields.phoneHint')}</Field.HelperText>}
              <Field.ErrorText color="red.600">{error}</Field.ErrorText>
              {field === 'country' && countries.failed && (
                <Field.HelperText color="red.600">{t('checkout.countries.error')}</Field.HelperText>
              )}
            </Field.Root>
          </GridItem>
        );
      })}
    </Grid>
  );
}
