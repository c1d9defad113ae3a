import { Box, Button, Fieldset, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { swatchBackground } from '@/lib/swatches';
import { useAttributeName, useValueLabel } from '../useValueLabel';

interface Props {
  attribute: { key: string; name: string; options: readonly { value: string; label: string }[] };
  selected: string | undefined;
  onSelect: (value: string) => void;
}

/** One variation attribute as a group of toggle buttons (colour as swatches). */
export function AttributePicker({ attribute, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const label = useValueLabel();
  const attributeName = useAttributeName();
  const isColor = attribute.key === 'color';
  const selectedOption = attribute.options.find((option) => option.value === selected);
  return (
    <Fieldset.Root data-testid={`picker-${attribute.key}`}>
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        {t('product.choose', { name: attributeName(attribute) })}
        {selectedOption && (
          <Text as="span" fontWeight="normal" color="gray.600">
            {' '}
            {label(selectedOption)}
          </Text>
        )}
      </Fieldset.Legend>
      <HStack gap="2" wrap="wrap" mt="2" role="group">
        {attribute.options.map((option) => {
          const active = option.value === selected;
          return isColor ? (
            <Box
              as="button"
              key={option.value}
              aria-label={label(option)}
              aria-pressed={active}
              title={label(option)}
              onClick={() => onSelect(option.value)}
              data-replay={`option-${attribute.key}-${option.value}`}
              boxSize="9"
              rounded="full"
              borderWidth="2px"
              borderColor={active ? 'brand.ink' : 'gray.200'}
              p="0.5"
              data-testid={`option-${option.value}`}
            >
              <Box boxSize="full" rounded="full" style={{ background: swatchBackground(option.value) }} />
            </Box>
          ) : (
            <Button
              key={option.value}
              size="sm"
              variant={active ? 'solid' : 'outline'}
              aria-pressed={active}
              onClick={() => onSelect(option.value)}
              data-replay={`option-${attribute.key}-${option.value}`}
              data-testid={`option-${option.value}`}
            >
              {label(option)}
            </Button>
          );
        })}
      </HStack>
    </Fieldset.Root>
  );
}
