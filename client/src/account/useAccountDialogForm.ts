/**
 * What the account's edit dialogs share (Edit Profile, Change email): formik checked by the shared yup
 * rules on submit, the update sent, a success toast and the dialog closed; on a refusal, the API's
 * errors placed on their fields and anything else said in the dialog's failure alert.
 */
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import { toaster } from '@/ui/toaster';
import { useAccountErrorText } from '@/account/useAccountErrorText';
import { accountFieldErrors } from '@/account/accountForms';
import type { AccountUpdate } from './useAccountUpdates';

export interface AccountDialogFormOptions<V extends Record<string, string>> {
  initialValues: V;
  schema: yup.AnyObjectSchema;
  /** Sends the (trimmed as needed) values. */
  run: (values: V) => Promise<AccountUpdate>;
  /** i18n key of the toast after a success. */
  successKey: string;
  onClose: () => void;
}

export function useAccountDialogForm<V extends Record<string, string>>({
  initialValues,
  schema,
  run,
  successKey,
  onClose,
}: AccountDialogFormOptions<V>) {
  const { t } = useTranslation();
  const errorText = useAccountErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const fields = Object.keys(initialValues) as (keyof V & string)[];
  const formik = useFormik<V>({
    initialValues,
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      const result = await run(values);
      if (result.ok) {
        toaster.create({ title: t(successKey as never) as string, type: 'success' });
        onClose();
        return;
      }
      const placed = accountFieldErrors(result.errors, fields);
      formik.setErrors(placed.fields as typeof formik.errors);
      if (placed.form.length > 0 || Object.keys(placed.fields).length === 0) {
        setFailure(errorText(placed.form[0]?.code) ?? t('account.errors.generic'));
      }
    },
  });
  /** A field's error text, once the form has been submitted. */
  const error = (field: keyof V & string): string | undefined =>
    formik.submitCount > 0 ? errorText(formik.errors[field] as string | undefined) : undefined;
  /** The props of a field's input. */
  const field = (name: keyof V & string) => ({ name, value: formik.values[name], onChange: formik.handleChange, error: error(name) });
  return { formik, failure, field };
}
