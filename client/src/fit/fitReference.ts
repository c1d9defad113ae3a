import { createContext, useContext } from 'react';
import type { FrameSize } from '@common/fit';
import { useRememberedFrameSize } from '@/apollo/frameSize';

/**
 * The size a listing's "fits like yours" filter carries in its URL (`fit=`): it wins over the size
 * this browser remembers, so a shared link compares every card with the size it shares.
 */
export const FitReferenceContext = createContext<FrameSize | null>(null);

/** The size cards and the product page compare frames with: the listing's filter's, else the remembered one. */
export function useFitReference(): FrameSize | null {
  const fromListing = useContext(FitReferenceContext);
  const remembered = useRememberedFrameSize();
  return fromListing ?? remembered;
}
