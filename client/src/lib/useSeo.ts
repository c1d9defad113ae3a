import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SEO_DESCRIPTION_MAX } from '@common/productJsonLd';
import { RenderedHeadContext } from '@/ssr/renderedHead';
import { stripHtml } from './stripHtml';

export interface SeoOptions {
  /** Page title, shown as "<title> · <shop>"; the shop name alone when absent. */
  title?: string;
  /** Meta description in the current language; the shop's default when absent. */
  description?: string;
  /** The description as the store's HTML (a product's): its text, cut to SEO_DESCRIPTION_MAX, is the meta description. */
  descriptionHtml?: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  /** Open Graph type: website by default, product on product pages. */
  type?: 'website' | 'product';
  /** Structured data (schema.org JSON-LD) describing the page's main entity, built from the page's origin (absolute URLs) and description. */
  jsonLd?: (page: { origin: string; description: string }) => object;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setLink(rel: string, href: string) {
  let element = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    document.head.appendChild(element);
  }
  element.href = href;
}

/**
 * Per-route title, meta description, canonical link, Open Graph tags and JSON-LD, in the current
 * language. The canonical URL is the path without its query (filters and sort are not new pages).
 */
export function useSeo({ title, description, descriptionHtml, image, type = 'website', jsonLd }: SeoOptions): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // On the server: the head the page goes out with (a product's description comes from the server's own head).
  const renderedHead = useContext(RenderedHeadContext);
  if (renderedHead) {
    renderedHead.title = title;
    renderedHead.description = descriptionHtml === undefined ? (description ?? t('seo.defaultDescription')) : undefined;
  }
  useEffect(() => {
    // Read in the browser only (stripHtml parses with the DOM): nothing here is part of the rendered page.
    const pageDescription = descriptionHtml !== undefined ? stripHtml(descriptionHtml).slice(0, SEO_DESCRIPTION_MAX) : description;
    const jsonText = jsonLd ? JSON.stringify(jsonLd({ origin: window.location.origin, description: pageDescription ?? '' })) : '';
    const shop = t('common.shopName');
    const fullTitle = title ? `${title} · ${shop}` : shop;
    const text = pageDescription ?? t('seo.defaultDescription');
    const url = `${window.location.origin}${pathname}`;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setLink('canonical', url);
    setMeta('property', 'og:site_name', shop);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:locale', i18n.language === 'en' ? 'en_GB' : 'fr_FR');
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).toString() : undefined);
    let script = document.head.querySelector<HTMLScriptElement>('script[data-seo="json-ld"]');
    if (!jsonText) script?.remove();
    else {
      if (!script) {
        script = document.createElement('script');
        script.type = 'application/ld+json';
        script.dataset.seo = 'json-ld';
        document.head.appendChild(script);
      }
      script.textContent = jsonText;
    }
  }, [title, description, descriptionHtml, image, type, jsonLd, pathname, t, i18n.language]);
}
