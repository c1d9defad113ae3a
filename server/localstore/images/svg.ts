/**
 * Product photographs drawn as SVG: a frame of the given shape, material and colour on a studio
 * background, seen from the front, at three-quarter or from the side. Deterministic: the same
 * recipe always gives the same bytes, so files can be rebuilt and cached forever.
 */
import type { Colour, Material, Shape } from '../db/seed/eyewear';
import { Random } from '../db/seed/random';
import { FRAME_PAINT, SUN_TINT } from './palette';

export const VIEWS = ['front', 'three-quarter', 'side'] as const;
export type View = (typeof VIEWS)[number];

export interface Drawing {
  shape: Shape;
  material: Material;
  colour: Colour;
  view: View;
  sun: boolean;
  /** Seeds the tortoiseshell mottling. */
  seed: number;
  /** Accessible title of the picture. */
  title: string;
  /**
   * The virtual try-on's picture (a front view): the frame alone on a transparent background, cropped
   * hinge to hinge with the lenses' centres at mid-height, clear lenses barely tinted.
   */
  tryOn?: boolean;
}

export const SIZE = 800;

const LENS: Record<Shape, { w: number; h: number }> = {
  round: { w: 228, h: 222 },
  oval: { w: 250, h: 188 },
  'cat-eye': { w: 256, h: 184 },
  rectangle: { w: 262, h: 164 },
  square: { w: 246, h: 214 },
};

const THICKNESS: Record<Material, number> = { acetate: 22, 'bio-acetate': 20, metal: 7, titanium: 6 };

const isMetal = (material: Material) => material === 'metal' || material === 'titanium';

const n = (value: number) => (Math.round(value * 10) / 10).toString();

/** Outline of one lens centred on (cx, cy); `side` is +1 for the right lens, -1 for the left one. */
function lensPath(shape: Shape, cx: number, cy: number, w: number, h: number, side: 1 | -1): string {
  const rx = w / 2;
  const ry = h / 2;
  const x = (u: number) => n(cx + u * rx * side);
  const y = (v: number) => n(cy + v * ry);
  switch (shape) {
    case 'round':
    case 'oval':
      return `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 1 0 ${n(cx - rx)} ${n(cy)}Z`;
    case 'rectangle':
    case 'square': {
      const top = shape === 'rectangle' ? 0.22 : 0.3;
      const bottom = shape === 'rectangle' ? 0.42 : 0.38;
      const rt = Math.min(rx, ry) * top * 2;
      const rb = Math.min(rx, ry) * bottom * 2;
      const l = cx - rx;
      const r = cx + rx;
      const t = cy - ry;
      const b = cy + ry;
      return [
        `M${n(l + rt)} ${n(t)}`,
        `H${n(r - rt)}`,
        `Q${n(r)} ${n(t)} ${n(r)} ${n(t + rt)}`,
        `V${n(b - rb)}`,
        `Q${n(r)} ${n(b)} ${n(r - rb)} ${n(b)}`,
        `H${n(l + rb)}`,
        `Q${n(l)} ${n(b)} ${n(l)} ${n(b - rb)}`,
        `V${n(t + rt)}`,
        `Q${n(l)} ${n(t)} ${n(l + rt)} ${n(t)}Z`,
      ].join('');
    }
    case 'cat-eye':
      // Normalised outline of a right lens: inner edge at u=-1, upswept wing at the outer top corner.
      return [
        `M${x(-0.86)} ${y(-0.52)}`,
        `C${x(-0.3)} ${y(-0.86)} ${x(0.55)} ${y(-1.06)} ${x(1.02)} ${y(-1.0)}`,
        `C${x(1.1)} ${y(-0.86)} ${x(1.05)} ${y(-0.18)} ${x(0.86)} ${y(0.26)}`,
        `C${x(0.66)} ${y(0.8)} ${x(0.34)} ${y(1.0)} ${x(0)} ${y(1.0)}`,
        `C${x(-0.46)} ${y(1.0)} ${x(-0.86)} ${y(0.78)} ${x(-0.93)} ${y(0.34)}`,
        `C${x(-0.99)} ${y(0.0)} ${x(-0.98)} ${y(-0.42)} ${x(-0.86)} ${y(-0.52)}Z`,
      ].join('');
  }
}

/** Clear lenses' gradient: a studio picture shows the glass, a try-on lets the eyes show through. */
function clearLens(tryOn: boolean): string {
  const [top, bottom] = tryOn ? [0.16, 0.08] : [0.55, 0.25];
  return `<linearGradient id="lens" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="${top}"/><stop offset="1" stop-color="#cfe0ea" stop-opacity="${bottom}"/></linearGradient>`;
}

function defs(drawing: Drawing): string {
  const paint = FRAME_PAINT[drawing.colour];
  const [tintTop, tintBottom] = SUN_TINT[drawing.colour];
  const parts = [
    '<radialGradient id="bg" cx="50%" cy="42%" r="78%"><stop offset="0" stop-color="#fbf9f5"/><stop offset="1" stop-color="#e9e4db"/></radialGradient>',
    `<linearGradient id="frame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paint.light}"/><stop offset="0.45" stop-color="${paint.base}"/><stop offset="1" stop-color="${paint.dark}"/></linearGradient>`,
    drawing.sun
      ? `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tintTop}" stop-opacity="0.96"/><stop offset="1" stop-color="${tintBottom}" stop-opacity="0.9"/></linearGradient>`
      : clearLens(drawing.tryOn === true),
    '<filter id="blur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="14"/></filter>',
  ];
  if (paint.tortoise) parts.push(tortoisePattern(drawing.seed, paint));
  return `<defs>${parts.join('')}</defs>`;
}

/** Tortoiseshell: amber and dark mottling scattered over a brown base, different for each seed. */
function tortoisePattern(seed: number, paint: { base: string; light: string; dark: string }): string {
  const random = new Random(seed);
  const blobs: string[] = [];
  for (let i = 0; i < 18; i++) {
    const colour = i % 3 === 0 ? paint.dark : i % 3 === 1 ? paint.light : '#8a5322';
    const opacity = i % 3 === 1 ? 0.75 : 0.6;
    blobs.push(
      `<ellipse cx="${random.int(0, 90)}" cy="${random.int(0, 90)}" rx="${random.int(4, 14)}" ry="${random.int(3, 9)}" ` +
        `transform="rotate(${random.int(0, 179)} 45 45)" fill="${colour}" fill-opacity="${opacity}"/>`,
    );
  }
  return `<pattern id="tortoise" width="90" height="90" patternUnits="userSpaceOnUse"><rect width="90" height="90" fill="${paint.base}"/>${blobs.join('')}</pattern>`;
}

const framePaint = (drawing: Drawing) => (FRAME_PAINT[drawing.colour].tortoise ? 'url(#tortoise)' : 'url(#frame)');

interface FrontGeometry {
  lensLeft: string;
  lensRight: string;
  innerLeft: number;
  innerRight: number;
  outerLeft: number;
  outerRight: number;
  hingeY: number;
  cy: number;
  w: number;
  h: number;
  cxLeft: number;
  cxRight: number;
}

function frontGeometry(drawing: Drawing): FrontGeometry {
  const { w, h } = LENS[drawing.shape];
  const gap = 72;
  const cy = 380;
  const cxLeft = SIZE / 2 - gap / 2 - w / 2;
  const cxRight = SIZE / 2 + gap / 2 + w / 2;
  const hingeY = drawing.shape === 'cat-eye' ? cy - h * 0.4 : cy - h * 0.28;
  return {
    lensLeft: lensPath(drawing.shape, cxLeft, cy, w, h, -1),
    lensRight: lensPath(drawing.shape, cxRight, cy, w, h, 1),
    innerLeft: cxLeft + w / 2,
    innerRight: cxRight - w / 2,
    outerLeft: cxLeft - w / 2,
    outerRight: cxRight + w / 2,
    hingeY,
    cy,
    w,
    h,
    cxLeft,
    cxRight,
  };
}

/** The front of the frame: lenses, rims, bridge, hinges (and nose pads on metal frames). */
function front(drawing: Drawing, g: FrontGeometry): string {
  const t = THICKNESS[drawing.material];
  const paint = framePaint(drawing);
  const { opacity, light } = FRAME_PAINT[drawing.colour];
  const metal = isMetal(drawing.material);
  const bridgeY = g.cy - g.h * (metal ? 0.22 : 0.16);
  const bridge = `M${n(g.innerLeft - t / 2)} ${n(bridgeY)}Q${n(SIZE / 2)} ${n(bridgeY - g.h * 0.16)} ${n(g.innerRight + t / 2)} ${n(bridgeY)}`;
  const parts: string[] = [];

  parts.push(`<path d="${g.lensLeft}" fill="url(#lens)"/><path d="${g.lensRight}" fill="url(#lens)"/>`);
  // Light catching the lenses from the upper left.
  for (const cx of [g.cxLeft, g.cxRight]) {
    parts.push(
      `<path d="M${n(cx - g.w * 0.3)} ${n(g.cy - g.h * 0.05)}Q${n(cx - g.w * 0.26)} ${n(g.cy - g.h * 0.32)} ${n(cx - g.w * 0.02)} ${n(g.cy - g.h * 0.36)}" ` +
        `fill="none" stroke="#ffffff" stroke-opacity="${drawing.sun ? 0.28 : 0.7}" stroke-width="6" stroke-linecap="round"/>`,
    );
  }

  const rim = `stroke="${paint}" stroke-width="${t}" stroke-linejoin="round" fill="none"`;
  const frame: string[] = [];
  frame.push(`<path d="${g.lensLeft}" ${rim}/><path d="${g.lensRight}" ${rim}/>`);
  frame.push(`<path d="${bridge}" fill="none" stroke="${paint}" stroke-width="${n(metal ? t * 1.2 : t * 1.15)}" stroke-linecap="round"/>`);
  if (metal && (drawing.shape === 'rectangle' || drawing.shape === 'square')) {
    // Brow bar joining the two rims above the bridge.
    frame.push(
      `<path d="M${n(g.innerLeft - g.w * 0.18)} ${n(g.cy - g.h * 0.52)}Q${n(SIZE / 2)} ${n(g.cy - g.h * 0.6)} ${n(g.innerRight + g.w * 0.18)} ${n(g.cy - g.h * 0.52)}" fill="none" stroke="${paint}" stroke-width="${t}" stroke-linecap="round"/>`,
    );
  }
  const hingeW = 34;
  const hingeH = metal ? 9 : t * 0.95;
  frame.push(
    `<rect x="${n(g.outerLeft - hingeW + 4)}" y="${n(g.hingeY - hingeH / 2)}" width="${hingeW}" height="${n(hingeH)}" rx="${n(hingeH / 2)}" fill="${paint}"/>`,
    `<rect x="${n(g.outerRight - 4)}" y="${n(g.hingeY - hingeH / 2)}" width="${hingeW}" height="${n(hingeH)}" rx="${n(hingeH / 2)}" fill="${paint}"/>`,
  );
  // A thin highlight along the top of each rim gives the acetate its polish.
  frame.push(
    `<path d="${g.lensLeft}" fill="none" stroke="${light}" stroke-opacity="0.35" stroke-width="2" transform="translate(0 ${n(-t * 0.3)})"/>`,
    `<path d="${g.lensRight}" fill="none" stroke="${light}" stroke-opacity="0.35" stroke-width="2" transform="translate(0 ${n(-t * 0.3)})"/>`,
  );
  parts.push(`<g opacity="${opacity}">${frame.join('')}</g>`);

  if (metal) {
    for (const [x, dir] of [
      [g.innerLeft - 16, -1],
      [g.innerRight + 16, 1],
    ] as const) {
      const py = g.cy + g.h * 0.08;
      parts.push(
        `<path d="M${n(x + dir * 10)} ${n(bridgeY + 6)}L${n(x)} ${n(py - 14)}" stroke="#9aa0a6" stroke-width="3" fill="none"/>`,
        `<ellipse cx="${n(x)}" cy="${n(py)}" rx="9" ry="15" fill="#ffffff" fill-opacity="0.55" stroke="#b9bec4" stroke-width="2"/>`,
      );
    }
  }
  return parts.join('');
}

/** A temple seen from the side: straight arm, then the bend behind the ear. */
function templePath(x0: number, y0: number, length: number, drop: number): string {
  const bendStart = x0 + length * 0.8;
  return `M${n(x0)} ${n(y0)}L${n(bendStart)} ${n(y0 + drop * 0.12)}C${n(bendStart + length * 0.1)} ${n(y0 + drop * 0.2)} ${n(bendStart + length * 0.17)} ${n(y0 + drop * 0.55)} ${n(bendStart + length * 0.2)} ${n(y0 + drop)}`;
}

function temple(drawing: Drawing, x0: number, y0: number, length: number, drop: number, opacity = 1): string {
  const t = THICKNESS[drawing.material];
  const paint = framePaint(drawing);
  const metal = isMetal(drawing.material);
  const d = templePath(x0, y0, length, drop);
  const arm = `<path d="${d}" fill="none" stroke="${paint}" stroke-width="${n(metal ? t : t * 0.7)}" stroke-linecap="round"/>`;
  // Metal temples end in acetate tips: the last 38 % of the same path, drawn thicker and dark.
  const tip = metal
    ? `<path d="${d}" pathLength="100" stroke-dasharray="38 62" stroke-dashoffset="-62" fill="none" stroke="#2a2523" stroke-width="${n(t * 1.8)}" stroke-linecap="round"/>`
    : '';
  return `<g opacity="${n(opacity * FRAME_PAINT[drawing.colour].opacity)}">${arm}${tip}</g>`;
}

function frontView(drawing: Drawing): string {
  return front(drawing, frontGeometry(drawing));
}

/** Turned about 35 degrees: the far temple shows through the lenses, the near one runs to the right. */
function threeQuarterView(drawing: Drawing): string {
  const g = frontGeometry(drawing);
  const matrix = 'matrix(0.74 0.09 0 0.97 76 -22)';
  const hingeRight = { x: 0.74 * (g.outerRight + 30) + 76, y: 0.09 * (g.outerRight + 30) + 0.97 * g.hingeY - 22 };
  const hingeLeft = { x: 0.74 * (g.outerLeft - 30) + 76, y: 0.09 * (g.outerLeft - 30) + 0.97 * g.hingeY - 22 };
  const farTemple = temple(drawing, hingeLeft.x, hingeLeft.y, 330, 70, 0.85);
  const nearTemple = temple(drawing, hingeRight.x - 6, hingeRight.y, 190, 110);
  return `${farTemple}<g transform="${matrix}">${front(drawing, g)}</g>${nearTemple}`;
}

/** In profile: the rim seen edge-on at the left, the temple running back to the ear. */
function sideView(drawing: Drawing): string {
  const { h } = LENS[drawing.shape];
  const t = THICKNESS[drawing.material];
  const paint = framePaint(drawing);
  const cy = 380;
  const x = 150;
  const depth = Math.max(t * 1.3, 12);
  const hingeY = drawing.shape === 'cat-eye' ? cy - h * 0.4 : cy - h * 0.28;
  const parts = [
    // The lens bulges slightly forward of the rim.
    `<path d="M${n(x - 4)} ${n(cy - h / 2 + 6)}Q${n(x - 16)} ${n(cy)} ${n(x - 4)} ${n(cy + h / 2 - 6)}" fill="none" stroke="${drawing.sun ? SUN_TINT[drawing.colour][0] : '#b8cad6'}" stroke-width="5" stroke-linecap="round" opacity="0.8"/>`,
    `<g opacity="${FRAME_PAINT[drawing.colour].opacity}"><rect x="${n(x)}" y="${n(cy - h / 2 - t / 2)}" width="${n(depth)}" height="${n(h + t)}" rx="${n(depth / 2)}" fill="${paint}"/>`,
    `<rect x="${n(x + depth - 4)}" y="${n(hingeY - 7)}" width="30" height="14" rx="5" fill="${paint}"/></g>`,
    temple(drawing, x + depth + 20, hingeY, 520, 150),
  ];
  return parts.join('');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Hinges reach this far beyond the rims (front(): 34 px wide, 4 px under the rim). */
const HINGE_REACH = 30;

/**
 * The try-on's picture: the front alone, no background nor shadow, the view box cropped to the frame
 * from hinge to hinge and centred vertically on the lenses (where the pupils go).
 */
function renderTryOnSvg(drawing: Drawing): string {
  const g = frontGeometry(drawing);
  const t = THICKNESS[drawing.material];
  // Room for the rims, a metal frame's brow bar (0.6 h above the centre) and its nose pads.
  const halfHeight = Math.ceil(g.h * 0.62 + t + 16);
  const left = g.outerLeft - HINGE_REACH;
  const width = g.outerRight - g.outerLeft + 2 * HINGE_REACH;
  const top = g.cy - halfHeight;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${2 * halfHeight}" viewBox="${n(left)} ${n(top)} ${n(width)} ${2 * halfHeight}" role="img">`,
    `<title>${escapeXml(drawing.title)}</title>`,
    defs(drawing),
    front(drawing, g),
    '</svg>\n',
  ].join('');
}

export function renderSvg(drawing: Drawing): string {
  if (drawing.tryOn) return renderTryOnSvg(drawing);
  const body =
    drawing.view === 'front' ? frontView(drawing) : drawing.view === 'three-quarter' ? threeQuarterView(drawing) : sideView(drawing);
  const shadowWidth = drawing.view === 'side' ? 250 : 300;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${escapeXml(drawing.title)}</title>`,
    defs(drawing),
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`,
    `<ellipse cx="${drawing.view === 'side' ? 430 : 400}" cy="600" rx="${shadowWidth}" ry="20" fill="#2b2420" fill-opacity="0.16" filter="url(#blur)"/>`,
    body,
    '</svg>\n',
  ].join('');
}
