import { Box, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode, type RefObject } from 'react';

/** Spec section 9: without a button to watch, the sticky add-to-cart bar appears past 300 px of scroll. */
export const STICKY_BAR_THRESHOLD = 300;

/** True once `target` has scrolled out of view above the viewport (not while it is on screen or still below). */
function useScrolledAway(target: RefObject<HTMLElement | null> | undefined): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const element = target?.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setAway(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return away;
}

interface Props {
  name: string;
  image?: { url: string } | null;
  price: ReactNode;
  action: ReactNode;
  /** When given, the caller decides (the landing page shows it while its product is on screen). */
  show?: boolean;
  /** The page's main purchase button: the bar shows once it has scrolled away (never beside it). */
  watch?: RefObject<HTMLElement | null>;
}

export function StickyPurchaseBar({ name, image, price, action, show, watch }: Props) {
  const [scrolled, setScrolled] = useState(false);
  const buttonAway = useScrolledAway(watch);
  const visible = show ?? (watch ? buttonAway : scrolled);
  useEffect(() => {
    if (show !== undefined || watch) return;
    const onScroll = () => setScrolled(window.scrollY > STICKY_BAR_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [show, watch]);
  // While the bar shows, the page gets room below so that the bar never hides the footer.
  useEffect(() => {
    if (!visible) return;
    document.body.style.paddingBottom = '96px';
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <Box
      position="fixed"
      // Full width on phones; on wider screens a compact card in the bottom-right corner.
      bottom={{ base: '0', md: '4' }}
      left={{ base: '0', md: 'auto' }}
      right={{ base: '0', md: '4' }}
      w={{ base: 'auto', md: 'md' }}
      zIndex="docked"
      bg="white"
      borderWidth={{ base: '0', md: '1px' }}
      borderTopWidth="1px"
      borderColor="gray.200"
      rounded={{ base: 'none', md: 'md' }}
      shadow="lg"
      data-testid="sticky-bar"
    >
      <Flex px="4" py="3" align="center" justify="space-between" gap="4">
        <HStack gap="3" minW="0">
          {image && (
            <Image src={image.url} alt="" htmlWidth={48} htmlHeight={48} loading="lazy" boxSize="12" objectFit="contain" bg="brand.ivory" />
          )}
          <Box minW="0">
            <Text fontFamily="heading" fontSize="lg" truncate>
              {name}
            </Text>
            {price}
          </Box>
        </HStack>
        {action}
      </Flex>
    </Box>
  );
}
