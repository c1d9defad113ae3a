/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CollectionsCarousel($language: Language) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.CollectionsCarouselDocument,
    "\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    priceRange {\n      min\n      max\n    }\n  }\n": typeof types.FilterPanel_OptionsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      amount\n      currencyCode\n    }\n    originalPrice {\n      amount\n      currencyCode\n    }\n    images {\n      id\n      url\n      alt\n    }\n    colors {\n      value\n      label\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query SimilarProducts($productId: ID!, $language: Language) {\n    similarProducts(productId: $productId, first: 4, language: $language) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.SimilarProductsDocument,
    "\n  query ListingPage($filter: ProductFilterInput, $sort: ProductSort, $page: PositiveInt, $pageSize: PositiveInt, $language: Language) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ListingPageDocument,
    "\n  query ListingFilterOptions($filter: ProductFilterInput) {\n    filterOptions(filter: $filter) {\n      ...FilterPanel_options\n    }\n  }\n": typeof types.ListingFilterOptionsDocument,
    "\n  query ProductPage($slug: String!, $language: Language) {\n    product(slug: $slug, language: $language) {\n      id\n      slug\n      name\n      description\n      shortDescription\n      sku\n      availability\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      price {\n        amount\n        currencyCode\n      }\n      originalPrice {\n        amount\n        currencyCode\n      }\n      images {\n        id\n        url\n        alt\n      }\n      attributes {\n        key\n        name\n        variation\n        visible\n        options {\n          value\n          label\n        }\n      }\n      specifications {\n        key\n        value\n      }\n      variations {\n        id\n        sku\n        availability\n        stockQuantity\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        price {\n          amount\n          currencyCode\n        }\n        originalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          id\n          url\n          alt\n        }\n        attributes {\n          key\n          value\n        }\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
};
const documents: Documents = {
    "\n  query CollectionsCarousel($language: Language) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.CollectionsCarouselDocument,
    "\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    priceRange {\n      min\n      max\n    }\n  }\n": types.FilterPanel_OptionsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      amount\n      currencyCode\n    }\n    originalPrice {\n      amount\n      currencyCode\n    }\n    images {\n      id\n      url\n      alt\n    }\n    colors {\n      value\n      label\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query SimilarProducts($productId: ID!, $language: Language) {\n    similarProducts(productId: $productId, first: 4, language: $language) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.SimilarProductsDocument,
    "\n  query ListingPage($filter: ProductFilterInput, $sort: ProductSort, $page: PositiveInt, $pageSize: PositiveInt, $language: Language) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ListingPageDocument,
    "\n  query ListingFilterOptions($filter: ProductFilterInput) {\n    filterOptions(filter: $filter) {\n      ...FilterPanel_options\n    }\n  }\n": types.ListingFilterOptionsDocument,
    "\n  query ProductPage($slug: String!, $language: Language) {\n    product(slug: $slug, language: $language) {\n      id\n      slug\n      name\n      description\n      shortDescription\n      sku\n      availability\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      price {\n        amount\n        currencyCode\n      }\n      originalPrice {\n        amount\n        currencyCode\n      }\n      images {\n        id\n        url\n        alt\n      }\n      attributes {\n        key\n        name\n        variation\n        visible\n        options {\n          value\n          label\n        }\n      }\n      specifications {\n        key\n        value\n      }\n      variations {\n        id\n        sku\n        availability\n        stockQuantity\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        price {\n          amount\n          currencyCode\n        }\n        originalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          id\n          url\n          alt\n        }\n        attributes {\n          key\n          value\n        }\n      }\n    }\n  }\n": types.ProductPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionsCarousel($language: Language) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollectionsCarousel($language: Language) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    priceRange {\n      min\n      max\n    }\n  }\n"): (typeof documents)["\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    priceRange {\n      min\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      amount\n      currencyCode\n    }\n    originalPrice {\n      amount\n      currencyCode\n    }\n    images {\n      id\n      url\n      alt\n    }\n    colors {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      amount\n      currencyCode\n    }\n    originalPrice {\n      amount\n      currencyCode\n    }\n    images {\n      id\n      url\n      alt\n    }\n    colors {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarProducts($productId: ID!, $language: Language) {\n    similarProducts(productId: $productId, first: 4, language: $language) {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query SimilarProducts($productId: ID!, $language: Language) {\n    similarProducts(productId: $productId, first: 4, language: $language) {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingPage($filter: ProductFilterInput, $sort: ProductSort, $page: PositiveInt, $pageSize: PositiveInt, $language: Language) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingPage($filter: ProductFilterInput, $sort: ProductSort, $page: PositiveInt, $pageSize: PositiveInt, $language: Language) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingFilterOptions($filter: ProductFilterInput) {\n    filterOptions(filter: $filter) {\n      ...FilterPanel_options\n    }\n  }\n"): (typeof documents)["\n  query ListingFilterOptions($filter: ProductFilterInput) {\n    filterOptions(filter: $filter) {\n      ...FilterPanel_options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!, $language: Language) {\n    product(slug: $slug, language: $language) {\n      id\n      slug\n      name\n      description\n      shortDescription\n      sku\n      availability\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      price {\n        amount\n        currencyCode\n      }\n      originalPrice {\n        amount\n        currencyCode\n      }\n      images {\n        id\n        url\n        alt\n      }\n      attributes {\n        key\n        name\n        variation\n        visible\n        options {\n          value\n          label\n        }\n      }\n      specifications {\n        key\n        value\n      }\n      variations {\n        id\n        sku\n        availability\n        stockQuantity\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        price {\n          amount\n          currencyCode\n        }\n        originalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          id\n          url\n          alt\n        }\n        attributes {\n          key\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($slug: String!, $language: Language) {\n    product(slug: $slug, language: $language) {\n      id\n      slug\n      name\n      description\n      shortDescription\n      sku\n      availability\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      price {\n        amount\n        currencyCode\n      }\n      originalPrice {\n        amount\n        currencyCode\n      }\n      images {\n        id\n        url\n        alt\n      }\n      attributes {\n        key\n        name\n        variation\n        visible\n        options {\n          value\n          label\n        }\n      }\n      specifications {\n        key\n        value\n      }\n      variations {\n        id\n        sku\n        availability\n        stockQuantity\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        price {\n          amount\n          currencyCode\n        }\n        originalPrice {\n          amount\n          currencyCode\n        }\n        image {\n          id\n          url\n          alt\n        }\n        attributes {\n          key\n          value\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;