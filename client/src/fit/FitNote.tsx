import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { compareFit, formatFrameSize, type FitComparison, type FrameSize } from '@common/fit';
import { useFitReference } from './fitReference';

const TEXT_KEYS = {
  FITS: 'fit.cardFits',
  WIDER: 'fit.cardWider',
  NARROWER: 'fit.cardNarrower',
  TEMPLES_LONGER: 'fit.cardTemplesLonger',
  TEMPLES_SHORTER: 'fit.cardTemplesShorter',
  OTHER_PROPORTIONS: 'fit.cardOtherProportions',
} as const satisfies Record<FitComparison['kind'], string>;

/**
 * How a frame compares with the shopper's pair ("Fits like your 52□18 140", "Wider than your pair by
 * 4 mm"), or nothing when either size is unknown.
 */
export function FitNote({ frameSize, fontSize = 'sm' }: { frameSize: FrameSize | null | undefined; fontSize?: 'xs' | 'sm' }) {
  const { t, i18n } = useTranslation();
  const reference = useFitReference();
  if (!frameSize || !reference) return null;
  const comparison = compareFit(
    { lensWidth: frameSize.lensWidth, bridgeWidth: frameSize.bridgeWidth, templeLength: frameSize.templeLength ?? null },
    reference,
  );
  const mm = 'by' in comparison ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(comparison.by) : '';
  const fits = comparison.kind === 'FITS';
  return (
    <Text
      fontSize={fontSize}
      color={fits ? 'green.700' : 'gray.700'}
      fontWeight={fits ? 'medium' : 'normal'}
      data-testid="fit-note"
      data-fit={comparison.kind}
    >
      {t(TEXT_KEYS[comparison.kind], { size: formatFrameSize(reference), mm })}
    </Text>
  );
}
