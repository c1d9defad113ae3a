import { Box, Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NewsletterBlock } from '@/content/NewsletterBlock';
import { useHomeHeroImage } from '@/content/useHomeHero';
import { usePreloadImage } from '@/lib/usePreloadImage';
import { responsiveImage } from '@/lib/responsiveImage';
import { useSeo } from '@/lib/useSeo';
import { lazyRegion } from '@/ui/LazyRegion';

// Under the hero, what is read and followed (the two tiles, the collections): kept as the server's HTML
// until needed, hydrated after the hero and the header (issue 22). The newsletter's form hydrates with
// the page: what is typed in a field before its region hydrated would not be in its state.
const HomeSectionsRegion = lazyRegion('home-sections', () => import('@/content/HomeSections').then((module) => module.HomeSections));

export default function HomePage() {
  const { t } = useTranslation();
  useSeo({ title: t('seo.homeTitle') });
  const heroImageUrl = useHomeHeroImage();
  // The hero's picture covers the whole width: its variants (a store bitmap's) by the screen's width.
  const heroImage = heroImageUrl ? responsiveImage(heroImageUrl, '100vw') : null;
  usePreloadImage(heroImage);
  return (
    <>
      <Box as="section" bg="brand.ink" color="white" position="relative" overflow="hidden" data-testid="home-hero">
        {heroImage && (
          <>
            {/* Decorative: the heading says what the page is. The page's largest picture, fetched first. */}
            <Image
              {...heroImage}
              alt=""
              htmlWidth={2400}
              htmlHeight={1350}
              fetchPriority="high"
              loading="eager"
              decoding="async"
              position="absolute"
              inset="0"
              w="full"
              h="full"
              objectFit="cover"
              objectPosition={{ base: '72% center', md: 'right center' }}
              data-testid="home-hero-image"
            />
            {/* The heading and its button stay legible over any picture the owner chooses. */}
            <Box
              position="absolute"
              inset="0"
              bgGradient={{ base: 'to-t', md: 'to-r' }}
              gradientFrom="blackAlpha.800"
              gradientVia="blackAlpha.500"
              gradientTo="transparent"
            />
          </>
        )}
        <Stack
          position="relative"
          maxW="7xl"
          mx="auto"
          px={{ base: '4', md: '8' }}
          py={{ base: '24', md: '40' }}
          minH={{ base: '34rem', md: '36rem' }}
          justify={{ base: 'flex-end', md: 'center' }}
          gap="6"
          align="flex-start"
        >
          <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" maxW="3xl">
            {t('home.heroTitle')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} maxW="xl" color="gray.300">
            {t('home.heroSubtitle')}
          </Text>
          <Button asChild size="lg" bg="white" color="brand.ink" _hover={{ bg: 'gray.100' }}>
            <RouterLink to="/collections">{t('home.discover')}</RouterLink>
          </Button>
        </Stack>
      </Box>
      <HomeSectionsRegion />
      <NewsletterBlock />
    </>
  );
}
