import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/lib/useOpenedOnce';
import { canTryOn } from './canTryOn';
import type { TryOnProduct } from './choices';

// The dialog, its texts and then the face model load when the shopper first opens the try-on.
const TryOnDialog = lazy(() => import('./TryOnDialog'));

interface Props {
  product: TryOnProduct;
  /** The colour chosen on the page (its option value), shown first in the try-on. */
  colour: string | undefined;
  /** A colour chosen in the try-on becomes the page's choice too (price, stock, add to cart). */
  onColourChange: (value: string) => void;
}

/** "Essayer" / "Try on" on a product page; nothing when the store has no try-on picture for the product. */
export function TryOnButton({ product, colour, onColourChange }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  if (!canTryOn(product)) return null;
  return (
    <>
      <Button
        variant="outline"
        alignSelf="flex-start"
        aria-haspopup="dialog"
        aria-label={t('product.tryOnLabel', { name: product.name })}
        onClick={() => setOpen(true)}
        data-testid="try-on-button"
      >
        {t('product.tryOn')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <TryOnDialog open={open} onClose={() => setOpen(false)} product={product} colour={colour} onColourChange={onColourChange} />
        </Suspense>
      )}
    </>
  );
}
