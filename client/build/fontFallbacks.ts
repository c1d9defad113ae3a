import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import georgia from '@capsizecss/metrics/georgia';
import helvetica from '@capsizecss/metrics/helvetica';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

/** What capsize needs of a font to match a fallback to it (@capsizecss/metrics, or @capsizecss/unpack on a file). */
export type FontMetrics = Parameters<typeof createFontStack>[0][number];

/**
 * A local font that stands in for a brand font while it loads, and the other local fonts with the same advance
 * widths (xWidthAvg per em), which the same `@font-face` overrides fit: Liberation Sans and Serif are Arial's and
 * Times New Roman's metric twins (Linux, where Lighthouse runs), Helvetica has Arial's widths (Apple).
 */
interface Fallback {
  metrics: FontMetrics;
  sameWidths?: ReadonlyArray<{ metrics?: FontMetrics; names: readonly string[] }>;
}

/** Each brand family's fallbacks, in the order a system is likely to have them: desktop, Apple, Linux, Android. */
export const FALLBACKS: Record<string, { fallbacks: readonly Fallback[]; generic: 'sans-serif' | 'serif' }> = {
  Inter: {
    fallbacks: [
      { metrics: arial, sameWidths: [{ metrics: helvetica, names: ['Helvetica'] }, { names: ['Liberation Sans', 'LiberationSans'] }] },
      { metrics: roboto },
    ],
    generic: 'sans-serif',
  },
  'Cormorant Garamond': {
    fallbacks: [
      { metrics: timesNewRoman, sameWidths: [{ names: ['Liberation Serif', 'LiberationSerif'] }] },
      { metrics: georgia },
      { metrics: notoSerif },
    ],
    generic: 'serif',
  },
};

const widthPerEm = (metrics: FontMetrics) => metrics.xWidthAvg / metrics.unitsPerEm;

/**
 * The `font-family` stack of a brand family and the `@font-face` rules of its metric-matched fallbacks: each
 * fallback (`"Inter Fallback: Arial"`, `src: local(...)`) is scaled (`size-adjust`) to the brand font's average
 * width and given its ascent, descent and line gap (`*-override`), computed by capsize's createFontStack from
 * `metrics`, the brand font's own. Swapping to the brand font then moves no line (CLS stays 0).
 */
export function fallbackStack(metrics: FontMetrics): { fontFamily: string; fontFaces: string } {
  const family = FALLBACKS[metrics.familyName];
  if (!family) throw new Error(`font fallbacks: no fallbacks for ${metrics.familyName}`);
  const { fontFamily, fontFaces } = createFontStack([metrics, ...family.fallbacks.map((fallback) => fallback.metrics)], {
    fontFaceFormat: 'styleObject',
  });
  const css = family.fallbacks.map((fallback, index) => {
    const face = fontFaces[index]?.['@font-face'];
    if (!face) throw new Error(`font fallbacks: no face for ${fallback.metrics.familyName}`);
    const locals = [face.src];
    for (const twin of fallback.sameWidths ?? []) {
      if (twin.metrics && widthPerEm(twin.metrics) !== widthPerEm(fallback.metrics))
        throw new Error(`font fallbacks: ${twin.metrics.familyName} has not ${fallback.metrics.familyName}'s widths`);
      locals.push(...twin.names.map((name) => `local('${name}')`));
    }
    const overrides = Object.entries(face)
      .filter(([property]) => property !== 'fontFamily' && property !== 'src')
      .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`);
    return `@font-face{font-family:${face.fontFamily};src:${locals.join(',')};${overrides.join(';')}}`;
  });
  return { fontFamily: `${fontFamily}, ${family.generic}`, fontFaces: css.join('\n') };
}
