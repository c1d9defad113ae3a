/**
 * The brand's fonts, self-hosted from @fontsource (the theme's Cormorant Garamond for headings, Inter
 * for text): the Latin subset only, in the weights the shop uses, each with `font-display: swap`. The
 * build preloads the two a first page needs (client/vite.config.mts).
 */
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/cormorant-garamond/latin-400.css';
import '@fontsource/cormorant-garamond/latin-600.css';
