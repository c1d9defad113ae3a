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
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    configured\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    state\n    postcode\n    country\n    countryName(language: $language)\n    email\n    phone\n  }\n": typeof types.CustomerAddressFieldsFragmentDoc,
    "\n  fragment CustomerFields on Customer {\n    id\n    email\n    firstName\n    lastName\n    username\n    role\n    createdAt\n    billing {\n      ...CustomerAddressFields\n    }\n    shipping {\n      ...CustomerAddressFields\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n": typeof types.CustomerFieldsFragmentDoc,
    "\n  fragment AccountErrorFields on AccountError {\n    field\n    code\n    message\n    passwordAdvice {\n      warning\n      suggestions\n    }\n  }\n": typeof types.AccountErrorFieldsFragmentDoc,
    "\n  fragment AccountPayloadFields on AccountPayload {\n    customer {\n      ...CustomerFields\n    }\n    errors {\n      ...AccountErrorFields\n    }\n  }\n": typeof types.AccountPayloadFieldsFragmentDoc,
    "\n  query Me($language: Language) {\n    me {\n      ...CustomerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query CustomerOrders($language: Language, $first: Int) {\n    me {\n      id\n      orders(first: $first, language: $language) {\n        ...OrderSummaryFields\n        paid\n        paidAt\n        completedAt\n        lines {\n          id\n          tax {\n            ...MoneyFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.CustomerOrdersDocument,
    "\n  mutation SignIn($input: SignInInput!, $language: Language) {\n    signIn(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation Register($input: RegisterInput!, $language: Language) {\n    register(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RegisterAtCheckout($input: CheckoutRegisterInput!, $language: Language) {\n    registerAtCheckout(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.RegisterAtCheckoutDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $language: Language) {\n    updateProfile(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!, $language: Language) {\n    changeEmail(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!, $language: Language) {\n    changePassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateAddresses($input: UpdateAddressesInput!, $language: Language) {\n    updateAddresses(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.UpdateAddressesDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n": typeof types.PasswordResetLinkDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!, $language: Language) {\n    resetPassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SubscribeBackInStock($input: SubscribeBackInStockInput!) {\n    subscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SubscribeBackInStockDocument,
    "\n  mutation ConfirmBackInStock($input: BackInStockLinkInput!) {\n    confirmBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.ConfirmBackInStockDocument,
    "\n  mutation UnsubscribeBackInStock($input: BackInStockLinkInput!) {\n    unsubscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.UnsubscribeBackInStockDocument,
    "\n  query CartState {\n    cart @client {\n      itemCount\n      isOpen\n      restored\n      lines {\n        key\n        productId\n        variationId\n        slug\n        name\n        image\n        sku\n        quantity\n        originalPrice\n        originalCurrency\n        attributes {\n          key\n          name\n          value\n          label\n        }\n      }\n    }\n  }\n": typeof types.CartStateDocument,
    "\n  query CartPricing($lines: [CartLineInput!]!, $currency: CurrencyCode, $language: Language) {\n    cartPricing(lines: $lines, currency: $currency, language: $language) {\n      allAvailable\n      subtotal {\n        amount\n        currencyCode\n      }\n      lines {\n        key\n        found\n        purchasable\n        availability\n        stockQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n": typeof types.CartPricingDocument,
    "\n  query Currencies($language: Language) {\n    currencies(language: $language) {\n      code\n      symbol\n      name\n      rate\n    }\n  }\n": typeof types.CurrenciesDocument,
    "\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n": typeof types.MoneyFieldsFragmentDoc,
    "\n  fragment ImageFields on Image {\n    id\n    url\n    alt\n  }\n": typeof types.ImageFieldsFragmentDoc,
    "\n  fragment PurchaseVariation on Variation {\n    id\n    sku\n    availability\n    stockQuantity\n    deliveryEstimate {\n      minDays\n      maxDays\n    }\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    image {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      value\n      label\n    }\n  }\n": typeof types.PurchaseVariationFragmentDoc,
    "\n  fragment PurchaseProduct on Product {\n    id\n    slug\n    name\n    shortDescription\n    sku\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      variation\n      visible\n      options {\n        value\n        label\n      }\n    }\n    specifications {\n      key\n      value\n    }\n    variations {\n      ...PurchaseVariation\n    }\n  }\n": typeof types.PurchaseProductFragmentDoc,
    "\n  fragment PaymentFields on Payment {\n    id\n    provider\n    status\n    clientSecret\n    amount {\n      ...MoneyFields\n    }\n    lastError {\n      code\n      declineCode\n      message\n    }\n  }\n": typeof types.PaymentFieldsFragmentDoc,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        paid\n      }\n      orderKey\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        field\n        code\n        message\n      }\n      quote {\n        ...CheckoutQuoteFields\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation PayWithTestCard($input: PayWithTestCardInput!) {\n    payWithTestCard(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n": typeof types.PayWithTestCardDocument,
    "\n  mutation AnswerTestCardChallenge($input: AnswerTestCardChallengeInput!) {\n    answerTestCardChallenge(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n": typeof types.AnswerTestCardChallengeDocument,
    "\n  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {\n    confirmOrderPayment(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n      order {\n        id\n        status\n        paid\n      }\n    }\n  }\n": typeof types.ConfirmOrderPaymentDocument,
    "\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    currencyCode\n    ready\n    allAvailable\n    lines {\n      key\n      productId\n      variationId\n      name\n      quantity\n      availableQuantity\n      problem\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingMethods {\n      ...DeliveryOption_method\n    }\n    shippingMethod {\n      ...DeliveryOption_method\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n": typeof types.CheckoutQuoteFieldsFragmentDoc,
    "\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutQuoteFields\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  query ShippingCountries($language: Language) {\n    shippingCountries(language: $language) {\n      code\n      name\n    }\n  }\n": typeof types.ShippingCountriesDocument,
    "\n  query PaymentSetup {\n    paymentSetup {\n      provider\n      stripePublishableKey\n      cardGatewayEnabled\n    }\n  }\n": typeof types.PaymentSetupDocument,
    "\n  query CollectionsCarousel($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language, currency: $currency) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.CollectionsCarouselDocument,
    "\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    fitsLikeCount(size: $fitSize)\n    priceRange {\n      min\n      max\n    }\n  }\n": typeof types.FilterPanel_OptionsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    colors {\n      value\n      label\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  query SimilarProducts($productId: ID!, $language: Language, $currency: CurrencyCode) {\n    similarProducts(productId: $productId, first: 4, language: $language, currency: $currency) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.SimilarProductsDocument,
    "\n  fragment DeliveryOption_method on ShippingMethod {\n    id\n    title\n    description\n    kind\n    free\n    cost {\n      ...MoneyFields\n    }\n    minimumOrderAmount {\n      ...MoneyFields\n    }\n  }\n": typeof types.DeliveryOption_MethodFragmentDoc,
    "\n  mutation SubscribeToNewsletter($input: NewsletterSubscriptionInput!) {\n    subscribeToNewsletter(input: $input) {\n      ok\n      alreadySubscribed\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SubscribeToNewsletterDocument,
    "\n  fragment OrderAddressCard_address on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    postcode\n    countryName\n    phone\n  }\n": typeof types.OrderAddressCard_AddressFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    createdAt\n    currencyCode\n    email\n    paymentMethodTitle\n    customerNote\n    billing {\n      ...OrderAddressCard_address\n    }\n    shipping {\n      ...OrderAddressCard_address\n    }\n    lines {\n      id\n      name\n      sku\n      quantity\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingLines {\n      title\n      total {\n        ...MoneyFields\n      }\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    discountTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n": typeof types.OrderSummaryFieldsFragmentDoc,
    "\n  mutation SaveFrameSize($size: FrameSizeInput, $language: Language) {\n    saveFrameSize(size: $size) {\n      ...AccountPayloadFields\n    }\n  }\n": typeof types.SaveFrameSizeDocument,
    "\n  query SiteAccess {\n    siteAccess {\n      gated\n      granted\n    }\n  }\n": typeof types.SiteAccessDocument,
    "\n  mutation EnterSite($password: String!) {\n    enterSite(password: $password) {\n      granted\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.EnterSiteDocument,
    "\n  query LandingFeatured($language: Language, $currency: CurrencyCode) {\n    featuredProducts(first: 1, language: $language, currency: $currency) {\n      ...PurchaseProduct\n    }\n  }\n": typeof types.LandingFeaturedDocument,
    "\n  query ListingPage(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $page: PositiveInt\n    $pageSize: PositiveInt\n    $language: Language\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language, currency: $currency) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": typeof types.ListingPageDocument,
    "\n  query ListingFilterOptions($filter: ProductFilterInput, $currency: CurrencyCode, $fitSize: FrameSizeInput) {\n    filterOptions(filter: $filter, currency: $currency) {\n      ...FilterPanel_options\n    }\n  }\n": typeof types.ListingFilterOptionsDocument,
    "\n  query OrderConfirmation($id: ID!, $key: String, $language: Language) {\n    order(id: $id, key: $key, language: $language) {\n      ...OrderSummaryFields\n    }\n  }\n": typeof types.OrderConfirmationDocument,
    "\n  query ProductPage($slug: String!, $language: Language, $currency: CurrencyCode) {\n    product(slug: $slug, language: $language, currency: $currency) {\n      ...PurchaseProduct\n      tryOnImage {\n        frameWidthMm\n        image {\n          url\n        }\n      }\n      variations {\n        id\n        tryOnImage {\n          frameWidthMm\n          image {\n            url\n          }\n        }\n      }\n      description\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      frameSize {\n        lensWidth\n        bridgeWidth\n        templeLength\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query WoocsStatus {\n    currencyPluginStatus {\n      currencies {\n        code\n        symbol\n        rate\n        name\n        description\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n": typeof types.WoocsStatusDocument,
    "\n  query WoocsOffered {\n    currencyPluginStatus {\n      currencies {\n        code\n      }\n    }\n  }\n": typeof types.WoocsOfferedDocument,
    "\n  query WoocsPrices($currency: CurrencyCode!) {\n    currencyPluginPrices(currency: $currency) {\n      currency\n      served\n      prices {\n        productId\n        price\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n": typeof types.WoocsPricesDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      errors {\n        field\n        code\n        message\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query DebugCategories {\n    categories {\n      id\n      name\n      slug\n      parentId\n      count\n      display\n      menuOrder\n      description\n      image {\n        url\n      }\n    }\n  }\n": typeof types.DebugCategoriesDocument,
    "\n  query PreorderTest($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        availability\n        stockStatus\n        shortDescription\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        categories {\n          slug\n        }\n        price {\n          amount\n          currencyCode\n        }\n        images {\n          url\n          alt\n        }\n      }\n    }\n  }\n": typeof types.PreorderTestDocument,
    "\n  query ShippingTest($country: String!, $currency: CurrencyCode, $language: Language) {\n    shippingMethods(country: $country, currency: $currency, language: $language) {\n      zone {\n        id\n        name\n      }\n      methods {\n        id\n        methodId\n        instanceId\n        title\n        description\n        kind\n        free\n        cost {\n          amount\n          currencyCode\n        }\n        minimumOrderAmount {\n          amount\n          currencyCode\n        }\n        settingsCost\n        raw\n      }\n    }\n  }\n": typeof types.ShippingTestDocument,
    "\n  query VariationImagesTest($language: Language, $currency: CurrencyCode) {\n    products(filter: { colors: [\"kaki\", \"noir\", \"pink\", \"ocean\"] }, pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        sku\n        availability\n        price {\n          ...MoneyFields\n        }\n        colors {\n          value\n        }\n        images {\n          url\n        }\n        variations {\n          ...PurchaseVariation\n        }\n      }\n    }\n  }\n": typeof types.VariationImagesTestDocument,
};
const documents: Documents = {
    "\n  fragment CustomerAddressFields on CustomerAddress {\n    configured\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    state\n    postcode\n    country\n    countryName(language: $language)\n    email\n    phone\n  }\n": types.CustomerAddressFieldsFragmentDoc,
    "\n  fragment CustomerFields on Customer {\n    id\n    email\n    firstName\n    lastName\n    username\n    role\n    createdAt\n    billing {\n      ...CustomerAddressFields\n    }\n    shipping {\n      ...CustomerAddressFields\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n": types.CustomerFieldsFragmentDoc,
    "\n  fragment AccountErrorFields on AccountError {\n    field\n    code\n    message\n    passwordAdvice {\n      warning\n      suggestions\n    }\n  }\n": types.AccountErrorFieldsFragmentDoc,
    "\n  fragment AccountPayloadFields on AccountPayload {\n    customer {\n      ...CustomerFields\n    }\n    errors {\n      ...AccountErrorFields\n    }\n  }\n": types.AccountPayloadFieldsFragmentDoc,
    "\n  query Me($language: Language) {\n    me {\n      ...CustomerFields\n    }\n  }\n": types.MeDocument,
    "\n  query CustomerOrders($language: Language, $first: Int) {\n    me {\n      id\n      orders(first: $first, language: $language) {\n        ...OrderSummaryFields\n        paid\n        paidAt\n        completedAt\n        lines {\n          id\n          tax {\n            ...MoneyFields\n          }\n        }\n      }\n    }\n  }\n": types.CustomerOrdersDocument,
    "\n  mutation SignIn($input: SignInInput!, $language: Language) {\n    signIn(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.SignInDocument,
    "\n  mutation Register($input: RegisterInput!, $language: Language) {\n    register(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RegisterAtCheckout($input: CheckoutRegisterInput!, $language: Language) {\n    registerAtCheckout(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.RegisterAtCheckoutDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!, $language: Language) {\n    updateProfile(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!, $language: Language) {\n    changeEmail(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!, $language: Language) {\n    changePassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateAddresses($input: UpdateAddressesInput!, $language: Language) {\n    updateAddresses(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.UpdateAddressesDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n": types.PasswordResetLinkDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!, $language: Language) {\n    resetPassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SubscribeBackInStock($input: SubscribeBackInStockInput!) {\n    subscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SubscribeBackInStockDocument,
    "\n  mutation ConfirmBackInStock($input: BackInStockLinkInput!) {\n    confirmBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.ConfirmBackInStockDocument,
    "\n  mutation UnsubscribeBackInStock($input: BackInStockLinkInput!) {\n    unsubscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.UnsubscribeBackInStockDocument,
    "\n  query CartState {\n    cart @client {\n      itemCount\n      isOpen\n      restored\n      lines {\n        key\n        productId\n        variationId\n        slug\n        name\n        image\n        sku\n        quantity\n        originalPrice\n        originalCurrency\n        attributes {\n          key\n          name\n          value\n          label\n        }\n      }\n    }\n  }\n": types.CartStateDocument,
    "\n  query CartPricing($lines: [CartLineInput!]!, $currency: CurrencyCode, $language: Language) {\n    cartPricing(lines: $lines, currency: $currency, language: $language) {\n      allAvailable\n      subtotal {\n        amount\n        currencyCode\n      }\n      lines {\n        key\n        found\n        purchasable\n        availability\n        stockQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n": types.CartPricingDocument,
    "\n  query Currencies($language: Language) {\n    currencies(language: $language) {\n      code\n      symbol\n      name\n      rate\n    }\n  }\n": types.CurrenciesDocument,
    "\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n": types.MoneyFieldsFragmentDoc,
    "\n  fragment ImageFields on Image {\n    id\n    url\n    alt\n  }\n": types.ImageFieldsFragmentDoc,
    "\n  fragment PurchaseVariation on Variation {\n    id\n    sku\n    availability\n    stockQuantity\n    deliveryEstimate {\n      minDays\n      maxDays\n    }\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    image {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      value\n      label\n    }\n  }\n": types.PurchaseVariationFragmentDoc,
    "\n  fragment PurchaseProduct on Product {\n    id\n    slug\n    name\n    shortDescription\n    sku\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      variation\n      visible\n      options {\n        value\n        label\n      }\n    }\n    specifications {\n      key\n      value\n    }\n    variations {\n      ...PurchaseVariation\n    }\n  }\n": types.PurchaseProductFragmentDoc,
    "\n  fragment PaymentFields on Payment {\n    id\n    provider\n    status\n    clientSecret\n    amount {\n      ...MoneyFields\n    }\n    lastError {\n      code\n      declineCode\n      message\n    }\n  }\n": types.PaymentFieldsFragmentDoc,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        paid\n      }\n      orderKey\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        field\n        code\n        message\n      }\n      quote {\n        ...CheckoutQuoteFields\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation PayWithTestCard($input: PayWithTestCardInput!) {\n    payWithTestCard(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n": types.PayWithTestCardDocument,
    "\n  mutation AnswerTestCardChallenge($input: AnswerTestCardChallengeInput!) {\n    answerTestCardChallenge(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n": types.AnswerTestCardChallengeDocument,
    "\n  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {\n    confirmOrderPayment(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n      order {\n        id\n        status\n        paid\n      }\n    }\n  }\n": types.ConfirmOrderPaymentDocument,
    "\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    currencyCode\n    ready\n    allAvailable\n    lines {\n      key\n      productId\n      variationId\n      name\n      quantity\n      availableQuantity\n      problem\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingMethods {\n      ...DeliveryOption_method\n    }\n    shippingMethod {\n      ...DeliveryOption_method\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n": types.CheckoutQuoteFieldsFragmentDoc,
    "\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutQuoteFields\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  query ShippingCountries($language: Language) {\n    shippingCountries(language: $language) {\n      code\n      name\n    }\n  }\n": types.ShippingCountriesDocument,
    "\n  query PaymentSetup {\n    paymentSetup {\n      provider\n      stripePublishableKey\n      cardGatewayEnabled\n    }\n  }\n": types.PaymentSetupDocument,
    "\n  query CollectionsCarousel($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language, currency: $currency) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.CollectionsCarouselDocument,
    "\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    fitsLikeCount(size: $fitSize)\n    priceRange {\n      min\n      max\n    }\n  }\n": types.FilterPanel_OptionsFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    colors {\n      value\n      label\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  query SimilarProducts($productId: ID!, $language: Language, $currency: CurrencyCode) {\n    similarProducts(productId: $productId, first: 4, language: $language, currency: $currency) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.SimilarProductsDocument,
    "\n  fragment DeliveryOption_method on ShippingMethod {\n    id\n    title\n    description\n    kind\n    free\n    cost {\n      ...MoneyFields\n    }\n    minimumOrderAmount {\n      ...MoneyFields\n    }\n  }\n": types.DeliveryOption_MethodFragmentDoc,
    "\n  mutation SubscribeToNewsletter($input: NewsletterSubscriptionInput!) {\n    subscribeToNewsletter(input: $input) {\n      ok\n      alreadySubscribed\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SubscribeToNewsletterDocument,
    "\n  fragment OrderAddressCard_address on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    postcode\n    countryName\n    phone\n  }\n": types.OrderAddressCard_AddressFragmentDoc,
    "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    createdAt\n    currencyCode\n    email\n    paymentMethodTitle\n    customerNote\n    billing {\n      ...OrderAddressCard_address\n    }\n    shipping {\n      ...OrderAddressCard_address\n    }\n    lines {\n      id\n      name\n      sku\n      quantity\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingLines {\n      title\n      total {\n        ...MoneyFields\n      }\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    discountTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n": types.OrderSummaryFieldsFragmentDoc,
    "\n  mutation SaveFrameSize($size: FrameSizeInput, $language: Language) {\n    saveFrameSize(size: $size) {\n      ...AccountPayloadFields\n    }\n  }\n": types.SaveFrameSizeDocument,
    "\n  query SiteAccess {\n    siteAccess {\n      gated\n      granted\n    }\n  }\n": types.SiteAccessDocument,
    "\n  mutation EnterSite($password: String!) {\n    enterSite(password: $password) {\n      granted\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.EnterSiteDocument,
    "\n  query LandingFeatured($language: Language, $currency: CurrencyCode) {\n    featuredProducts(first: 1, language: $language, currency: $currency) {\n      ...PurchaseProduct\n    }\n  }\n": types.LandingFeaturedDocument,
    "\n  query ListingPage(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $page: PositiveInt\n    $pageSize: PositiveInt\n    $language: Language\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language, currency: $currency) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n": types.ListingPageDocument,
    "\n  query ListingFilterOptions($filter: ProductFilterInput, $currency: CurrencyCode, $fitSize: FrameSizeInput) {\n    filterOptions(filter: $filter, currency: $currency) {\n      ...FilterPanel_options\n    }\n  }\n": types.ListingFilterOptionsDocument,
    "\n  query OrderConfirmation($id: ID!, $key: String, $language: Language) {\n    order(id: $id, key: $key, language: $language) {\n      ...OrderSummaryFields\n    }\n  }\n": types.OrderConfirmationDocument,
    "\n  query ProductPage($slug: String!, $language: Language, $currency: CurrencyCode) {\n    product(slug: $slug, language: $language, currency: $currency) {\n      ...PurchaseProduct\n      tryOnImage {\n        frameWidthMm\n        image {\n          url\n        }\n      }\n      variations {\n        id\n        tryOnImage {\n          frameWidthMm\n          image {\n            url\n          }\n        }\n      }\n      description\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      frameSize {\n        lensWidth\n        bridgeWidth\n        templeLength\n      }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query WoocsStatus {\n    currencyPluginStatus {\n      currencies {\n        code\n        symbol\n        rate\n        name\n        description\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n": types.WoocsStatusDocument,
    "\n  query WoocsOffered {\n    currencyPluginStatus {\n      currencies {\n        code\n      }\n    }\n  }\n": types.WoocsOfferedDocument,
    "\n  query WoocsPrices($currency: CurrencyCode!) {\n    currencyPluginPrices(currency: $currency) {\n      currency\n      served\n      prices {\n        productId\n        price\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n": types.WoocsPricesDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      errors {\n        field\n        code\n        message\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query DebugCategories {\n    categories {\n      id\n      name\n      slug\n      parentId\n      count\n      display\n      menuOrder\n      description\n      image {\n        url\n      }\n    }\n  }\n": types.DebugCategoriesDocument,
    "\n  query PreorderTest($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        availability\n        stockStatus\n        shortDescription\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        categories {\n          slug\n        }\n        price {\n          amount\n          currencyCode\n        }\n        images {\n          url\n          alt\n        }\n      }\n    }\n  }\n": types.PreorderTestDocument,
    "\n  query ShippingTest($country: String!, $currency: CurrencyCode, $language: Language) {\n    shippingMethods(country: $country, currency: $currency, language: $language) {\n      zone {\n        id\n        name\n      }\n      methods {\n        id\n        methodId\n        instanceId\n        title\n        description\n        kind\n        free\n        cost {\n          amount\n          currencyCode\n        }\n        minimumOrderAmount {\n          amount\n          currencyCode\n        }\n        settingsCost\n        raw\n      }\n    }\n  }\n": types.ShippingTestDocument,
    "\n  query VariationImagesTest($language: Language, $currency: CurrencyCode) {\n    products(filter: { colors: [\"kaki\", \"noir\", \"pink\", \"ocean\"] }, pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        sku\n        availability\n        price {\n          ...MoneyFields\n        }\n        colors {\n          value\n        }\n        images {\n          url\n        }\n        variations {\n          ...PurchaseVariation\n        }\n      }\n    }\n  }\n": types.VariationImagesTestDocument,
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
export function graphql(source: "\n  fragment CustomerAddressFields on CustomerAddress {\n    configured\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    state\n    postcode\n    country\n    countryName(language: $language)\n    email\n    phone\n  }\n"): (typeof documents)["\n  fragment CustomerAddressFields on CustomerAddress {\n    configured\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    state\n    postcode\n    country\n    countryName(language: $language)\n    email\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerFields on Customer {\n    id\n    email\n    firstName\n    lastName\n    username\n    role\n    createdAt\n    billing {\n      ...CustomerAddressFields\n    }\n    shipping {\n      ...CustomerAddressFields\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerFields on Customer {\n    id\n    email\n    firstName\n    lastName\n    username\n    role\n    createdAt\n    billing {\n      ...CustomerAddressFields\n    }\n    shipping {\n      ...CustomerAddressFields\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountErrorFields on AccountError {\n    field\n    code\n    message\n    passwordAdvice {\n      warning\n      suggestions\n    }\n  }\n"): (typeof documents)["\n  fragment AccountErrorFields on AccountError {\n    field\n    code\n    message\n    passwordAdvice {\n      warning\n      suggestions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountPayloadFields on AccountPayload {\n    customer {\n      ...CustomerFields\n    }\n    errors {\n      ...AccountErrorFields\n    }\n  }\n"): (typeof documents)["\n  fragment AccountPayloadFields on AccountPayload {\n    customer {\n      ...CustomerFields\n    }\n    errors {\n      ...AccountErrorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me($language: Language) {\n    me {\n      ...CustomerFields\n    }\n  }\n"): (typeof documents)["\n  query Me($language: Language) {\n    me {\n      ...CustomerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrders($language: Language, $first: Int) {\n    me {\n      id\n      orders(first: $first, language: $language) {\n        ...OrderSummaryFields\n        paid\n        paidAt\n        completedAt\n        lines {\n          id\n          tax {\n            ...MoneyFields\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerOrders($language: Language, $first: Int) {\n    me {\n      id\n      orders(first: $first, language: $language) {\n        ...OrderSummaryFields\n        paid\n        paidAt\n        completedAt\n        lines {\n          id\n          tax {\n            ...MoneyFields\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!, $language: Language) {\n    signIn(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!, $language: Language) {\n    signIn(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!, $language: Language) {\n    register(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!, $language: Language) {\n    register(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAtCheckout($input: CheckoutRegisterInput!, $language: Language) {\n    registerAtCheckout(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAtCheckout($input: CheckoutRegisterInput!, $language: Language) {\n    registerAtCheckout(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!, $language: Language) {\n    updateProfile(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!, $language: Language) {\n    updateProfile(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!, $language: Language) {\n    changeEmail(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!, $language: Language) {\n    changeEmail(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!, $language: Language) {\n    changePassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!, $language: Language) {\n    changePassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAddresses($input: UpdateAddressesInput!, $language: Language) {\n    updateAddresses(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAddresses($input: UpdateAddressesInput!, $language: Language) {\n    updateAddresses(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetLink($token: String!) {\n    passwordResetLink(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!, $language: Language) {\n    resetPassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!, $language: Language) {\n    resetPassword(input: $input) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeBackInStock($input: SubscribeBackInStockInput!) {\n    subscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeBackInStock($input: SubscribeBackInStockInput!) {\n    subscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBackInStock($input: BackInStockLinkInput!) {\n    confirmBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBackInStock($input: BackInStockLinkInput!) {\n    confirmBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeBackInStock($input: BackInStockLinkInput!) {\n    unsubscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeBackInStock($input: BackInStockLinkInput!) {\n    unsubscribeBackInStock(input: $input) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartState {\n    cart @client {\n      itemCount\n      isOpen\n      restored\n      lines {\n        key\n        productId\n        variationId\n        slug\n        name\n        image\n        sku\n        quantity\n        originalPrice\n        originalCurrency\n        attributes {\n          key\n          name\n          value\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartState {\n    cart @client {\n      itemCount\n      isOpen\n      restored\n      lines {\n        key\n        productId\n        variationId\n        slug\n        name\n        image\n        sku\n        quantity\n        originalPrice\n        originalCurrency\n        attributes {\n          key\n          name\n          value\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPricing($lines: [CartLineInput!]!, $currency: CurrencyCode, $language: Language) {\n    cartPricing(lines: $lines, currency: $currency, language: $language) {\n      allAvailable\n      subtotal {\n        amount\n        currencyCode\n      }\n      lines {\n        key\n        found\n        purchasable\n        availability\n        stockQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartPricing($lines: [CartLineInput!]!, $currency: CurrencyCode, $language: Language) {\n    cartPricing(lines: $lines, currency: $currency, language: $language) {\n      allAvailable\n      subtotal {\n        amount\n        currencyCode\n      }\n      lines {\n        key\n        found\n        purchasable\n        availability\n        stockQuantity\n        unitPrice {\n          amount\n          currencyCode\n        }\n        lineTotal {\n          amount\n          currencyCode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Currencies($language: Language) {\n    currencies(language: $language) {\n      code\n      symbol\n      name\n      rate\n    }\n  }\n"): (typeof documents)["\n  query Currencies($language: Language) {\n    currencies(language: $language) {\n      code\n      symbol\n      name\n      rate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n"): (typeof documents)["\n  fragment MoneyFields on Money {\n    amount\n    currencyCode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageFields on Image {\n    id\n    url\n    alt\n  }\n"): (typeof documents)["\n  fragment ImageFields on Image {\n    id\n    url\n    alt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseVariation on Variation {\n    id\n    sku\n    availability\n    stockQuantity\n    deliveryEstimate {\n      minDays\n      maxDays\n    }\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    image {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseVariation on Variation {\n    id\n    sku\n    availability\n    stockQuantity\n    deliveryEstimate {\n      minDays\n      maxDays\n    }\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    image {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseProduct on Product {\n    id\n    slug\n    name\n    shortDescription\n    sku\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      variation\n      visible\n      options {\n        value\n        label\n      }\n    }\n    specifications {\n      key\n      value\n    }\n    variations {\n      ...PurchaseVariation\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseProduct on Product {\n    id\n    slug\n    name\n    shortDescription\n    sku\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    attributes {\n      key\n      name\n      variation\n      visible\n      options {\n        value\n        label\n      }\n    }\n    specifications {\n      key\n      value\n    }\n    variations {\n      ...PurchaseVariation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentFields on Payment {\n    id\n    provider\n    status\n    clientSecret\n    amount {\n      ...MoneyFields\n    }\n    lastError {\n      code\n      declineCode\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentFields on Payment {\n    id\n    provider\n    status\n    clientSecret\n    amount {\n      ...MoneyFields\n    }\n    lastError {\n      code\n      declineCode\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        paid\n      }\n      orderKey\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        field\n        code\n        message\n      }\n      quote {\n        ...CheckoutQuoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      order {\n        id\n        number\n        paid\n      }\n      orderKey\n      payment {\n        ...PaymentFields\n      }\n      errors {\n        field\n        code\n        message\n      }\n      quote {\n        ...CheckoutQuoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayWithTestCard($input: PayWithTestCardInput!) {\n    payWithTestCard(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PayWithTestCard($input: PayWithTestCardInput!) {\n    payWithTestCard(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerTestCardChallenge($input: AnswerTestCardChallengeInput!) {\n    answerTestCardChallenge(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerTestCardChallenge($input: AnswerTestCardChallengeInput!) {\n    answerTestCardChallenge(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {\n    confirmOrderPayment(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n      order {\n        id\n        status\n        paid\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmOrderPayment($input: ConfirmOrderPaymentInput!) {\n    confirmOrderPayment(input: $input) {\n      payment {\n        ...PaymentFields\n      }\n      order {\n        id\n        status\n        paid\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    currencyCode\n    ready\n    allAvailable\n    lines {\n      key\n      productId\n      variationId\n      name\n      quantity\n      availableQuantity\n      problem\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingMethods {\n      ...DeliveryOption_method\n    }\n    shippingMethod {\n      ...DeliveryOption_method\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutQuoteFields on CheckoutQuote {\n    currencyCode\n    ready\n    allAvailable\n    lines {\n      key\n      productId\n      variationId\n      name\n      quantity\n      availableQuantity\n      problem\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingMethods {\n      ...DeliveryOption_method\n    }\n    shippingMethod {\n      ...DeliveryOption_method\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutQuoteFields\n    }\n  }\n"): (typeof documents)["\n  query CheckoutQuote($input: CheckoutQuoteInput!) {\n    checkoutQuote(input: $input) {\n      ...CheckoutQuoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingCountries($language: Language) {\n    shippingCountries(language: $language) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query ShippingCountries($language: Language) {\n    shippingCountries(language: $language) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSetup {\n    paymentSetup {\n      provider\n      stripePublishableKey\n      cardGatewayEnabled\n    }\n  }\n"): (typeof documents)["\n  query PaymentSetup {\n    paymentSetup {\n      provider\n      stripePublishableKey\n      cardGatewayEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionsCarousel($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language, currency: $currency) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query CollectionsCarousel($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 8, sort: RECOMMENDED, language: $language, currency: $currency) {\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    fitsLikeCount(size: $fitSize)\n    priceRange {\n      min\n      max\n    }\n  }\n"): (typeof documents)["\n  fragment FilterPanel_options on FilterOptions {\n    categories {\n      value\n      label\n      count\n    }\n    genders {\n      value\n      label\n      count\n    }\n    colors {\n      value\n      label\n      count\n    }\n    shapes {\n      value\n      label\n      count\n    }\n    preOrderCount\n    fitsLikeCount(size: $fitSize)\n    priceRange {\n      min\n      max\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    colors {\n      value\n      label\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    slug\n    name\n    availability\n    price {\n      ...MoneyFields\n    }\n    originalPrice {\n      ...MoneyFields\n    }\n    images {\n      ...ImageFields\n    }\n    colors {\n      value\n      label\n    }\n    frameSize {\n      lensWidth\n      bridgeWidth\n      templeLength\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarProducts($productId: ID!, $language: Language, $currency: CurrencyCode) {\n    similarProducts(productId: $productId, first: 4, language: $language, currency: $currency) {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query SimilarProducts($productId: ID!, $language: Language, $currency: CurrencyCode) {\n    similarProducts(productId: $productId, first: 4, language: $language, currency: $currency) {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryOption_method on ShippingMethod {\n    id\n    title\n    description\n    kind\n    free\n    cost {\n      ...MoneyFields\n    }\n    minimumOrderAmount {\n      ...MoneyFields\n    }\n  }\n"): (typeof documents)["\n  fragment DeliveryOption_method on ShippingMethod {\n    id\n    title\n    description\n    kind\n    free\n    cost {\n      ...MoneyFields\n    }\n    minimumOrderAmount {\n      ...MoneyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToNewsletter($input: NewsletterSubscriptionInput!) {\n    subscribeToNewsletter(input: $input) {\n      ok\n      alreadySubscribed\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubscribeToNewsletter($input: NewsletterSubscriptionInput!) {\n    subscribeToNewsletter(input: $input) {\n      ok\n      alreadySubscribed\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddressCard_address on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    postcode\n    countryName\n    phone\n  }\n"): (typeof documents)["\n  fragment OrderAddressCard_address on OrderAddress {\n    firstName\n    lastName\n    company\n    address1\n    address2\n    city\n    postcode\n    countryName\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    createdAt\n    currencyCode\n    email\n    paymentMethodTitle\n    customerNote\n    billing {\n      ...OrderAddressCard_address\n    }\n    shipping {\n      ...OrderAddressCard_address\n    }\n    lines {\n      id\n      name\n      sku\n      quantity\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingLines {\n      title\n      total {\n        ...MoneyFields\n      }\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    discountTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n"): (typeof documents)["\n  fragment OrderSummaryFields on Order {\n    id\n    number\n    status\n    createdAt\n    currencyCode\n    email\n    paymentMethodTitle\n    customerNote\n    billing {\n      ...OrderAddressCard_address\n    }\n    shipping {\n      ...OrderAddressCard_address\n    }\n    lines {\n      id\n      name\n      sku\n      quantity\n      unitPrice {\n        ...MoneyFields\n      }\n      total {\n        ...MoneyFields\n      }\n    }\n    shippingLines {\n      title\n      total {\n        ...MoneyFields\n      }\n    }\n    itemsTotal {\n      ...MoneyFields\n    }\n    shippingTotal {\n      ...MoneyFields\n    }\n    taxTotal {\n      ...MoneyFields\n    }\n    discountTotal {\n      ...MoneyFields\n    }\n    total {\n      ...MoneyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFrameSize($size: FrameSizeInput, $language: Language) {\n    saveFrameSize(size: $size) {\n      ...AccountPayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFrameSize($size: FrameSizeInput, $language: Language) {\n    saveFrameSize(size: $size) {\n      ...AccountPayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteAccess {\n    siteAccess {\n      gated\n      granted\n    }\n  }\n"): (typeof documents)["\n  query SiteAccess {\n    siteAccess {\n      gated\n      granted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterSite($password: String!) {\n    enterSite(password: $password) {\n      granted\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnterSite($password: String!) {\n    enterSite(password: $password) {\n      granted\n      errors {\n        field\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingFeatured($language: Language, $currency: CurrencyCode) {\n    featuredProducts(first: 1, language: $language, currency: $currency) {\n      ...PurchaseProduct\n    }\n  }\n"): (typeof documents)["\n  query LandingFeatured($language: Language, $currency: CurrencyCode) {\n    featuredProducts(first: 1, language: $language, currency: $currency) {\n      ...PurchaseProduct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingPage(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $page: PositiveInt\n    $pageSize: PositiveInt\n    $language: Language\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language, currency: $currency) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingPage(\n    $filter: ProductFilterInput\n    $sort: ProductSort\n    $page: PositiveInt\n    $pageSize: PositiveInt\n    $language: Language\n    $currency: CurrencyCode\n  ) {\n    products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language, currency: $currency) {\n      totalCount\n      page\n      pageCount\n      nodes {\n        id\n        ...ProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingFilterOptions($filter: ProductFilterInput, $currency: CurrencyCode, $fitSize: FrameSizeInput) {\n    filterOptions(filter: $filter, currency: $currency) {\n      ...FilterPanel_options\n    }\n  }\n"): (typeof documents)["\n  query ListingFilterOptions($filter: ProductFilterInput, $currency: CurrencyCode, $fitSize: FrameSizeInput) {\n    filterOptions(filter: $filter, currency: $currency) {\n      ...FilterPanel_options\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderConfirmation($id: ID!, $key: String, $language: Language) {\n    order(id: $id, key: $key, language: $language) {\n      ...OrderSummaryFields\n    }\n  }\n"): (typeof documents)["\n  query OrderConfirmation($id: ID!, $key: String, $language: Language) {\n    order(id: $id, key: $key, language: $language) {\n      ...OrderSummaryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!, $language: Language, $currency: CurrencyCode) {\n    product(slug: $slug, language: $language, currency: $currency) {\n      ...PurchaseProduct\n      tryOnImage {\n        frameWidthMm\n        image {\n          url\n        }\n      }\n      variations {\n        id\n        tryOnImage {\n          frameWidthMm\n          image {\n            url\n          }\n        }\n      }\n      description\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      frameSize {\n        lensWidth\n        bridgeWidth\n        templeLength\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductPage($slug: String!, $language: Language, $currency: CurrencyCode) {\n    product(slug: $slug, language: $language, currency: $currency) {\n      ...PurchaseProduct\n      tryOnImage {\n        frameWidthMm\n        image {\n          url\n        }\n      }\n      variations {\n        id\n        tryOnImage {\n          frameWidthMm\n          image {\n            url\n          }\n        }\n      }\n      description\n      stockQuantity\n      deliveryEstimate {\n        minDays\n        maxDays\n      }\n      frameSize {\n        lensWidth\n        bridgeWidth\n        templeLength\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WoocsStatus {\n    currencyPluginStatus {\n      currencies {\n        code\n        symbol\n        rate\n        name\n        description\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query WoocsStatus {\n    currencyPluginStatus {\n      currencies {\n        code\n        symbol\n        rate\n        name\n        description\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WoocsOffered {\n    currencyPluginStatus {\n      currencies {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  query WoocsOffered {\n    currencyPluginStatus {\n      currencies {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WoocsPrices($currency: CurrencyCode!) {\n    currencyPluginPrices(currency: $currency) {\n      currency\n      served\n      prices {\n        productId\n        price\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query WoocsPrices($currency: CurrencyCode!) {\n    currencyPluginPrices(currency: $currency) {\n      currency\n      served\n      prices {\n        productId\n        price\n      }\n      error {\n        status\n        statusText\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      errors {\n        field\n        code\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      ok\n      errors {\n        field\n        code\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DebugCategories {\n    categories {\n      id\n      name\n      slug\n      parentId\n      count\n      display\n      menuOrder\n      description\n      image {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query DebugCategories {\n    categories {\n      id\n      name\n      slug\n      parentId\n      count\n      display\n      menuOrder\n      description\n      image {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreorderTest($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        availability\n        stockStatus\n        shortDescription\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        categories {\n          slug\n        }\n        price {\n          amount\n          currencyCode\n        }\n        images {\n          url\n          alt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PreorderTest($language: Language, $currency: CurrencyCode) {\n    products(pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        availability\n        stockStatus\n        shortDescription\n        deliveryEstimate {\n          minDays\n          maxDays\n        }\n        categories {\n          slug\n        }\n        price {\n          amount\n          currencyCode\n        }\n        images {\n          url\n          alt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShippingTest($country: String!, $currency: CurrencyCode, $language: Language) {\n    shippingMethods(country: $country, currency: $currency, language: $language) {\n      zone {\n        id\n        name\n      }\n      methods {\n        id\n        methodId\n        instanceId\n        title\n        description\n        kind\n        free\n        cost {\n          amount\n          currencyCode\n        }\n        minimumOrderAmount {\n          amount\n          currencyCode\n        }\n        settingsCost\n        raw\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShippingTest($country: String!, $currency: CurrencyCode, $language: Language) {\n    shippingMethods(country: $country, currency: $currency, language: $language) {\n      zone {\n        id\n        name\n      }\n      methods {\n        id\n        methodId\n        instanceId\n        title\n        description\n        kind\n        free\n        cost {\n          amount\n          currencyCode\n        }\n        minimumOrderAmount {\n          amount\n          currencyCode\n        }\n        settingsCost\n        raw\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariationImagesTest($language: Language, $currency: CurrencyCode) {\n    products(filter: { colors: [\"kaki\", \"noir\", \"pink\", \"ocean\"] }, pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        sku\n        availability\n        price {\n          ...MoneyFields\n        }\n        colors {\n          value\n        }\n        images {\n          url\n        }\n        variations {\n          ...PurchaseVariation\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariationImagesTest($language: Language, $currency: CurrencyCode) {\n    products(filter: { colors: [\"kaki\", \"noir\", \"pink\", \"ocean\"] }, pageSize: 100, language: $language, currency: $currency) {\n      nodes {\n        id\n        slug\n        name\n        sku\n        availability\n        price {\n          ...MoneyFields\n        }\n        colors {\n          value\n        }\n        images {\n          url\n        }\n        variations {\n          ...PurchaseVariation\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;