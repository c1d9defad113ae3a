/**
 * The store's words of catalog, shipping and order values put into a language through a dictionary
 * (domain/storeWords.ts): attribute names and terms, variations' names, categories, shipping zones and
 * methods, the payment gateway's title, the price display suffix. Values keep their shape; only the words a shopper reads change.
 */
import type { AttributeOption, Category, CategoryRef, Language, ProductAttribute, VariationAttribute } from '../domain/catalog';
import type { Order } from '../domain/order';
import type { ShippingMethodOption } from '../domain/shippingMethods';
import {
  attributeWordId,
  PRICE_SUFFIX_WORD_ID,
  termWordId,
  variationName,
  type ListingWords,
  type StoreDictionary,
} from '../domain/storeWords';

/** An attribute's name and its options' names in `language`. */
export function attributeIn(dictionary: StoreDictionary, language: Language, attribute: ProductAttribute): ProductAttribute {
  const id = attributeWordId(attribute);
  return {
    ...attribute,
    name: dictionary.word('attribute', id, language, attribute.name),
    options: attribute.options.map((option) => ({ ...option, label: optionLabel(dictionary, language, attribute, option) })),
  };
}

/** An option's name in `language` (the store's term, keyed by its attribute and slug). */
export function optionLabel(
  dictionary: StoreDictionary,
  language: Language,
  attribute: Pick<ProductAttribute, 'taxonomy' | 'name'>,
  option: AttributeOption,
): string {
  return dictionary.word('term', termWordId(attributeWordId(attribute), option.value), language, option.label);
}

/** A variation's chosen option, named in `language`. */
export function variationAttributeIn(dictionary: StoreDictionary, language: Language, attribute: VariationAttribute): VariationAttribute {
  const id = attributeWordId(attribute);
  return {
    ...attribute,
    name: dictionary.word('attribute', id, language, attribute.name),
    label: dictionary.word('term', termWordId(id, attribute.value), language, attribute.label),
  };
}

/** A category's name in `language`. */
export function categoryIn<C extends Category | CategoryRef>(dictionary: StoreDictionary, language: Language, category: C): C {
  return { ...category, name: dictionary.word('category', String(category.id), language, category.name) };
}

/** How a listing in `language` names attribute options and categories. */
export function listingWords(dictionary: StoreDictionary, language: Language): ListingWords {
  return {
    optionLabel: (attribute, option) => optionLabel(dictionary, language, attribute, option),
    categoryName: (category) => dictionary.word('category', String(category.id), language, category.name),
  };
}

/** A shipping method's title and description in `language` (keyed by the method's instance id). */
export function shippingMethodIn<M extends Pick<ShippingMethodOption, 'instanceId' | 'title' | 'description'>>(
  dictionary: StoreDictionary,
  language: Language,
  method: M,
): M {
  const id = String(method.instanceId);
  return {
    ...method,
    title: dictionary.word('shipping_method', id, language, method.title),
    description: method.description ? dictionary.word('shipping_method_description', id, language, method.description) : method.description,
  };
}

/** A shipping zone's name in `language`. */
export function zoneNameIn(dictionary: StoreDictionary, language: Language, zone: { id: number; name: string }): string {
  return dictionary.word('zone', String(zone.id), language, zone.name);
}

/** A payment gateway's title in `language`. */
export function gatewayTitleIn(dictionary: StoreDictionary, language: Language, gatewayId: string, title: string): string {
  return gatewayId ? dictionary.word('gateway', gatewayId, language, title) : title;
}

/**
 * The store's price suffix template in `language`, placeholders and all (its translation keeps the
 * ones it wants filled in); '' when the store sets none, whatever translation is kept.
 */
export function priceSuffixIn(dictionary: StoreDictionary, language: Language, storeSuffix: string): string {
  return storeSuffix.trim() === '' ? storeSuffix : dictionary.word('price_suffix', PRICE_SUFFIX_WORD_ID, language, storeSuffix);
}

/**
 * An order as the store recorded it, with its store words in `language`: variation lines named from
 * their options ("Pigalle - Noir"), shipping lines' titles, the payment gateway's title. Amounts and
 * everything the shopper typed are left as they are.
 */
export function orderIn(dictionary: StoreDictionary, language: Language, order: Order): Order {
  return {
    ...order,
    paymentMethodTitle: gatewayTitleIn(dictionary, language, order.paymentMethod, order.paymentMethodTitle),
    lines: order.lines.map((line) => {
      const options = line.options ?? [];
      if (options.length === 0) return line;
      const named = options.map((option) => ({
        storeLabel: option.label,
        label: dictionary.word('term', termWordId(option.taxonomy, option.value), language, option.label),
      }));
      return { ...line, name: variationName(line.name, named) };
    }),
    shippingLines: order.shippingLines.map((line) =>
      line.instanceId ? { ...line, title: dictionary.word('shipping_method', String(line.instanceId), language, line.title) } : line,
    ),
  };
}
