import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { FrameSize } from '@common/fit';

// The dialog, its guide and their texts load when first opened: the listing's first load stays small.
const FitFinderDialog = lazy(() => import('./FitFinderDialog'));

interface Props extends Omit<ButtonProps, 'onClick'> {
  label: string;
  onSaved?: (size: FrameSize) => void;
  onForgotten?: () => void;
}

/** A button that opens the fit finder's dialog. */
export function FitFinderButton({ label, onSaved, onForgotten, ...buttonProps }: Props) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        data-testid="fit-open"
        {...buttonProps}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <FitFinderDialog
            open={open}
            onClose={() => setOpen(false)}
            onSaved={(size) => {
              setOpen(false);
              onSaved?.(size);
            }}
            onForgotten={() => {
              setOpen(false);
              onForgotten?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
