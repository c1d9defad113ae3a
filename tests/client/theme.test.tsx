/**
 * The Chakra system (client/src/theme.ts, themeTokens.ts) carries the colour palettes and keyframes the
 * shop draws with and no others: its CSS variables are the `<style>` every page starts with, and an
 * unused palette or keyframe there is bytes each shopper downloads and parses for nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { animationStyles, semanticTokens as chakraSemanticTokens } from '@chakra-ui/react/theme';
import { system } from '@/theme';
import { KEYFRAMES, PALETTES } from '@/themeTokens';

const clientSources = path.join(__dirname, '../../client/src');
const themeFiles = new Set(['theme.ts', 'themeTokens.ts']);

/** Every .ts/.tsx of the client but the theme itself. */
function readClientSources(): { file: string; text: string }[] {
  return fs
    .readdirSync(clientSources, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !themeFiles.has(file))
    .map((file) => ({ file, text: fs.readFileSync(path.join(clientSources, file), 'utf8') }));
}

/** Chakra's own palettes: its semantic colours with a `solid` shade (gray, red... teal, pink). */
const chakraPalettes = Object.entries(chakraSemanticTokens.colors)
  .filter(([, shades]) => 'solid' in shades)
  .map(([name]) => name);

const tokenCss = JSON.stringify(system.getTokenCss());
const kept = system._config.theme ?? {};
const keptRecipes = JSON.stringify([kept.recipes, kept.slotRecipes]);

/**
 * The palettes the shop's code names: a colour token (`red.600`, `green.solid`), `colorPalette="yellow"`,
 * or a palette chosen at run time in a file that sets colorPalette (`PALETTE[tone]`, `free ? 'green' : 'gray'`).
 */
function palettesNamedByTheShop(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const { file, text } of readClientSources()) {
    for (const palette of chakraPalettes) {
      const token = new RegExp(`\\b${palette}\\.(\\d{2,3}|contrast|fg|subtle|muted|emphasized|solid|focusRing|border)\\b`);
      const chosen = text.includes('colorPalette') && new RegExp(`['"]${palette}['"]`).test(text);
      if (token.test(text) || chosen) named.set(palette, [...(named.get(palette) ?? []), file]);
    }
  }
  return named;
}

/** The palettes Chakra's kept recipes (an Alert's status, a toast's type) and its base semantic colours (`fg.error`) draw with. */
function palettesOfTheRecipes(): Set<string> {
  const baseSemantic = JSON.stringify([chakraSemanticTokens.colors.bg, chakraSemanticTokens.colors.fg, chakraSemanticTokens.colors.border]);
  return new Set(
    chakraPalettes.filter((palette) =>
      [keptRecipes, baseSemantic].some(
        (text) =>
          text.includes(`"colorPalette":"${palette}"`) ||
          new RegExp(`[{"]${palette}\\.\\w+`).test(text) ||
          text.includes(`colors.${palette}.`),
      ),
    ),
  );
}

/** Every string under the `animationName`, `animationStyle` and `animation` keys of the kept recipes, as keyframe names. */
function keyframesOfTheRecipes(): Set<string> {
  const names = new Set<string>();
  const addNames = (value: unknown) => {
    if (typeof value === 'string') for (const name of value.split(',')) names.add(name.trim());
    else if (value && typeof value === 'object') Object.values(value).forEach(addNames);
  };
  const styles = animationStyles as Record<string, { value: unknown }>;
  const animations = (kept.tokens?.animations ?? {}) as Record<string, { value: string }>;
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'animationName') addNames(value);
      else if (key === 'animationStyle' && typeof value === 'string') walk(styles[value]?.value);
      else if (key === 'animation' && typeof value === 'string') names.add((animations[value]?.value ?? value).split(' ')[0]!);
      else walk(value);
    }
  };
  walk([kept.recipes, kept.slotRecipes]);
  return names;
}

describe('the Chakra system of the shop', () => {
  it("emits CSS variables for the listed palettes only, each of them named by the shop's code or a kept recipe", () => {
    const emitted = chakraPalettes.filter((palette) => tokenCss.includes(`--chakra-colors-${palette}-`));
    expect(emitted.sort()).toEqual([...PALETTES].sort());
    const used = new Set([...palettesNamedByTheShop().keys(), ...palettesOfTheRecipes()]);
    for (const palette of PALETTES) expect(used).toContain(palette);
  });

  it('has every palette the shop names: a component given an unlisted one would render without colour', () => {
    const unlisted = [...palettesNamedByTheShop()].filter(([palette]) => !(PALETTES as readonly string[]).includes(palette));
    expect(unlisted).toEqual([]);
    const unlistedByRecipes = [...palettesOfTheRecipes()].filter((palette) => !(PALETTES as readonly string[]).includes(palette));
    expect(unlistedByRecipes).toEqual([]);
  });

  it('carries exactly the keyframes the kept recipes animate with', () => {
    expect(Object.keys(kept.keyframes ?? {}).sort()).toEqual([...KEYFRAMES].sort());
    expect([...keyframesOfTheRecipes()].sort()).toEqual([...KEYFRAMES].sort());
  });

  it('emits the light values only: the shop has no dark mode', () => {
    expect(tokenCss.includes('.dark')).toBe(false);
    // A semantic colour resolves to its light shade at the root (Chakra's dark one would be gray.400).
    expect(tokenCss).toContain('"--chakra-colors-fg-muted":"var(--chakra-colors-gray-600)"');
  });
});
