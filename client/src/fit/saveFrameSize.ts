/**
 * Saves the fit finder's size to the signed-in customer's account (null forgets it); answers with the
 * customer as they are now. Loaded by useAccountFrameSize.ts when it first saves.
 */
import { graphql } from '@generated/gql';

export const SaveFrameSizeMutation = graphql(`
  mutation SaveFrameSize($size: FrameSizeInput, $language: Language) {
    saveFrameSize(size: $size) {
      ...AccountPayloadFields
    }
  }
`);
