import '@/landing/texts/index';
import { Alert, Box, Button, Grid, Heading, Icon, SimpleGrid, Stack, Text, VStack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiAward, FiChevronDown, FiTool, FiTruck } from 'react-icons/fi';
import { useDisplayCurrency } from '@/apollo/currency';
import { useShopperDestination } from '@/apollo/destination';
import { useLanguage } from '@/apollo/language';
import { purchaseInput, useAddToCart } from '@/cart/useAddToCart';
import { galleryImages, matchVariation, variationKeys, type Selection } from '@/catalog/variationSelection';
import { AttributePicker } from '@/catalog/components/AttributePicker';
import { Price } from '@/catalog/components/Price';
import { ProductGallery } from '@/catalog/components/ProductGallery';
import { PurchaseButton } from '@/catalog/components/PurchaseButton';
import { StickyPurchaseBar } from '@/catalog/components/StickyPurchaseBar';
import { NewsletterBlock } from '@/content/NewsletterBlock';
import { PageSpinner } from '@/ui/PageSpinner';
import { TestimonialsCarousel } from '@/landing/TestimonialsCarousel';
import { useSeo } from '@/lib/useSeo';
import { graphql } from '@generated/gql';

const FeaturedQuery = graphql(`
  query LandingFeatured($language: Language, $currency: CurrencyCode, $destination: DestinationInput) {
    featuredProducts(first: 1, language: $language, currency: $currency, destination: $destination) {
      ...PurchaseProduct
    }
  }
`);

const BENEFITS = [
  { icon: FiTool, title: 'landing.benefits.craftTitle', text: 'landing.benefits.craftText' },
  { icon: FiTruck, title: 'landing.benefits.deliveryTitle', text: 'landing.benefits.deliveryText' },
  { icon: FiAward, title: 'landing.benefits.warrantyTitle', text: 'landing.benefits.warrantyText' },
] as const;

const SPEC_KEYS = [
  { key: 'dimensions', label: 'landing.dimensions' },
  { key: 'material', label: 'landing.materials' },
  { key: 'origin', label: 'landing.origin' },
] as const;

/** Whether the element is on screen (the sticky bar shows while the featured product is). */
function useOnScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)), { threshold: 0.15 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

function FeaturedProduct() {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useDisplayCurrency();
  const destination = useShopperDestination();
  const { data, error, loading } = useQuery(FeaturedQuery, { variables: { language, currency, destination } });
  const [selection, setSelection] = useState<Selection>({});
  const addToCart = useAddToCart();
  const section = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(section);
  const product = data?.featuredProducts[0];
  const keys = useMemo(() => variationKeys(product?.attributes ?? []), [product]);

  // The first colour is chosen from the start: the landing page shows a product, not a form.
  useEffect(() => {
    const attribute = product?.attributes.find((candidate) => candidate.variation);
    const first = attribute?.options[0];
    if (attribute && first) setSelection((current) => (current[attribute.key] ? current : { ...current, [attribute.key]: first.value }));
  }, [product]);

  return (
    <Box
      as="section"
      id="featured"
      ref={section}
      aria-labelledby="featured-title"
      maxW="7xl"
      mx="auto"
      px={{ base: '4', md: '8' }}
      py="16"
      scrollMarginTop="20"
    >
      {error && !data ? (
        <VStack py="12" gap="4" data-testid="featured-error">
          <Alert.Root status="error" maxW="md">
            <Alert.Indicator />
            <Alert.Title>{t('landing.loadError')}</Alert.Title>
          </Alert.Root>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        </VStack>
      ) : loading && !data ? (
        <PageSpinner label={t('product.loading')} />
      ) : product ? (
        (() => {
          const variation = matchVariation(product.variations, keys, selection);
          const shown = variation ?? product;
          const purchase = () =>
            addToCart(
              purchaseInput(product, variation, { requiresVariation: keys.length > 0 && product.variations.length > 0, quantity: 1 }),
            );
          return (
            <>
              <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '8', lg: '16' }} alignItems="start">
                <ProductGallery images={galleryImages(product.images, variation?.image)} />
                <Stack gap="5">
                  <Text textTransform="uppercase" letterSpacing="widest" fontSize="sm" color="gray.600">
                    {t('landing.featured')}
                  </Text>
                  <Heading as="h2" id="featured-title" fontFamily="heading" fontWeight="normal" size="4xl" data-testid="featured-name">
                    {product.name}
                  </Heading>
                  <Price price={shown.price} originalPrice={shown.originalPrice} suffix={shown.priceSuffix} size="lg" />
                  {product.shortDescription && <Box color="gray.700" dangerouslySetInnerHTML={{ __html: product.shortDescription }} />}
                  {product.attributes
                    .filter((attribute) => attribute.variation && product.variations.length > 0)
                    .map((attribute) => (
                      <AttributePicker
                        key={attribute.key}
                        attribute={{ ...attribute, name: t('landing.colours') }}
                        selected={selection[attribute.key]}
                        onSelect={(value) => setSelection({ ...selection, [attribute.key]: value })}
                      />
                    ))}
                  <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="6" rowGap="2" fontSize="sm">
                    {SPEC_KEYS.map(({ key, label }) => {
                      const value = product.specifications.find((spec) => spec.key === key)?.value;
                      return value ? (
                        <Box key={key} display="contents">
                          <Text as="dt" color="gray.600">
                            {t(label)}
                          </Text>
                          <Text as="dd">{value}</Text>
                        </Box>
                      ) : null;
                    })}
                  </Box>
                  <PurchaseButton availability={shown.availability} onClick={purchase} />
                </Stack>
              </Grid>
              <StickyPurchaseBar
                show={onScreen}
                name={product.name}
                image={galleryImages(product.images, variation?.image)[0]}
                price={<Price price={shown.price} originalPrice={shown.originalPrice} size="sm" />}
                action={<PurchaseButton availability={shown.availability} onClick={purchase} size="md" />}
              />
            </>
          );
        })()
      ) : (
        <Text textAlign="center" color="gray.600">
          {t('testPages.noProduct')}
        </Text>
      )}
    </Box>
  );
}

/** The launch page (home A): AMSTERDAM hero, featured product, benefits, testimonials, newsletter. */
export default function LandingPage() {
  const { t } = useTranslation();
  useSeo({ title: t('landing.heroTitle'), description: t('landing.heroSubtitle') });
  return (
    <>
      <Box
        as="section"
        minH="calc(100vh - 4rem)"
        bg="brand.ink"
        color="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        position="relative"
        px="4"
      >
        <VStack gap="6" textAlign="center" maxW="3xl" minW="0">
          {/* Narrower on phones: nine spaced capitals must fit 390 px without cutting the title. */}
          <Heading
            as="h1"
            fontFamily="heading"
            fontWeight="normal"
            fontSize={{ base: '4xl', sm: '5xl', md: '8xl' }}
            letterSpacing={{ base: '0.15em', md: '0.3em' }}
            data-testid="landing-title"
          >
            {t('landing.heroTitle')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="gray.300">
            {t('landing.heroSubtitle')}
          </Text>
        </VStack>
        <Button
          position="absolute"
          bottom="8"
          variant="outline"
          color="white"
          borderColor="whiteAlpha.600"
          _hover={{ bg: 'whiteAlpha.200' }}
          rounded="full"
          onClick={() => document.getElementById('featured')?.scrollIntoView({ behavior: 'smooth' })}
          data-testid="scroll-down"
        >
          {t('landing.scrollDown')} <Icon as={FiChevronDown} />
        </Button>
      </Box>
      <FeaturedProduct />
      <Box as="section" aria-labelledby="benefits-title" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="16">
        <Heading as="h2" id="benefits-title" fontFamily="heading" fontWeight="normal" size="3xl" textAlign="center" mb="10">
          {t('landing.benefitsTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          {BENEFITS.map((benefit) => (
            <VStack key={benefit.title} gap="3" textAlign="center">
              <Icon as={benefit.icon} boxSize="8" color="brand.gold" aria-hidden />
              <Heading as="h3" size="md">
                {t(benefit.title)}
              </Heading>
              <Text color="gray.700">{t(benefit.text)}</Text>
            </VStack>
          ))}
        </SimpleGrid>
      </Box>
      <TestimonialsCarousel />
      <NewsletterBlock />
    </>
  );
}
