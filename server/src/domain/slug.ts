/**
 * Product slugs as WordPress makes them (sanitize_title): lowercase letters, digits, `-` and `_`, or
 * percent-encoded UTF-8 for other letters. A requested slug is checked before the store is asked,
 * because the store reads a slug that cleans up to nothing as "no filter" and answers some product.
 */
export type SlugCheck = { kind: 'ok'; slug: string } | { kind: 'invalid' } | { kind: 'too_long' };

const SLUG = /^[\p{Ll}\p{Lo}\p{N}_%-]+$/u;

export function checkSlug(raw: string, maxLength: number): SlugCheck {
  if (raw.length > maxLength) return { kind: 'too_long' };
  const slug = raw.trim();
  if (slug === '' || !SLUG.test(slug) || !/[\p{L}\p{N}]/u.test(slug)) return { kind: 'invalid' };
  return { kind: 'ok', slug };
}
