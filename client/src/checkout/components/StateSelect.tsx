import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface StateOption {
  code: string;
  name: string;
}

/**
 * The states or provinces of the address's country, as the store lists them (Country.states): shown by
 * the address forms only when the country has some. A value the list lacks shows as the placeholder.
 */
export function StateSelect({
  name,
  value,
  onChange,
  states,
  autoComplete,
}: {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  states: readonly StateOption[];
  autoComplete: string;
}) {
  const { t } = useTranslation();
  const known = states.some((state) => state.code === value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={known ? value : ''} onChange={onChange} bg="white" autoComplete={autoComplete}>
        <option value="">{t('checkout.fields.statePlaceholder')}</option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
