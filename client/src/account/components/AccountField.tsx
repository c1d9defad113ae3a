import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent } from 'react';

/**
 * One labelled input of an account form, its error tied to it (Chakra's Field sets aria-invalid and
 * aria-describedby) and an optional help text.
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
      <Input name={name} value={value} onChange={onChange} onBlur={onBlur} type={type} autoComplete={autoComplete} bg="white" />
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText color="red.600">{error}</Field.ErrorText>
    </Field.Root>
  );
}
