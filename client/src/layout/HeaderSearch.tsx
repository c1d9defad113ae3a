import { Box, Flex, Image, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { MAX_SUGGESTION_LENGTH, isSearchable, useSearchSuggestions } from '@/catalog/useSearchSuggestions';
import { useMoneyFormatter } from '@/currency/useCurrencies';

type SuggestionOption =
  | { kind: 'product'; key: string; to: string; name: string; detail: string | null; image: string | null; price: string | null }
  | { kind: 'color'; key: string; to: string; label: string; count: number }
  | { kind: 'all'; key: string; to: string };

/** Where the listing's search shows every product matching the words (ListingPage reads `q`). */
export const searchPath = (words: string) => `/collections?${new URLSearchParams({ q: words.trim() }).toString()}`;

/**
 * The header's search: a combobox (WAI-ARIA 1.2 pattern, list autocomplete) whose suggestions come
 * while typing: products by name, reference or colour, the colours by name, and "see every result",
 * which is the listing's search (/collections?q=). Down and Up move through the suggestions (the
 * focus stays in the field, aria-activedescendant names the one chosen), Enter opens it (or the
 * listing's search when none is chosen), Escape closes the list, then clears the field. A polite live
 * region says how many suggestions there are.
 */
export function HeaderSearch({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useMoneyFormatter();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
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
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const products = options.filter((option) => option.kind === 'product');
  const colors = options.filter((option) => option.kind === 'color');

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (to: string, keepText: boolean) => {
    close();
    if (!keepText) setText('');
    input.current?.blur();
    navigate(to);
    onDone?.();
  };
  const choose = (option: SuggestionOption) => go(option.to, option.kind === 'all');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field, Down goes to the first suggestion and Up to the last; past either end, back to the field.
      setActive((current) => {
        const next = current === -1 ? (step === 1 ? 0 : options.length - 1) : current + step;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) close();
      else setText('');
      event.preventDefault();
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Tab') {
      close();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searchable) go(searchPath(text), true);
  };

  const renderOption = (option: SuggestionOption) => {
    const index = options.indexOf(option);
    const selected = index === active;
    return (
      <Flex
        key={option.key}
        id={optionId(index)}
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
        onClick={() => choose(option)}
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
      <Box role="group" aria-labelledby={`${id}-${labelKey}`}>
        <Text
          id={`${id}-${labelKey}`}
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

  const count = products.length + colors.length;
  return (
    <Box as="form" role="search" position="relative" w="full" onSubmit={onSubmit} aria-label={t('search.label')}>
      <Box position="absolute" left="3" top="50%" transform="translateY(-50%)" color="gray.500" pointerEvents="none" zIndex="1">
        <FiSearch aria-hidden />
      </Box>
      <Input
        ref={input}
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={MAX_SUGGESTION_LENGTH}
        // Opened on purpose by the search button: the field takes the focus.
        autoFocus={autoFocus}
        placeholder={t('search.placeholder')}
        value={text}
        ps="9"
        size="sm"
        rounded="full"
        data-testid="header-search-input"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <Box
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        position="absolute"
        top="calc(100% + 6px)"
        left="0"
        right="0"
        minW={{ base: 'full', md: '22rem' }}
        maxH="70vh"
        overflowY="auto"
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        shadow="lg"
        zIndex="dropdown"
        pb="1"
        data-testid="header-search-suggestions"
      >
        {group('search.products', products)}
        {group('search.colors', colors)}
        {options.filter((option) => option.kind === 'all').map(renderOption)}
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {searchable && suggestions.current && open ? t('search.count', { count }) : ''}
      </VisuallyHidden>
    </Box>
  );
}
