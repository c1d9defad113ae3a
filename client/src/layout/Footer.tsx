import { Box, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CurrencySwitch } from './CurrencySwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { FOOTER_LINKS, NAV_LINKS } from './navLinks';

/** The footer; `minimal` (landing page) keeps only the bottom row without the link columns. */
export function Footer({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box as="footer" bg="brand.ink" color="gray.200" mt={minimal ? '0' : '16'}>
      <SimpleGrid
        display={minimal ? 'none' : 'grid'}
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="12"
        columns={{ base: 1, md: 3 }}
        gap="10"
      >
        <Stack gap="3">
          <Text fontFamily="heading" fontSize="2xl" color="white">
            {t('common.shopName')}
          </Text>
          <Text fontSize="sm">{t('footer.tagline')}</Text>
        </Stack>
        <Stack as="nav" aria-label={t('footer.shop')} gap="2">
          <Heading as="h2" size="sm" color="white">
            {t('footer.shop')}
          </Heading>
          {NAV_LINKS.map((link) => (
            <Link asChild key={link.to} color="gray.300" fontSize="sm">
              <RouterLink to={link.to}>{t(link.label)}</RouterLink>
            </Link>
          ))}
        </Stack>
        <Stack as="nav" aria-label={t('footer.help')} gap="2">
          <Heading as="h2" size="sm" color="white">
            {t('footer.help')}
          </Heading>
          {FOOTER_LINKS.map((link) => (
            <Link asChild key={link.to} color="gray.300" fontSize="sm">
              <RouterLink to={link.to}>{t(link.label)}</RouterLink>
            </Link>
          ))}
        </Stack>
      </SimpleGrid>
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
