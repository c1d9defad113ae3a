import { Field, Input } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { PasswordInput } from '@/ui/PasswordInput';

export interface AuthFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid: boolean;
  /** The form's alert, which says what is wrong with the field. */
  errorId: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  helperText?: string;
}

/**
 * One field of the password reset pages: its label, its input marked invalid while the page's alert
 * names it, and for a password the show/hide toggle (spec section 2).
 */
export function AuthField({ label, name, value, onChange, invalid, errorId, type = 'text', autoComplete, helperText }: AuthFieldProps) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      {type === 'password' ? (
        <PasswordInput
          name={name}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          describedBy={invalid ? errorId : undefined}
        />
      ) : (
        <Input
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={onChange}
          bg="white"
          aria-describedby={invalid ? errorId : undefined}
        />
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
