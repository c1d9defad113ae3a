import { Box, Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiX } from 'react-icons/fi';
import { formatFrameSize } from '@common/fit';
import { DEFAULT_PRICE_RANGE, type ActiveFilter } from '@/catalog/listingParams';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import type { FilterPanel_OptionsFragment } from '@generated/graphql';
import { useValueLabel } from '../useValueLabel';

interface Props {
  filters: readonly ActiveFilter[];
  /** The panel's options: a chip names its value as the panel does. */
  options: FilterPanel_OptionsFragment | undefined;
  /** Display currency of the price range. */
  currency: string;
  onRemove: (filter: ActiveFilter) => void;
  onClear: () => void;
}

const OPTION_LISTS = { category: 'categories', genders: 'genders', colors: 'colors', shapes: 'shapes' } as const;

/** How a chip names its filter, in the current language. */
function useFilterLabel(options: FilterPanel_OptionsFragment | undefined, currency: string): (filter: ActiveFilter) => string {
  const { t } = useTranslation();
  const valueLabel = useValueLabel();
  const formatMoney = useMoneyFormatter();
  return (filter) => {
    switch (filter.kind) {
      case 'search':
        return t('listing.searchChip', { search: filter.value });
      case 'preOrderOnly':
        return t('listing.preOrderOnly');
      case 'fit':
        return t('fit.chip', { size: formatFrameSize(filter.size) });
      case 'price': {
        const bounds = options?.priceRange ?? DEFAULT_PRICE_RANGE;
        const money = (amount: number) => formatMoney({ amount, currencyCode: currency });
        return t('listing.priceChip', {
          min: money(filter.min ?? Math.floor(bounds.min)),
          max: money(filter.max ?? Math.ceil(bounds.max)),
        });
      }
      default: {
        const option = options?.[OPTION_LISTS[filter.kind]].find((candidate) => candidate.value === filter.value);
        return valueLabel(option ?? { value: filter.value, label: filter.value });
      }
    }
  };
}

const chipKey = (filter: ActiveFilter) =>
  filter.kind === 'price' || filter.kind === 'fit'
    ? filter.kind
    : filter.kind === 'preOrderOnly'
      ? 'preorder'
      : `${filter.kind}:${filter.value}`;

/** The chosen filters above the grid, each a chip that removes it; 'Tout effacer' once there are several. */
export function ActiveFilterChips({ filters, options, currency, onRemove, onClear }: Props) {
  const { t } = useTranslation();
  const label = useFilterLabel(options, currency);
  if (filters.length === 0) return null;
  return (
    <Flex wrap="wrap" gap="2" align="center" mb="4" data-testid="active-filters">
      <Flex as="ul" aria-label={t('listing.activeFilters')} wrap="wrap" gap="2">
        {filters.map((filter) => {
          const name = label(filter);
          return (
            <Box as="li" key={chipKey(filter)}>
              <Button
                size="xs"
                variant="subtle"
                rounded="full"
                aria-label={t('listing.removeFilter', { label: name })}
                onClick={() => onRemove(filter)}
                data-testid="filter-chip"
              >
                {name} <FiX aria-hidden />
              </Button>
            </Box>
          );
        })}
      </Flex>
      {filters.length > 1 && (
        <Button size="xs" variant="plain" textDecoration="underline" onClick={onClear}>
          {t('listing.clearAll')}
        </Button>
      )}
    </Flex>
  );
}
