import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@generated/graphql';

const LABELS = { IN_STOCK: 'product.addToCart', PRE_ORDER: 'product.preOrderNow', OUT_OF_STOCK: 'product.outOfStock' } as const;

/** The add-to-cart button, labelled by availability; out of stock is disabled. */
export function PurchaseButton({
  availability,
  onClick,
  size = 'lg',
}: {
  availability: Availability;
  onClick: () => void;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  return (
    <Button
      size={size}
      // Grows along a row (beside the quantity stepper), never shrinks below its own height in a column.
      flexGrow={1}
      flexShrink={0}
      minW="48"
      disabled={availability === 'OUT_OF_STOCK'}
      onClick={onClick}
      data-testid="purchase-button"
      // A tap before hydration is replayed after it (ssr/earlyTaps.ts).
      data-replay="purchase"
      letterSpacing="wider"
    >
      {t(LABELS[availability])}
    </Button>
  );
}
