import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFrameSize, type FrameSize } from '@common/fit';
import { frameSizeVar } from '@/apollo/frameSize';
import { FitFinderButton } from './FitFinderButton';
import { FitNote } from './FitNote';

/**
 * A product page's fit block: the frame's size, how it compares with the shopper's pair, and the two
 * ways to give a size: "I own this frame" (this frame's size) or the fit finder.
 */
export function ProductFit({ frameSize }: { frameSize: FrameSize | null | undefined }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<string | null>(null);
  if (!frameSize) return null;
  const size: FrameSize = {
    lensWidth: frameSize.lensWidth,
    bridgeWidth: frameSize.bridgeWidth,
    templeLength: frameSize.templeLength ?? null,
  };
  return (
    <Stack gap="2" data-testid="product-fit">
      <Text fontSize="sm">{t('fit.frameSize', { size: formatFrameSize(size) })}</Text>
      <FitNote frameSize={size} />
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          data-testid="fit-use-frame"
          onClick={() => {
            frameSizeVar(size);
            setSaved(formatFrameSize(size));
          }}
        >
          {t('fit.useThisFrame')}
        </Button>
        <FitFinderButton label={t('fit.enterSize')} variant="plain" textDecoration="underline" />
      </HStack>
      <Text fontSize="sm" color="green.700" aria-live="polite" data-testid="fit-saved">
        {saved ? t('fit.sizeSaved', { size: saved }) : ''}
      </Text>
    </Stack>
  );
}
