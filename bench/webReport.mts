/**
 * bench:web's tables: each page's Lighthouse figures and first-load JS beside the stack's floor, the
 * goals of issue 22 relative to the floor and absolute, and the INP-style interaction figures.
 */
import { formatKb } from './firstLoadJs.mjs';
import { CPU_SLOWDOWN, EVENT_THRESHOLD_MS, type InteractionFigure } from './interactions.mjs';
import type { LighthouseFigures } from './lighthouseRun.mjs';

/** Issue 22's goals. */
export const GOALS = {
  fcpMs: 1800,
  lcpMs: 2500,
  /** Layout shift below it. */
  cls: 0.01,
  firstLoadJsBytes: 215_000,
  /** Performance no more than this many points below the floor's. */
  performancePoints: 5,
  /** TBT no more than tbtFactor x the floor's + tbtMarginMs. */
  tbtFactor: 1.25,
  tbtMarginMs: 100,
  interactionMs: 200,
} as const;

export interface PageFigures extends LighthouseFigures {
  label: string;
  firstLoadJsGzip: number;
}

const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
const kbDifference = (bytes: number) => `${bytes < 0 ? '-' : '+'}${formatKb(Math.abs(bytes))}`;

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
}

/** The table: perf, FCP, LCP, TBT, CLS and first-load JS of the floor and of each page. */
export function figuresTable(floor: PageFigures, pages: readonly PageFigures[]): string[] {
  const widths = [22, 4, 7, 7, 8, 6, 9];
  return [
    row(['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gzip'], widths),
    ...[floor, ...pages].map((page) =>
      row(
        [
          page.label,
          String(page.performance),
          seconds(page.fcp),
          seconds(page.lcp),
          milliseconds(page.tbt),
          page.cls.toFixed(3),
          formatKb(page.firstLoadJsGzip),
        ],
        widths,
      ),
    ),
  ];
}

/** Each page against the floor and the absolute goals, a verdict for each. */
export function goalsTable(floor: PageFigures, pages: readonly PageFigures[]): string[] {
  const tbtBound = GOALS.tbtFactor * floor.tbt + GOALS.tbtMarginMs;
  const widths = [22, 15, 10, 17, 13, 13, 13, 17];
  return [
    `goals: perf within ${GOALS.performancePoints} points of the floor's; TBT <= ${GOALS.tbtFactor} x floor + ${GOALS.tbtMarginMs} ms ` +
      `= ${milliseconds(tbtBound)}; FCP <= ${seconds(GOALS.fcpMs)}; LCP <= ${seconds(GOALS.lcpMs)}; CLS < ${GOALS.cls}; ` +
      `first-load JS <= ${formatKb(GOALS.firstLoadJsBytes)}`,
    row(['page', 'perf vs floor', 'TBT/floor', 'TBT vs bound', 'FCP', 'LCP', 'CLS', 'JS vs floor'], widths),
    ...pages.map((page) => {
      const points = page.performance - floor.performance;
      return row(
        [
          page.label,
          `${signed(points)} ${verdict(points >= -GOALS.performancePoints)}`,
          `${(page.tbt / floor.tbt).toFixed(2)}x`,
          `${milliseconds(page.tbt)} ${verdict(page.tbt <= tbtBound)}`,
          `${seconds(page.fcp)} ${verdict(page.fcp <= GOALS.fcpMs)}`,
          `${seconds(page.lcp)} ${verdict(page.lcp <= GOALS.lcpMs)}`,
          `${page.cls.toFixed(3)} ${verdict(page.cls < GOALS.cls)}`,
          `${kbDifference(page.firstLoadJsGzip - floor.firstLoadJsGzip)} ${verdict(page.firstLoadJsGzip <= GOALS.firstLoadJsBytes)}`,
        ],
        widths,
      );
    }),
  ];
}

/** The interactions' medians (and each run), against the goal. */
export function interactionsTable(figures: readonly InteractionFigure[]): string[] {
  const shown = (ms: number) => (ms === 0 ? `<${EVENT_THRESHOLD_MS} ms` : milliseconds(ms));
  const widths = [40, 9, 22, 5];
  return [
    `interactions (INP-style: Event Timing, longest entry of the interaction; ${CPU_SLOWDOWN}x CPU slowdown, after hydration; median of ${figures[0]?.runs.length ?? 0})`,
    row(['interaction', 'median', 'runs', `<= ${GOALS.interactionMs} ms`], widths),
    ...figures.map((figure) =>
      row(
        [
          `${figure.name} (${figure.page})`,
          shown(figure.median),
          figure.runs.map(shown).join(', '),
          verdict(figure.median <= GOALS.interactionMs),
        ],
        widths,
      ),
    ),
  ];
}
