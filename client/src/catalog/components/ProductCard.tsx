import { AspectRatio, Badge, Box, Flex, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '@generated/gql';
import type { ProductCard_ProductFragment } from '@generated/graphql';
import { FitNote } from '@/fit/FitNote';
import { responsiveImage } from '@/lib/responsiveImage';
import { Price } from './Price';
import { Swatches } from './Swatches';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    slug
    name
    availability
    price {
      ...MoneyFields
    }
    originalPrice {
      ...MoneyFields
    }
    priceSuffix {
      ...PriceSuffixFields
    }
    images {
      ...ImageFields
    }
    colors {
      value
      label
    }
    frameSize {
      lensWidth
      bridgeWidth
      templeLength
    }
  }
`);

/**
 * How wide a card's picture is shown (`sizes`): a 160 px column in the list layout; in the grid, the
 * widest the listing's columns make it (two up to lg, where filters open leave two of md's three; three
 * or four from lg), at most 420 px on the 80rem page.
 */
const GRID_SIZES = '(min-width: 80rem) 420px, (min-width: 62rem) 34vw, 50vw';
const LIST_SIZES = '160px';

/**
 * A product in a listing (grid or list layout), linking to /products/{slug}. A `priority` card (the
 * first row of a listing) fetches its picture at once with high priority; the others wait until near view.
 */
export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
}: {
  product: ProductCard_ProductFragment;
  layout?: 'grid' | 'list';
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const image = product.images[0];
  const isList = layout === 'list';
  return (
    <LinkBox as="article" data-testid="product-card" className="group">
      <Flex direction={isList ? 'row' : 'column'} gap={isList ? '6' : '3'} align={isList ? 'center' : 'stretch'}>
        <Box position="relative" bg="brand.ivory" w={isList ? '40' : 'full'} flexShrink={0} overflow="hidden">
          <AspectRatio ratio={1}>
            {image ? (
              <Image
                {...responsiveImage(image.url, isList ? LIST_SIZES : GRID_SIZES)}
                alt={image.alt}
                loading={priority ? 'eager' : 'lazy'}
                fetchPriority={priority ? 'high' : 'auto'}
                htmlWidth={400}
                htmlHeight={400}
                objectFit="contain"
                transition="transform 0.4s"
                _groupHover={{ transform: 'scale(1.04)' }}
              />
            ) : (
              <Box />
            )}
          </AspectRatio>
          {product.availability === 'PRE_ORDER' && (
            <Badge position="absolute" top="3" left="3" colorPalette="yellow" variant="solid" data-testid="preorder-badge">
              {t('listing.preOrderBadge')}
            </Badge>
          )}
          {product.availability === 'OUT_OF_STOCK' && (
            <Badge position="absolute" top="3" left="3" colorPalette="gray" variant="solid">
              {t('listing.outOfStockBadge')}
            </Badge>
          )}
        </Box>
        <Stack gap="1.5" flex="1">
          <Swatches colors={product.colors} />
          <LinkOverlay asChild>
            <RouterLink to={`/products/${product.slug}`}>
              <Text fontFamily="heading" fontSize="xl" lineHeight="short" data-testid="product-name">
                {product.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Price price={product.price} originalPrice={product.originalPrice} suffix={product.priceSuffix} />
          <FitNote frameSize={product.frameSize} fontSize="xs" />
        </Stack>
      </Flex>
    </LinkBox>
  );
}
