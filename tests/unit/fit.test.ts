/** The fit finder's rules (common/fit.ts): reading a typed size, comparing a frame with the shopper's pair. */
import {
  compareFit,
  FIT_TOLERANCES,
  fitsLike,
  formatFrameSize,
  formatFrameSizeParam,
  frontWidth,
  isFrameSize,
  parseFrameSize,
  type FrameSize,
} from '../../common/fit';

const size = (lensWidth: number, bridgeWidth: number, templeLength: number | null = null): FrameSize => ({
  lensWidth,
  bridgeWidth,
  templeLength,
});

describe('parseFrameSize: the numbers inside the temple, as shoppers type them', () => {
  it.each([
    ['52□18 140', size(52, 18, 140)],
    ['52-18-140', size(52, 18, 140)],
    ['52 18 140', size(52, 18, 140)],
    ['52/18/140', size(52, 18, 140)],
    ['52x18-140', size(52, 18, 140)],
    ['52X18X140', size(52, 18, 140)],
    ['52×18 140', size(52, 18, 140)],
    ['52 □ 18 - 140', size(52, 18, 140)],
    ['  52-18-140  ', size(52, 18, 140)],
    ['52,18,140', size(52, 18, 140)],
    ['52.18.140', size(52, 18, 140)],
    ['52 mm 18 mm 140 mm', size(52, 18, 140)],
    ['52–18–140', size(52, 18, 140)],
    ['52□18', size(52, 18)],
    ['52-18', size(52, 18)],
    ['52,5-18-140', size(52.5, 18, 140)],
    ['52.5 17.5 145', size(52.5, 17.5, 145)],
    ['５２-１８-１４０', size(52, 18, 140)],
  ])('reads %j', (typed, expected) => {
    expect(parseFrameSize(typed)).toEqual({ ok: true, size: expected });
  });

  it('says what is wrong with what cannot be a size', () => {
    expect(parseFrameSize('')).toEqual({ ok: false, problem: 'EMPTY' });
    expect(parseFrameSize('   ')).toEqual({ ok: false, problem: 'EMPTY' });
    expect(parseFrameSize('52')).toEqual({ ok: false, problem: 'FORMAT' });
    expect(parseFrameSize('52-18-140-5')).toEqual({ ok: false, problem: 'FORMAT' });
    expect(parseFrameSize('size 52-18-140')).toEqual({ ok: false, problem: 'FORMAT' });
    expect(parseFrameSize('5218140')).toEqual({ ok: false, problem: 'FORMAT' });
    expect(parseFrameSize('<script>52-18</script>')).toEqual({ ok: false, problem: 'FORMAT' });
    expect(parseFrameSize('52-18-140'.repeat(10))).toEqual({ ok: false, problem: 'FORMAT' });
    expect(parseFrameSize('18-52-140')).toEqual({ ok: false, problem: 'LENS_RANGE' });
    expect(parseFrameSize('52-40-140')).toEqual({ ok: false, problem: 'BRIDGE_RANGE' });
    expect(parseFrameSize('52-18-14')).toEqual({ ok: false, problem: 'TEMPLE_RANGE' });
    expect(parseFrameSize('140 52 18')).toEqual({ ok: false, problem: 'LENS_RANGE' });
  });

  it('accepts a checked size back (local storage, the account, a client) and refuses anything else', () => {
    expect(isFrameSize(size(52, 18, 140))).toBe(true);
    expect(isFrameSize(size(52, 18))).toBe(true);
    expect(isFrameSize({ lensWidth: 52, bridgeWidth: 18 })).toBe(false);
    expect(isFrameSize(size(52, 18, 400))).toBe(false);
    expect(isFrameSize(size(Number.NaN, 18, 140))).toBe(false);
    expect(isFrameSize({ lensWidth: '52', bridgeWidth: 18, templeLength: 140 })).toBe(false);
    expect(isFrameSize(null)).toBe(false);
  });
});

describe('printing a size', () => {
  it('as the temple prints it, and as the URL carries it (read back the same)', () => {
    expect(formatFrameSize(size(52, 18, 140))).toBe('52□18 140');
    expect(formatFrameSize(size(52.5, 18))).toBe('52.5□18');
    expect(formatFrameSizeParam(size(52, 18, 140))).toBe('52-18-140');
    expect(formatFrameSizeParam(size(52, 18))).toBe('52-18');
    const read = parseFrameSize(formatFrameSizeParam(size(52.5, 17, 145)));
    expect(read).toEqual({ ok: true, size: size(52.5, 17, 145) });
  });
});

describe('fitsLike: lens ±2 mm, bridge ±1 mm, temple ±5 mm', () => {
  const mine = size(52, 18, 140);

  it('keeps frames within every tolerance, the bounds included', () => {
    expect(FIT_TOLERANCES).toEqual({ lensWidth: 2, bridgeWidth: 1, templeLength: 5 });
    expect(fitsLike(size(52, 18, 140), mine)).toBe(true);
    expect(fitsLike(size(54, 19, 145), mine)).toBe(true);
    expect(fitsLike(size(50, 17, 135), mine)).toBe(true);
    expect(fitsLike(size(50.5, 17.5, 144), mine)).toBe(true);
  });

  it('leaves out a frame past any one tolerance', () => {
    expect(fitsLike(size(55, 18, 140), mine)).toBe(false);
    expect(fitsLike(size(49, 18, 140), mine)).toBe(false);
    expect(fitsLike(size(52, 20, 140), mine)).toBe(false);
    expect(fitsLike(size(52, 16, 140), mine)).toBe(false);
    expect(fitsLike(size(52, 18, 146), mine)).toBe(false);
    expect(fitsLike(size(52, 18, 134), mine)).toBe(false);
  });

  it('does not hold an unknown temple length against a frame, on either side', () => {
    expect(fitsLike(size(52, 18), mine)).toBe(true);
    expect(fitsLike(size(52, 18, 150), size(52, 18))).toBe(true);
  });
});

describe('compareFit: what a card says', () => {
  const mine = size(52, 18, 140);

  it('defines the width as 2 × lens + bridge', () => {
    expect(frontWidth(mine)).toBe(122);
  });

  it('fits within the tolerances', () => {
    expect(compareFit(size(53, 19, 145), mine)).toEqual({ kind: 'FITS' });
  });

  it('wider or narrower by the difference of the total widths', () => {
    expect(compareFit(size(54, 20, 140), mine)).toEqual({ kind: 'WIDER', by: 6 });
    // 2 × 55 + 17 = 127 against 122: 5 mm wider though the bridge is narrower.
    expect(compareFit(size(55, 17, 140), mine)).toEqual({ kind: 'WIDER', by: 5 });
    expect(compareFit(size(49, 19, 140), mine)).toEqual({ kind: 'NARROWER', by: 5 });
    expect(compareFit(size(47, 21), mine)).toEqual({ kind: 'NARROWER', by: 7 });
    expect(compareFit(size(52.5, 16, 140), mine)).toEqual({ kind: 'NARROWER', by: 1 });
  });

  it('names the temples when only they differ', () => {
    expect(compareFit(size(52, 18, 150), mine)).toEqual({ kind: 'TEMPLES_LONGER', by: 10 });
    expect(compareFit(size(53, 18, 130), mine)).toEqual({ kind: 'TEMPLES_SHORTER', by: 10 });
  });

  it('same total width split otherwise: other proportions', () => {
    // 2 × 50 + 22 = 122: the same width, a much wider bridge.
    expect(compareFit(size(50, 22, 140), mine)).toEqual({ kind: 'OTHER_PROPORTIONS' });
  });
});
