import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FiEye, FiEyeOff } from 'react-icons/fi';

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
 * One field of a sign-in form: its label, its input marked invalid while the form's alert names it,
 * and for a password the show/hide toggle (spec section 2).
 */
export function AuthField({ label, name, value, onChange, invalid, errorId, type = 'text', autoComplete, helperText }: AuthFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const input = (
    <Input
      name={name}
      type={type === 'password' && shown ? 'text' : type}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      bg="white"
      aria-describedby={invalid ? errorId : undefined}
    />
  );
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      {type === 'password' ? (
        <InputGroup
          endElement={
            <IconButton
              type="button"
              variant="ghost"
              size="sm"
              me="-2"
              aria-label={shown ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
              aria-pressed={shown}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? <FiEyeOff /> : <FiEye />}
            </IconButton>
          }
        >
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
