import { htmlToPlainText, renderHead } from '../../server/src/seo/pageHead';

const SHELL = '<html><head>\n<meta name="description" content="Default." />\n<title>Shop</title>\n</head><body></body></html>';

test('store HTML becomes one line of text, entities decoded, links and images dropped', () => {
  expect(
    htmlToPlainText(
      '<p>Acétate <strong>italien</strong>&nbsp;&amp; verres <a href="/x">polarisés</a>.</p><img src="a.png">\n<p>Fait main.</p>',
    ),
  ).toBe('Acétate italien & verres polarisés. Fait main.');
});

test('every value is escaped, and structured data cannot close its script element', () => {
  const html = renderHead(SHELL, {
    title: 'Evil "</title><script>alert(1)</script>',
    description: 'Says "hi" <b>',
    url: 'https://shop.example/products/x?a=1&b=2',
    image: 'https://shop.example/i.png" onerror="x',
    type: 'product',
    jsonLd: { name: '</script><script>alert(2)</script>' },
  });
  expect(html).not.toContain('<script>alert');
  expect(html).toContain('<title>Evil &quot;&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Maison Lumière</title>');
  expect(html).toContain('<meta name="description" content="Says &quot;hi&quot; &lt;b&gt;" />');
  expect(html).not.toContain('Default.');
  expect(html).toContain('href="https://shop.example/products/x?a=1&amp;b=2"');
  expect(html).toContain('content="https://shop.example/i.png&quot; onerror=&quot;x"');
  const jsonLd = /data-seo="json-ld">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(jsonLd!)).toEqual({ name: '</script><script>alert(2)</script>' });
  expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('og:type'));
});

test('without a title the shop name alone, and the default description stays', () => {
  const html = renderHead(SHELL, { url: 'https://shop.example/', type: 'website' });
  expect(html).toContain('<title>Maison Lumière</title>');
  expect(html).toContain('content="Default."');
  expect(html).not.toContain('ld+json');
});

test("the LCP picture's preload carries its variants and sizes as its <img> has them, escaped; a picture without variants, its URL alone", () => {
  const srcSet = '/img/320/wp-content/uploads/a.jpg 320w, /img/640/wp-content/uploads/a.jpg 640w';
  const responsive = renderHead(SHELL, {
    url: 'https://shop.example/',
    type: 'website',
    preloadImage: '/wp-content/uploads/a.jpg',
    preloadImageSrcSet: srcSet,
    preloadImageSizes: '(min-width: 62rem) 56vw, 100vw" onload="x',
  });
  expect(responsive).toContain(
    `<link rel="preload" as="image" href="/wp-content/uploads/a.jpg" imagesrcset="${srcSet}" imagesizes="(min-width: 62rem) 56vw, 100vw&quot; onload=&quot;x" fetchpriority="high" />`,
  );
  const plain = renderHead(SHELL, { url: 'https://shop.example/', type: 'website', preloadImage: '/wp-content/uploads/hero.svg' });
  expect(plain).toContain('<link rel="preload" as="image" href="/wp-content/uploads/hero.svg" fetchpriority="high" />');
});
