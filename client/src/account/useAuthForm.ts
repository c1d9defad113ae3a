/**
 * What the sign-in forms share (login, registration, the checkout's account creation): formik checked
 * by the shared yup rules on submit, the API's `errors` placed on the fields or on the whole form. A
 * field's problem shows beside it, as in the checkout (issue 23); the whole form's (wrong credentials,
 * registration refused) in the alert at its top (spec section 8). Each clears as its field is edited
 * (section 5). Errors are kept as i18n keys, so a language switch re-translates them.
 */
import '@/account/texts/index';
import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type * as yup from 'yup';
import { accountProblems } from '@common/forms/accountSchemas';
import type { CustomerFieldsFragment } from '@generated/graphql';
import { fieldMessageKey, placeServerError, transportFailureKey, type AuthForm, type AuthMessage } from './authMessages';
import type { AuthPayload } from './useAuthMutations';

type Values = Record<string, string>;

export interface AuthFormOptions<V extends Values> {
  form: AuthForm;
  schema: yup.AnyObjectSchema;
  initialValues: V;
  /** Sends the form; resolves with the mutation's payload. */
  submit: (values: V) => Promise<AuthPayload>;
  onSuccess?: (customer: CustomerFieldsFragment) => void;
}

/** The form's alert: the field it is about (null: the whole form) and its text. */
export interface AuthFormMessage {
  field: string | null;
  text: string;
}

export function useAuthForm<V extends Values>({ form, schema, initialValues, submit, onSuccess }: AuthFormOptions<V>) {
  const { t } = useTranslation();
  const fields = Object.keys(initialValues);
  // The server's advice on a weak new password, by field (i18n keys), until the field is edited.
  const [advice, setAdvice] = useState<Record<string, string[]>>({});

  const formik = useFormik<V>({
    initialValues,
    // Checked on submit only; editing a field clears its error.
    validateOnChange: false,
    validateOnBlur: false,
    validate: (values) => {
      const errors: Record<string, string> = {};
      for (const problem of accountProblems(schema, values)) errors[problem.field] = fieldMessageKey(problem.code, problem.field, form);
      return errors;
    },
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      setAdvice({});
      let payload: AuthPayload;
      try {
        payload = await submit(values);
      } catch {
        helpers.setStatus({ key: transportFailureKey(form) } satisfies AuthMessage);
        return;
      }
      if (payload.customer) {
        onSuccess?.(payload.customer);
        return;
      }
      const errors: Record<string, string> = {};
      let whole: AuthMessage | null = null;
      const advised: Record<string, string[]> = {};
      for (const error of payload.errors) {
        const placed = placeServerError(error, form, fields);
        if (placed.field) errors[placed.field] ??= placed.message.key;
        else whole ??= placed.message;
        if (placed.field && placed.advice?.length) advised[placed.field] = placed.advice;
      }
      setAdvice(advised);
      helpers.setErrors(errors as typeof formik.errors);
      if (!whole && Object.keys(errors).length === 0) whole = { key: transportFailureKey(form) };
      helpers.setStatus(whole);
    },
  });

  const status = formik.status as AuthMessage | null | undefined;
  /** The whole form's problem, for the alert at its top. */
  const messages: AuthFormMessage[] = status ? [{ field: null, text: status.text ?? (t(status.key as never) as string) }] : [];
  /** A field's problem, with the server's advice on a weak password after it. */
  const errorOf = (field: string): string | undefined => {
    const key = formik.errors[field];
    if (typeof key !== 'string') return undefined;
    return [key, ...(advice[field] ?? [])].map((line) => t(line as never) as string).join(' ');
  };

  /** Typing in a field clears its error and the whole form's. */
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    const { name } = event.target;
    if (formik.errors[name]) formik.setFieldError(name, undefined);
    if (advice[name]) setAdvice(({ [name]: _edited, ...rest }) => rest);
    if (formik.status) formik.setStatus(null);
  };

  /** The props of a field's input. */
  const field = (name: keyof V & string) => ({
    name,
    value: formik.values[name],
    onChange: handleChange,
    error: errorOf(name),
  });

  return { formik, messages, field };
}
