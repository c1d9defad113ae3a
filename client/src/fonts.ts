/**
 * The brand's fonts (the theme's Cormorant Garamond for headings, Inter for text), self-hosted: the build cuts
 * @fontsource's files down to the characters the shop shows, woff2 only, in the weights the shop uses, each with
 * `font-display: swap` and metric-matched local fallbacks, and preloads the two a first page needs
 * (client/build/brandFonts.ts).
 */
import 'virtual:brand-fonts.css';
