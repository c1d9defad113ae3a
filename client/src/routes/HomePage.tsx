import { AspectRatio, Box, Button, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CollectionsCarousel } from '@/catalog/components/CollectionsCarousel';
import { NewsletterBlock } from '@/content/NewsletterBlock';
import { useHomeHeroImage } from '@/content/useHomeHero';
import { usePreloadImage } from '@/lib/usePreloadImage';
import { useSeo } from '@/lib/useSeo';

function Tile({ to, title, text, image }: { to: string; title: string; text: string; image: string }) {
  return (
    <Box asChild position="relative" overflow="hidden" className="group" display="block">
      <RouterLink to={to}>
        <AspectRatio ratio={4 / 3}>
          <Image
            src={image}
            alt=""
            htmlWidth={800}
            htmlHeight={600}
            // Under the hero, whose picture comes first (fetchpriority high): these at the default priority.
            transition="transform 0.6s"
            _groupHover={{ transform: 'scale(1.03)' }}
          />
        </AspectRatio>
        <Stack
          position="absolute"
          inset="0"
          justify="flex-end"
          p="8"
          bgGradient="to-t"
          gradientFrom="blackAlpha.700"
          gradientTo="transparent"
          color="white"
        >
          <Heading as="h2" fontFamily="heading" fontWeight="normal" size="3xl">
            {title}
          </Heading>
          <Text>{text}</Text>
        </Stack>
      </RouterLink>
    </Box>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  useSeo({ title: t('seo.homeTitle') });
  const heroImage = useHomeHeroImage();
  usePreloadImage(heroImage);
  return (
    <>
      <Box as="section" bg="brand.ink" color="white" position="relative" overflow="hidden" data-testid="home-hero">
        {heroImage && (
          <>
            {/* Decorative: the heading says what the page is. The page's largest picture, fetched first. */}
            <Image
              src={heroImage}
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
      <SimpleGrid as="section" columns={{ base: 1, md: 2 }} gap="4" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="12">
        <Tile to="/optical" title={t('home.opticalTile')} text={t('home.opticalTileText')} image="/images/tile-optical.svg" />
        <Tile to="/sunglasses" title={t('home.sunglassesTile')} text={t('home.sunglassesTileText')} image="/images/tile-sunglasses.svg" />
      </SimpleGrid>
      <CollectionsCarousel />
      <NewsletterBlock />
    </>
  );
}
