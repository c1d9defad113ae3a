/**
 * Categories and global attributes of the seed catalog. Ids are fixed: the storefront routes use
 * 101 (homme), 102 (femme) and 82 (solaire) directly, as they did against the original store.
 */
import {
  COLOURS,
  COLOUR_NAMES,
  GENDERS,
  GENDER_NAMES,
  MATERIALS,
  MATERIAL_NAMES,
  SHAPES,
  SHAPE_NAMES,
  type Colour,
  type Gender,
  type Material,
  type Shape,
} from './eyewear';

export interface CategorySeed {
  id: number;
  slug: string;
  name: string;
  description: string;
  menuOrder: number;
  /** Slug of the product whose front view is the category thumbnail. */
  imageFrom?: string;
}

export const CATEGORY_IDS = {
  uncategorized: 15,
  solaire: 82,
  optiques: 83,
  homme: 101,
  femme: 102,
  nouveautes: 105,
  preOrder: 106,
} as const;

export const CATEGORIES: readonly CategorySeed[] = [
  { id: CATEGORY_IDS.uncategorized, slug: 'uncategorized', name: 'Uncategorized', description: '', menuOrder: 0 },
  {
    id: CATEGORY_IDS.homme,
    slug: 'homme',
    name: 'Homme',
    description: 'Montures optiques et solaires pour homme, dessinées à Paris.',
    menuOrder: 1,
    imageFrom: 'saint-germain',
  },
  {
    id: CATEGORY_IDS.femme,
    slug: 'femme',
    name: 'Femme',
    description: 'Montures optiques et solaires pour femme, dessinées à Paris.',
    menuOrder: 2,
    imageFrom: 'belleville',
  },
  {
    id: CATEGORY_IDS.optiques,
    slug: 'optiques',
    name: 'Optiques',
    description: 'Montures optiques adaptées à toutes les corrections, y compris progressives.',
    menuOrder: 3,
    imageFrom: 'montmartre',
  },
  {
    id: CATEGORY_IDS.solaire,
    slug: 'solaire',
    name: 'Solaire',
    description: 'Lunettes de soleil à verres polarisés, protection UV400.',
    menuOrder: 4,
    imageFrom: 'pigalle',
  },
  {
    id: CATEGORY_IDS.nouveautes,
    slug: 'nouveautes',
    name: 'Nouveautés',
    description: "Les derniers modèles sortis de l'atelier.",
    menuOrder: 5,
    imageFrom: 'chaillot',
  },
  {
    id: CATEGORY_IDS.preOrder,
    slug: 'pre-order',
    name: 'Pre Order',
    description: 'Modèles en précommande : expédition sous 70 à 90 jours.',
    menuOrder: 6,
  },
];

export interface AttributeSeed {
  id: number;
  /** Taxonomy name without the pa_ prefix. */
  name: string;
  label: string;
  terms: readonly { id: number; name: string }[];
}

const termIds = <T extends string>(values: readonly T[], first: number, names: Record<T, string>) =>
  values.map((value, index) => ({ id: first + index, name: names[value] }));

export const ATTRIBUTES: readonly AttributeSeed[] = [
  { id: 1, name: 'color', label: 'Couleur', terms: termIds(COLOURS, 20, COLOUR_NAMES) },
  { id: 2, name: 'shape', label: 'Forme', terms: termIds(SHAPES, 30, SHAPE_NAMES) },
  { id: 3, name: 'gender', label: 'Genre', terms: termIds(GENDERS, 40, GENDER_NAMES) },
  { id: 4, name: 'material', label: 'Matière', terms: termIds(MATERIALS, 45, MATERIAL_NAMES) },
];

/** Term id of a value of one of the four attributes. */
export function termId(taxonomy: 'color', value: Colour): number;
export function termId(taxonomy: 'shape', value: Shape): number;
export function termId(taxonomy: 'gender', value: Gender): number;
export function termId(taxonomy: 'material', value: Material): number;
export function termId(taxonomy: string, value: string): number {
  const lists: Record<string, readonly string[]> = { color: COLOURS, shape: SHAPES, gender: GENDERS, material: MATERIALS };
  const attribute = ATTRIBUTES.find((candidate) => candidate.name === taxonomy);
  const index = lists[taxonomy]?.indexOf(value) ?? -1;
  const term = attribute?.terms[index];
  if (!term) throw new Error(`unknown ${taxonomy} term ${value}`);
  return term.id;
}
