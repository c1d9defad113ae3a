import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromBuffer } from '@capsizecss/unpack';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fontStacks } from '../src/fontStacks';
import { shopCodePoints, textOf, unicodeRange } from './fontCharacters';
import { fallbackStack } from './fontFallbacks';

/** The CSS module client/src/fonts.ts imports: the brand's faces and their fallbacks, written by this plugin. */
export const BRAND_FONTS_MODULE = 'virtual:brand-fonts.css';

interface Face {
  family: string;
  /** The @fontsource package and file prefix. */
  fontsource: string;
  weight: number;
  /** Preloaded by index.html: the body text's and the headings' faces, which every first page paints with. */
  preload?: boolean;
}

/**
 * The weights the shop uses: Inter for text (400; 500 for buttons and prices; 600 for labels), Cormorant Garamond for
 * headings and product names (400) and the logo (600). Preloaded: the two a first page's main text needs, the body's
 * and the headings' (the `h1`, often the largest paint); the others, smaller text, come with the stylesheet.
 */
const FACES: readonly Face[] = [
  { family: 'Inter', fontsource: 'inter', weight: 400, preload: true },
  { family: 'Inter', fontsource: 'inter', weight: 500 },
  { family: 'Inter', fontsource: 'inter', weight: 600 },
  { family: 'Cormorant Garamond', fontsource: 'cormorant-garamond', weight: 400, preload: true },
  { family: 'Cormorant Garamond', fontsource: 'cormorant-garamond', weight: 600 },
];

/** The faces whose metrics the fallbacks match: the body's text and the headings, both regular. */
const METRICS_FACE: Record<string, number> = { Inter: 400, 'Cormorant Garamond': 400 };

/**
 * The OpenType features kept (hb-subset's `--layout-features`): kerning, ligatures, contextual forms, marks, and
 * lining figures (the theme's `font-variant-numeric: lining-nums`). Stylistic sets and alternates go.
 */
const KEPT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'lnum'];

/**
 * The @fontsource files that cover the rest, each given only the characters the shop's subset lacks: Latin
 * Extended. (What @fontsource's Latin file has beyond the subset is U+200B and U+FEFF, which draw nothing.)
 */
const REST_SUBSETS = ['latin-ext'];

/** Changes whenever what this plugin writes changes: part of the cache folder's name. */
const VERSION = 1;

const subsetFileName = (face: Face) => `${face.fontsource}-shop-${face.weight}.woff2`;
const sourceFile = (nodeModules: string, face: Face, subset: string) =>
  path.join(nodeModules, '@fontsource', face.fontsource, 'files', `${face.fontsource}-${subset}-${face.weight}-normal.woff2`);
function codePointsOf(buffer: Buffer): Set<number> {
  const font = fontkit.create(buffer);
  if (!('characterSet' in font)) throw new Error('brand-fonts: a font collection, not a font');
  // Not the cmap's control characters nor its U+FFFF end marker: nothing a page draws.
  return new Set(font.characterSet.filter((point) => point >= 0x20 && point !== 0xffff));
}

/**
 * The code points @fontsource's own CSS gives one of its files (`unicode-range` in <weight>.css): short ranges,
 * where the file's exact character map would write some fifty. A character in them the file lacks falls through
 * to the fallbacks, as with @fontsource's own faces.
 */
function declaredCodePoints(nodeModules: string, face: Face, subset: string): Set<number> {
  const css = fs.readFileSync(path.join(nodeModules, '@fontsource', face.fontsource, `${face.weight}.css`), 'utf8');
  const block = css.split('/* ').find((part) => part.startsWith(`${face.fontsource}-${subset}-${face.weight}-normal */`));
  const ranges = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!ranges) throw new Error(`brand-fonts: no unicode-range for ${face.fontsource} ${subset} ${face.weight}`);
  const points = new Set<number>();
  for (const range of ranges.split(',')) {
    const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first ?? '', 16); point <= parseInt(last ?? '', 16); point++) if (point >= 0x20) points.add(point);
  }
  return points;
}

function fontFace(face: Face, url: string, points: Iterable<number>): string {
  return (
    `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};font-display:swap;` +
    `src:url(${url}) format('woff2');unicode-range:${unicodeRange(points)}}`
  );
}

/** Writes the subset fonts and brand-fonts.css into `folder` (built once per content: the folder is named by it). */
async function writeBrandFonts(nodeModules: string, folder: string): Promise<void> {
  const shop = shopCodePoints();
  const rules: string[] = [];
  const metricsBuffers = new Map<string, Buffer>();
  for (const face of FACES) {
    const source = fs.readFileSync(sourceFile(nodeModules, face, 'latin'));
    const subset = await subsetFont(source, textOf(shop), { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES });
    fs.writeFileSync(path.join(folder, subsetFileName(face)), subset);
    const covered = codePointsOf(subset);
    // The rest's ranges leave out what the subset covers: a page of the shop's characters loads the subset only.
    for (const restSubset of REST_SUBSETS) {
      const file = sourceFile(nodeModules, face, restSubset);
      const rest = [...declaredCodePoints(nodeModules, face, restSubset)].filter((point) => !covered.has(point));
      if (rest.length) rules.push(fontFace(face, JSON.stringify(path.relative(folder, file).split(path.sep).join('/')), rest));
    }
    rules.push(fontFace(face, `./${subsetFileName(face)}`, covered));
    if (METRICS_FACE[face.family] === face.weight) metricsBuffers.set(face.family, subset);
  }
  for (const [family, buffer] of metricsBuffers) {
    const metrics = await fromBuffer(buffer);
    const { fontFamily, fontFaces } = fallbackStack({ ...metrics, familyName: family });
    const themeStack = family === 'Inter' ? fontStacks.body : fontStacks.heading;
    if (themeStack !== fontFamily)
      throw new Error(`brand-fonts: client/src/fontStacks.ts should read ${JSON.stringify(fontFamily)} for ${family}`);
    rules.push(fontFaces);
  }
  fs.writeFileSync(path.join(folder, 'brand-fonts.css'), `${rules.join('\n')}\n`);
}

/**
 * The brand fonts, cut down at build time to the characters the shop shows (client/build/fontCharacters.ts) with
 * harfbuzz's subsetter (subset-font), woff2 only; their faces carry `unicode-range`, and the rest of @fontsource's
 * Latin files stay reachable for other characters. Metric-matched local fallbacks (client/build/fontFallbacks.ts)
 * make the swap shift nothing. index.html preloads the faces every first page paints with.
 *
 * The generated files live in node_modules/.cache/brand-fonts/<hash of the inputs>/: the CSS module
 * `virtual:brand-fonts.css` resolves there, so Vite hashes and emits the fonts it references.
 */
export function brandFonts(nodeModules: string): Plugin {
  let cssFile = '';
  return {
    name: 'brand-fonts',
    async buildStart() {
      const hash = createHash('sha256');
      hash.update(`${VERSION}`);
      for (const file of ['build/fontCharacters.ts', 'build/fontFallbacks.ts', 'build/brandFonts.ts', 'src/fontStacks.ts'])
        hash.update(fs.readFileSync(fileURLToPath(new URL(`../${file}`, import.meta.url))));
      for (const face of FACES)
        for (const subset of ['latin', ...REST_SUBSETS]) hash.update(fs.readFileSync(sourceFile(nodeModules, face, subset)));
      const folder = path.join(nodeModules, '.cache', 'brand-fonts', hash.digest('hex').slice(0, 16));
      cssFile = path.join(folder, 'brand-fonts.css');
      if (fs.existsSync(cssFile)) return;
      // Written aside, then renamed: two builds at once never read a half-written folder.
      const draft = `${folder}.${process.pid}.tmp`;
      fs.rmSync(draft, { recursive: true, force: true });
      fs.mkdirSync(draft, { recursive: true });
      await writeBrandFonts(nodeModules, draft);
      // The rest faces' paths are relative: the draft sits beside the folder, at the same depth.
      try {
        fs.renameSync(draft, folder);
      } catch (error) {
        fs.rmSync(draft, { recursive: true, force: true });
        if (!fs.existsSync(cssFile)) throw error;
      }
    },
    resolveId(id) {
      return id === BRAND_FONTS_MODULE ? cssFile : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const files = Object.keys(context.bundle);
        return FACES.filter((face) => face.preload).map((face) => {
          const prefix = subsetFileName(face).replace(/\.woff2$/, '-');
          const file = files.find((name) => path.posix.basename(name).startsWith(prefix) && name.endsWith('.woff2'));
          if (!file) throw new Error(`brand-fonts: the build has no ${subsetFileName(face)}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
