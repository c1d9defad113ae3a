/** Lower case without diacritics, for accent-insensitive comparisons. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase();
}

/** WordPress sanitize_title: accents removed, lower case, runs of other characters become one hyphen. */
export function slugify(text: string): string {
  return fold(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
