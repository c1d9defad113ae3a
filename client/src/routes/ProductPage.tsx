import { Alert, Box, Button, Grid, Heading, HStack, Link, Stack, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { PageBreadcrumb } from '@/ui/PageBreadcrumb';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import { purchaseInput, useAddToCart } from '@/cart/useAddToCart';
import { galleryImages, isSelectionComplete, matchVariation, variationKeys, type Selection } from '@/catalog/variationSelection';
import { AttributePicker } from '@/catalog/components/AttributePicker';
import { BackInStockForm } from '@/catalog/components/BackInStockForm';
import { Price } from '@/catalog/components/Price';
import { ProductGallery } from '@/catalog/components/ProductGallery';
import { PurchaseButton } from '@/catalog/components/PurchaseButton';
import { QuantityStepper } from '@/catalog/components/QuantityStepper';
import { StickyPurchaseBar } from '@/catalog/components/StickyPurchaseBar';
import { PageSpinner } from '@/ui/PageSpinner';
import { TryOnButton } from '@/tryOn/TryOnButton';
import { ProductFit } from '@/fit/ProductFit';
import { useSeo } from '@/lib/useSeo';
import { SHOP_NAME } from '@common/brand';
import { productJsonLd } from '@common/productJsonLd';
import { lazyRegion } from '@/ui/LazyRegion';
import { graphql } from '@generated/gql';

// Only read (the description, the specifications, the payment note; the similar products below the
// fold): kept as the server's HTML until needed, hydrated after what a shopper touches first (issue 22).
const ProductDetailsRegion = lazyRegion('product-details', () =>
  import('@/catalog/components/ProductDetails').then((module) => module.ProductDetails),
);
const SimilarProductsRegion = lazyRegion('similar-products', () =>
  import('@/catalog/components/SimilarProducts').then((module) => module.SimilarProducts),
);

// The try-on's pictures are selected inline (client/src/tryOn/choices.ts says why).
const ProductQuery = graphql(`
  query ProductPage($slug: String!, $language: Language, $currency: CurrencyCode, $destination: DestinationInput) {
    product(slug: $slug, language: $language, currency: $currency, destination: $destination) {
      ...PurchaseProduct
      tryOnImage {
        frameWidthMm
        image {
          url
        }
      }
      variations {
        id
        tryOnImage {
          frameWidthMm
          image {
            url
          }
        }
      }
      description
      stockQuantity
      deliveryEstimate {
        minDays
        maxDays
      }
      frameSize {
        lensWidth
        bridgeWidth
        templeLength
      }
    }
  }
`);

const STATUS_KEYS = { IN_STOCK: 'product.inStock', PRE_ORDER: 'product.preOrder', OUT_OF_STOCK: 'product.outOfStockStatus' } as const;

export default function ProductPage() {
  const { slug = '' } = useParams();
  // Keyed by slug: another product starts with a fresh selection and quantity.
  return <ProductView key={slug} slug={slug} />;
}

function ProductView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useDisplayCurrency();
  const destination = useShopperDestination();
  const result = useQuery(ProductQuery, { variables: { slug, language, currency, destination } });
  const { loading, error, refetch } = result;
  // Another currency or language: the page stays as it is (open panels, chosen options) until the new prices come.
  const data = result.data ?? (loading ? result.previousData : undefined);
  const product = data?.product;
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  const [showSelectionAlert, setShowSelectionAlert] = useState(false);
  // The sticky bar shows once this button has scrolled away.
  const mainButton = useRef<HTMLDivElement>(null);
  const addToCart = useAddToCart();
  const jsonLd = useMemo(
    () =>
      product
        ? ({ origin, description }: { origin: string; description: string }) =>
            productJsonLd({ ...product, description }, { brand: SHOP_NAME, origin })
        : undefined,
    [product],
  );
  useSeo({
    title: product?.name ?? (loading ? undefined : t('product.notFound')),
    descriptionHtml: product ? product.shortDescription || product.description : undefined,
    image: product?.images[0]?.url,
    type: product ? 'product' : 'website',
    jsonLd,
  });

  const keys = useMemo(() => variationKeys(product?.attributes ?? []), [product]);
  const variation = product ? matchVariation(product.variations, keys, selection) : null;

  if (!data && loading) return <PageSpinner label={t('product.loading')} />;
  if (error && !data) {
    return (
      <VStack py="24" gap="4">
        <Alert.Root status="error" maxW="md">
          <Alert.Indicator />
          <Alert.Title>{t('product.error')}</Alert.Title>
        </Alert.Root>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </VStack>
    );
  }
  if (!product) {
    return (
      <VStack py="24" px="4" gap="4" textAlign="center" data-testid="product-not-found">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" size="3xl">
          {t('product.notFound')}
        </Heading>
        <Text color="gray.600">{t('product.notFoundText')}</Text>
        <Button asChild>
          <RouterLink to="/">{t('product.backHome')}</RouterLink>
        </Button>
      </VStack>
    );
  }

  // The chosen variation's price, SKU, stock and image replace the product's.
  const shown = variation ?? product;
  const images = galleryImages(product.images, variation?.image);
  const delivery = shown.deliveryEstimate;
  const soldOut = shown.availability === 'OUT_OF_STOCK';
  const needsSelection = keys.length > 0 && product.variations.length > 0;

  const purchase = () => {
    const incomplete = needsSelection && !isSelectionComplete(keys, selection);
    setShowSelectionAlert(incomplete);
    addToCart(purchaseInput(product, variation, { requiresVariation: needsSelection, quantity }));
  };

  const priceNode = <Price price={shown.price} originalPrice={shown.originalPrice} suffix={shown.priceSuffix} size="lg" />;
  const stockText =
    shown.availability === 'IN_STOCK' && shown.stockQuantity
      ? t('product.inStockCount', { count: shown.stockQuantity })
      : t(STATUS_KEYS[shown.availability]);

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="8" pb="28">
      <PageBreadcrumb links={[{ to: '/collections', label: t('common.collections') }]} current={product.name} />

      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '16' }} alignItems="start">
        <ProductGallery images={images} preload />
        <Stack gap="6" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
          <Stack gap="2">
            <Heading as="h1" fontFamily="heading" fontWeight="normal" size="4xl" data-testid="product-title">
              {product.name}
            </Heading>
            {priceNode}
            {shown.sku && (
              <Text fontSize="sm" color="gray.600" data-testid="product-sku">
                {t('product.sku', { sku: shown.sku })}
              </Text>
            )}
            <Text fontSize="sm" data-testid="stock-status">
              {stockText}
            </Text>
          </Stack>
          {product.shortDescription && <Box color="gray.700" dangerouslySetInnerHTML={{ __html: product.shortDescription }} />}

          {product.attributes
            .filter((attribute) => attribute.variation && product.variations.length > 0)
            .map((attribute) => (
              <AttributePicker
                key={attribute.key}
                attribute={attribute}
                selected={selection[attribute.key]}
                onSelect={(value) => {
                  setSelection({ ...selection, [attribute.key]: value });
                  setShowSelectionAlert(false);
                }}
              />
            ))}
          {showSelectionAlert && (
            <Alert.Root status="warning" data-testid="select-option-alert">
              <Alert.Indicator />
              <Alert.Title>{t('product.selectOption')}</Alert.Title>
            </Alert.Root>
          )}
          <TryOnButton
            product={product}
            colour={selection.color}
            onColourChange={(value) => {
              setSelection((current) => ({ ...current, color: value }));
              setShowSelectionAlert(false);
            }}
          />

          <HStack gap="4" wrap="wrap">
            {/* Sold out: nothing to count, nothing to deliver; the button says so. */}
            {!soldOut && <QuantityStepper value={quantity} onChange={setQuantity} />}
            <Box ref={mainButton}>
              <PurchaseButton availability={shown.availability} onClick={purchase} />
            </Box>
          </HStack>
          {/* Sold out: the shopper may ask for one mail when it is back (a variation once one is chosen). */}
          {soldOut && (variation || !needsSelection) && (
            <BackInStockForm key={variation?.id ?? product.id} productId={product.id} variationId={variation?.id ?? null} />
          )}
          {!soldOut && (
            <Text fontSize="sm" color="gray.700" data-testid="delivery-estimate">
              {/* Pre-orders are made to order (calendar days); stock ships by the carrier's business days. */}
              {t(shown.availability === 'PRE_ORDER' ? 'product.delivery' : 'product.deliveryBusinessDays', {
                min: delivery.minDays,
                max: delivery.maxDays,
              })}
            </Text>
          )}

          <ProductFit frameSize={product.frameSize} />

          <ProductDetailsRegion
            description={product.description}
            specifications={product.specifications}
            preOrder={shown.availability === 'PRE_ORDER'}
            minDays={delivery.minDays}
            maxDays={delivery.maxDays}
            currency={currency}
          />
        </Stack>
      </Grid>

      <SimilarProductsRegion productId={product.id} />
      <Box textAlign="center" mt="10">
        <Link asChild textDecoration="underline">
          <RouterLink to="/collections">{t('product.viewAll')}</RouterLink>
        </Link>
      </Box>
      <StickyPurchaseBar
        name={product.name}
        image={images[0]}
        price={<Price price={shown.price} originalPrice={shown.originalPrice} size="sm" />}
        action={<PurchaseButton availability={shown.availability} onClick={purchase} size="md" />}
        watch={mainButton}
      />
    </Box>
  );
}
