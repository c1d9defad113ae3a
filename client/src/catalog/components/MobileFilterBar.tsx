import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FiSliders } from 'react-icons/fi';

interface Props {
  /** How many filters are chosen (the chips' count). */
  count: number;
  drawerOpen: boolean;
  onOpen: () => void;
}

/**
 * Small screens only: the bar at the top of the product grid, held under the header while the grid
 * scrolls, that opens the filter drawer ('Filtrer (2) · Trier').
 */
export function MobileFilterBar({ count, drawerOpen, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <Box hideFrom="md" position="sticky" top="16" zIndex="docked" bg="white" py="2" mb="3" data-testid="mobile-filter-bar">
      <Button
        width="full"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={drawerOpen}
        onClick={onOpen}
        data-testid="mobile-filter-button"
      >
        <FiSliders /> {count > 0 ? t('listing.filterAndSortCount', { count }) : t('listing.filterAndSort')}
      </Button>
    </Box>
  );
}
