import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { lazyRegion } from '@/ui/LazyRegion';
import { CurrencySwitch } from './CurrencySwitch';
import { LanguageSwitch } from './LanguageSwitch';

// The link columns are only read and followed: kept as the server's HTML until needed (issue 22). The
// bottom row's language and currency switches hydrate with the page.
const FooterLinksRegion = lazyRegion('footer-links', () => import('./FooterLinks').then((module) => module.FooterLinks));

/** The footer; `minimal` (landing page, checkout) keeps only the bottom row without the link columns. */
export function Footer({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box as="footer" bg="brand.ink" color="gray.200" mt={minimal ? '0' : '16'}>
      <FooterLinksRegion minimal={minimal} />
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="6"
        borderTopWidth="1px"
        borderColor="whiteAlpha.300"
        justify="space-between"
        align="center"
        wrap="wrap"
        gap="4"
      >
        <Text fontSize="xs">{t('footer.rights', { year: new Date().getFullYear(), shop: t('common.shopName') })}</Text>
        <HStack gap="4">
          <CurrencySwitch />
          <Box data-testid="footer-language">
            <LanguageSwitch onDark />
          </Box>
        </HStack>
      </Flex>
    </Box>
  );
}
