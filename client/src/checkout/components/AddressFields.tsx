import { Field, Grid, GridItem, Input } from '@chakra-ui/react';
import { getIn, type FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_FIELDS, OPTIONAL_ADDRESS_FIELDS, type AddressField, type CheckoutValues } from '@/checkout/checkoutForm';
import { CountrySelect, type CountryOptions } from './CountrySelect';
import { ADDRESS_AUTOCOMPLETE, HALF_WIDTH_ADDRESS_FIELDS } from '@/checkout/addressFieldLayout';
import { useCheckoutFieldErrorText } from '../fieldErrors';

/**
 * The fields of one address of the checkout form (billing or shipping), each with its label, its
 * error linked to it (Chakra's Field sets aria-invalid and aria-describedby) and browser autofill.
 * The shipping address's phone is optional.
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
  const optional = (field: AddressField) => OPTIONAL_ADDRESS_FIELDS.has(field) || (group === 'shipping' && field === 'phone');

  const label = (field: AddressField) => {
    if (field === 'phone' && group === 'shipping') return t('checkout.fields.shippingPhone');
    return t(`checkout.fields.${field}`);
  };

  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      {ADDRESS_FIELDS.map((field) => {
        const name = `${group}.${field}`;
        const value = getIn(formik.values, name) as string;
        const error = errorText(getIn(formik.errors, name), field);
        return (
          <GridItem key={field} colSpan={{ base: 1, md: HALF_WIDTH_ADDRESS_FIELDS.has(field) ? 1 : 2 }}>
            <Field.Root required={!optional(field)} invalid={!!error}>
              <Field.Label>
                {label(field)}
                <Field.RequiredIndicator />
              </Field.Label>
              {field === 'country' ? (
                <CountrySelect name={name} value={value} onChange={onFieldChange} options={countries} autoComplete={`${group} country`} />
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
