import { Box, Button, Checkbox, Fieldset, HStack, Input, Slider, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '@generated/gql';
import type { FilterPanel_OptionsFragment } from '@generated/graphql';
import { DEFAULT_PRICE_RANGE, MIN_SEARCH_LENGTH, type ListingState } from '@/catalog/listingParams';
import { swatchBackground } from '@/lib/swatches';
import { FitFilter } from '@/fit/FitFilter';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { useValueLabel } from '../useValueLabel';

export const FilterPanelFragment = graphql(`
  fragment FilterPanel_options on FilterOptions {
    categories {
      value
      label
      count
    }
    genders {
      value
      label
      count
    }
    colors {
      value
      label
      count
    }
    shapes {
      value
      label
      count
    }
    preOrderCount
    fitsLikeCount(size: $fitSize)
    priceRange {
      min
      max
    }
  }
`);

type ListKey = 'genders' | 'colors' | 'shapes';

interface Props {
  /** Display currency: prices and bounds are in it. */
  currency: string;
  options: FilterPanel_OptionsFragment | undefined;
  state: ListingState;
  onChange: (patch: Partial<ListingState>) => void;
  onReset: () => void;
}

function OptionGroup({
  legend,
  name,
  options,
  selected,
  onToggle,
  swatch,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string; count: number }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  swatch?: boolean;
}) {
  const label = useValueLabel();
  if (options.length === 0) return null;
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
        {legend}
      </Fieldset.Legend>
      <Stack gap="2" mt="2">
        {options.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            checked={selected.includes(option.value)}
            onCheckedChange={() => onToggle(option.value)}
            data-testid={`filter-${name}-${option.value}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <HStack gap="2">
                {swatch && (
                  <Box
                    boxSize="3"
                    rounded="full"
                    borderWidth="1px"
                    borderColor="gray.300"
                    style={{ background: swatchBackground(option.value) }}
                  />
                )}
                <Text>{label(option)}</Text>
                <Text color="gray.500">({option.count})</Text>
              </HStack>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}

/** The collapsible filter panel of a listing. Every change is written to the URL by the page. */
export function FilterPanel({ currency, options, state, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const formatMoney = useMoneyFormatter();
  const bounds = options?.priceRange ?? DEFAULT_PRICE_RANGE;
  const min = Math.floor(bounds.min);
  const max = Math.max(Math.ceil(bounds.max), min + 1);
  const [price, setPrice] = useState<number[]>([state.minPrice ?? min, state.maxPrice ?? max]);
  const [search, setSearch] = useState(state.search);
  const [searchTooShort, setSearchTooShort] = useState(false);
  // Own ids: on small screens the drawer holds a second panel beside the hidden one.
  const searchId = useId();
  const searchHintId = `${searchId}-hint`;
  useEffect(() => setPrice([state.minPrice ?? min, state.maxPrice ?? max]), [state.minPrice, state.maxPrice, min, max]);
  useEffect(() => setSearch(state.search), [state.search]);

  const toggle = (key: ListKey, value: string) => {
    const current = state[key];
    onChange({ [key]: current.includes(value) ? current.filter((item) => item !== value) : [...current, value] });
  };

  return (
    <Stack gap="6" as="aside" aria-label={t('listing.filter')} data-testid="filter-panel">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const words = search.trim();
          const tooShort = words.length > 0 && words.length < MIN_SEARCH_LENGTH;
          setSearchTooShort(tooShort);
          if (!tooShort) onChange({ search: words });
        }}
      >
        <Text asChild fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
          <label htmlFor={searchId}>{t('listing.search')}</label>
        </Text>
        <Input
          id={searchId}
          mt="2"
          size="sm"
          type="search"
          value={search}
          placeholder={t('listing.searchPlaceholder')}
          aria-invalid={searchTooShort || undefined}
          aria-describedby={searchTooShort ? searchHintId : undefined}
          onChange={(event) => {
            setSearch(event.target.value);
            setSearchTooShort(false);
          }}
        />
        {searchTooShort && (
          <Text id={searchHintId} role="alert" mt="1" fontSize="sm" color="red.600" data-testid="search-too-short">
            {t('listing.searchTooShort', { count: MIN_SEARCH_LENGTH })}
          </Text>
        )}
      </form>
      <FitFilter chosen={state.fit} count={options?.fitsLikeCount} onChange={(fit) => onChange({ fit })} />
      {options && (
        <>
          <OptionGroup
            legend={t('listing.category')}
            name="category"
            options={options.categories}
            selected={state.category ? [state.category] : []}
            onToggle={(value) => onChange({ category: state.category === value ? null : value })}
          />
          <OptionGroup
            legend={t('listing.gender')}
            name="gender"
            options={options.genders}
            selected={state.genders}
            onToggle={(value) => toggle('genders', value)}
          />
          <OptionGroup
            legend={t('listing.color')}
            name="color"
            options={options.colors}
            selected={state.colors}
            onToggle={(value) => toggle('colors', value)}
            swatch
          />
          <OptionGroup
            legend={t('listing.shape')}
            name="shape"
            options={options.shapes}
            selected={state.shapes}
            onToggle={(value) => toggle('shapes', value)}
          />
          {options.preOrderCount > 0 && (
            <Fieldset.Root>
              <Fieldset.Legend fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
                {t('listing.availability')}
              </Fieldset.Legend>
              <Checkbox.Root
                mt="2"
                size="sm"
                checked={state.preOrderOnly}
                onCheckedChange={(event) => onChange({ preOrderOnly: event.checked === true })}
                data-testid="filter-preorder"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {t('listing.preOrderOnly')}{' '}
                  <Text as="span" color="gray.500">
                    ({options.preOrderCount})
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            </Fieldset.Root>
          )}
        </>
      )}
      <Slider.Root
        min={min}
        max={max}
        step={1}
        minStepsBetweenThumbs={1}
        value={price}
        onValueChange={(event) => setPrice(event.value)}
        onValueChangeEnd={(event) => {
          const [low = min, high = max] = event.value;
          onChange({ minPrice: low > min ? low : null, maxPrice: high < max ? high : null });
        }}
      >
        <Slider.Label fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
          {t('listing.price')}
        </Slider.Label>
        <Slider.Control mt="3">
          <Slider.Track>
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
        <HStack justify="space-between" fontSize="sm" color="gray.600" mt="1">
          <Text>{formatMoney({ amount: price[0] ?? min, currencyCode: currency })}</Text>
          <Text>{formatMoney({ amount: price[1] ?? max, currencyCode: currency })}</Text>
        </HStack>
      </Slider.Root>
      <Button variant="outline" size="sm" onClick={onReset}>
        {t('listing.reset')}
      </Button>
    </Stack>
  );
}
