import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MoneyLike } from '@common/money';
import { useMoneyFormatter } from '@/currency/useCurrencies';

/** A piece of the store's price suffix: its words, or an amount it names. */
export interface PriceSuffixPart {
  text?: string | null;
  amount?: MoneyLike | null;
}

/**
 * Current price, with the original one struck through when it is higher, then what the store shows
 * after its prices (its price display suffix, such as "TTC"), when it has one. The server shows prices
 * with or without tax as the store does: this only formats them, in the current language.
 */
export function Price({
  price,
  originalPrice,
  suffix,
  size = 'md',
}: {
  price: MoneyLike | null | undefined;
  originalPrice?: MoneyLike | null;
  suffix?: readonly PriceSuffixPart[] | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormatter();
  if (!price) return null;
  const fontSize = { sm: 'sm', md: 'md', lg: '2xl' }[size];
  return (
    <HStack gap="2" align="baseline">
      <Text fontSize={fontSize} fontWeight="medium" data-testid="price">
        {formatMoney(price)}
      </Text>
      {originalPrice && originalPrice.amount > price.amount && (
        <Text as="s" fontSize={size === 'lg' ? 'lg' : 'sm'} color="gray.500" data-testid="original-price">
          <VisuallyHidden>{t('product.originalPrice')} </VisuallyHidden>
          {formatMoney(originalPrice)}
        </Text>
      )}
      {suffix && suffix.length > 0 && (
        <Text as="small" fontSize="xs" color="gray.600" data-testid="price-suffix">
          {suffix.map((part) => (part.amount ? formatMoney(part.amount) : (part.text ?? ''))).join('')}
        </Text>
      )}
    </HStack>
  );
}
