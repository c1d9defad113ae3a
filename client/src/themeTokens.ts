import { keyframes, semanticTokens, tokens } from '@chakra-ui/react/theme';

/**
 * Chakra's tokens cut to what the shop draws with (theme.ts builds the system from them). Every token
 * becomes a CSS variable in the `<style>` the server puts first in each page, and an entry of the token
 * dictionary the browser builds before hydrating: Chakra's full set was 48 kB of that CSS, most of it
 * palettes, dark-mode values and keyframes no page ever uses.
 */

/**
 * The colour palettes the shop renders (`gray.600`, `colorPalette="yellow"`, an Alert's status): gray
 * everywhere; red for errors; green, orange, blue and yellow for statuses and badges. Chakra's teal,
 * cyan, purple and pink are left out: a component given one of those renders without colour.
 */
export const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'] as const;

/**
 * The keyframes the kept recipes animate with (spinner, accordion and collapsible, dialog, drawer, menu):
 * Chakra's others (marquee, ping, pulse, bounce, progress...) are emitted for no component of the shop.
 */
export const KEYFRAMES = [
  'spin',
  'expand-height',
  'collapse-height',
  'fade-in',
  'fade-out',
  'scale-in',
  'scale-out',
  ...(['top', 'bottom', 'left', 'right'] as const).flatMap((side) => [
    `slide-from-${side}`,
    `slide-to-${side}`,
    `slide-from-${side}-full`,
    `slide-to-${side}-full`,
  ]),
] as const;

type Definitions = Record<string, unknown>;

/** Chakra's palettes (the semantic colours with a `solid` shade): the other colours (black, whiteAlpha...) are kept. */
const chakraPalettes = Object.entries(semanticTokens.colors)
  .filter(([, shades]) => 'solid' in shades)
  .map(([name]) => name);

/** `definitions` without the palettes the shop does not use. */
function withoutUnusedPalettes<T extends Definitions>(definitions: T): T {
  const used: readonly string[] = PALETTES;
  return Object.fromEntries(Object.entries(definitions).filter(([name]) => !chakraPalettes.includes(name) || used.includes(name))) as T;
}

/**
 * The light value of each semantic token: the shop has no dark mode, so the `.dark` block of variables
 * (as large as the light one) is never applied.
 */
function lightOnly<T>(definitions: T): T {
  if (typeof definitions !== 'object' || definitions === null) return definitions;
  if ('_light' in definitions) return (definitions as { _light: unknown })._light as T;
  return Object.fromEntries(Object.entries(definitions).map(([key, value]) => [key, lightOnly(value)])) as T;
}

const keptKeyframes: readonly string[] = KEYFRAMES;

export const shopTokens = {
  ...tokens,
  colors: withoutUnusedPalettes(tokens.colors),
  // Only the animation whose keyframes are kept (the spinner's); ping, pulse and bounce are never used.
  animations: { spin: tokens.animations.spin },
};

export const shopSemanticTokens = {
  ...semanticTokens,
  colors: lightOnly(withoutUnusedPalettes(semanticTokens.colors)),
  shadows: lightOnly(semanticTokens.shadows),
};

export const shopKeyframes = Object.fromEntries(Object.entries(keyframes).filter(([name]) => keptKeyframes.includes(name)));
