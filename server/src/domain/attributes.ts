/**
 * Attribute normalisation. Stores name attributes freely ("pa_couleur", "attribute_pa_color",
 * "Color", "Sexe"...); the shop reasons on a few roles and on lowercase slugs of option names.
 */

/** The roles the listing filters and the product page know about. */
export type AttributeRole = 'gender' | 'color' | 'shape' | 'material';

const ROLE_ALIASES: Record<string, AttributeRole> = {
  gender: 'gender',
  genre: 'gender',
  sexe: 'gender',
  color: 'color',
  colour: 'color',
  couleur: 'color',
  shape: 'shape',
  forme: 'shape',
  material: 'material',
  matiere: 'material',
};

/** Lowercase ASCII slug: accents removed, spaces and punctuation to single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Strips the `attribute_` and `pa_` prefixes WooCommerce puts on taxonomy attribute names. */
export function stripAttributePrefix(name: string): string {
  return name.replace(/^attribute_/i, '').replace(/^pa_/i, '');
}

/**
 * The normalised key of an attribute: its role when it has one (color for "pa_couleur"),
 * else the slug of its unprefixed name.
 */
export function attributeKey(name: string): string {
  const slug = slugify(stripAttributePrefix(name));
  return ROLE_ALIASES[slug] ?? slug;
}

/** The normalised value of an option ("Cat-Eye" -> "cat-eye", "Écaille" -> "ecaille"). */
export function optionValue(option: string): string {
  return slugify(option);
}
