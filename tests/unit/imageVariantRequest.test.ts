/** What a resized picture's request may ask for (server/src/images/variantRequest.ts): hostile input. */
import { modernFormat, parseVariantRequest } from '../../server/src/images/variantRequest';

test('a fixed width and a clean path to a bitmap of the media library, its segments encoded afresh', () => {
  expect(parseVariantRequest('/640/wp-content/uploads/2026/03/pigalle-front.jpg')).toEqual({
    width: 640,
    path: '/wp-content/uploads/2026/03/pigalle-front.jpg',
  });
  // A WordPress in a subfolder, a name with an accent and a space.
  expect(parseVariantRequest('/1600/shop/wp-content/uploads/%C3%A9t%C3%A9 2.PNG')).toEqual({
    width: 1600,
    path: '/shop/wp-content/uploads/%C3%A9t%C3%A9%202.PNG',
  });
  for (const refused of [
    '/641/wp-content/uploads/a.jpg',
    '/0640/wp-content/uploads/a.jpg',
    '/640/wp-content/uploads/a.svg',
    '/640/wp-content/uploads/a.jpg.html',
    '/640/wp-json/wc/v3/products.jpg',
    '/640//wp-content/uploads/a.jpg',
    '/640/wp-content/uploads/../../wp-config.jpg',
    '/640/wp-content/uploads/%2e%2e/a.jpg',
    '/640/wp-content/uploads/a%2fb.jpg',
    '/640/wp-content/uploads/a%5cb.jpg',
    '/640/wp-content/uploads/a%0ab.jpg',
    '/640/wp-content/uploads/%E0%A4%A.jpg',
    `/640/wp-content/uploads/${'a'.repeat(600)}.jpg`,
  ]) {
    expect([refused, parseVariantRequest(refused)]).toEqual([refused, null]);
  }
});

test('AVIF, else WebP, when the Accept header names them (not refused with q=0); else the original kind', () => {
  expect(modernFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
  expect(modernFormat('image/webp,*/*')).toBe('webp');
  expect(modernFormat('image/avif;q=0, image/webp')).toBe('webp');
  expect(modernFormat('image/*,*/*;q=0.8')).toBeNull();
  expect(modernFormat(undefined)).toBeNull();
});
