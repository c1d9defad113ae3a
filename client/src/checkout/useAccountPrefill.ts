import type { FormikProps } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import type { CustomerFieldsFragment } from '@generated/graphql';
import type { CheckoutValues } from '@/checkout/checkoutForm';
import { prefillFromCustomer } from './accountPrefill';

/**
 * Fills step 1 from the customer's profile once per customer: on arrival when already signed in, and
 * as soon as the shopper signs in or creates an account in the step. Returns the fill, for the inline
 * forms to call with the customer of their answer (before `me` is read again).
 */
export function useAccountPrefill(formik: FormikProps<CheckoutValues>, customer: CustomerFieldsFragment | null) {
  const filledFor = useRef<string | null>(null);
  const { setValues, setErrors } = formik;
  const valuesRef = useRef(formik.values);
  valuesRef.current = formik.values;

  const prefill = useCallback(
    (signedIn: CustomerFieldsFragment) => {
      if (filledFor.current === signedIn.id) return;
      filledFor.current = signedIn.id;
      void setValues(prefillFromCustomer(valuesRef.current, signedIn), false);
      // The errors of what was typed before no longer describe the form.
      setErrors({});
    },
    [setErrors, setValues],
  );

  useEffect(() => {
    if (customer) prefill(customer);
    // Signed out (another tab): the next customer fills the form again.
    else filledFor.current = null;
  }, [customer, prefill]);

  return prefill;
}
