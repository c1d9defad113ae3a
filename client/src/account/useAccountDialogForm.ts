/**
 * What every edit dialog of the account shares (Edit Profile, Change email, Change password, the
 * billing and shipping addresses): formik checked on submit (the shared yup rules, or the dialog's own
 * check said in its alert), the update sent, a success toast and the dialog closed; on a refusal, the
 * API's errors placed on their fields and anything else said in the dialog's failure alert (with the
 * server's advice when a new password is too easy to guess).
 */
import '@/account/texts/index';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import { toaster } from '@/ui/toaster';
import { useAccountErrorText } from '@/account/useAccountErrorText';
import { accountFieldErrors } from '@/account/accountForms';
import { passwordAdviceKeys } from '@/account/authMessages';
import type { AccountUpdate } from './useAccountUpdates';

export interface AccountDialogFormOptions<V extends { [K in keyof V]: string }> {
  initialValues: V;
  /** The shared rules, shown beside the fields. */
  schema?: yup.AnyObjectSchema;
  /** A check of the dialog's own, said in its alert (spec section 5, Change password): an i18n key, or null. */
  check?: (values: V) => string | null;
  /** Sends the (trimmed as needed) values. */
  run: (values: V) => Promise<AccountUpdate>;
  /** i18n key of the toast after a success (may depend on what was sent). */
  successKey: string | ((values: V) => string);
  /** i18n key of the failure alert's title. */
  failedKey: string;
  onClose: () => void;
  /** The input groups the server's field paths start with (`billing.postcode` lands on `postcode`). */
  groups?: (values: V) => readonly string[];
  /** Every refusal said in the alert, none beside a field (Change password: spec section 8's alert). */
  refusalsInAlert?: boolean;
}

export function useAccountDialogForm<V extends { [K in keyof V]: string }>({
  initialValues,
  schema,
  check,
  run,
  successKey,
  failedKey,
  onClose,
  groups,
  refusalsInAlert = false,
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
      const problem = check?.(values);
      if (problem) {
        setFailure(t(problem as never) as string);
        return;
      }
      setFailure(null);
      const result = await run(values);
      if (result.ok) {
        toaster.create({
          title: t((typeof successKey === 'function' ? successKey(values) : successKey) as never) as string,
          type: 'success',
        });
        onClose();
        return;
      }
      if (refusalsInAlert) {
        const first = result.errors[0];
        // A new password too easy to guess: the reason and what would help, in the shopper's language.
        const advice = passwordAdviceKeys(first?.passwordAdvice).map((key) => t(key as never) as string);
        setFailure([errorText(first?.code) ?? t('account.errors.generic'), ...advice].join(' '));
        return;
      }
      const placed = accountFieldErrors(result.errors, fields, groups?.(values) ?? []);
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
  /** What AccountDialog takes from the form: open, closed, its submit and its failure alert. */
  const dialog = {
    open: true,
    onClose,
    onSubmit: formik.handleSubmit,
    alert: failure ? { status: 'error' as const, title: t(failedKey as never) as string, text: failure } : null,
  };
  return { formik, field, dialog };
}
