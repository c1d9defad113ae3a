import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface CountryOptions {
  /** The countries, each with its states or provinces (empty for most). */
  countries: readonly { code: string; name: string; states?: readonly { code: string; name: string }[] }[];
  loading: boolean;
  failed: boolean;
}

/**
 * The countries the shop ships to (spec section 5: only those the back end returns). While they load
 * the select says so; with none it says none is available. A value the list lacks shows as empty, so
 * the form asks for a country instead of sending one the shop does not ship to.
 */
export function CountrySelect({
  name,
  value,
  onChange,
  onBlur,
  options,
  autoComplete = 'country',
}: {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  options: CountryOptions;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const { countries, loading } = options;
  const placeholder = loading ? t('checkout.countries.loading') : countries.length === 0 ? t('checkout.countries.empty') : null;
  const known = countries.some((country) => country.code === value);
  return (
    <NativeSelect.Root disabled={placeholder !== null}>
      <NativeSelect.Field
        aria-busy={loading}
        name={name}
        value={placeholder ? '' : known ? value : ''}
        onChange={onChange}
        onBlur={onBlur}
        bg="white"
        autoComplete={autoComplete}
      >
        {placeholder ? (
          <option value="">{placeholder}</option>
        ) : (
          <>
            {!known && <option value="">—</option>}
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </>
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
