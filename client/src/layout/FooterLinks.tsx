import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { FOOTER_LINKS, NAV_LINKS } from './navLinks';

/** A titled column of links: a navigation landmark named by its title. */
function LinkColumn({ title, links }: { title: string; links: typeof NAV_LINKS | typeof FOOTER_LINKS }) {
  const { t } = useTranslation();
  return (
    <Stack as="nav" aria-label={title} gap="2">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {links.map((link) => (
        <Link asChild key={link.to} color="gray.300" fontSize="sm">
          <RouterLink to={link.to}>{t(link.label)}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
}

/**
 * The footer's columns (the shop, its links, the help pages): only read and followed, so hydrated
 * when needed (Footer.tsx, ui/LazyRegion.tsx); `minimal` (landing page, checkout) hides them.
 */
export function FooterLinks({ minimal }: { minimal: boolean }) {
  const { t } = useTranslation();
  return (
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
      <LinkColumn title={t('footer.shop')} links={NAV_LINKS} />
      <LinkColumn title={t('footer.help')} links={FOOTER_LINKS} />
    </SimpleGrid>
  );
}
