/**
 * The theme's font stacks (client/src/theme.ts, token `fonts`): each brand family, then its metric-matched
 * fallbacks (local fonts scaled to its metrics by `@font-face` rules the build writes: client/build/fontFallbacks.ts),
 * then those local fonts themselves and the generic family. The build fails if these drift from what it computes.
 */
export const fontStacks = {
  body: 'Inter, "Inter Fallback: Arial", "Inter Fallback: Roboto", Arial, Roboto, sans-serif',
  heading:
    '"Cormorant Garamond", "Cormorant Garamond Fallback: Times New Roman", "Cormorant Garamond Fallback: Georgia", ' +
    '"Cormorant Garamond Fallback: Noto Serif", "Times New Roman", Georgia, "Noto Serif", serif',
} as const;
