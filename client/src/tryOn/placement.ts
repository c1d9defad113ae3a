/**
 * Where the virtual try-on draws a frame on a face: pure geometry from the eyes the face model found.
 *
 * The pupils stand a known distance apart (63 mm on average for adults, or the shopper's own), so their
 * distance in pixels gives the picture's scale: a frame whose front is W mm wide is drawn
 * W × (pixels between the pupils / pupil distance in mm) pixels wide, centred between the eyes (a little
 * below: frames sit with the pupils just above the lenses' centres), turned with the line of the eyes.
 * Coordinates are the source picture's pixels, x to the right and y down.
 */

export interface Point {
  x: number;
  y: number;
}

/** The centres of the two eyes, `left` the one on the picture's left. */
export interface EyePair {
  left: Point;
  right: Point;
}

/** Where and how to draw the frame's picture: its centre, size and rotation. */
export interface FramePlacement {
  /** The picture's centre. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Rotation in radians of the line of the eyes, from the picture's left eye to its right one (clockwise, as y runs down). */
  angle: number;
}

/** What a placement needs besides the eyes. */
export interface FrameMeasures {
  /** Distance between the shopper's pupils, in millimetres. */
  pupilDistanceMm: number;
  /** The frame's front width in millimetres, hinge to hinge: the try-on picture's whole width. */
  frameWidthMm: number;
  /** The try-on picture's height over its width. */
  pictureAspect: number;
}

/** The adults' average distance between the pupils, which the try-on assumes until the shopper gives theirs. */
export const DEFAULT_PUPIL_DISTANCE_MM = 63;

/** The distances the shopper may set: children's smallest to adults' largest. */
export const PUPIL_DISTANCE_RANGE_MM = { min: 45, max: 80 } as const;

/** How far below the pupils' line the frame's centre sits (the lenses' centres a little under the pupils). */
export const FRAME_DROP_MM = 2;

/** The 68-point face mesh's eye outlines (iBUG 300-W numbering, from 0): the picture's left eye, then its right one. */
const LEFT_EYE = [36, 37, 38, 39, 40, 41] as const;
const RIGHT_EYE = [42, 43, 44, 45, 46, 47] as const;

/** The mean of some points. */
export function centreOf(points: readonly Point[]): Point {
  if (points.length === 0) throw new Error('centreOf: no points');
  const sum = points.reduce((total, point) => ({ x: total.x + point.x, y: total.y + point.y }), { x: 0, y: 0 });
  return { x: sum.x / points.length, y: sum.y / points.length };
}

/** The eyes' centres from a 68-point face mesh (each eye's six outline points averaged), or null when it is not one. */
export function eyesFromLandmarks(positions: readonly Point[]): EyePair | null {
  if (positions.length !== 68) return null;
  const pick = (indices: readonly number[]) => indices.map((index) => positions[index] as Point);
  return orderEyes({ left: centreOf(pick(LEFT_EYE)), right: centreOf(pick(RIGHT_EYE)) });
}

/** The pair with `left` on the picture's left, whichever order it came in. */
function orderEyes({ left, right }: EyePair): EyePair {
  return left.x <= right.x ? { left, right } : { left: right, right: left };
}

/**
 * The frame's placement for these eyes, or null when they are too close together to scale anything (under
 * a pixel apart) or a measure is not a positive number.
 */
export function placeFrame(eyes: EyePair, measures: FrameMeasures): FramePlacement | null {
  const { pupilDistanceMm, frameWidthMm, pictureAspect } = measures;
  if (!(pupilDistanceMm > 0) || !(frameWidthMm > 0) || !(pictureAspect > 0)) return null;
  const { left, right } = orderEyes(eyes);
  const dx = right.x - left.x;
  const dy = right.y - left.y;
  const pupilsPx = Math.hypot(dx, dy);
  if (!(pupilsPx >= 1)) return null;
  const pxPerMm = pupilsPx / pupilDistanceMm;
  const angle = Math.atan2(dy, dx);
  const width = frameWidthMm * pxPerMm;
  // Down the face is perpendicular to the eyes' line: (-sin, cos) when the line runs at `angle`.
  const drop = FRAME_DROP_MM * pxPerMm;
  return {
    x: (left.x + right.x) / 2 - Math.sin(angle) * drop,
    y: (left.y + right.y) / 2 + Math.cos(angle) * drop,
    width,
    height: width * pictureAspect,
    angle,
  };
}

/**
 * The next placement of a moving face, eased towards the new one so that the model's jitter does not
 * shake the frame: `keep` of the previous placement is kept (0: none). A jump of more than half the
 * frame's width (a new face, a quick turn) is followed at once.
 */
export function smoothPlacement(previous: FramePlacement | null, next: FramePlacement, keep = 0.5): FramePlacement {
  if (!previous || Math.hypot(next.x - previous.x, next.y - previous.y) > next.width / 2) return next;
  const ease = (from: number, to: number) => from * keep + to * (1 - keep);
  return {
    x: ease(previous.x, next.x),
    y: ease(previous.y, next.y),
    width: ease(previous.width, next.width),
    height: ease(previous.height, next.height),
    angle: ease(previous.angle, next.angle),
  };
}

/** The pupil distance the shopper typed or slid, brought within PUPIL_DISTANCE_RANGE_MM (whole millimetres). */
export function clampPupilDistance(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_PUPIL_DISTANCE_MM;
  return Math.min(PUPIL_DISTANCE_RANGE_MM.max, Math.max(PUPIL_DISTANCE_RANGE_MM.min, Math.round(value)));
}
