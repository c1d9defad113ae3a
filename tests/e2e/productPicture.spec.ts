/**
 * A product page's main picture is its LCP element (issue 22): the head the server sends preloads it at
 * high priority, the very URL the gallery shows (the embedded store's pictures are SVGs: no variants),
 * and it loads once; the landing page, whose gallery is below the fold, has no picture preloaded by its head.
 */
import { expect, test } from './fixtures';
import { gql } from './helpers';

test("the product page's head preloads its main picture, which loads once", async ({ page, request }) => {
  const { products } = await gql<{ products: { nodes: { slug: string }[] } }>(request, `{ products(pageSize: 1) { nodes { slug } } }`);
  const path = `/products/${products.nodes[0]!.slug}`;
  // The server draws the page into its HTML within its budget (a busy machine may send the bare shell once).
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get(path)).text()), { timeout: 30_000 })
    .toContain('data-testid="gallery-main-image"');
  const preloaded = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec(html.split('</head>')[0] ?? '')?.[1];
  expect(preloaded).toMatch(/^\/wp-content\/uploads\/.+\.svg$/);
  const main = html.match(/<img[^>]*data-testid="gallery-main-image"[^>]*>/)![0];
  expect(main).toContain(`src="${preloaded}"`);

  const fetched: string[] = [];
  page.on('request', (asked) => {
    if (new URL(asked.url()).pathname === preloaded) fetched.push(asked.url());
  });
  await page.goto(path);
  const picture = page.getByTestId('gallery-main-image');
  await expect(picture).toHaveAttribute('src', preloaded!);
  await expect
    .poll(() => picture.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0), { timeout: 20_000 })
    .toBe(true);
  expect(fetched).toHaveLength(1);
});

test("the landing page's head preloads no product picture", async ({ request }) => {
  // Once the server draws the landing page with its featured product's gallery.
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get('/landing')).text()), { timeout: 30_000 })
    .toContain('data-testid="gallery-main-image"');
  // (React itself hints the gallery's high-priority picture inside the page's body; the head asks for none.)
  expect(html.split('</head>')[0]).not.toContain('<link rel="preload" as="image"');
});
