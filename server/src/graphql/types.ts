/** The generated resolver types, re-exported so resolvers import from one short path. */
export type * from '#generated/server/resolvers-types';
