/** The home page hero's picture as the owner set it (Query.homeHero: HOME_HERO_IMAGE), or null for none. */
import { useQuery } from '@apollo/client/react';
import { graphql } from '@generated/gql';

export const HomeHeroQuery = graphql(`
  query HomeHero {
    homeHero {
      imageUrl
    }
  }
`);

export function useHomeHeroImage(): string | null {
  const { data } = useQuery(HomeHeroQuery);
  return data?.homeHero?.imageUrl ?? null;
}
