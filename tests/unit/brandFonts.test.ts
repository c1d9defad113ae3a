import fs from 'node:fs';
import path from 'node:path';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import inter from '@capsizecss/metrics/inter';
import { shopCodePoints, unicodeRange } from '../../client/build/fontCharacters';
import { fallbackStack } from '../../client/build/fontFallbacks';
import { fontStacks } from '../../client/src/fontStacks';

const root = path.join(__dirname, '..', '..');

/** The shop's own texts in both languages, and the local store's demo catalog (its product names and descriptions). */
function shopTextFiles(): string[] {
  const files: string[] = [];
  const clientSource = path.join(root, 'client', 'src');
  for (const file of fs.readdirSync(clientSource, { recursive: true, encoding: 'utf8' })) {
    if (/(^|[\\/])(i18n|texts)[\\/](fr|en)\.json$/.test(file)) files.push(path.join(clientSource, file));
  }
  const seed = path.join(root, 'server', 'localstore', 'db', 'seed');
  for (const file of fs.readdirSync(seed)) if (file.endsWith('.ts')) files.push(path.join(seed, file));
  return files;
}

/**
 * Characters of the texts no @fontsource file of Inter or Cormorant Garamond has: drawn by the fallbacks (the
 * system's fonts), as before the subset. The frame size's mark (`52□18 140`).
 */
const NOT_IN_THE_BRAND_FONTS = new Set(['\u25a1']);

function outside(text: string): string[] {
  const shop = shopCodePoints();
  return [...new Set(text)].filter(
    (character) => character >= ' ' && !shop.has(character.codePointAt(0) ?? 0) && !NOT_IN_THE_BRAND_FONTS.has(character),
  );
}

describe('the characters the brand fonts are cut down to', () => {
  test('hold every character of the shop texts (fr, en) and of the demo catalog', () => {
    const files = shopTextFiles();
    expect(files.length).toBeGreaterThan(10);
    const missing = files.flatMap((file) =>
      outside(fs.readFileSync(file, 'utf8')).map((character) => `${path.relative(root, file)}: ${character}`),
    );
    expect(missing).toEqual([]);
  });

  test('hold what Intl writes for prices, numbers and dates in French and English', () => {
    const samples: string[] = [];
    for (const locale of ['fr-FR', 'en-GB', 'en-US']) {
      for (const currency of ['EUR', 'USD', 'GBP', 'JPY', 'CHF']) {
        samples.push(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(-1234567.89));
      }
      samples.push(new Intl.NumberFormat(locale, { style: 'percent' }).format(0.2));
      samples.push(
        new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(Date.UTC(2026, 7, 15, 9, 30))),
      );
    }
    const text = samples.join(' ');
    // French's group separator and the space before € are no-break spaces, which the subset holds.
    expect(text).toContain('\u202f');
    expect(outside(text)).toEqual([]);
  });

  test('are written as a short CSS unicode-range', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0x20ac, 0x42])).toBe('U+20-22,U+41-42,U+20AC');
  });
});

describe('the metric-matched fallbacks', () => {
  test("are the theme's font stacks: each brand family, its fallbacks, then the local fonts", () => {
    expect(fallbackStack(inter).fontFamily).toBe(fontStacks.body);
    expect(fallbackStack(cormorantGaramond).fontFamily).toBe(fontStacks.heading);
  });

  test('scale local fonts to the brand font: size-adjust and the ascent, descent and line-gap overrides', () => {
    const { fontFaces } = fallbackStack(inter);
    const arial = fontFaces.split('\n').find((face) => face.includes('"Inter Fallback: Arial"'));
    expect(arial).toContain("src:local('Arial'), local('ArialMT'),local('Helvetica'),local('Liberation Sans')");
    // Inter's ascent (1984 of 2048 units) over the em Arial is scaled to: Inter's average width is 7.1 % wider.
    expect(arial).toMatch(/ascent-override:90\.\d+%;descent-override:22\.\d+%;line-gap-override:0%;size-adjust:107\.\d+%/);
    const serif = fallbackStack(cormorantGaramond).fontFaces;
    expect(serif).toMatch(/"Cormorant Garamond Fallback: Times New Roman";src:local\('Times New Roman'\).*size-adjust:\d+\.\d+%/);
  });
});
