/** The eyewear vocabulary shared by the seed catalog and the image generator. */
export const COLOURS = ['black', 'gold', 'brown', 'tortoise', 'clear', 'blue', 'kaki', 'noir', 'pink', 'ocean'] as const;
export const SHAPES = ['oval', 'cat-eye', 'round', 'rectangle', 'square'] as const;
export const GENDERS = ['men', 'women', 'unisex'] as const;
export const MATERIALS = ['acetate', 'metal', 'titanium', 'bio-acetate'] as const;

export type Colour = (typeof COLOURS)[number];
export type Shape = (typeof SHAPES)[number];
export type Gender = (typeof GENDERS)[number];
export type Material = (typeof MATERIALS)[number];
export type Kind = 'optique' | 'solaire';
export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

/** Term names: lower-casing and slugging them gives the filter values the storefront uses. */
export const COLOUR_NAMES: Record<Colour, string> = {
  black: 'Black',
  gold: 'Gold',
  brown: 'Brown',
  tortoise: 'Tortoise',
  clear: 'Clear',
  blue: 'Blue',
  kaki: 'Kaki',
  noir: 'Noir',
  pink: 'Pink',
  ocean: 'Ocean',
};

/** French names for descriptions and image alt texts. */
export const COLOUR_FR: Record<Colour, string> = {
  black: 'noir',
  gold: 'doré',
  brown: 'marron',
  tortoise: 'écaille',
  clear: 'cristal',
  blue: 'bleu',
  kaki: 'kaki',
  noir: 'noir brillant',
  pink: 'rose',
  ocean: 'océan',
};

export const COLOUR_SKU: Record<Colour, string> = {
  black: 'BLK',
  gold: 'GLD',
  brown: 'BRN',
  tortoise: 'TRT',
  clear: 'CLR',
  blue: 'BLU',
  kaki: 'KAK',
  noir: 'NOR',
  pink: 'PNK',
  ocean: 'OCN',
};

export const SHAPE_NAMES: Record<Shape, string> = {
  oval: 'Oval',
  'cat-eye': 'Cat-Eye',
  round: 'Round',
  rectangle: 'Rectangle',
  square: 'Square',
};

export const GENDER_NAMES: Record<Gender, string> = { men: 'Men', women: 'Women', unisex: 'Unisex' };

export const MATERIAL_NAMES: Record<Material, string> = {
  acetate: 'Acetate',
  metal: 'Metal',
  titanium: 'Titanium',
  'bio-acetate': 'Bio-Acetate',
};
