/**
 * The store's own words a shopper reads, with the store's keys of them (what `npm run translations`
 * lists and seeds translate): zones, every method of every zone, enabled payment gateways, global attributes
 * and their terms, categories, the price display suffix when the store sets one.
 */
import { decode } from 'html-entities';
import { attributeWordId, PRICE_SUFFIX_WORD_ID, termWordId, type StoreWord } from '../domain/storeWords';
import { WooCatalog } from './catalog';
import { WooCheckout } from './checkout';
import { wooPaymentGatewayList, wooShippingMethodList, wooShippingZoneList } from './checkoutWire';
import type { WooHttpClient } from './http';
import { wooAttributeTaxonomyList, wooAttributeTermList } from './wire';

const MAX_PER_PAGE = 100;

export class WooStoreWords {
  constructor(private readonly http: WooHttpClient) {}

  /** Every word, in the store's order within each kind. */
  async inventory(): Promise<StoreWord[]> {
    const [shipping, gateways, attributes, categories, suffix] = await Promise.all([
      this.shipping(),
      this.gateways(),
      this.attributes(),
      new WooCatalog(this.http).categories(),
      this.priceSuffix(),
    ]);
    const categoryWords = categories.map((category): StoreWord => ({ kind: 'category', id: String(category.id), text: category.name }));
    return [...shipping, ...gateways, ...attributes, ...categoryWords, ...suffix];
  }

  /** The price display suffix as the storefront shows it (tags and entities out), when the store sets one. */
  private async priceSuffix(): Promise<StoreWord[]> {
    const { priceSuffix } = await new WooCheckout(this.http).taxSettings();
    return priceSuffix === '' ? [] : [{ kind: 'price_suffix', id: PRICE_SUFFIX_WORD_ID, text: priceSuffix }];
  }

  private async shipping(): Promise<StoreWord[]> {
    const { data: zones } = await this.http.get('wc/v3/shipping/zones', wooShippingZoneList);
    const perZone = await Promise.all(
      zones.map(async (zone) => {
        const { data: methods } = await this.http.get(`wc/v3/shipping/zones/${zone.id}/methods`, wooShippingMethodList);
        const words: StoreWord[] = [{ kind: 'zone', id: String(zone.id), text: decode(zone.name ?? '') }];
        for (const method of methods) {
          const id = String(method.instance_id);
          words.push({ kind: 'shipping_method', id, text: decode(method.title || method.method_title) });
          const description = method.settings?.description?.value;
          if (typeof description === 'string' && description.trim() !== '') {
            words.push({ kind: 'shipping_method_description', id, text: description });
          }
        }
        return words;
      }),
    );
    return perZone.flat();
  }

  private async gateways(): Promise<StoreWord[]> {
    const { data } = await this.http.get('wc/v3/payment_gateways', wooPaymentGatewayList);
    // Shoppers read the enabled ones only (bacs, cheque and cod are off on this shop).
    return data
      .filter((gateway) => gateway.enabled === true)
      .map((gateway) => ({ kind: 'gateway', id: gateway.id, text: decode(gateway.title || gateway.method_title || gateway.id) }));
  }

  private async attributes(): Promise<StoreWord[]> {
    const { data } = await this.http.get('wc/v3/products/attributes', wooAttributeTaxonomyList);
    const perAttribute = await Promise.all(
      data.map(async (attribute) => {
        const id = attributeWordId({ taxonomy: attribute.slug, name: attribute.name ?? '' });
        const words: StoreWord[] = [{ kind: 'attribute', id, text: decode(attribute.name ?? '') }];
        for (let page = 1; ; page++) {
          const { data: terms, totalPages } = await this.http.get(`wc/v3/products/attributes/${attribute.id}/terms`, wooAttributeTermList, {
            per_page: MAX_PER_PAGE,
            page,
          });
          for (const term of terms) words.push({ kind: 'term', id: termWordId(id, term.slug ?? ''), text: decode(term.name ?? '') });
          if (page >= (totalPages ?? 1) || terms.length === 0) break;
        }
        return words;
      }),
    );
    return perAttribute.flat();
  }
}
