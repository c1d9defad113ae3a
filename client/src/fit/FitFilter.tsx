import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FIT_TOLERANCES, formatFrameSize, type FrameSize } from '@common/fit';
import { useRememberedFrameSize } from '@/apollo/frameSize';
import { FitFinderButton } from './FitFinderButton';

interface Props {
  /** The filter's size when it is on (the URL's `fit=`), else null. */
  chosen: FrameSize | null;
  /** FilterOptions.fitsLikeCount for the size shown: how many frames choosing it keeps. */
  count: number | null | undefined;
  onChange: (fit: FrameSize | null) => void;
}

/**
 * The listing's "fits like yours" facet: the shopper's size (the filter's, else the remembered one), a
 * checkbox naming the tolerances with its count, and the fit finder to give or change the size.
 */
export function FitFilter({ chosen, count, onChange }: Props) {
  const { t } = useTranslation();
  const remembered = useRememberedFrameSize();
  const reference = chosen ?? remembered;
  const tolerances = t('fit.tolerances', {
    lens: FIT_TOLERANCES.lensWidth,
    bridge: FIT_TOLERANCES.bridgeWidth,
    temple: FIT_TOLERANCES.templeLength,
  });
  return (
    <Fieldset.Root data-testid="fit-filter">
      <Fieldset.Legend fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
        {t('fit.filterLegend')}
      </Fieldset.Legend>
      <Stack gap="2" mt="2" align="start">
        {reference ? (
          <Checkbox.Root
            size="sm"
            alignItems="start"
            checked={chosen !== null}
            onCheckedChange={(event) => onChange(event.checked === true ? reference : null)}
            data-testid="filter-fit"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              <Text as="span" display="block">
                {t('fit.filterLabel')}{' '}
                {count != null && (
                  <Text as="span" color="gray.500">
                    ({count})
                  </Text>
                )}
              </Text>
              <Text as="span" display="block" fontSize="xs" color="gray.600" fontWeight="normal">
                {t('fit.yourSize', { size: formatFrameSize(reference) })} · {tolerances}
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Text fontSize="sm" color="gray.700">
            {t('fit.noSizeYet')}
          </Text>
        )}
        <FitFinderButton
          label={t(reference ? 'fit.changeSize' : 'fit.enterSize')}
          onSaved={(size) => onChange(size)}
          onForgotten={() => onChange(null)}
        />
      </Stack>
    </Fieldset.Root>
  );
}
