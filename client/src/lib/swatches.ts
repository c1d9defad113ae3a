/** Swatch colours for the colour values the shop knows; unknown values get a neutral grey. */
const SWATCHES: Record<string, string> = {
  black: '#151515',
  noir: '#151515',
  gold: 'linear-gradient(135deg, #f3d98b, #b8892b)',
  brown: '#6b4226',
  tortoise: 'radial-gradient(circle at 30% 30%, #c98b3c 0 25%, #5a2e12 26% 45%, #a8662a 46% 70%, #3b1d0a 71%)',
  clear: 'linear-gradient(135deg, rgba(230,236,240,0.9), rgba(190,200,208,0.6))',
  blue: '#2c4a7a',
  kaki: '#6f6b3e',
  pink: '#e8a5b5',
  ocean: '#1f6f8b',
  silver: 'linear-gradient(135deg, #f0f0f0, #9a9a9a)',
  green: '#2f5d3a',
  red: '#8c1c24',
  grey: '#8a8a8a',
  havana: '#7a4a1e',
};

export function swatchBackground(value: string): string {
  return SWATCHES[value] ?? '#b5b5b5';
}
