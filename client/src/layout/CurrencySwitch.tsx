import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { setDisplayCurrency, useDisplayCurrency } from '@/apollo/currency';
import { useCurrencies } from '@/currency/useCurrencies';

/** Footer currency switch, over the currencies the shop offers. */
export function CurrencySwitch() {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const current = useDisplayCurrency();
  if (currencies.length === 0) return null;
  return (
    <NativeSelect.Root size="xs" width="auto">
      <NativeSelect.Field
        aria-label={t('currency.choose')}
        value={current}
        onChange={(event) => setDisplayCurrency(event.target.value)}
        data-testid="currency-select"
        bg="brand.ink"
        color="white"
      >
        {currencies.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {currency.code} ({currency.symbol}) · {currency.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator color="white" />
    </NativeSelect.Root>
  );
}
