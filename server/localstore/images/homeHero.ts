/**
 * The shop's home page picture, shipped with the local store as one of its media files
 * (`uploads/storefront/home-hero.svg`, served at /wp-content/uploads/storefront/home-hero.svg): a still
 * life in the warm dark of a Paris shop at dusk, a tortoiseshell sunglass at three-quarter and a gold
 * optical frame, lit from the right, leaving the left third calm for the page's heading. Drawn from the
 * same recipes as the product pictures (svg.ts), deterministic, about 20 kB (gzip: a few kB).
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderSvg, SIZE, type Drawing } from './svg';

/** Where the picture sits under the uploads folder (and its URL under /wp-content/uploads/). */
export const HOME_HERO_FILE = 'storefront/home-hero.svg';
/** Its size: 16:9, wide enough for a 1440 px screen at 1.5x. */
export const HOME_HERO_SIZE = { width: 2400, height: 1350 } as const;

/** A product picture as a group of the scene: its ids prefixed (the two frames share none), its backdrop dropped. */
function placed(drawing: Drawing, prefix: string, x: number, y: number, size: number): string {
  const svg = renderSvg(drawing)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<rect width="\d+" height="\d+" fill="url\(#bg\)"\/>/, '')
    .replace(/<ellipse [^>]*filter="url\(#blur\)"\/>/, '')
    .replace(/id="([\w-]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([\w-]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/^<svg [^>]*>/, `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${SIZE} ${SIZE}">`);
  return svg.trim();
}

export function renderHomeHero(): string {
  const { width, height } = HOME_HERO_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs>',
    '<linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.35"><stop offset="0" stop-color="#14110f"/><stop offset="0.55" stop-color="#2a211b"/><stop offset="1" stop-color="#4a3a2d"/></linearGradient>',
    '<radialGradient id="light" cx="0.72" cy="0.38" r="0.55"><stop offset="0" stop-color="#f3dfbf" stop-opacity="0.42"/><stop offset="0.5" stop-color="#c99b62" stop-opacity="0.12"/><stop offset="1" stop-color="#c99b62" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2d22"/><stop offset="1" stop-color="#17120e"/></linearGradient>',
    '<linearGradient id="edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f2d7ae" stop-opacity="0"/><stop offset="0.7" stop-color="#f2d7ae" stop-opacity="0.35"/><stop offset="1" stop-color="#f2d7ae" stop-opacity="0.1"/></linearGradient>',
    '<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    // Window light falling on the wall, and the shelf's edge catching it.
    `<path d="M1380 0h520l-300 930h-520z" fill="#f6e4c6" opacity="0.05"/>`,
    `<path d="M1960 0h300l-210 930h-300z" fill="#f6e4c6" opacity="0.04"/>`,
    `<rect width="${width}" height="${height}" fill="url(#light)"/>`,
    `<rect y="930" width="${width}" height="${height - 930}" fill="url(#table)"/>`,
    `<rect y="926" width="${width}" height="6" fill="url(#edge)"/>`,
    // Shadows under the frames.
    '<ellipse cx="1640" cy="945" rx="400" ry="26" fill="#000" opacity="0.55" filter="url(#soft)"/>',
    '<ellipse cx="2010" cy="1095" rx="280" ry="22" fill="#000" opacity="0.5" filter="url(#soft)"/>',
    placed(
      { shape: 'cat-eye', material: 'acetate', colour: 'tortoise', view: 'three-quarter', sun: true, seed: 17, title: '' },
      'sun',
      1180,
      370,
      900,
    ),
    placed({ shape: 'round', material: 'metal', colour: 'gold', view: 'front', sun: false, seed: 3, title: '' }, 'gold', 1700, 700, 620),
    '</svg>\n',
  ].join('');
}

/** Writes the picture when it is not on disk (a new picture would get a new name); returns whether it did. */
export function ensureHomeHero(uploadsDir: string): boolean {
  const target = path.join(uploadsDir, HOME_HERO_FILE);
  if (fs.existsSync(target)) return false;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(temp, renderHomeHero());
  fs.renameSync(temp, target);
  return true;
}
