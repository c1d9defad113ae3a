import { HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiMinus, FiPlus } from 'react-icons/fi';

/** Quantity with minus/plus; never below 1. */
export function QuantityStepper({
  value,
  onChange,
  max,
  labels,
}: {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  labels?: { decrease: string; increase: string };
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="0" borderWidth="1px" borderColor="gray.300" rounded="md" role="group" aria-label={t('product.quantity')}>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={labels?.decrease ?? t('product.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <FiMinus />
      </IconButton>
      <Text minW="8" textAlign="center" aria-live="polite" data-testid="quantity">
        {value}
      </Text>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={labels?.increase ?? t('product.increase')}
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(value + 1)}
      >
        <FiPlus />
      </IconButton>
    </HStack>
  );
}
