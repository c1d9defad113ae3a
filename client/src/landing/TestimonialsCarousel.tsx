import '@/landing/texts/index';
import { Box, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FiChevronLeft, FiChevronRight, FiStar } from 'react-icons/fi';

/** Spec section 9: a testimonial stays 8 s, then the next one (wrapping around). */
export const TESTIMONIAL_INTERVAL_MS = 8000;
const RATING = 5;

interface Testimonial {
  name: string;
  location: string;
  text: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Testimonials that advance on their own, pause on hover or focus, and never move for reduced motion.
 * While the focus is inside, the left and right arrow keys show the previous and next one.
 */
export function TestimonialsCarousel() {
  const { t } = useTranslation();
  const testimonials = t('testimonials', { returnObjects: true }) as Testimonial[];
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = testimonials.length;

  useEffect(() => {
    if (paused || count < 2 || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const current = testimonials[index % count];
  if (!current) return null;
  const show = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <Box
      as="section"
      aria-labelledby="testimonials-title"
      aria-roledescription="carousel"
      bg="brand.ivory"
      py="16"
      px="4"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
    >
      <Stack maxW="3xl" mx="auto" textAlign="center" gap="6">
        <Heading as="h2" id="testimonials-title" fontFamily="heading" fontWeight="normal" size="3xl">
          {t('landing.testimonialsTitle')}
        </Heading>
        <Box
          aria-live={paused ? 'polite' : 'off'}
          aria-roledescription="slide"
          aria-label={t('landing.testimonial', { index: index + 1, count })}
          data-testid="testimonial"
        >
          <HStack justify="center" gap="1" color="brand.gold" role="img" aria-label={t('landing.rating', { rating: RATING })}>
            {Array.from({ length: RATING }, (_, star) => (
              <FiStar key={star} fill="currentColor" />
            ))}
          </HStack>
          <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} mt="4">
            « {current.text} »
          </Text>
          <Text mt="3" fontWeight="semibold" data-testid="testimonial-name">
            {current.name}
          </Text>
          <Text color="gray.600" fontSize="sm">
            {current.location}
          </Text>
        </Box>
        <HStack justify="center">
          <IconButton aria-label={t('landing.previousTestimonial')} variant="outline" rounded="full" onClick={() => show(index - 1)}>
            <FiChevronLeft />
          </IconButton>
          <IconButton aria-label={t('landing.nextTestimonial')} variant="outline" rounded="full" onClick={() => show(index + 1)}>
            <FiChevronRight />
          </IconButton>
        </HStack>
      </Stack>
    </Box>
  );
}
