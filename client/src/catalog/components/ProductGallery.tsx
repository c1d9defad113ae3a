import { AspectRatio, Box, Button, Flex, HStack, IconButton, Image, Stack } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronLeft, FiChevronRight, FiGrid, FiSquare } from 'react-icons/fi';
import { responsiveImage } from '@/lib/responsiveImage';
import { usePreloadImage } from '@/lib/usePreloadImage';

export interface GalleryImage {
  id: string;
  url: string;
  alt: string;
}

const VISIBLE_THUMBNAILS = 3;

/**
 * How wide the product page shows its pictures (`sizes`): the whole phone or tablet; from lg, the
 * gallery's 3 of 5 columns of the 80rem page (about 690 px at most); thumbnails a third of that.
 */
const MAIN_SIZES = '(min-width: 80rem) 690px, (min-width: 62rem) 56vw, 100vw';
const THUMBNAIL_SIZES = '(min-width: 80rem) 220px, (min-width: 62rem) 18vw, 32vw';

/** The photo views a shopper chooses between, named for what they show. */
const VIEWS = [
  { mode: 'gallery', label: 'product.galleryOneByOne', Icon: FiSquare },
  { mode: 'scroll', label: 'product.galleryAll', Icon: FiGrid },
] as const;

/**
 * Product images in two views the shopper chooses on wide screens (a segmented control, "Une à une" /
 * "Toutes les photos (5)"): one at a time (main image, arrows, thumbnails 3 at a time), or every image
 * stacked for scrolling. The first image is the selected variation's; `preload`: it is the page's LCP
 * picture (the product page), preloaded by the head the server sends. The main
 * image area is a labelled group in the Tab order: the left and right arrow keys change the image.
 */
export function ProductGallery({ images, preload = false }: { images: readonly GalleryImage[]; preload?: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'gallery' | 'scroll'>('gallery');
  const [index, setIndex] = useState(0);
  const [firstThumb, setFirstThumb] = useState(0);
  const firstUrl = images[0]?.url;
  // On the product page the first picture is the page's largest (its LCP element): the head the server sends
  // preloads it. Not on the landing page, where the gallery is below the fold.
  usePreloadImage(preload && firstUrl ? responsiveImage(firstUrl, MAIN_SIZES) : null);

  // A new first image (another variation chosen) brings the gallery back to it.
  useEffect(() => {
    setIndex(0);
    setFirstThumb(0);
  }, [firstUrl]);

  if (images.length === 0)
    return (
      <AspectRatio ratio={1} bg="brand.ivory">
        <Box />
      </AspectRatio>
    );
  const current = images[Math.min(index, images.length - 1)]!;
  const go = (next: number) => {
    const wrapped = (next + images.length) % images.length;
    setIndex(wrapped);
    if (wrapped < firstThumb) setFirstThumb(wrapped);
    else if (wrapped >= firstThumb + VISIBLE_THUMBNAILS) setFirstThumb(wrapped - VISIBLE_THUMBNAILS + 1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (images.length < 2 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Stack gap="4" data-testid="product-gallery">
      {images.length > 1 && (
        // The shopper's choice of how to look at the photos (wide screens): one at a time, or all of them
        // down the page. A segmented control: two toggle buttons in one labelled group, the chosen one filled.
        <HStack justify="flex-end" display={{ base: 'none', lg: 'flex' }}>
          <HStack role="group" aria-label={t('product.galleryView')} gap="0" p="1" bg="gray.100" rounded="full" data-testid="gallery-view">
            {VIEWS.map((view) => {
              const chosen = mode === view.mode;
              return (
                <Button
                  key={view.mode}
                  size="xs"
                  rounded="full"
                  px="3"
                  variant="plain"
                  bg={chosen ? 'white' : 'transparent'}
                  color={chosen ? 'brand.ink' : 'gray.600'}
                  shadow={chosen ? 'xs' : undefined}
                  fontWeight={chosen ? 'semibold' : 'normal'}
                  aria-pressed={chosen}
                  onClick={() => setMode(view.mode)}
                >
                  <view.Icon aria-hidden />
                  {t(view.label, { count: images.length })}
                </Button>
              );
            })}
          </HStack>
        </HStack>
      )}
      {mode === 'scroll' ? (
        <Stack gap="4" data-testid="gallery-scroll">
          {images.map((image, position) => (
            <AspectRatio key={image.id} ratio={1} bg="brand.ivory">
              <Image
                {...responsiveImage(image.url, MAIN_SIZES)}
                alt={image.alt}
                htmlWidth={800}
                htmlHeight={800}
                loading={position === 0 ? 'eager' : 'lazy'}
                fetchPriority={position === 0 ? 'high' : 'auto'}
                objectFit="contain"
              />
            </AspectRatio>
          ))}
        </Stack>
      ) : (
        <>
          <Box
            position="relative"
            bg="brand.ivory"
            role="group"
            aria-label={t('product.images')}
            tabIndex={images.length > 1 ? 0 : undefined}
            focusVisibleRing="outside"
            onKeyDown={onKeyDown}
          >
            <AspectRatio ratio={1}>
              <Image
                {...responsiveImage(current.url, MAIN_SIZES)}
                alt={current.alt}
                htmlWidth={800}
                htmlHeight={800}
                loading="eager"
                fetchPriority="high"
                objectFit="contain"
                data-testid="gallery-main-image"
              />
            </AspectRatio>
            {images.length > 1 && (
              <>
                <IconButton
                  aria-label={t('product.previousImage')}
                  position="absolute"
                  left="3"
                  top="50%"
                  transform="translateY(-50%)"
                  rounded="full"
                  variant="surface"
                  onClick={() => go(index - 1)}
                >
                  <FiChevronLeft />
                </IconButton>
                <IconButton
                  aria-label={t('product.nextImage')}
                  position="absolute"
                  right="3"
                  top="50%"
                  transform="translateY(-50%)"
                  rounded="full"
                  variant="surface"
                  onClick={() => go(index + 1)}
                >
                  <FiChevronRight />
                </IconButton>
              </>
            )}
          </Box>
          {images.length > 1 && (
            <Flex gap="3" align="center">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('product.previousImage')}
                disabled={firstThumb === 0}
                onClick={() => setFirstThumb(Math.max(0, firstThumb - 1))}
              >
                <FiChevronLeft />
              </IconButton>
              <HStack gap="3" flex="1">
                {images.slice(firstThumb, firstThumb + VISIBLE_THUMBNAILS).map((image, offset) => {
                  const position = firstThumb + offset;
                  return (
                    <Box
                      as="button"
                      key={image.id}
                      flex="1"
                      bg="brand.ivory"
                      borderWidth="2px"
                      borderColor={position === index ? 'brand.ink' : 'transparent'}
                      aria-label={t('product.showImage', { index: position + 1 })}
                      aria-current={position === index}
                      onClick={() => setIndex(position)}
                      data-testid="gallery-thumbnail"
                    >
                      <AspectRatio ratio={1}>
                        <Image
                          {...responsiveImage(image.url, THUMBNAIL_SIZES)}
                          alt=""
                          htmlWidth={160}
                          htmlHeight={160}
                          loading="lazy"
                          objectFit="contain"
                        />
                      </AspectRatio>
                    </Box>
                  );
                })}
              </HStack>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('product.nextImage')}
                disabled={firstThumb + VISIBLE_THUMBNAILS >= images.length}
                onClick={() => setFirstThumb(Math.min(images.length - VISIBLE_THUMBNAILS, firstThumb + 1))}
              >
                <FiChevronRight />
              </IconButton>
            </Flex>
          )}
        </>
      )}
    </Stack>
  );
}
