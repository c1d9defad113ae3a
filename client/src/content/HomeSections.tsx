import { AspectRatio, Box, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CollectionsCarousel } from '@/catalog/components/CollectionsCarousel';

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

/**
 * The home page under its hero: the optical and sunglasses tiles and 'Our Collections' (the newsletter's
 * form follows, hydrated with the page).
 * Hydrated when needed (routes/HomePage.tsx, ui/LazyRegion.tsx).
 */
export function HomeSections() {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid as="section" columns={{ base: 1, md: 2 }} gap="4" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="12">
        <Tile to="/optical" title={t('home.opticalTile')} text={t('home.opticalTileText')} image="/images/tile-optical.svg" />
        <Tile to="/sunglasses" title={t('home.sunglassesTile')} text={t('home.sunglassesTileText')} image="/images/tile-sunglasses.svg" />
      </SimpleGrid>
      <CollectionsCarousel />
    </>
  );
}
