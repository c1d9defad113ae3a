/**
 * The fit finder's rules, shared by the server (the listing's "fits like yours" filter and its count)
 * and the client (reading what the shopper types, the cards' and product page's comparison).
 *
 * A frame's size is printed inside its temple as "52□18 140": lens width, bridge width and temple
 * length, in millimetres. Pure functions only.
 */

/** A frame's size in millimetres; the temple length may be unknown (a size printed "52□18"). */
export interface FrameSize {
  lensWidth: number;
  bridgeWidth: number;
  templeLength: number | null;
}

/**
 * How far a frame may differ from the shopper's pair and still "fit like yours", in millimetres on each
 * side: opticians' usual allowances (a lens 2 mm either way, the bridge 1 mm, the temple 5 mm).
 */
export const FIT_TOLERANCES = { lensWidth: 2, bridgeWidth: 1, templeLength: 5 } as const;

/** The measurements a shopper may type, in millimetres (anything outside is a typing mistake). */
export const FRAME_SIZE_BOUNDS = {
  lensWidth: { min: 30, max: 75 },
  bridgeWidth: { min: 10, max: 30 },
  templeLength: { min: 100, max: 175 },
} as const;

export type FrameSizeProblem = 'EMPTY' | 'FORMAT' | 'LENS_RANGE' | 'BRIDGE_RANGE' | 'TEMPLE_RANGE';

export type FrameSizeParse = { ok: true; size: FrameSize } | { ok: false; problem: FrameSizeProblem };

/** Longest text read: a size is a dozen characters, anything much longer is not one. */
const MAX_INPUT_LENGTH = 40;

/**
 * A number: whole, or with one decimal after a point or a comma ("52.5", "52,5"). A comma followed by
 * two or more digits separates numbers instead ("52,18,140"). Digits run together ("5218140") are none.
 */
const NUMBER = /(?<!\d)\d{1,3}(?:[.,]\d(?!\d))?(?!\d)/g;
/**
 * What may stand between and around the numbers: spaces, the printed square (□ and its look-alikes),
 * hyphens and dashes, slashes, x or ×, stars, commas, points, bars, underscores, and "mm".
 */
const SEPARATOR = /^(?:[\s□☐▢◻⬜■\-‐‑–—−/\\xX×*,.|_:;]|mm|MM|Mm)*$/u;

const toNumber = (raw: string) => Number(raw.replace(',', '.'));

const inBounds = (value: unknown, bounds: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= bounds.min && value <= bounds.max;

/**
 * Reads a frame size as shoppers type it: "52□18 140", "52-18-140", "52 18 140", "52/18/140",
 * "52x18-140", "52□18" (temple unknown), with or without "mm". Two or three numbers, in that order,
 * each within FRAME_SIZE_BOUNDS.
 */
export function parseFrameSize(input: string): FrameSizeParse {
  const text = input.normalize('NFKC').trim();
  if (text === '') return { ok: false, problem: 'EMPTY' };
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, problem: 'FORMAT' };
  const numbers: number[] = [];
  let rest = '';
  let last = 0;
  for (const match of text.matchAll(NUMBER)) {
    rest += text.slice(last, match.index);
    numbers.push(toNumber(match[0]));
    last = (match.index ?? 0) + match[0].length;
    rest += ' ';
  }
  rest += text.slice(last);
  if (numbers.length < 2 || numbers.length > 3 || !SEPARATOR.test(rest)) return { ok: false, problem: 'FORMAT' };
  const [lensWidth, bridgeWidth, templeLength = null] = numbers as [number, number, number?];
  if (!inBounds(lensWidth, FRAME_SIZE_BOUNDS.lensWidth)) return { ok: false, problem: 'LENS_RANGE' };
  if (!inBounds(bridgeWidth, FRAME_SIZE_BOUNDS.bridgeWidth)) return { ok: false, problem: 'BRIDGE_RANGE' };
  if (templeLength !== null && !inBounds(templeLength, FRAME_SIZE_BOUNDS.templeLength)) return { ok: false, problem: 'TEMPLE_RANGE' };
  return { ok: true, size: { lensWidth, bridgeWidth, templeLength } };
}

/** Whether a value is a usable frame size (a stored or sent one, checked as a typed one is). */
export function isFrameSize(value: unknown): value is FrameSize {
  if (typeof value !== 'object' || value === null) return false;
  const { lensWidth, bridgeWidth, templeLength } = value as Record<string, unknown>;
  return (
    inBounds(lensWidth, FRAME_SIZE_BOUNDS.lensWidth) &&
    inBounds(bridgeWidth, FRAME_SIZE_BOUNDS.bridgeWidth) &&
    (templeLength === null || inBounds(templeLength, FRAME_SIZE_BOUNDS.templeLength))
  );
}

const mm = (value: number) => String(Math.round(value * 10) / 10);

/** The size as the temple prints it: "52□18 140", or "52□18" without a temple length. */
export function formatFrameSize(size: FrameSize): string {
  const front = `${mm(size.lensWidth)}□${mm(size.bridgeWidth)}`;
  return size.templeLength === null ? front : `${front} ${mm(size.templeLength)}`;
}

/** The size in a URL (the listing's `fit` parameter): "52-18-140", or "52-18". */
export function formatFrameSizeParam(size: FrameSize): string {
  return [size.lensWidth, size.bridgeWidth, ...(size.templeLength === null ? [] : [size.templeLength])].map(mm).join('-');
}

/**
 * The frame's total width, the width of its front without the hinges: two lenses and the bridge
 * (2 × lens + bridge). Comparing it tells whether a frame sits wider or narrower on the face.
 */
export function frontWidth(size: Pick<FrameSize, 'lensWidth' | 'bridgeWidth'>): number {
  return 2 * size.lensWidth + size.bridgeWidth;
}

const within = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= tolerance + 1e-9;

/**
 * Whether a frame fits like the shopper's pair: lens within ±2 mm, bridge within ±1 mm and, when both
 * temple lengths are known, temple within ±5 mm (an unknown temple length is not held against a frame).
 */
export function fitsLike(frame: FrameSize, reference: FrameSize): boolean {
  return (
    within(frame.lensWidth, reference.lensWidth, FIT_TOLERANCES.lensWidth) &&
    within(frame.bridgeWidth, reference.bridgeWidth, FIT_TOLERANCES.bridgeWidth) &&
    (frame.templeLength === null ||
      reference.templeLength === null ||
      within(frame.templeLength, reference.templeLength, FIT_TOLERANCES.templeLength))
  );
}

/**
 * How a frame compares with the shopper's pair, as a card or product page says it:
 * - FITS: within every tolerance ("Fits like your 52□18 140");
 * - WIDER / NARROWER: otherwise, when the total widths (2 × lens + bridge) differ, by `by` mm (the
 *   difference of the widths, frame minus pair);
 * - TEMPLES_LONGER / TEMPLES_SHORTER: the front (lens and bridge) within tolerance, the temples not, by `by` mm;
 * - OTHER_PROPORTIONS: same total width, but lens and bridge split it differently.
 */
export type FitComparison =
  { kind: 'FITS' } | { kind: 'WIDER' | 'NARROWER' | 'TEMPLES_LONGER' | 'TEMPLES_SHORTER'; by: number } | { kind: 'OTHER_PROPORTIONS' };

export function compareFit(frame: FrameSize, reference: FrameSize): FitComparison {
  if (fitsLike(frame, reference)) return { kind: 'FITS' };
  const widthDifference = Math.round((frontWidth(frame) - frontWidth(reference)) * 10) / 10;
  const frontFits =
    within(frame.lensWidth, reference.lensWidth, FIT_TOLERANCES.lensWidth) &&
    within(frame.bridgeWidth, reference.bridgeWidth, FIT_TOLERANCES.bridgeWidth);
  // The front fits, so the temples are what differs (both known, else it would fit).
  if (frontFits && frame.templeLength !== null && reference.templeLength !== null) {
    const templeDifference = Math.round((frame.templeLength - reference.templeLength) * 10) / 10;
    return { kind: templeDifference > 0 ? 'TEMPLES_LONGER' : 'TEMPLES_SHORTER', by: Math.abs(templeDifference) };
  }
  if (widthDifference > 0) return { kind: 'WIDER', by: widthDifference };
  if (widthDifference < 0) return { kind: 'NARROWER', by: -widthDifference };
  return { kind: 'OTHER_PROPORTIONS' };
}
