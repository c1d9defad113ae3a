import { Box, Flex, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import { PageSpinner } from '@/ui/PageSpinner';
import { graphql } from '@generated/gql';
import { ProductCard } from './ProductCard';

const CarouselQuery = graphql(`
  query CollectionsCarousel($language: Language, $currency: CurrencyCode, $destination: DestinationInput) {
    products(pageSize: 8, sort: RECOMMENDED, language: $language, currency: $currency, destination: $destination) {
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`);

/**
 * Tab into a card out of view: Chromium focuses its link without scrolling the snapping strip (the card
 * stays hidden), so the card is brought into view here; the strip then snaps around it.
 */
function revealFocusedCard(event: FocusEvent<HTMLElement>) {
  if (event.target === event.currentTarget) return;
  event.target.closest<HTMLElement>('[data-carousel-item]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * 'Our Collections': up to 8 products in a scroll-snapping strip whose arrows wrap around. The strip
 * is a named region in the Tab order, so the left and right arrow keys scroll it from the keyboard.
 */
export function CollectionsCarousel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const variables = { language, currency: useDisplayCurrency(), destination: useShopperDestination() };
  const { data, error } = useQuery(CarouselQuery, { variables });
  const strip = useRef<HTMLDivElement>(null);

  const scroll = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4;
    const atStart = element.scrollLeft <= 4;
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: 'smooth' });
    else if (direction === -1 && atStart) element.scrollTo({ left: element.scrollWidth, behavior: 'smooth' });
    else element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Box as="section" aria-labelledby="collections-title" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="12">
      <Flex justify="space-between" align="center" mb="6">
        <Heading as="h2" id="collections-title" fontFamily="heading" fontWeight="normal" size="3xl">
          {t('home.ourCollections')}
        </Heading>
        <HStack>
          <IconButton aria-label={t('home.previous')} variant="outline" rounded="full" onClick={() => scroll(-1)}>
            <FiChevronLeft />
          </IconButton>
          <IconButton aria-label={t('home.next')} variant="outline" rounded="full" onClick={() => scroll(1)}>
            <FiChevronRight />
          </IconButton>
        </HStack>
      </Flex>
      {error && !data ? (
        <Text color="red.600">{t('home.carouselError')}</Text>
      ) : !data ? (
        <PageSpinner />
      ) : (
        <Flex
          ref={strip}
          role="region"
          aria-label={t('home.collectionsStrip')}
          tabIndex={0}
          focusVisibleRing="outside"
          gap="6"
          overflowX="auto"
          scrollSnapType="x mandatory"
          // Room for the focus rings of the cards' links, which the scrolling strip would cut
          // otherwise; the negative margin keeps the cards aligned with the title.
          mx="-1.5"
          px="1.5"
          pt="1.5"
          pb="4"
          scrollPaddingInline="1.5"
          data-testid="collections-carousel"
          css={{ scrollbarWidth: 'thin' }}
          onFocus={revealFocusedCard}
        >
          {data.products.nodes.map((product) => (
            <Box
              key={product.id}
              data-carousel-item
              flex={{ base: '0 0 70%', sm: '0 0 45%', md: '0 0 30%', lg: '0 0 23%' }}
              scrollSnapAlign="start"
            >
              <ProductCard product={product} />
            </Box>
          ))}
        </Flex>
      )}
    </Box>
  );
}
