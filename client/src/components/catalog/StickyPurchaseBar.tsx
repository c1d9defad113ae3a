import { Box, Flex, HStack, Image, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';

/** Spec section 9: the sticky add-to-cart bar appears once the page has scrolled past 300 px. */
export const STICKY_BAR_THRESHOLD = 300;

interface Props {
  name: string;
  image?: { url: string } | null;
  price: ReactNode;
  action: ReactNode;
  /** When given, the caller decides (the landing page shows it while its product is on screen); else past 300 px. */
  show?: boolean;
}

export function StickyPurchaseBar({ name, image, price, action, show }: Props) {
  const [scrolled, setScrolled] = useState(false);
  const visible = show ?? scrolled;
  useEffect(() => {
    if (show !== undefined) return;
    const onScroll = () => setScrolled(window.scrollY > STICKY_BAR_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [show]);
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
      bottom="0"
      insetX="0"
      zIndex="docked"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      shadow="lg"
      data-testid="sticky-bar"
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="3" align="center" justify="space-between" gap="4">
        <HStack gap="3" minW="0">
          {image && (
            <Image src={image.url} alt="" width={48} height={48} loading="lazy" boxSize="12" objectFit="contain" bg="brand.ivory" />
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
