import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { useSearchSuggestions } from '@/catalog/useSearchSuggestions';
import { isSearchable } from '@/catalog/searchText';
import { useMoneyFormatter } from '@/currency/useCurrencies';
import { searchPath, type SuggestionOption } from './searchOptions';

/** What the suggestions offer now, told to the field (HeaderSearch.tsx) for its keys and its live region. */
export interface OfferedSuggestions {
  options: SuggestionOption[];
  /** The suggestions shown are for the text as typed now. */
  current: boolean;
}

/**
 * The header search's suggestions for `text` (its query and its list's options): its own chunk, loaded
 * when the field is first focused or typed in (HeaderSearch.tsx), not with every page. It tells the field
 * the options it offers (`onOffer`), which moves through them with the keys; `active` is the one chosen.
 */
export default function SearchSuggestions({
  text,
  idPrefix,
  active,
  onOffer,
  onChoose,
}: {
  text: string;
  idPrefix: string;
  active: number;
  onOffer: (offered: OfferedSuggestions) => void;
  onChoose: (option: SuggestionOption) => void;
}) {
  const { t } = useTranslation();
  const format = useMoneyFormatter();
  const suggestions = useSearchSuggestions(text);
  const searchable = isSearchable(text);

  const detailOf = (matchedOn: string, matchedText: string) =>
    matchedOn === 'SKU' ? t('search.reference', { sku: matchedText }) : matchedOn === 'COLOR' ? matchedText : null;
  const options: SuggestionOption[] = searchable
    ? [
        ...suggestions.products.map(({ product, matchedOn, matchedText }): SuggestionOption => ({
          kind: 'product',
          key: `p-${product.id}`,
          to: `/products/${encodeURIComponent(product.slug)}`,
          name: product.name,
          detail: detailOf(matchedOn, matchedText),
          image: product.images[0]?.url ?? null,
          price: format(product.price),
        })),
        ...suggestions.colors.map((color): SuggestionOption => ({
          kind: 'color',
          key: `c-${color.value}`,
          to: `/collections?${new URLSearchParams({ color: color.value }).toString()}`,
          label: color.label,
          count: color.productCount,
        })),
        { kind: 'all', key: 'all', to: searchPath(text) },
      ]
    : [];
  const offered: OfferedSuggestions = { options, current: suggestions.current };
  // Told again only when what is offered changes (the arrays are new on every render).
  const signature = JSON.stringify(offered);
  useEffect(() => {
    onOffer(JSON.parse(signature) as OfferedSuggestions);
  }, [signature, onOffer]);

  const products = options.filter((option) => option.kind === 'product');
  const colors = options.filter((option) => option.kind === 'color');

  const renderOption = (option: SuggestionOption) => {
    const index = options.indexOf(option);
    const selected = index === active;
    return (
      <Flex
        key={option.key}
        id={`${idPrefix}-option-${index}`}
        role="option"
        aria-selected={selected}
        data-testid={`search-option-${option.kind}`}
        align="center"
        gap="3"
        px="3"
        py="2"
        cursor="pointer"
        bg={selected ? 'gray.100' : undefined}
        _hover={{ bg: 'gray.50' }}
        // The focus stays in the field: a press chooses without blurring it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(option)}
      >
        {option.kind === 'product' && (
          <>
            <Box flexShrink={0} w="10" h="10" bg="brand.ivory">
              {option.image && <Image src={option.image} alt="" w="10" h="10" htmlWidth={40} htmlHeight={40} objectFit="contain" />}
            </Box>
            <Stack gap="0" flex="1" minW="0">
              <Text fontSize="sm" truncate>
                {option.name}
              </Text>
              {option.detail && (
                <Text fontSize="xs" color="gray.600" truncate>
                  {option.detail}
                </Text>
              )}
            </Stack>
            {option.price && (
              <Text fontSize="sm" color="gray.700" flexShrink={0}>
                {option.price}
              </Text>
            )}
          </>
        )}
        {option.kind === 'color' && (
          <Text fontSize="sm">
            {t('search.colorOption', { color: option.label })}{' '}
            <Text as="span" color="gray.600">
              {t('search.frames', { count: option.count })}
            </Text>
          </Text>
        )}
        {option.kind === 'all' && (
          <Flex align="center" gap="2" fontSize="sm" fontWeight="medium">
            <FiSearch aria-hidden />
            {t('search.seeAll', { words: text.trim() })}
          </Flex>
        )}
      </Flex>
    );
  };
  const group = (labelKey: 'search.products' | 'search.colors', members: SuggestionOption[]) =>
    members.length > 0 && (
      <Box role="group" aria-labelledby={`${idPrefix}-${labelKey}`}>
        <Text
          id={`${idPrefix}-${labelKey}`}
          role="presentation"
          px="3"
          pt="3"
          pb="1"
          fontSize="xs"
          textTransform="uppercase"
          letterSpacing="widest"
          color="gray.600"
        >
          {t(labelKey)}
        </Text>
        {members.map(renderOption)}
      </Box>
    );

  return (
    <>
      {group('search.products', products)}
      {group('search.colors', colors)}
      {options.filter((option) => option.kind === 'all').map(renderOption)}
    </>
  );
}
