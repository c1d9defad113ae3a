/**
 * Emotion's cache for the shop: Chakra writes every style through Emotion, whose default cache runs a
 * vendor prefixer made for browsers long gone (-webkit-box, -ms-flexbox, @-webkit-keyframes,
 * -moz-/-ms-user-select, ::-moz-placeholder...; it even writes -webkit-/-moz-/-ms-translate, taking
 * `translate` for `transform`). On a server-rendered page those copies were 23% of the inline
 * CSS the browser parses before any script runs (issue 22). This cache keeps only the prefixes the
 * browsers the shop supports (the last two Chrome, Edge, Firefox, Safari and iOS Safari) still read;
 * prefixed properties and `::-webkit-*` selectors written as such (Chakra's preflight, line clamps) stay
 * as written. Its key is Emotion's default `css`, so class names and the server's `<style data-emotion>`
 * tags are the ones Emotion reads back when the browser hydrates.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';

/** Properties Safari still reads only, or in its versions in use also, with -webkit- (MDN's compatibility tables). */
const WEBKIT_TOO = new Set([
  // Safari and iOS Safari: no unprefixed user-select.
  'user-select',
  // iOS Safari: no unprefixed text-size-adjust.
  'text-size-adjust',
  // Safari before 18.
  'backdrop-filter',
  // Safari: -webkit- only; Chrome before 130.
  'box-decoration-break',
  // Safari before 15.4, Chrome before 120.
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-origin',
  'mask-clip',
]);
/** Sizes whose `stretch` Safari reads as -webkit-fill-available and Firefox as -moz-available (Chrome 138+ as is). */
const SIZE = /^(?:min-|max-)?(?:width|height|inline-size|block-size)$/;

/**
 * A stylis plugin in place of Emotion's prefixer: a declaration of WEBKIT_TOO, and `background-clip: text`,
 * gets a -webkit- copy before it; a `stretch` size the two prefixed keywords. Nothing else is prefixed.
 */
export const currentBrowsersPrefixer: StylisPlugin = (element) => {
  // stylis's DECLARATION; a negative length or a return already set: a node Emotion's prefixer skips too.
  if (element.type !== 'decl' || element.length < 0 || element.return) return;
  const property = element.props as string;
  const value = element.children as string;
  if (WEBKIT_TOO.has(property) || (property === 'background-clip' && /\btext\b/.test(value))) {
    element.return = `-webkit-${element.value}${element.value}`;
  } else if (SIZE.test(property) && /^stretch\b/.test(value)) {
    const declaration = element.value;
    element.return =
      declaration.replace('stretch', '-webkit-fill-available') + declaration.replace('stretch', '-moz-available') + declaration;
  }
};

// One array for every cache: on the server Emotion keeps the CSS it compiled per plugin array and key.
const stylisPlugins = [currentBrowsersPrefixer];

export function createShopEmotionCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins });
}

// The browser's cache, made as the shop's modules load: in the same task as Emotion's default cache, which
// moves the server's style tags into the head as this one takes them over (one style recalculation).
const browserCache = typeof document === 'undefined' ? undefined : createShopEmotionCache();

/**
 * The shop's tree under the cache (client/src/Shell.tsx). On the server, a cache per render: a cache writes
 * a style once, and Apollo's prerender draws a page again until its queries are answered, each HTML
 * needing every style.
 */
export function ShopEmotionCache({ children }: { children: ReactNode }) {
  const [cache] = useState(() => browserCache ?? createShopEmotionCache());
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
