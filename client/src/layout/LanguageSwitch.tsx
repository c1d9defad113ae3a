import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { setLanguage, useLanguage } from '@/apollo/language';
import type { Language } from '@generated/graphql';

/**
 * Each button is named in its own language (its `lang`), whatever the page's: a shopper who does not
 * read this one finds theirs, and no name mixes two languages ('Passer en English').
 */
const LANGUAGES: { code: Language; label: string; name: string }[] = [
  { code: 'FR', label: 'FR', name: 'Passer en français' },
  { code: 'EN', label: 'EN', name: 'Switch to English' },
];

/** FR/EN switch used in the header and the footer. */
/** FR/EN switch; `onDark` for the dark footer (contrast). */
export function LanguageSwitch({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <HStack gap="0" role="group" aria-label={t('nav.language')}>
      {LANGUAGES.map(({ code, label, name }) => (
        <Button
          key={code}
          size="xs"
          variant={current === code ? 'solid' : 'ghost'}
          {...(onDark
            ? current === code
              ? { bg: 'white', color: 'brand.ink' }
              : { color: 'white', _hover: { bg: 'whiteAlpha.200' } }
            : {})}
          aria-pressed={current === code}
          aria-label={name}
          lang={code.toLowerCase()}
          onClick={() => setLanguage(code)}
          data-testid={`lang-${code.toLowerCase()}`}
        >
          {label}
        </Button>
      ))}
    </HStack>
  );
}
