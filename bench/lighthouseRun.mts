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

/**
 * Lighthouse's own failures to record a page load (its trace lacks the navigation: NO_NAVSTART, NO_FCP
 * and the like, a runtime error with no figures) happen now and then on a busy machine: such a run is
 * made again, at most RECORDING_ATTEMPTS times in all, and said on stderr. Figures are never retried.
 */
const RECORDING_ATTEMPTS = 3;

export async function lighthouseRun(url: string, chromePort: number): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return figures(result.lhr);
    if (attempt === RECORDING_ATTEMPTS) throw new Error(`lighthouse on ${url}: ${error.message}`);
    console.error(`lighthouse could not record ${url} (${error.code}): once more`);
  }
}

function figures(lhr: {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}): LighthouseFigures {
  const { categories, audits } = lhr;
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
