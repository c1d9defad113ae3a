import { Box, Input, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FiSearch } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import { MAX_SUGGESTION_LENGTH, isSearchable } from '@/catalog/searchText';
import { searchPath, type SuggestionOption } from './searchOptions';
import type { OfferedSuggestions } from './SearchSuggestions';

// The suggestions (their query, their list) load when the field is first focused or typed in, not with every page.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

const NOTHING_OFFERED: OfferedSuggestions = { options: [], current: false };

/**
 * The header's search: a combobox (WAI-ARIA 1.2 pattern, list autocomplete) whose suggestions come
 * while typing: products by name, reference or colour, the colours by name, and "see every result",
 * which is the listing's search (/collections?q=). Down and Up move through the suggestions (the
 * focus stays in the field, aria-activedescendant names the one chosen), Enter opens it (or the
 * listing's search when none is chosen), Escape closes the list, then clears the field. A polite live
 * region says how many suggestions there are. The field is drawn at once (and by the server); the
 * suggestions are their own chunk (SearchSuggestions.tsx), loaded at the first focus.
 */
export function HeaderSearch({ autoFocus = false, onDone }: { autoFocus?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // From the first focus on, the suggestions are mounted (their chunk loads then).
  const [used, setUsed] = useState(autoFocus);
  const [offered, setOffered] = useState<OfferedSuggestions>(NOTHING_OFFERED);
  const onOffer = useCallback((next: OfferedSuggestions) => setOffered(next), []);
  const searchable = isSearchable(text);

  const options = searchable ? offered.options : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

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

  const count = options.filter((option) => option.kind !== 'all').length;
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
          setUsed(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
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
        {used && (
          <Suspense fallback={null}>
            <SearchSuggestions text={text} idPrefix={id} active={active} onOffer={onOffer} onChoose={choose} />
          </Suspense>
        )}
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {searchable && offered.current && open ? t('search.count', { count }) : ''}
      </VisuallyHidden>
    </Box>
  );
}
