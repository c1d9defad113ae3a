import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent } from 'react';
import { PasswordInput } from '@/ui/PasswordInput';

/**
 * One labelled input of an account form (the account's dialogs and the sign-in forms), its error beside
 * it and tied to it (Chakra's Field sets aria-invalid and aria-describedby), an optional help text, and
 * for a password the show/hide toggle.
 */
export function AccountField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  required = false,
  readOnly = false,
  type = 'text',
  autoComplete,
  help,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  required?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  help?: string;
}) {
  return (
    <Field.Root required={required} invalid={!!error} readOnly={readOnly}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {type === 'password' ? (
        <PasswordInput name={name} value={value} onChange={onChange} autoComplete={autoComplete} />
      ) : (
        <Input name={name} value={value} onChange={onChange} onBlur={onBlur} type={type} autoComplete={autoComplete} bg="white" />
      )}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText color="red.600">{error}</Field.ErrorText>
    </Field.Root>
  );
}
