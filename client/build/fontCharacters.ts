/**
 * The characters the shop's brand fonts are cut down to (client/build/brandFonts.ts): what a French or English
 * page of the shop can show, its own texts and the store's words (product names and descriptions, Latin-script).
 *
 * Derived from the shop's texts (client/src/i18n/*.json, client/src/<feature>/texts/*.json, the local store's demo
 * catalog) and from what `Intl` writes for prices and dates in fr and en (tests/unit/fontCharacters.test.ts checks
 * the texts against it):
 * - Basic Latin (U+0020-007E): English, digits, `$`, ASCII punctuation.
 * - Latin-1 Supplement (U+00A0-00FF): French's accented letters (àâäçéèêëîïôöùûüÿ and capitals), the no-break space
 *   `Intl` puts before `€` and `%`, `«` `»`, `£` `¥` `¢`, `©` `®` `°` `±` `·` `×` `÷`, and the other Western European
 *   letters a store word may hold (ñ, ß, ø, å...).
 * - French's Œ œ Ÿ; the dotless ı; the modifier apostrophes ʻ ʼ; spacing accents ˆ ˚ ˜. Not the combining accents
 *   of text written decomposed (`e` + U+0301 for `é`): their mark positioning would add 4 kB to each file, and
 *   WooCommerce keeps its words composed (NFC); such a mark is drawn by the fallbacks.
 * - General punctuation: the spaces U+2002-200A, the narrow no-break space U+202F (French's thousands separator in
 *   `Intl.NumberFormat('fr')` and before `:` `;` `!` `?`), hyphens and dashes U+2010-2015, typographic quotes and
 *   apostrophes ‘ ’ ‚ “ ” „, † ‡ •, …, ‰, ′ ″, ‹ ›, the fraction slash.
 * - `€` (U+20AC), `™`, the arrows ← ↑ → ↓, the minus sign U+2212.
 *
 * The subset holds those of these characters that @fontsource's Latin file has (not ‰, † or the arrow →, for one):
 * its `unicode-range` is the subset's own character map. Anything else (another script, a rarer Latin letter) is
 * still drawn: a face of @fontsource's Latin Extended file covers the rest of Latin by `unicode-range`, downloaded
 * only by a page that shows such a character, and past it the metric-matched fallbacks and the system's fonts.
 * Nothing renders as a missing glyph.
 */
export const SHOP_CHARACTER_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x0178, 0x0178],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2002, 0x200a],
  [0x2010, 0x2015],
  [0x2018, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x2030],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

/** Every code point of SHOP_CHARACTER_RANGES. */
export function shopCodePoints(): Set<number> {
  const points = new Set<number>();
  for (const [first, last] of SHOP_CHARACTER_RANGES) for (let point = first; point <= last; point++) points.add(point);
  return points;
}

/** The text of the given code points, for the subsetter. */
export function textOf(points: Iterable<number>): string {
  return [...points].map((point) => String.fromCodePoint(point)).join('');
}

/** A CSS `unicode-range` value for the code points, runs joined: `U+20-7E,U+A0-FF,U+20AC`. */
export function unicodeRange(points: Iterable<number>): string {
  const runs: Array<[number, number]> = [];
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run[1] === point - 1) run[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}
