import { useReactiveVar } from '@apollo/client/react';
import { isFrameSize, type FrameSize } from '@common/fit';
import { persistedVar } from './persistedVar';

/**
 * The shopper's own frame size (the numbers inside the temple of a pair that fits), for the fit finder:
 * saved in this browser (local storage) and mirrored across tabs, null until they give it. A signed-in
 * shopper's account keeps it too (see useRememberFrameSize).
 */
export const frameSizeVar = persistedVar<FrameSize | null>('frameSize', null, (raw) =>
  raw === null
    ? null
    : isFrameSize(raw)
      ? { lensWidth: raw.lensWidth, bridgeWidth: raw.bridgeWidth, templeLength: raw.templeLength }
      : undefined,
);

/** The size this browser remembers, or null. */
export function useRememberedFrameSize(): FrameSize | null {
  return useReactiveVar(frameSizeVar);
}
