/** The shop's own content around the catalog: the home page's hero picture (HOME_HERO_IMAGE). */
import type { QueryResolvers } from '../types';

export const contentQuery: Pick<QueryResolvers, 'homeHero'> = {
  homeHero: (_root, _args, { homeHeroImage }) => (homeHeroImage ? { imageUrl: homeHeroImage } : null),
};
