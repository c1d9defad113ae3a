import '@/account/texts/index';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FiEye, FiEyeOff } from 'react-icons/fi';

/**
 * A password input with its show/hide toggle (spec section 2: the gate, sign-in, registration and the
 * account's password fields). Inside a Chakra Field.Root, which labels it and marks it invalid.
 */
export function PasswordInput({
  name,
  value,
  onChange,
  autoComplete,
  autoFocus,
  describedBy,
}: {
  name: string;
  value: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The id of a text outside the field that says what is wrong with it (the gate's error). */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={shown ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? <FiEyeOff /> : <FiEye />}
        </IconButton>
      }
    >
      <Input
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        bg="white"
        value={value}
        onChange={onChange}
        aria-describedby={describedBy}
      />
    </InputGroup>
  );
}
