import {
  centreOf,
  clampPupilDistance,
  DEFAULT_PUPIL_DISTANCE_MM,
  eyesFromLandmarks,
  FRAME_DROP_MM,
  placeFrame,
  smoothPlacement,
  type FramePlacement,
  type Point,
} from '../../client/src/tryOn/placement';

const measures = { pupilDistanceMm: 63, frameWidthMm: 140, pictureAspect: 0.4 };
const degrees = (radians: number) => (radians * 180) / Math.PI;

describe('placing a frame between the eyes', () => {
  it('level eyes: centred between them, just below, as wide as the frame at the pupils scale, not turned', () => {
    // 126 px between the pupils for 63 mm: 2 px a millimetre.
    const placement = placeFrame({ left: { x: 200, y: 300 }, right: { x: 326, y: 300 } }, measures)!;
    expect(placement.x).toBeCloseTo(263);
    expect(placement.y).toBeCloseTo(300 + FRAME_DROP_MM * 2);
    expect(placement.width).toBeCloseTo(280);
    expect(placement.height).toBeCloseTo(112);
    expect(placement.angle).toBeCloseTo(0);
  });

  it('a head tilted 30 degrees: the frame turns with the line of the eyes and drops perpendicular to it', () => {
    const angle = Math.PI / 6;
    const left = { x: 100, y: 100 };
    const right = { x: 100 + 126 * Math.cos(angle), y: 100 + 126 * Math.sin(angle) };
    const placement = placeFrame({ left, right }, measures)!;
    expect(degrees(placement.angle)).toBeCloseTo(30);
    // The distance along the tilted line scales the frame, not its horizontal part.
    expect(placement.width).toBeCloseTo(280);
    const mid = centreOf([left, right]);
    expect(placement.x).toBeCloseTo(mid.x - Math.sin(angle) * FRAME_DROP_MM * 2);
    expect(placement.y).toBeCloseTo(mid.y + Math.cos(angle) * FRAME_DROP_MM * 2);
  });

  it('a head tilted the other way turns the frame the other way', () => {
    const placement = placeFrame({ left: { x: 0, y: 50 }, right: { x: 100, y: 0 } }, measures)!;
    expect(degrees(placement.angle)).toBeCloseTo(-26.565, 2);
  });

  it('reads the eyes in either order', () => {
    const eyes = { left: { x: 326, y: 310 }, right: { x: 200, y: 300 } };
    expect(placeFrame(eyes, measures)).toEqual(placeFrame({ left: eyes.right, right: eyes.left }, measures));
    expect(Math.abs(placeFrame(eyes, measures)!.angle)).toBeLessThan(Math.PI / 2);
  });

  it('a wider pupil distance makes the same face smaller in millimetres, so the frame narrower', () => {
    const eyes = { left: { x: 200, y: 300 }, right: { x: 326, y: 300 } };
    const average = placeFrame(eyes, measures)!;
    const wide = placeFrame(eyes, { ...measures, pupilDistanceMm: 70 })!;
    expect(wide.width / average.width).toBeCloseTo(63 / 70);
    // Still centred between the eyes.
    expect(wide.x).toBeCloseTo(average.x);
  });

  it('a wider frame is drawn wider, a face twice as near twice as large', () => {
    const near = placeFrame({ left: { x: 0, y: 0 }, right: { x: 252, y: 0 } }, measures)!;
    const far = placeFrame({ left: { x: 0, y: 0 }, right: { x: 126, y: 0 } }, measures)!;
    expect(near.width).toBeCloseTo(2 * far.width);
    expect(placeFrame({ left: { x: 0, y: 0 }, right: { x: 126, y: 0 } }, { ...measures, frameWidthMm: 150 })!.width).toBeCloseTo(300);
  });

  it('places nothing for eyes on one point or impossible measures', () => {
    expect(placeFrame({ left: { x: 10, y: 10 }, right: { x: 10.5, y: 10 } }, measures)).toBeNull();
    expect(placeFrame({ left: { x: 0, y: 0 }, right: { x: 100, y: 0 } }, { ...measures, pupilDistanceMm: 0 })).toBeNull();
    expect(placeFrame({ left: { x: 0, y: 0 }, right: { x: 100, y: 0 } }, { ...measures, frameWidthMm: Number.NaN })).toBeNull();
  });
});

describe('the eyes of a 68-point face mesh', () => {
  const mesh = (leftEye: Point, rightEye: Point): Point[] =>
    Array.from({ length: 68 }, (_, index) => {
      // Each eye's six outline points around its centre; every other point far away.
      const ring = (centre: Point, i: number) => ({
        x: centre.x + 10 * Math.cos((i * Math.PI) / 3),
        y: centre.y + 4 * Math.sin((i * Math.PI) / 3),
      });
      if (index >= 36 && index <= 41) return ring(leftEye, index - 36);
      if (index >= 42 && index <= 47) return ring(rightEye, index - 42);
      return { x: 1000 + index, y: 1000 };
    });

  it('are the centres of points 36-41 and 42-47, the picture-left one first', () => {
    const eyes = eyesFromLandmarks(mesh({ x: 200, y: 300 }, { x: 330, y: 310 }))!;
    expect(eyes.left.x).toBeCloseTo(200);
    expect(eyes.left.y).toBeCloseTo(300);
    expect(eyes.right.x).toBeCloseTo(330);
    expect(eyes.right.y).toBeCloseTo(310);
    const mirrored = eyesFromLandmarks(mesh({ x: 330, y: 310 }, { x: 200, y: 300 }))!;
    expect(mirrored.left.x).toBeCloseTo(200);
  });

  it('are not read from anything but 68 points', () => {
    expect(eyesFromLandmarks([{ x: 0, y: 0 }])).toBeNull();
  });
});

describe('following a moving face', () => {
  const at = (x: number, angle = 0): FramePlacement => ({ x, y: 100, width: 200, height: 80, angle });

  it('eases towards the new placement', () => {
    const next = smoothPlacement(at(100), at(140, 0.2), 0.5);
    expect(next.x).toBeCloseTo(120);
    expect(next.angle).toBeCloseTo(0.1);
    expect(smoothPlacement(at(100), at(140), 0)).toEqual(at(140));
  });

  it('follows at once the first face and a jump of more than half the frame', () => {
    expect(smoothPlacement(null, at(140))).toEqual(at(140));
    expect(smoothPlacement(at(100), at(250))).toEqual(at(250));
  });
});

describe("the shopper's pupil distance", () => {
  it('is a whole number of millimetres within the range, the average when not a number', () => {
    expect(clampPupilDistance(61.6)).toBe(62);
    expect(clampPupilDistance(20)).toBe(45);
    expect(clampPupilDistance(120)).toBe(80);
    expect(clampPupilDistance(Number.NaN)).toBe(DEFAULT_PUPIL_DISTANCE_MM);
  });
});
