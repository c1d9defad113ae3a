/**
 * ProductGallery's pictures (client/src/catalog/components/ProductGallery.tsx): a store bitmap comes as
 * the storefront's resized variants (srcset and sizes, width and height kept), and the head the server
 * sends preloads the very variant set of the main picture; an SVG stays a single URL.
 */
import type { RenderedHead } from '@common/pageRendering';
import { screen } from '@testing-library/react';
import { ProductGallery } from '@/catalog/components/ProductGallery';
import { RenderedHeadContext } from '@/ssr/renderedHead';
import { renderInShop } from './renderInShop';

const WIDTHS = [320, 480, 640, 960, 1280, 1600];
const srcSetOf = (path: string) => WIDTHS.map((width) => `/img/${width}${path} ${width}w`).join(', ');

function renderGallery(urls: string[], preload = true) {
  const head: RenderedHead = {};
  const images = urls.map((url, index) => ({ id: String(index + 1), url, alt: `Pigalle ${index + 1}` }));
  renderInShop(
    <RenderedHeadContext.Provider value={head}>
      <ProductGallery images={images} preload={preload} />
    </RenderedHeadContext.Provider>,
  );
  return head;
}

describe('ProductGallery pictures', () => {
  it("gives a store bitmap's variants to the main picture and thumbnails, and preloads the main one's", () => {
    const head = renderGallery([
      'https://store.example.com/wp-content/uploads/2026/03/pigalle-front.jpg',
      '/wp-content/uploads/2026/03/pigalle-side.png',
    ]);
    const main = screen.getByTestId('gallery-main-image');
    expect(main.getAttribute('src')).toBe('https://store.example.com/wp-content/uploads/2026/03/pigalle-front.jpg');
    expect(main.getAttribute('srcset')).toBe(srcSetOf('/wp-content/uploads/2026/03/pigalle-front.jpg'));
    expect(main.getAttribute('sizes')).toMatch(/100vw$/);
    // Sized, so the page does not move when it arrives.
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['800', '800']);
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(head).toEqual({
      preloadImage: main.getAttribute('src'),
      preloadImageSrcSet: main.getAttribute('srcset'),
      preloadImageSizes: main.getAttribute('sizes'),
    });
    const thumbnails = screen.getAllByTestId('gallery-thumbnail').map((button) => button.querySelector('img')!);
    expect(thumbnails[1]!.getAttribute('srcset')).toBe(srcSetOf('/wp-content/uploads/2026/03/pigalle-side.png'));
    expect(thumbnails[1]!.getAttribute('sizes')).not.toBe(main.getAttribute('sizes'));
  });

  it('keeps an SVG (sharp at any size) as its one URL, preloaded as it is', () => {
    const head = renderGallery(['/wp-content/uploads/2026/03/pigalle-front.svg']);
    const main = screen.getByTestId('gallery-main-image');
    expect(main.getAttribute('src')).toBe('/wp-content/uploads/2026/03/pigalle-front.svg');
    expect(main.hasAttribute('srcset')).toBe(false);
    expect(main.hasAttribute('sizes')).toBe(false);
    expect(head).toEqual({ preloadImage: '/wp-content/uploads/2026/03/pigalle-front.svg' });
  });

  it('preloads nothing where it is not the LCP picture (the landing page, below the fold)', () => {
    const head = renderGallery(['/wp-content/uploads/2026/03/pigalle-front.jpg'], false);
    expect(screen.getByTestId('gallery-main-image').getAttribute('srcset')).toContain('/img/640/');
    expect(head).toEqual({});
  });
});
