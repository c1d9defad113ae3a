import { Box, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { swatchBackground } from '@/lib/swatches';
import { useValueLabel } from '../useValueLabel';

/** Small colour dots for a product card. */
export function Swatches({ colors, max = 5 }: { colors: readonly { value: string; label: string }[]; max?: number }) {
  const { t } = useTranslation();
  const label = useValueLabel();
  if (colors.length === 0) return null;
  return (
    <HStack gap="1.5" aria-label={t('listing.colorsAvailable', { count: colors.length })} role="list">
      {colors.slice(0, max).map((color) => (
        <Box
          key={color.value}
          role="listitem"
          title={label(color)}
          aria-label={label(color)}
          boxSize="3.5"
          rounded="full"
          borderWidth="1px"
          borderColor="gray.300"
          style={{ background: swatchBackground(color.value) }}
        />
      ))}
      {colors.length > max && (
        <Box as="span" fontSize="xs" color="gray.600">
          +{colors.length - max}
        </Box>
      )}
    </HStack>
  );
}
