/** Header navigation: route and translation key. */
export const NAV_LINKS = [
  { to: '/men', label: 'nav.men' },
  { to: '/women', label: 'nav.women' },
  { to: '/optical', label: 'nav.optical' },
  { to: '/sunglasses', label: 'nav.sunglasses' },
  { to: '/new-arrivals', label: 'nav.newArrivals' },
  { to: '/collections', label: 'nav.collections' },
] as const;

/** Footer links to the content pages. */
export const FOOTER_LINKS = [
  { to: '/faq', label: 'footer.faq' },
  { to: '/livraison-retours', label: 'footer.delivery' },
  { to: '/garantie', label: 'footer.warranty' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/conditions', label: 'footer.terms' },
  { to: '/politique', label: 'footer.privacy' },
] as const;
