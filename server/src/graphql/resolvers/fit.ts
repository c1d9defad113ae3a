/**
 * The fit finder's fields: a frame size's printed label, the fit facet's count, and the check of a size
 * a client sends (the same bounds as the shopper's form, common/fit.ts).
 */
import { fitsLike, formatFrameSize, isFrameSize, type FrameSize } from '#common/fit';
import { badUserInput } from '../errors';
import type { FilterOptionsResolvers, FrameSizeInput, FrameSizeResolvers, MutationResolvers } from '../types';
import { answer, asCustomer } from './account';

/** A size sent by a client, checked: out of bounds or not a number is BAD_USER_INPUT naming the argument. */
export function checkedFrameSize(input: FrameSizeInput, argument: string): FrameSize {
  const size = { lensWidth: input.lensWidth, bridgeWidth: input.bridgeWidth, templeLength: input.templeLength ?? null };
  if (!isFrameSize(size)) {
    throw badUserInput(`${argument} must be a frame size in millimetres: lens 30 to 75, bridge 10 to 30, temple 100 to 175.`);
  }
  return size;
}

/** A listing filter with its fit size checked (the other fields are checked where they are used). */
export function withCheckedFit<T extends { fitsLike?: FrameSizeInput | null }>(
  filter: T,
): Omit<T, 'fitsLike'> & { fitsLike?: FrameSize | null } {
  return filter.fitsLike ? { ...filter, fitsLike: checkedFrameSize(filter.fitsLike, 'filter.fitsLike') } : { ...filter, fitsLike: null };
}

export const FrameSizeType: FrameSizeResolvers = {
  label: (size) => formatFrameSize(size),
};

export const FilterOptionsFit: Pick<FilterOptionsResolvers, 'fitsLikeCount'> = {
  fitsLikeCount(options, { size }) {
    const reference = size ? checkedFrameSize(size, 'size') : (options.fit?.reference ?? null);
    if (!reference) return null;
    return (options.fit?.candidates ?? []).filter((candidate) => fitsLike(candidate, reference)).length;
  },
};

export const fitMutation: Pick<MutationResolvers, 'saveFrameSize'> = {
  saveFrameSize: (_root, { size }, context) => {
    const checked = size ? checkedFrameSize(size, 'size') : null;
    return asCustomer(context, async (id) => answer(await context.accounts.saveFrameSize(id, checked)));
  },
};
