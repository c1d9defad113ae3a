/**
 * One Lighthouse run (its default mobile settings: a mid-range phone, simulated slow 4G and 4x CPU
 * slowdown; performance only) of a page in an already started Chromium, and the median of several.
 */
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  /** Performance score, 0-100. */
  performance: number;
  /** First and largest contentful paint, total blocking time: milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export async function lighthouseRun(url: string, chromePort: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Each figure's median over the runs (figure by figure, as the table gives them). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return { performance: pick('performance'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls') };
}
