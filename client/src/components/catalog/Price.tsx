import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type MoneyLike } from '@common/money';

/** Current price, with the original one struck through when it is higher. */
export function Price({
  price,
  originalPrice,
  size = 'md',
}: {
  price: MoneyLike | null | undefined;
  originalPrice?: MoneyLike | null;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
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
    </HStack>
  );
}
