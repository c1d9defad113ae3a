/**
 * The shop's Emotion cache (client/src/ui/emotionCache.tsx, around the whole shop in Shell.tsx): Chakra's
 * styles keep only the vendor prefixes the supported browsers read (-webkit-user-select for Safari...), not
 * Emotion's default copies for browsers long gone (-ms-flexbox, -moz-user-select, @-webkit-keyframes), which
 * were 23% of the CSS in a server-rendered page (/men: 98.8 -> 75.8 kB).
 */
import { Box, ChakraProvider, Input } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { system } from '@/theme';
import { ShopEmotionCache } from '@/ui/emotionCache';

/** Every rule Emotion wrote, as it wrote it: inserted into a sheet (its production build) or as a style tag's text. */
function writtenCss(inserted: jest.SpyInstance<number, [string, number?]>): string {
  const rules = inserted.mock.calls.map(([rule]) => rule);
  const texts = Array.from(document.querySelectorAll('style[data-emotion]'), (style) => style.textContent ?? '');
  return [...rules, ...texts].join('\n');
}

it("writes Chakra's styles with the prefixes current browsers need and no others", () => {
  const inserted = jest.spyOn(CSSStyleSheet.prototype, 'insertRule');
  render(
    <ShopEmotionCache>
      <ChakraProvider value={system}>
        <Box display="flex" alignItems="center" justifyContent="space-between" flexShrink={0} userSelect="none" translate="0 50%">
          <Input placeholder="Email" textDecoration="underline" />
          <Box
            position="sticky"
            transform="rotate(3deg)"
            appearance="none"
            backgroundClip="text"
            maskImage="linear-gradient(black, transparent)"
          />
          <Box width="stretch" backdropFilter="blur(4px)" css={{ '&::-webkit-scrollbar': { display: 'none' } }} />
        </Box>
      </ChakraProvider>
    </ShopEmotionCache>,
  );
  const css = writtenCss(inserted).replace(/\s+/g, '');
  inserted.mockRestore();

  // What Safari (and iOS Safari) still reads only with -webkit-, or in versions still in use.
  expect(css).toContain('-webkit-user-select:none;user-select:none');
  expect(css).toContain('-webkit-background-clip:text;background-clip:text');
  expect(css).toContain('-webkit-mask-image:linear-gradient(black,transparent);mask-image:');
  expect(css).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px)');
  expect(css).toContain('width:-webkit-fill-available;width:-moz-available;width:stretch');
  // Chakra's preflight, written with its prefixes, stays as written.
  expect(css).toContain('-webkit-text-size-adjust:100%');
  expect(css).toContain('::-webkit-scrollbar{display:none');

  // Emotion's default copies: flexbox of 2012, -ms-, -moz-user-select, prefixed keyframes and placeholders...
  expect(css).not.toMatch(/-ms-/);
  expect(css).not.toMatch(/-moz-user-select|-moz-placeholder|-moz-transform/);
  expect(css).not.toMatch(
    /-webkit-(box|flex|inline-flex|align-items|justify-content|transform|sticky|text-decoration|input-placeholder)\b/,
  );
  expect(css).not.toMatch(/@-webkit-keyframes/);
  // ...and -webkit-/-moz-/-ms-translate, no property at all (Emotion's prefixer takes `translate` for `transform`).
  expect(css).not.toMatch(/-(webkit|moz)-translate/);
  // The properties themselves are all there.
  for (const declaration of [
    'display:flex',
    'align-items:center',
    'translate:050%',
    'position:sticky',
    'transform:rotate(3deg)',
    'appearance:none',
  ]) {
    expect(css).toContain(declaration);
  }
  expect(css).toMatch(/@keyframes\w/);
  expect(css).toMatch(/::placeholder\{/);
});
