/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductView as ProductViewModel, VariationView as VariationViewModel } from '../../server/src/graphql/views';
import type { Category as CategoryModel, ImageRef as ImageRefModel, ProductAttribute as ProductAttributeModel, AttributeOption as AttributeOptionModel, VariationAttribute as VariationAttributeModel } from '../../server/src/domain/catalog';
import type { Money as MoneyModel } from '../../server/src/domain/money';
import type { ListingFilterOptions as ListingFilterOptionsModel } from '../../server/src/domain/listing';
import type { FrameSize as FrameSizeModel } from '../../common/fit';
import type { RatesFailure as RatesFailureModel } from '../../server/src/currency/service';
import type { Customer as CustomerModel, AddressOfCustomer as AddressOfCustomerModel } from '../../server/src/domain/customer';
import type { GraphQLContext } from '../../server/src/graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO 4217 currency code such as EUR or USD. */
  CurrencyCode: { input: string; output: string; }
  /** A date and time in ISO 8601 (graphql-scalars). */
  DateTime: { input: string; output: string; }
  /** A non-negative integer (graphql-scalars). */
  NonNegativeInt: { input: number; output: number; }
  /** A positive integer (graphql-scalars). */
  PositiveInt: { input: number; output: number; }
};

/** A problem with an account form, tied to a field when it is one field's. */
export type AccountError = {
  __typename?: 'AccountError';
  /** What went wrong: a stable code the client maps to its texts. */
  code: AccountErrorCode;
  /** The input field (`email`, `password`, `billing.postcode`...), or null for the whole form. */
  field?: Maybe<Scalars['String']['output']>;
  /** An English explanation; REGISTRATION_FAILED carries the store's own message, stripped of markup. */
  message: Scalars['String']['output'];
  /** With PASSWORD_TOO_WEAK: why the new password is easy to guess and what would help; null otherwise. */
  passwordAdvice?: Maybe<PasswordAdvice>;
};

/** Why an account form was refused, in AccountError.code. */
export type AccountErrorCode =
  /** An account with this email already exists. */
  | 'EMAIL_EXISTS'
  /** A country the shop does not know (or, for shipping, does not ship to). */
  | 'INVALID_COUNTRY'
  /** Sign-in refused: no account with this email and password (the same answer for both). */
  | 'INVALID_CREDENTIALS'
  /** The email does not look like an address (something@domain.tld). */
  | 'INVALID_EMAIL'
  /** The phone holds characters a phone number cannot. */
  | 'INVALID_PHONE'
  /** The postcode holds characters a postcode cannot. */
  | 'INVALID_POSTCODE'
  /** A state that is not one of the country's states (Country.states). */
  | 'INVALID_STATE'
  /** Signed out meanwhile (the session ended): sign in again. */
  | 'NOT_SIGNED_IN'
  /** The confirmation differs from the password. */
  | 'PASSWORDS_DO_NOT_MATCH'
  /** The password is too short: 6 characters at sign-in, 8 for a new password (once trimmed of spaces at both ends). */
  | 'PASSWORD_TOO_SHORT'
  /** A new password (registration, checkout account, change) is too easy to guess: see AccountError.passwordAdvice. */
  | 'PASSWORD_TOO_WEAK'
  /** The store refused the registration for another reason (its message in `message`). */
  | 'REGISTRATION_FAILED'
  /** A required field is empty (after trimming). */
  | 'REQUIRED'
  /** The reset link is older than an hour: ask for a new one. */
  | 'RESET_LINK_EXPIRED'
  /** The reset link was already used, replaced by a newer one, or never existed. */
  | 'RESET_LINK_INVALID'
  /** The field is longer than its maximum (names 100, email 254, username 60, password 200 characters). */
  | 'TOO_LONG'
  /** Too many attempts from this address or for this email: try again later. */
  | 'TOO_MANY_ATTEMPTS'
  /** The username is taken. */
  | 'USERNAME_EXISTS'
  /** The username holds characters other than letters, digits and underscores. */
  | 'USERNAME_INVALID'
  /** The username has fewer than 3 characters. */
  | 'USERNAME_TOO_SHORT'
  /** The current password given to confirm a change is wrong. */
  | 'WRONG_PASSWORD';

/** What an account mutation did: the customer as it is now, or the problems that stopped it. */
export type AccountPayload = {
  __typename?: 'AccountPayload';
  /** The signed-in customer after the change; null when it failed. */
  customer?: Maybe<Customer>;
  /** Empty on success. */
  errors: Array<AccountError>;
};

/** An address typed in the checkout (errors name the field as `billing.city`, `shipping.postcode`...). */
export type AddressInput = {
  /** Street address, first line (at most 200 characters). */
  address1: Scalars['String']['input'];
  /** Street address, second line, optional (at most 200 characters). */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** City (at most 100 characters). */
  city: Scalars['String']['input'];
  /** Company name, optional (at most 100 characters). */
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO code of a country the shop ships to. */
  country: Scalars['String']['input'];
  /** First name (at most 100 characters). */
  firstName: Scalars['String']['input'];
  /** Last name (at most 100 characters). */
  lastName: Scalars['String']['input'];
  /** Required for billing (the shop calls back about deliveries), optional for shipping: digits, spaces and + ( ) . - (6 to 30). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postcode: letters, digits, spaces and hyphens (at most 20). */
  postcode: Scalars['String']['input'];
  /**
   * The state's code within the country (CA, NY...), one of the country's `Country.states`: required when the
   * country has states (REQUIRED, or INVALID_STATE for a code the country does not have), ignored otherwise.
   */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** The shopper's answer to the test card's 3-D Secure challenge (payment status REQUIRES_ACTION). */
export type AnswerTestCardChallengeInput = {
  /** True to approve the payment, false to refuse it (the payment then waits for another card). */
  approve: Scalars['Boolean']['input'];
  /** The payment's client secret. */
  clientSecret: Scalars['String']['input'];
  /** The order's id. */
  orderId: Scalars['ID']['input'];
  /** The payment's id. */
  paymentId: Scalars['ID']['input'];
};

/** One option of an attribute. */
export type AttributeValue = {
  __typename?: 'AttributeValue';
  /** Display label in the requested language (the storefront's translation of the store's term; the store's without one). */
  label: Scalars['String']['output'];
  /** Normalised value (lowercase slug such as black or cat-eye). */
  value: Scalars['String']['output'];
};

/** Whether and how a product or variation can be bought. */
export type Availability =
  /** In stock: ADD TO CART. */
  | 'IN_STOCK'
  /** Out of stock: cannot be added to the cart. */
  | 'OUT_OF_STOCK'
  /** Pre-order (backorder, or in the Pre Order category): PRE-ORDER NOW, delivered in 70-90 days. */
  | 'PRE_ORDER';

/** An expected failure of a back-in-stock request: data, not a GraphQL error. */
export type BackInStockError = {
  __typename?: 'BackInStockError';
  /** A stable code the client maps to its texts. */
  code: BackInStockErrorCode;
  /** The input field concerned (`email`, `productId`, `variationId`, `token`), or null for the whole input. */
  field?: Maybe<Scalars['String']['output']>;
  /** An English explanation for developers. */
  message: Scalars['String']['output'];
};

/** Why a back-in-stock request was refused. */
export type BackInStockErrorCode =
  /** The email is not a deliverable-looking address. */
  | 'INVALID_EMAIL'
  /** The product or variation can be bought now: no alert is needed. */
  | 'IN_STOCK'
  /** The link no longer works: already sent, expired (unconfirmed after a week, or six months old), or never sent. */
  | 'LINK_INVALID'
  /** No published product or variation has this id. */
  | 'PRODUCT_NOT_FOUND'
  /** Too many requests from this client address or for this email: try again later (field is null). */
  | 'RATE_LIMITED'
  /** The email is empty (after trimming). */
  | 'REQUIRED'
  /** The email is longer than 254 characters. */
  | 'TOO_LONG'
  /** The product has variations: the sold-out one must be given. */
  | 'VARIATION_REQUIRED';

/** A back-in-stock mail's link. */
export type BackInStockLinkInput = {
  /** The link's token (its `token` parameter). */
  token: Scalars['String']['input'];
};

/** What a back-in-stock request answered. */
export type BackInStockPayload = {
  __typename?: 'BackInStockPayload';
  /** Why it was refused; empty otherwise. */
  errors: Array<BackInStockError>;
  /** True when the request was taken (a sign-up: a confirmation mail goes out unless the address already waits). */
  ok: Scalars['Boolean']['output'];
};

/** A billing address (errors name the field as `billing.postcode`...). */
export type BillingAddressInput = {
  /** Street address, first line. */
  address1: Scalars['String']['input'];
  /** Street address, second line, optional. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** Company name, optional. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 code of a country the shop knows (INVALID_COUNTRY). */
  country: Scalars['String']['input'];
  /** Defaults to the account email. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Phone number: digits, spaces and + ( ) . - only. */
  phone: Scalars['String']['input'];
  /** Postcode (letters, digits, spaces and hyphens). */
  postcode: Scalars['String']['input'];
  /** State or region code, when the country has them. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** Who may be served a cached answer: anyone (PUBLIC) or only the viewer it was made for (PRIVATE, never cached here). */
export type CacheControlScope =
  /** An answer for one viewer: never kept by the response cache. */
  | 'PRIVATE'
  /** The same answer for everyone: may be kept. */
  | 'PUBLIC';

/** A cart line as the browser holds it. */
export type CartLineInput = {
  /** The browser's key of the line, echoed back. */
  key: Scalars['String']['input'];
  /** The product's id. */
  productId: Scalars['ID']['input'];
  /** Units wanted: a whole number from 1 to 9999 (BAD_USER_INPUT otherwise); past 99 the line is not purchasable. */
  quantity: Scalars['PositiveInt']['input'];
  /** The chosen variation's id, for a product with variations. */
  variationId?: InputMaybe<Scalars['ID']['input']>;
};

/** Cart lines priced by the server. */
export type CartPricing = {
  __typename?: 'CartPricing';
  /** Whether every line can be bought as it is. */
  allAvailable: Scalars['Boolean']['output'];
  /**
   * How far the cart is from the store's free shipping (its free-shipping method's minimum, for the
   * destination's zone, or the shop's own zone before the shopper says where), decided as the checkout
   * decides it; null when that zone has no free shipping an amount can reach.
   */
  freeShipping?: Maybe<FreeShippingProgress>;
  /** One entry per input line, in the same order. */
  lines: Array<PricedCartLine>;
  /** Sum of the available lines' totals, shown as the lines are (shipping is computed at checkout). */
  subtotal: Money;
  /** Whether the amounts include tax or are before tax, as the store shows its cart (woocommerce_tax_display_cart). */
  taxDisplay: TaxDisplay;
};

/**
 * A catalog section behind a listing route. Each maps to a store category slug in the server's
 * configuration (CATEGORY_SLUGS), resolved to the store's category id at run time.
 */
export type CatalogSection =
  /** Every published product (/collections). */
  | 'ALL'
  /** Category `homme` (/men). */
  | 'MEN'
  /** Category `nouveautes` when the store has one, else every product (/new-arrivals). */
  | 'NEW_ARRIVALS'
  /** Category `optiques` (/optical). */
  | 'OPTICAL'
  /** Category `solaire` (/sunglasses). */
  | 'SUNGLASSES'
  /** Category `femme` (/women). */
  | 'WOMEN';

/** A product category of the store. */
export type Category = {
  __typename?: 'Category';
  /** Number of published products in the category. */
  count: Scalars['NonNegativeInt']['output'];
  /** Description (HTML), empty when none. */
  description: Scalars['String']['output'];
  /** Display type: default, products, subcategories or both. */
  display: Scalars['String']['output'];
  /** The store's category id. */
  id: Scalars['ID']['output'];
  /** Image of the category, if any. */
  image?: Maybe<Image>;
  /** Position in the shop's menu order. */
  menuOrder: Scalars['Int']['output'];
  /** Category name, in the requested language where the field that answers it has one (the store's name otherwise). */
  name: Scalars['String']['output'];
  /** Parent category id, 0 for a top-level category. */
  parentId: Scalars['Int']['output'];
  /** URL-friendly name. */
  slug: Scalars['String']['output'];
};

/** The change-email form. */
export type ChangeEmailInput = {
  /** The current password, checked (WRONG_PASSWORD; tries limited per customer: TOO_MANY_ATTEMPTS). */
  currentPassword: Scalars['String']['input'];
  /** The new email, not already another account's (EMAIL_EXISTS). */
  newEmail: Scalars['String']['input'];
};

/** The change-password form. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The current password, checked (WRONG_PASSWORD; tries limited per customer: TOO_MANY_ATTEMPTS). */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8 to 200 characters. */
  newPassword: Scalars['String']['input'];
};

/** An expected failure of placeOrder: data, not a GraphQL error. */
export type CheckoutError = {
  __typename?: 'CheckoutError';
  /** What went wrong: a stable code the client maps to its texts. */
  code: CheckoutErrorCode;
  /** The input field concerned (`email`, `billing.postcode`...), or null. */
  field?: Maybe<Scalars['String']['output']>;
  /** An English explanation for developers. */
  message: Scalars['String']['output'];
};

/** Why an order was not placed. */
export type CheckoutErrorCode =
  /** The cart changed since the shopper saw it (prices, lines, stock): `quote` holds the new one. */
  | 'CART_CHANGED'
  /** The country is not one the shop ships to. */
  | 'COUNTRY_NOT_SHIPPED'
  /** The cart is empty. */
  | 'EMPTY_CART'
  /** The idempotency key was used for another checkout. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** The email does not look deliverable. */
  | 'INVALID_EMAIL'
  /** The phone holds characters a phone number cannot. */
  | 'INVALID_PHONE'
  /** The postcode holds characters a postcode cannot. */
  | 'INVALID_POSTCODE'
  /** The state is not one of the country's states (Country.states). */
  | 'INVALID_STATE'
  /** The store refused to create the order. */
  | 'ORDER_FAILED'
  /** A line cannot be bought: not enough stock left (others hold it), gone, or out of stock. */
  | 'OUT_OF_STOCK'
  /** Too many orders from this client: try later. */
  | 'RATE_LIMITED'
  /** A required field is empty. */
  | 'REQUIRED'
  /** No shipping method chosen. */
  | 'SHIPPING_METHOD_REQUIRED'
  /** The chosen method does not ship to this destination (any more). */
  | 'SHIPPING_METHOD_UNAVAILABLE'
  /** The field is longer than its maximum. */
  | 'TOO_LONG';

/** A cart line in a checkout. */
export type CheckoutLine = {
  __typename?: 'CheckoutLine';
  /** Units the shopper can still buy, when the store tracks the stock. */
  availableQuantity?: Maybe<Scalars['Int']['output']>;
  /** The browser's key of the line. */
  key: Scalars['String']['output'];
  /** Product name in the requested language, when found. */
  name?: Maybe<Scalars['String']['output']>;
  /** Set when the line cannot be bought as it is. */
  problem?: Maybe<CheckoutLineProblem>;
  /** The store's product id. */
  productId: Scalars['ID']['output'];
  /** Units. */
  quantity: Scalars['Int']['output'];
  /** SKU, when found. */
  sku?: Maybe<Scalars['String']['output']>;
  /** VAT of the line. */
  tax?: Maybe<Money>;
  /** The line, as the order records it: with its VAT, or before tax (see CheckoutQuote.taxDisplay). */
  total?: Maybe<Money>;
  /** Unit price as the store's cart shows it (with or without VAT: see CheckoutQuote.taxDisplay), when found. */
  unitPrice?: Maybe<Money>;
  /** The chosen variation's id. */
  variationId?: Maybe<Scalars['ID']['output']>;
};

/** Why a cart line cannot be bought as it is. */
export type CheckoutLineProblem =
  /** Fewer units are in stock than the quantity (see availableQuantity). */
  | 'NOT_ENOUGH_STOCK'
  /** The product or its variation is gone or unpublished. */
  | 'NOT_FOUND'
  /** The product has variations and none was chosen, has no price, or the quantity is not allowed. */
  | 'NOT_PURCHASABLE'
  /** The product is out of stock. */
  | 'OUT_OF_STOCK';

/** A checkout priced by the server. */
export type CheckoutQuote = {
  __typename?: 'CheckoutQuote';
  /** Whether every line can be bought as it is. */
  allAvailable: Scalars['Boolean']['output'];
  /** Currency of every amount. */
  currencyCode: Scalars['CurrencyCode']['output'];
  /** Items, as the lines are shown (with VAT, or before tax: see taxDisplay). */
  itemsTotal: Money;
  /** One entry per cart line, in order. */
  lines: Array<CheckoutLine>;
  /** Whether the checkout can be placed: lines available, a destination the shop ships to, a method chosen. */
  ready: Scalars['Boolean']['output'];
  /**
   * The method priced: the one asked for when it is one of `shippingMethods`; else, with
   * `useSuggestedShippingMethod`, the suggested one; else null.
   */
  shippingMethod?: Maybe<ShippingMethod>;
  /** Shipping methods for the destination (empty without a country, or when nothing ships there). */
  shippingMethods: Array<ShippingMethod>;
  /** Shipping, shown as the items are (zero until a method is chosen). */
  shippingTotal: Money;
  /**
   * The method the shop chooses for the shopper: the cheapest of `shippingMethods` as shown (free shipping
   * when the cart reaches it; a pickup at the shop only when nothing is delivered). Null without methods.
   */
  suggestedShippingMethodId?: Maybe<Scalars['ID']['output']>;
  /** Whether the lines, items and shipping include VAT or are before tax (woocommerce_tax_display_cart). */
  taxDisplay: TaxDisplay;
  /** VAT per rate. */
  taxLines: Array<TaxLine>;
  /** VAT of the order (items and shipping): included in the amounts, or added to them (see taxDisplay). */
  taxTotal: Money;
  /** What the shopper pays: the order's total, VAT included. */
  total: Money;
};

/** Where a checkout ships to and what it contains, for a quote. */
export type CheckoutQuoteInput = {
  /** Destination country (ISO code); no shipping methods without it. */
  country?: InputMaybe<Scalars['String']['input']>;
  /** The display currency: amounts are converted to it, and the order is created in it. */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Language of the product names. */
  language?: InputMaybe<Language>;
  /** The cart's lines. */
  lines: Array<CartLineInput>;
  /** Destination postcode (some zones and rates depend on it). */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** The chosen shipping method's id, from a previous quote. */
  shippingMethodId?: InputMaybe<Scalars['ID']['input']>;
  /** Destination state's code within the country (CA for California: see Country.states); zones of a state need it. */
  state?: InputMaybe<Scalars['String']['input']>;
  /**
   * Price the suggested method (`suggestedShippingMethodId`) when `shippingMethodId` is not given or does not
   * ship to the destination (any more): the checkout then shows a total with the shop's choice of method.
   */
  useSuggestedShippingMethod?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An account made inside the checkout: the email becomes the username. */
export type CheckoutRegisterInput = {
  /** The checkout's email, not already an account's (EMAIL_EXISTS). */
  email: Scalars['String']['input'];
  /** First name from the checkout form, when already typed. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name from the checkout form, when already typed. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Password: 8 to 200 characters. */
  password: Scalars['String']['input'];
};

/** A colour suggested while typing. */
export type ColorSuggestion = {
  __typename?: 'ColorSuggestion';
  /** Its name in the requested language. */
  label: Scalars['String']['output'];
  /** How many products of the catalog carry it. */
  productCount: Scalars['NonNegativeInt']['output'];
  /** The colour's value, as the listing's `colors` filter takes it (/collections?color=value). */
  value: Scalars['String']['output'];
};

/** Which order's payment to verify with the provider (an order this session may read, else NOT_FOUND). */
export type ConfirmOrderPaymentInput = {
  /** The order's id. */
  orderId: Scalars['ID']['input'];
  /** The payment's id, from placeOrder. */
  paymentId: Scalars['ID']['input'];
};

/** Why a contact message was not kept. */
export type ContactErrorCode =
  /** The email is not a deliverable-looking address. */
  | 'INVALID_EMAIL'
  /** Too many attempts from this client address or for this email: try again later (field is null). */
  | 'RATE_LIMITED'
  /** The field is empty (after trimming). */
  | 'REQUIRED'
  /** The field is longer than its maximum. */
  | 'TOO_LONG';

/** An expected failure of sendContactMessage: data, not a GraphQL error. */
export type ContactMessageError = {
  __typename?: 'ContactMessageError';
  /** A stable code the client maps to its texts. */
  code: ContactErrorCode;
  /** The input field concerned (for example `email`), or null for the whole input (RATE_LIMITED). */
  field?: Maybe<Scalars['String']['output']>;
  /** An English explanation for developers. */
  message: Scalars['String']['output'];
};

/** A message from the contact form. */
export type ContactMessageInput = {
  /** The sender's email address. */
  email: Scalars['String']['input'];
  /** Language the shopper used (for the reply). */
  language?: InputMaybe<Language>;
  /** The message itself. */
  message: Scalars['String']['input'];
  /** The sender's name. */
  name: Scalars['String']['input'];
  /** What the message is about. */
  subject: Scalars['String']['input'];
};

/** Result of sending a contact message. */
export type ContactMessagePayload = {
  __typename?: 'ContactMessagePayload';
  /** Why it was not kept: invalid fields, or RATE_LIMITED. */
  errors: Array<ContactMessageError>;
  /** True when the message was kept. */
  ok: Scalars['Boolean']['output'];
};

/** A country the shop ships to. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code. */
  code: Scalars['String']['output'];
  /** Name in the requested language. */
  name: Scalars['String']['output'];
  /**
   * The country's states or provinces as the store lists them (WooCommerce's data/countries), sorted by
   * name; empty when the country has none. An address in a country with states must name one.
   */
  states: Array<CountryState>;
};

/** A state or province of a country. */
export type CountryState = {
  __typename?: 'CountryState';
  /** The state's code within its country (CA for California), as addresses and zones (US:CA) name it. */
  code: Scalars['String']['output'];
  /** Its name, as the store gives it. */
  name: Scalars['String']['output'];
};

/** A display currency. */
export type Currency = {
  __typename?: 'Currency';
  /** ISO 4217 code. */
  code: Scalars['CurrencyCode']['output'];
  /** Whether this is the store's base currency. */
  isBase: Scalars['Boolean']['output'];
  /** Name in the requested language (Euro, US dollar...). */
  name: Scalars['String']['output'];
  /** Rate against the store's base currency (EUR = 1). */
  rate: Scalars['Float']['output'];
  /** The store's own symbol for it (€, $, £...), or Intl's when the store's rates cannot be read; prices are written by the shop's formatter, not with it. */
  symbol: Scalars['String']['output'];
};

/** One currency as the plugin describes it. */
export type CurrencyPluginEntry = {
  __typename?: 'CurrencyPluginEntry';
  /** ISO 4217 code. */
  code: Scalars['CurrencyCode']['output'];
  /** The plugin's own description. */
  description: Scalars['String']['output'];
  /** Name (English). */
  name: Scalars['String']['output'];
  /** Rate against the base currency. */
  rate: Scalars['Float']['output'];
  /** Symbol, HTML entities decoded. */
  symbol: Scalars['String']['output'];
};

/** A failed call to the store's currency plugin. */
export type CurrencyPluginError = {
  __typename?: 'CurrencyPluginError';
  /** The message logged by the server. */
  message: Scalars['String']['output'];
  /** HTTP status of the store's answer, null when there was none. */
  status?: Maybe<Scalars['Int']['output']>;
  /** HTTP status text, or the failure's kind. */
  statusText: Scalars['String']['output'];
};

/** A product price from the plugin. */
export type CurrencyPluginPrice = {
  __typename?: 'CurrencyPluginPrice';
  /** The price, null when the product has none. */
  price?: Maybe<Scalars['Float']['output']>;
  /** The store's product id. */
  productId: Scalars['ID']['output'];
};

/** The plugin's product prices in one currency, or why they could not be read. */
export type CurrencyPluginPrices = {
  __typename?: 'CurrencyPluginPrices';
  /** The currency asked for. */
  currency: Scalars['CurrencyCode']['output'];
  /** Set when the plugin's answer failed. */
  error?: Maybe<CurrencyPluginError>;
  /** Price of each product (empty on error or when the currency is not served). */
  prices: Array<CurrencyPluginPrice>;
  /** False when the store's currency plugin does not serve the currency (prices then empty, error null). */
  served: Scalars['Boolean']['output'];
};

/** The store's currency plugin as the server sees it. */
export type CurrencyPluginStatus = {
  __typename?: 'CurrencyPluginStatus';
  /** The currencies served (the defaults when the plugin failed). */
  currencies: Array<CurrencyPluginEntry>;
  /** Set when the plugin could not be read and the defaults are served. */
  error?: Maybe<CurrencyPluginError>;
};

/**
 * A customer account, as its owner sees it: only the signed-in customer's own account is ever answered
 * (`me`, the account mutations' payloads).
 */
export type Customer = {
  __typename?: 'Customer';
  /** The saved billing address (empty texts when none was saved). */
  billing: CustomerAddress;
  /** When the account was created (member since). */
  createdAt: Scalars['DateTime']['output'];
  /** The account's email: the sign-in name, and where the store writes. */
  email: Scalars['String']['output'];
  /** First name (may be empty for an account made at checkout). */
  firstName: Scalars['String']['output'];
  /** The frame size the customer saved for the fit finder (kept in the store's customer meta), or null. */
  frameSize?: Maybe<FrameSize>;
  /** The store's customer id. */
  id: Scalars['ID']['output'];
  /** Last name (may be empty for an account made at checkout). */
  lastName: Scalars['String']['output'];
  /** The customer's latest orders, newest first, from the store. */
  orders: Array<Order>;
  /** The store's role for the account (customer, subscriber...): the account type. */
  role: Scalars['String']['output'];
  /** The saved shipping address (empty texts when none was saved). */
  shipping: CustomerAddress;
  /** The store's username (the email for an account made at checkout); it does not change. */
  username: Scalars['String']['output'];
};


/**
 * A customer account, as its owner sees it: only the signed-in customer's own account is ever answered
 * (`me`, the account mutations' payloads).
 */
export type CustomerOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<Language>;
};

/** A saved address. Empty texts where nothing was saved. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  /** Street address, first line. */
  address1: Scalars['String']['output'];
  /** Street address, second line (apartment, floor...), empty when none. */
  address2: Scalars['String']['output'];
  /** City. */
  city: Scalars['String']['output'];
  /** Company name, empty when none. */
  company: Scalars['String']['output'];
  /**
   * Whether the address is set up: first and last name, address line, postcode and country all given
   * (otherwise the account area offers to add it).
   */
  configured: Scalars['Boolean']['output'];
  /** ISO 3166-1 alpha-2 country code, or empty. */
  country: Scalars['String']['output'];
  /** The country's name in the requested language (empty when no country). */
  countryName: Scalars['String']['output'];
  /** Billing only: the email of the invoices. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Billing only. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  postcode: Scalars['String']['output'];
  /** State or region code, when the country has them. */
  state: Scalars['String']['output'];
};


/** A saved address. Empty texts where nothing was saved. */
export type CustomerAddressCountryNameArgs = {
  language?: InputMaybe<Language>;
};

/** A delivery time in days. */
export type DeliveryEstimate = {
  __typename?: 'DeliveryEstimate';
  /** Most days. */
  maxDays: Scalars['Int']['output'];
  /** Fewest days. */
  minDays: Scalars['Int']['output'];
};

/**
 * Where the shopper's order goes, once they have said (the checkout's destination): the store taxes its
 * prices there, so prices shown with tax carry that place's taxes. Without it, the shop's own address.
 */
export type DestinationInput = {
  /** ISO 3166-1 alpha-2 country code (BAD_USER_INPUT otherwise). */
  country: Scalars['String']['input'];
  /** Postcode, when known (some tax rates depend on it; at most 20 characters). */
  postcode?: InputMaybe<Scalars['String']['input']>;
};

/** A refused gate password try. */
export type EnterSiteError = {
  __typename?: 'EnterSiteError';
  /** What went wrong; the client maps it to its texts. */
  code: EnterSiteErrorCode;
  /** The input field concerned: `password`. */
  field?: Maybe<Scalars['String']['output']>;
  /** An English explanation for developers. */
  message: Scalars['String']['output'];
};

/** Why a gate password try was refused. */
export type EnterSiteErrorCode =
  /** Too many wrong tries from this address: wait before trying again. */
  | 'TOO_MANY_ATTEMPTS'
  /** The password is not the shop's. */
  | 'WRONG_PASSWORD';

/** Result of a gate password try. */
export type EnterSitePayload = {
  __typename?: 'EnterSitePayload';
  /** Why the try was refused (empty when granted). */
  errors: Array<EnterSiteError>;
  /** Whether the password was right and the cookie set. */
  granted: Scalars['Boolean']['output'];
};

/** One filter value. */
export type FilterOption = {
  __typename?: 'FilterOption';
  /** How many products carry it among those the other chosen filters keep. */
  count: Scalars['NonNegativeInt']['output'];
  /** Display label in the listing's language (terms named alike in it are one value: its value matches them all). */
  label: Scalars['String']['output'];
  /** The value to send back in ProductFilterInput (a slug). */
  value: Scalars['String']['output'];
};

/** Values a listing can be filtered by, with how many products carry each. */
export type FilterOptions = {
  __typename?: 'FilterOptions';
  /** Product types present among the products (the optical and sunglasses categories). */
  categories: Array<FilterOption>;
  /** Colours present. */
  colors: Array<FilterOption>;
  /**
   * How many products fit like `size` (the fit filter's tolerances) among those the other chosen filters
   * keep; without `size`, like the filter's own `fitsLike`. Null when neither is given.
   */
  fitsLikeCount?: Maybe<Scalars['NonNegativeInt']['output']>;
  /** Genders present. */
  genders: Array<FilterOption>;
  /** How many products are available for pre-order. */
  preOrderCount: Scalars['NonNegativeInt']['output'];
  /** Lowest and highest price among the products, as their prices are shown (Product.price); null when there are none. */
  priceRange?: Maybe<PriceRange>;
  /** Shapes present. */
  shapes: Array<FilterOption>;
};


/** Values a listing can be filtered by, with how many products carry each. */
export type FilterOptionsFitsLikeCountArgs = {
  size?: InputMaybe<FrameSizeInput>;
};

/**
 * A frame's size as printed inside its temple ("52□18 140"), in millimetres: lens width, bridge width
 * and temple length.
 */
export type FrameSize = {
  __typename?: 'FrameSize';
  /** Width of the bridge between the lenses. */
  bridgeWidth: Scalars['Float']['output'];
  /** The size as the temple prints it: 52□18 140 (52□18 without a temple length). */
  label: Scalars['String']['output'];
  /** Width of one lens. */
  lensWidth: Scalars['Float']['output'];
  /** Length of a temple (arm), when known. */
  templeLength?: Maybe<Scalars['Float']['output']>;
};

/**
 * A frame size the shopper gives (the numbers inside the temple of a pair that fits), in millimetres:
 * lens 30 to 75, bridge 10 to 30, temple 100 to 175, else BAD_USER_INPUT.
 */
export type FrameSizeInput = {
  /** Width of the bridge. */
  bridgeWidth: Scalars['Float']['input'];
  /** Width of one lens. */
  lensWidth: Scalars['Float']['input'];
  /** Length of a temple, when known (null: not compared). */
  templeLength?: InputMaybe<Scalars['Float']['input']>;
};

/** The cart's progress towards free shipping, in the display currency. */
export type FreeShippingProgress = {
  __typename?: 'FreeShippingProgress';
  /** Whether the cart ships free. */
  reached: Scalars['Boolean']['output'];
  /** What the items still lack to ship free; 0 once reached. */
  remaining: Money;
  /** The minimum order (the items as the cart shows them) that ships free; 0 when the zone always ships free. */
  threshold: Money;
};

/** The home page's hero: its picture, decorative (the hero's heading says what the page is). */
export type HomeHero = {
  __typename?: 'HomeHero';
  /** Where to load the picture: an absolute URL, or a root-relative path served by this server. */
  imageUrl: Scalars['String']['output'];
};

/** An image of a product or variation. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text (the product name when the store has none). */
  alt: Scalars['String']['output'];
  /** The store's media id. */
  id: Scalars['ID']['output'];
  /**
   * Where to load the image: an absolute URL on a real store's origin, or a root-relative path
   * (`/wp-content/uploads/...`) for the embedded store's images, served by this server whatever host the
   * shop is opened on.
   */
  url: Scalars['String']['output'];
};

/** A language the shop speaks. French is the default. */
export type Language =
  /** English. */
  | 'EN'
  /** French (default). */
  | 'FR';

/** An amount of money in one currency, rounded to 2 decimals. */
export type Money = {
  __typename?: 'Money';
  /** The amount, rounded to 2 decimals. */
  amount: Scalars['Float']['output'];
  /** The ISO 4217 code of the currency the amount is in. */
  currencyCode: Scalars['CurrencyCode']['output'];
};

/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Answers the test card's 3-D Secure challenge: approve or refuse. */
  answerTestCardChallenge: PaymentAttemptPayload;
  /** Changes the signed-in customer's email; the current password is required and checked. */
  changeEmail: AccountPayload;
  /**
   * Changes the signed-in customer's password; the current password is required and checked. Every other
   * session of the customer ends; this one continues under a new id.
   */
  changePassword: AccountPayload;
  /**
   * Confirms a wait with the token of its first mail's link: its alert goes out once the store shows stock
   * again. A second use of the same link still succeeds.
   */
  confirmBackInStock: BackInStockPayload;
  /**
   * Verifies the order's payment with the provider and, when it succeeded, marks the order paid in the
   * store. Safe to repeat: an order is completed once.
   */
  confirmOrderPayment: PaymentAttemptPayload;
  /** Checks the site password; on success the server sets a signed HTTP-only cookie. Tries are rate limited. */
  enterSite: EnterSitePayload;
  /**
   * Pays a placed order with the offline test card (only when no Stripe key is configured). The card is
   * checked and charged as Stripe's test mode does; the card number is never stored nor logged.
   */
  payWithTestCard: PaymentAttemptPayload;
  /**
   * Places the order: checks the form as the checkout does, prices it from the store (prices sent by a
   * browser are never used), holds the stock for 15 minutes, creates the order pending in the display
   * currency and starts a card payment for the server's total. The same idempotency key gives the same
   * order (a concurrent repeat waits for the first); the same key with other contents is refused.
   * When the cart changed since `expectedTotal` (price, product gone, stock), nothing is created and the
   * new quote is returned to show.
   */
  placeOrder: PlaceOrderPayload;
  /**
   * Creates a customer account (the registration form's rules, checked here too) and signs it in.
   * Limited per address.
   */
  register: AccountPayload;
  /** Creates an account inside the checkout: the email is the username, a password of 8 characters or more. */
  registerAtCheckout: AccountPayload;
  /**
   * Asks for a password reset link by mail. The answer is the same, in the same time, whether or not the
   * email has an account (the mail goes out in the background, only to an account's address); a newer
   * request replaces the previous link. Limited per address and per email.
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /**
   * Sets a new password with a reset link's token: the link works once, within an hour of the request. The
   * new password follows the one password rule; the store's password is changed, every session of the
   * customer ends, and this session is signed in (under a new id).
   */
  resetPassword: AccountPayload;
  /**
   * Keeps the fit finder's size in the signed-in customer's account (null forgets it), so every device
   * they sign in on knows it. NOT_SIGNED_IN in errors for a visitor; a size out of bounds is BAD_USER_INPUT.
   */
  saveFrameSize: AccountPayload;
  /**
   * Keeps a message from the contact form. Every field is required; the email must be valid. Attempts are
   * rate limited per client address and per sender email (RATE_LIMITED).
   */
  sendContactMessage: ContactMessagePayload;
  /**
   * Signs in with email and password, checked by the store. On success the session gets a new id (the
   * cookie goes out with the answer) and keeps the site-gate pass and the orders it placed. Limited per
   * address and per email.
   */
  signIn: AccountPayload;
  /** Ends this session's sign-in (the cart and language stay in the browser). True even for a guest. */
  signOut: Scalars['Boolean']['output'];
  /**
   * Asks for one mail when a sold-out product (simple) or variation is back in stock. A first mail's link
   * confirms the address (double opt-in); until then nothing is sent. The answer is the same whether or not
   * the address already waits for it. Limited per address and per email.
   */
  subscribeBackInStock: BackInStockPayload;
  /**
   * Subscribes an email to the newsletter. Subscribing twice is not an error and keeps one subscription.
   * Attempts are rate limited per client address and per email (RATE_LIMITED).
   */
  subscribeToNewsletter: NewsletterSubscriptionPayload;
  /** Ends a wait with the token of any of its mails' links (a link used twice still succeeds). */
  unsubscribeBackInStock: BackInStockPayload;
  /**
   * Saves the billing address, the shipping address, or both. The billing email defaults to the account
   * email; the shipping address keeps no phone.
   */
  updateAddresses: AccountPayload;
  /** Changes the signed-in customer's first and last name. */
  updateProfile: AccountPayload;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationAnswerTestCardChallengeArgs = {
  input: AnswerTestCardChallengeInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationChangeEmailArgs = {
  input: ChangeEmailInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationConfirmBackInStockArgs = {
  input: BackInStockLinkInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationConfirmOrderPaymentArgs = {
  input: ConfirmOrderPaymentInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationEnterSiteArgs = {
  password: Scalars['String']['input'];
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationPayWithTestCardArgs = {
  input: PayWithTestCardInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationRegisterAtCheckoutArgs = {
  input: CheckoutRegisterInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationSaveFrameSizeArgs = {
  size?: InputMaybe<FrameSizeInput>;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationSignInArgs = {
  input: SignInInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationSubscribeBackInStockArgs = {
  input: SubscribeBackInStockInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationSubscribeToNewsletterArgs = {
  input: NewsletterSubscriptionInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationUnsubscribeBackInStockArgs = {
  input: BackInStockLinkInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationUpdateAddressesArgs = {
  input: UpdateAddressesInput;
};


/** The write entry points of the storefront. Domain files add their fields with `extend type Mutation`. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/** Why a newsletter sign-up was not kept. */
export type NewsletterErrorCode =
  /** The email is not a deliverable-looking address. */
  | 'INVALID_EMAIL'
  /** Too many attempts from this client address or for this email: try again later (field is null). */
  | 'RATE_LIMITED'
  /** The email is empty (after trimming). */
  | 'REQUIRED'
  /** The email or the source is longer than its maximum. */
  | 'TOO_LONG';

/** An expected failure of subscribeToNewsletter: data, not a GraphQL error. */
export type NewsletterSubscriptionError = {
  __typename?: 'NewsletterSubscriptionError';
  /** A stable code the client maps to its texts. */
  code: NewsletterErrorCode;
  /** The input field concerned (for example `email`), or null for the whole input (RATE_LIMITED). */
  field?: Maybe<Scalars['String']['output']>;
  /** An English explanation for developers. */
  message: Scalars['String']['output'];
};

/** A newsletter sign-up. */
export type NewsletterSubscriptionInput = {
  /** The email address to subscribe. */
  email: Scalars['String']['input'];
  /** Language of the newsletter. */
  language?: InputMaybe<Language>;
  /** Which form the sign-up came from (home, landing, footer...). */
  source?: InputMaybe<Scalars['String']['input']>;
};

/** Result of a newsletter sign-up. */
export type NewsletterSubscriptionPayload = {
  __typename?: 'NewsletterSubscriptionPayload';
  /** True when the address was already subscribed. */
  alreadySubscribed: Scalars['Boolean']['output'];
  /** Why it was not kept: invalid fields, or RATE_LIMITED. */
  errors: Array<NewsletterSubscriptionError>;
  /** True when the address is subscribed (newly or already). */
  ok: Scalars['Boolean']['output'];
};

/** An order as the store records it. Amounts are in the order's currency. */
export type Order = {
  __typename?: 'Order';
  /** The billing address. */
  billing: OrderAddress;
  /** When the shop marked it completed (shipped), null until then. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the order was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The currency the order was placed and charged in: every amount of the order is in it. */
  currencyCode: Scalars['CurrencyCode']['output'];
  /** The shopper's note for the shop, if any. */
  customerNote?: Maybe<Scalars['String']['output']>;
  /** Discounts granted, zero when none. */
  discountTotal: Money;
  /** The billing email. */
  email: Scalars['String']['output'];
  /** The store's order id. */
  id: Scalars['ID']['output'];
  /** Items, with VAT or before tax as the store shows orders (see taxDisplay). */
  itemsTotal: Money;
  /** The items ordered. */
  lines: Array<OrderLine>;
  /** The order number shown to the shopper. */
  number: Scalars['String']['output'];
  /** Whether the order is paid. */
  paid: Scalars['Boolean']['output'];
  /** When the payment was recorded, null while unpaid. */
  paidAt?: Maybe<Scalars['DateTime']['output']>;
  /** How it was paid: the store gateway's title the order records, in the requested language. */
  paymentMethodTitle: Scalars['String']['output'];
  /** Where it ships (the billing address when the shopper gave no other). */
  shipping: OrderAddress;
  /** The shipping method charged (one, or none for an order without shipping). */
  shippingLines: Array<OrderShippingLine>;
  /** Shipping, shown as the items are. */
  shippingTotal: Money;
  /**
   * The store's status: pending, processing, on-hold, completed, cancelled, refunded, failed, or another
   * status a store plugin added (shown as it is).
   */
  status: Scalars['String']['output'];
  /** Whether lines, items and shipping include VAT or are before tax, as the store shows orders (woocommerce_tax_display_cart). */
  taxDisplay: TaxDisplay;
  /** VAT of the order: included in the amounts, or added to them (see taxDisplay). */
  taxTotal: Money;
  /** What the shopper pays: items and shipping, VAT included, less discounts. */
  total: Money;
};

/** An address on an order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** Street address, first line. */
  address1: Scalars['String']['output'];
  /** Street address, second line, when given. */
  address2?: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Company name, when given. */
  company?: Maybe<Scalars['String']['output']>;
  /** ISO code. */
  country: Scalars['String']['output'];
  /** Country name in the requested language. */
  countryName: Scalars['String']['output'];
  /** First name. */
  firstName: Scalars['String']['output'];
  /** Last name. */
  lastName: Scalars['String']['output'];
  /** Phone number, when given (billing; a shipping address usually has none). */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  postcode: Scalars['String']['output'];
};

/** An item of an order. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The store's line id. */
  id: Scalars['ID']['output'];
  /** The name recorded on the order, a variation's options in the requested language ("Pigalle - Noir"). */
  name: Scalars['String']['output'];
  /** The store's product id. */
  productId: Scalars['ID']['output'];
  /** Units ordered. */
  quantity: Scalars['Int']['output'];
  /** The SKU recorded, when the product has one. */
  sku?: Maybe<Scalars['String']['output']>;
  /** VAT in the line. */
  tax: Money;
  /** Line total, shown as Order.itemsTotal is. */
  total: Money;
  /** Unit price, shown as Order.itemsTotal is. */
  unitPrice: Money;
  /** The store's variation id, for a product with variations. */
  variationId?: Maybe<Scalars['ID']['output']>;
};

/** A shipping line of an order. */
export type OrderShippingLine = {
  __typename?: 'OrderShippingLine';
  /** The store's method id (flat_rate, free_shipping, local_pickup...). */
  methodId: Scalars['String']['output'];
  /** VAT in the cost. */
  tax: Money;
  /** The method's title as recorded, in the requested language (the store's without a translation). */
  title: Scalars['String']['output'];
  /** Cost, shown as Order.itemsTotal is. */
  total: Money;
};

/** Why a new password is easy to guess (the password-strength estimator's feedback), as codes the client shows in the shopper's language. */
export type PasswordAdvice = {
  __typename?: 'PasswordAdvice';
  /** What would make it stronger, best first (at least one). */
  suggestions: Array<PasswordSuggestion>;
  /** The main reason, when the estimator names one. */
  warning?: Maybe<PasswordWarning>;
};

/** Whether a reset link can be used. */
export type PasswordResetLinkState =
  /** The link is older than an hour: ask for a new one. */
  | 'EXPIRED'
  /** The link was used, replaced by a newer one, or never existed. */
  | 'INVALID'
  /** The link works: a new password may be set. */
  | 'VALID';

/** What would make a password stronger. */
export type PasswordSuggestion =
  /** Capitalise some letters, not all. */
  | 'ALL_UPPERCASE'
  /** Add more words that are less common. */
  | 'ANOTHER_WORD'
  /** Avoid years associated with you. */
  | 'ASSOCIATED_YEARS'
  /** Capitalise more than the first letter. */
  | 'CAPITALIZATION'
  /** Avoid dates and years associated with you. */
  | 'DATES'
  /** Avoid predictable letter substitutions (@ for a). */
  | 'L33T'
  /** Use longer keyboard patterns with more turns. */
  | 'LONGER_KEYBOARD_PATTERN'
  /** Symbols, digits and capitals are not needed: length is. */
  | 'NO_NEED'
  /** Avoid recent years. */
  | 'RECENT_YEARS'
  /** Avoid repeated words and characters. */
  | 'REPEATED'
  /** Avoid reversed spellings of common words. */
  | 'REVERSE_WORDS'
  /** Avoid common sequences. */
  | 'SEQUENCES'
  /** Use several words, but avoid common phrases. */
  | 'USE_WORDS';

/** What makes a password easy to guess. */
export type PasswordWarning =
  /** A commonly used password. */
  | 'COMMON'
  /** Common names and surnames. */
  | 'COMMON_NAMES'
  /** A date. */
  | 'DATES'
  /** A repeated group (abcabcabc). */
  | 'EXTENDED_REPEAT'
  /** A short keyboard pattern. */
  | 'KEY_PATTERN'
  /** A first or last name alone. */
  | 'NAMES_BY_THEMSELVES'
  /** A recent year. */
  | 'RECENT_YEARS'
  /** A sequence (abc, 1234). */
  | 'SEQUENCES'
  /** Close to a commonly used password. */
  | 'SIMILAR_TO_COMMON'
  /** A repeated character (aaa). */
  | 'SIMPLE_REPEAT'
  /** A straight row of keys (qwerty, azerty). */
  | 'STRAIGHT_ROW'
  /** One of the hundred most used passwords. */
  | 'TOP_HUNDRED'
  /** One of the ten most used passwords. */
  | 'TOP_TEN'
  /** The account's own details (email, username, names) or the shop's name. */
  | 'USER_INPUTS'
  /** A single word. */
  | 'WORD_BY_ITSELF';

/**
 * A test card payment. The order must be one this session may read (else NOT_FOUND); with Stripe
 * configured the test card is refused (BAD_USER_INPUT); card tries are limited (RATE_LIMITED).
 */
export type PayWithTestCardInput = {
  /** The card typed. */
  card: TestCardInput;
  /** The payment's client secret, from placeOrder. */
  clientSecret: Scalars['String']['input'];
  /** The order's id, from placeOrder. */
  orderId: Scalars['ID']['input'];
  /** The payment's id, from placeOrder (a payment of another order is NOT_FOUND). */
  paymentId: Scalars['ID']['input'];
};

/** The card payment of an order. */
export type Payment = {
  __typename?: 'Payment';
  /** Amount charged: the order's total. */
  amount: Money;
  /** The secret the browser confirms the payment with (Stripe.js or the test card form). */
  clientSecret: Scalars['String']['output'];
  /** The provider's payment id (a PaymentIntent id). */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed, as the provider says it. */
  lastError?: Maybe<PaymentError>;
  /** Who takes the payment. */
  provider: PaymentProviderKind;
  /** Where the payment stands. */
  status: PaymentStatus;
};

/** Result of a payment attempt or confirmation. */
export type PaymentAttemptPayload = {
  __typename?: 'PaymentAttemptPayload';
  /** The order, paid when the payment succeeded and the store was updated. */
  order?: Maybe<Order>;
  /** The payment as the provider sees it now. */
  payment: Payment;
};

/** A failed card attempt. */
export type PaymentError = {
  __typename?: 'PaymentError';
  /** The provider's code (card_declined, incorrect_number, expired_card...). */
  code: Scalars['String']['output'];
  /** The decline reason (insufficient_funds, generic_decline...), when declined. */
  declineCode?: Maybe<Scalars['String']['output']>;
  /** The provider's message (English). */
  message: Scalars['String']['output'];
};

/** The provider that takes card payments. */
export type PaymentProviderKind =
  /** Stripe, with Stripe Elements in the page. */
  | 'STRIPE'
  /** The offline test card: a card form whose numbers behave as Stripe's test cards. */
  | 'TEST_CARD';

/** How the shopper pays. */
export type PaymentSetup = {
  __typename?: 'PaymentSetup';
  /** Whether the store's card gateway is enabled; false means card payment is not available. */
  cardGatewayEnabled: Scalars['Boolean']['output'];
  /** Stripe when the server has Stripe's keys, else the offline test card. */
  provider: PaymentProviderKind;
  /** Stripe's publishable key, for Stripe.js (null for the test card). */
  stripePublishableKey?: Maybe<Scalars['String']['output']>;
};

/** A payment's state, as Stripe names it. */
export type PaymentStatus =
  /**
   * Cancelled: the order is not paid and the payment cannot be used again. When the checkout gave the payment
   * back (the store could not record the order), lastError says why: sold_out_meanwhile, order_not_recorded,
   * order_not_payable, order_already_paid or amount_changed; its declineCode is refunded when money had been
   * taken and was given back, else nothing was taken.
   */
  | 'CANCELED'
  /** The provider is processing the payment: confirm again later. */
  | 'PROCESSING'
  /** A 3-D Secure challenge is waiting for the shopper. */
  | 'REQUIRES_ACTION'
  /**
   * The card is authorised and no money is taken yet: the money is captured once the store has recorded the
   * order as paid (done by confirmOrderPayment, the provider's webhook or the server's retry), never before.
   */
  | 'REQUIRES_CAPTURE'
  /** Waiting for a card, or the last card was declined (see Payment.lastError): another card may be tried. */
  | 'REQUIRES_PAYMENT_METHOD'
  /** Paid: the store recorded the order as paid and the money was captured. */
  | 'SUCCEEDED';

/** The checkout form and the cart, as the shopper confirms them. */
export type PlaceOrderInput = {
  /** The billing address; the phone is required. */
  billing: AddressInput;
  /** The display currency: the order is created and charged in it. */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** An optional note for the shop (at most 1,000 characters). */
  customerNote?: InputMaybe<Scalars['String']['input']>;
  /** The billing email, where the store sends the order's emails (at most 254 characters). */
  email: Scalars['String']['input'];
  /** The total the shopper was shown: when the server's total differs, nothing is placed (CART_CHANGED). */
  expectedTotal: Scalars['Float']['input'];
  /**
   * A key the browser makes once per checkout content: a random UUID (version 4) or 128 random bits as 32
   * hexadecimal digits, anything else is BAD_USER_INPUT. The same key sent again by the same browser session
   * gives the same order; from another session it is refused (IDEMPOTENCY_KEY_REUSED). Change it when the
   * form or the cart changes.
   */
  idempotencyKey: Scalars['String']['input'];
  /** Language of the shopper: product names on the order, and the order's emails. */
  language?: InputMaybe<Language>;
  /** The cart's lines (at most 100), priced from the store: prices sent by a browser are never used. */
  lines: Array<CartLineInput>;
  /** Ship to `shipping` instead of the billing address. */
  shipToDifferentAddress?: InputMaybe<Scalars['Boolean']['input']>;
  /** The shipping address, required when `shipToDifferentAddress` is true (ignored otherwise). */
  shipping?: InputMaybe<AddressInput>;
  /** The chosen method's id, from `checkoutQuote(...).shippingMethods` for this destination. */
  shippingMethodId: Scalars['ID']['input'];
};

/** Result of placeOrder. */
export type PlaceOrderPayload = {
  __typename?: 'PlaceOrderPayload';
  /** Why nothing was placed. */
  errors: Array<CheckoutError>;
  /** The pending order. */
  order?: Maybe<Order>;
  /** The key that lets a guest open the order's confirmation page. */
  orderKey?: Maybe<Scalars['String']['output']>;
  /** The payment to confirm. */
  payment?: Maybe<Payment>;
  /** With CART_CHANGED or OUT_OF_STOCK: the checkout as it is now, to show before paying. */
  quote?: Maybe<CheckoutQuote>;
};

/** A price interval. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** Highest price. */
  max: Scalars['Float']['output'];
  /** Lowest price. */
  min: Scalars['Float']['output'];
};

/** A piece of the text the store shows after a product's price: its own words, or an amount it names. */
export type PriceSuffixPart = {
  __typename?: 'PriceSuffixPart';
  /** An amount the suffix names (the price with or without tax), or null for words. */
  amount?: Maybe<Money>;
  /** The store's words (in the store's language), or null for an amount. */
  text?: Maybe<Scalars['String']['output']>;
};

/** A cart line priced now. */
export type PricedCartLine = {
  __typename?: 'PricedCartLine';
  /** Current availability, when found. */
  availability?: Maybe<Availability>;
  /** False when the product or variation no longer exists or is not published. */
  found: Scalars['Boolean']['output'];
  /** The browser's key of the line. */
  key: Scalars['String']['output'];
  /** The line (unit price times quantity, taxed as a line), shown as unitPrice is, when found. */
  lineTotal?: Maybe<Money>;
  /** Current product name, when found. */
  name?: Maybe<Scalars['String']['output']>;
  /** Whether this line can be bought: found, not out of stock, enough stock for the quantity. */
  purchasable: Scalars['Boolean']['output'];
  /** Units in stock when the store tracks them. */
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  /** Current unit price as the store's cart shows it (with or without tax: see CartPricing.taxDisplay), when found. */
  unitPrice?: Maybe<Money>;
};

/** A product of the catalog, with texts in the requested language. */
export type Product = {
  __typename?: 'Product';
  /** Attributes with their options (colour, shape, gender, material, ...). */
  attributes: Array<ProductAttribute>;
  /** Availability derived from stock status and the Pre Order category. */
  availability: Availability;
  /** Categories the product belongs to. */
  categories: Array<Category>;
  /** Colour options as swatches, in the store's order. */
  colors: Array<AttributeValue>;
  /** When the product was created in the store. */
  createdAt: Scalars['DateTime']['output'];
  /** Delivery time promised for this availability. */
  deliveryEstimate: DeliveryEstimate;
  /** Long description (HTML from the store). */
  description: Scalars['String']['output'];
  /** Whether the product is featured by the shop. */
  featured: Scalars['Boolean']['output'];
  /**
   * The frame's size, read from the store's meta data or attributes (the fields FRAME_SIZE_FIELDS names);
   * null when the store does not give its lens and bridge widths.
   */
  frameSize?: Maybe<FrameSize>;
  /** First gender option, as a slug (men, women, unisex), if any. */
  gender?: Maybe<Scalars['String']['output']>;
  /** The store's product id. */
  id: Scalars['ID']['output'];
  /** Images, the main one first. */
  images: Array<Image>;
  /** Product name. */
  name: Scalars['String']['output'];
  /** Whether a lower sale price is running. */
  onSale: Scalars['Boolean']['output'];
  /** The regular price, shown as `price` is, when it is higher than the current price (shown struck through), else null. */
  originalPrice?: Maybe<Money>;
  /**
   * Current price (the sale price when on sale) as the store's own pages show it: with or without tax by
   * its settings (woocommerce_tax_display_shop), the taxes of the destination asked for, else of the shop's
   * address. For a product with variations, the lowest variation price. Null when the store has no price.
   */
  price?: Maybe<Money>;
  /** What the store shows after the price (its price display suffix, such as TTC), or null when it shows nothing. */
  priceSuffix?: Maybe<Array<PriceSuffixPart>>;
  /** First shape option, as a slug, if any. */
  shape?: Maybe<Scalars['String']['output']>;
  /** Short description (HTML from the store). */
  shortDescription: Scalars['String']['output'];
  /** Stock keeping unit, empty when the store has none. */
  sku: Scalars['String']['output'];
  /** URL-friendly unique name, used in /products/:slug. */
  slug: Scalars['String']['output'];
  /** Specifications (dimensions, material, origin, ...) in the requested language. */
  specifications: Array<Specification>;
  /** Units in stock when the store tracks them. */
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  /** The store's raw stock status: instock, onbackorder or outofstock. */
  stockStatus: Scalars['String']['output'];
  /**
   * The picture the virtual try-on draws before a variation is chosen: the product image whose alt text
   * starts with the shop's try-on marker (TRY_ON_IMAGE_ALT, "try-on" by default) and names no option,
   * else the first one marked. Null when the store has none: the shop then offers no try-on. Marked
   * images are never in `images`.
   */
  tryOnImage?: Maybe<TryOnImage>;
  /** The product's variations (empty for a simple product). */
  variations: Array<Variation>;
};

/** An attribute of a product and its options. */
export type ProductAttribute = {
  __typename?: 'ProductAttribute';
  /** Normalised attribute key: `pa_` and `attribute_pa_` prefixes removed, lowercase (color, shape, gender, material...). */
  key: Scalars['String']['output'];
  /** Display name in the requested language (the storefront's translation of the store's name; the store's without one). */
  name: Scalars['String']['output'];
  /** The options, in the store's order. */
  options: Array<AttributeValue>;
  /** Whether this attribute distinguishes the variations (a choice the shopper must make). */
  variation: Scalars['Boolean']['output'];
  /** Whether the store shows it on the product page. */
  visible: Scalars['Boolean']['output'];
};

/** A page of products with the real total. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /** The products of this page. */
  nodes: Array<Product>;
  /** The page returned (1-based). */
  page: Scalars['PositiveInt']['output'];
  /** How many pages there are for this page size. */
  pageCount: Scalars['NonNegativeInt']['output'];
  /** How many products match the filters across all pages. */
  totalCount: Scalars['NonNegativeInt']['output'];
};

/** Filters of a listing. Values inside one list are alternatives (OR); different fields all apply (AND). */
export type ProductFilterInput = {
  /** Slug of a category the products must also belong to (the filter panel's sunglasses/optical, or /collections/filtered?category=). */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Colour values (attribute slugs such as black, gold, tortoise). */
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  /**
   * Only frames that fit like this size: lens within ±2 mm, bridge within ±1 mm and, when both are
   * known, temple within ±5 mm. Products whose size the store does not give are left out.
   */
  fitsLike?: InputMaybe<FrameSizeInput>;
  /** Gender values (attribute slugs such as men, women, unisex). */
  genders?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Highest price, inclusive, in the query's display currency. */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest price, inclusive, in the query's display currency. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Only products that are available for pre-order. */
  preOrderOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words to look for in names and descriptions: 2 to 200 characters once trimmed (empty for none). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The catalog section (listing route). Defaults to ALL. */
  section?: InputMaybe<CatalogSection>;
  /** Shape values (attribute slugs such as oval, cat-eye, round). */
  shapes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Listing order. */
export type ProductSort =
  /** Newest first. */
  | 'NEWEST'
  /** Lowest price first. */
  | 'PRICE_ASC'
  /** Highest price first. */
  | 'PRICE_DESC'
  /** The shop's own order (menu order, then name). */
  | 'RECOMMENDED';

/** A product suggested while typing. */
export type ProductSuggestion = {
  __typename?: 'ProductSuggestion';
  /** What matched. */
  matchedOn: SuggestionField;
  /** The text that matched, in the requested language: the name, the reference or the colour's name. */
  matchedText: Scalars['String']['output'];
  /** The product (its page is /products/:slug). */
  product: Product;
};

/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /**
   * Re-prices cart lines from the store at this moment, in a display currency: current unit price,
   * availability and stock, and whether the product still exists. The browser's own prices are
   * display only: the cart page and the checkout show what this answers.
   */
  cartPricing: CartPricing;
  /** Every product category of the store, named in `language` (the storefront's translation of the store's name). */
  categories: Array<Category>;
  /**
   * Prices a checkout for a destination: the cart's lines from the store as it is now, the shipping
   * methods of the destination with the chosen one, and the VAT, by the same rules the order is created
   * with. The total is the total the store records when this checkout is placed.
   */
  checkoutQuote: CheckoutQuote;
  /** The display currencies the shop offers, with names in the requested language. The defaults (EUR, USD, GBP) when the store's rates cannot be read. */
  currencies: Array<Currency>;
  /**
   * The currency plugin's own prices of the shop's first products (at most 24) in a currency, for the
   * internal test page. Answers only when the internal test pages are on (INTERNAL_PAGES, off by default in
   * production); otherwise a NOT_FOUND error.
   */
  currencyPluginPrices: CurrencyPluginPrices;
  /**
   * What the store's currency plugin answers, for the internal currency test page. Answers only when the
   * internal test pages are on (INTERNAL_PAGES, off by default in production); otherwise a NOT_FOUND error.
   */
  currencyPluginStatus: CurrencyPluginStatus;
  /** Up to `first` products the shop features, in its own order (the landing page's featured product). */
  featuredProducts: Array<Product>;
  /**
   * The values a listing can be filtered by, with faceted counts: each facet counts the products that the
   * OTHER chosen filters keep (choosing a colour changes the shape counts, not the colour counts), and the
   * price bounds cover every filter but the price. A facet whose single value every such product shares is
   * left out unless chosen. Computed over the whole section when it holds up to 1,000 products, else over
   * its first 100 (in the shop's order).
   */
  filterOptions: FilterOptions;
  /**
   * The home page's hero picture, as the owner set it (HOME_HERO_IMAGE; the embedded local store ships
   * one), or null when the shop has none: the hero is then a plain dark block.
   */
  homeHero?: Maybe<HomeHero>;
  /**
   * The signed-in customer of this session, or null for a guest. The password was checked by the store
   * at sign-in; the session ends at sign-out and when the customer's password changes.
   */
  me?: Maybe<Customer>;
  /**
   * An order, for the session that placed it, its customer, or anyone holding its key (the
   * confirmation link). Anyone else gets null, as for an order that does not exist.
   */
  order?: Maybe<Order>;
  /**
   * Whether a password reset link's token can still be used, for the reset page to say so before the
   * shopper types a new password. Reading it does not use the link.
   */
  passwordResetLink: PasswordResetLinkState;
  /** How the shopper pays here: the card provider the server uses and whether the store's card gateway is on. */
  paymentSetup: PaymentSetup;
  /** One published product by its slug, or null when there is none (an unpublished or unknown slug alike). */
  product?: Maybe<Product>;
  /** A page of published products for a listing screen, filtered, sorted and paged by the server. */
  products: ProductConnection;
  /**
   * Suggestions while the shopper types in the header's search: products whose name, reference (SKU) or
   * colour holds every word typed (accents and case ignored), and the colours whose name does. Computed
   * over the catalog the server holds, never a store call per keystroke. `query` must hold 2 to 100
   * characters once trimmed (BAD_USER_INPUT otherwise); each client address may ask 120 times a minute
   * (RATE_LIMITED). The listing's own search (`products(filter: {search})`) is where "see all" leads.
   */
  searchSuggestions: SearchSuggestions;
  /**
   * The countries the shop ships to, sorted by name in `language`: those the store's settings let it ship
   * to (WooCommerce's shipping locations, by default where it sells) where a zone gives an address an
   * enabled method (a zone naming the country, a state of it or some of its postcodes, or the "locations
   * not covered by your other zones" zone). Empty when the store disables shipping.
   */
  shippingCountries: Array<Country>;
  /**
   * The enabled shipping methods for a destination, with costs converted to `currency`: the zone matched
   * by the country (and postcode), tried with the full code, then the code cut at a hyphen, then the
   * "rest of the world" zone. Free shipping is listed with its minimum; whether a cart reaches it is the
   * checkout quote's business. For the internal shipping test page and developers.
   */
  shippingMethods: ShippingMethodsResult;
  /** Up to `first` products similar to the given one: same category, most popular first (newest when it has no category). */
  similarProducts: Array<Product>;
  /** Whether this browser may use the shop. Always allowed when the shop has no gate (SITE_PASSWORD unset). */
  siteAccess: SiteAccess;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryCartPricingArgs = {
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  destination?: InputMaybe<DestinationInput>;
  language?: InputMaybe<Language>;
  lines: Array<CartLineInput>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryCategoriesArgs = {
  language?: InputMaybe<Language>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryCheckoutQuoteArgs = {
  input: CheckoutQuoteInput;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryCurrenciesArgs = {
  language?: InputMaybe<Language>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryCurrencyPluginPricesArgs = {
  currency: Scalars['CurrencyCode']['input'];
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryFeaturedProductsArgs = {
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  destination?: InputMaybe<DestinationInput>;
  first?: InputMaybe<Scalars['PositiveInt']['input']>;
  language?: InputMaybe<Language>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryFilterOptionsArgs = {
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  destination?: InputMaybe<DestinationInput>;
  filter?: InputMaybe<ProductFilterInput>;
  language?: InputMaybe<Language>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
  key?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Language>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryPasswordResetLinkArgs = {
  token: Scalars['String']['input'];
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryProductArgs = {
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  destination?: InputMaybe<DestinationInput>;
  language?: InputMaybe<Language>;
  slug: Scalars['String']['input'];
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryProductsArgs = {
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  destination?: InputMaybe<DestinationInput>;
  filter?: InputMaybe<ProductFilterInput>;
  language?: InputMaybe<Language>;
  page?: InputMaybe<Scalars['PositiveInt']['input']>;
  pageSize?: InputMaybe<Scalars['PositiveInt']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QuerySearchSuggestionsArgs = {
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  destination?: InputMaybe<DestinationInput>;
  first?: InputMaybe<Scalars['PositiveInt']['input']>;
  language?: InputMaybe<Language>;
  query: Scalars['String']['input'];
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryShippingCountriesArgs = {
  language?: InputMaybe<Language>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QueryShippingMethodsArgs = {
  country: Scalars['String']['input'];
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  language?: InputMaybe<Language>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};


/** The read entry points of the storefront. Domain files add their fields with `extend type Query`. */
export type QuerySimilarProductsArgs = {
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  destination?: InputMaybe<DestinationInput>;
  first?: InputMaybe<Scalars['PositiveInt']['input']>;
  language?: InputMaybe<Language>;
  productId: Scalars['ID']['input'];
};

/** The registration form; every field is required. */
export type RegisterInput = {
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Email, not already an account's (EMAIL_EXISTS). */
  email: Scalars['String']['input'];
  /** First name (at most 100 characters). */
  firstName: Scalars['String']['input'];
  /** Last name (at most 100 characters). */
  lastName: Scalars['String']['input'];
  /** Password: 8 to 200 characters with a lower-case letter, an upper-case letter and a digit. */
  password: Scalars['String']['input'];
  /**
   * Username, optional: 3 to 60 letters, digits or underscores, not taken (USERNAME_EXISTS). Left out
   * (null or empty), the store makes one from the email as WooCommerce does (its local part, with a
   * number added when taken).
   */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** The forgotten-password form. */
export type RequestPasswordResetInput = {
  /** The account's email. */
  email: Scalars['String']['input'];
  /** Language of the mail (the shopper's). */
  language?: InputMaybe<Language>;
};

/** What a reset request answered: the same for every email once it is well formed and within the limits. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True when the request was taken (a mail goes out if the email has an account); false with errors. */
  accepted: Scalars['Boolean']['output'];
  /** A malformed email or too many requests; empty otherwise. */
  errors: Array<AccountError>;
};

/** A new password set through a reset link. */
export type ResetPasswordInput = {
  /** The new password again. */
  confirmPassword: Scalars['String']['input'];
  /** The new password (the one password rule: 8 to 200 characters, hard to guess). */
  newPassword: Scalars['String']['input'];
  /** The link's token. */
  token: Scalars['String']['input'];
};

/** The header search's suggestions for what the shopper has typed. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Colours whose name holds the words typed, the most common first: each leads to the listing filtered by it. */
  colors: Array<ColorSuggestion>;
  /** Matching products: names first (a name starting with the words typed first), then references, then colours. */
  products: Array<ProductSuggestion>;
};

/** A shipping address (errors name the field as `shipping.postcode`...). */
export type ShippingAddressInput = {
  /** Street address, first line. */
  address1: Scalars['String']['input'];
  /** Street address, second line, optional. */
  address2?: InputMaybe<Scalars['String']['input']>;
  /** City. */
  city: Scalars['String']['input'];
  /** Company name, optional. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** ISO 3166-1 alpha-2 code of a country the shop ships to (INVALID_COUNTRY). */
  country: Scalars['String']['input'];
  /** First name. */
  firstName: Scalars['String']['input'];
  /** Last name. */
  lastName: Scalars['String']['input'];
  /** Collected as the form does, not saved: a shipping address keeps no phone. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Postcode (letters, digits, spaces and hyphens). */
  postcode: Scalars['String']['input'];
  /** State or region code, when the country has them. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A way to ship an order. */
export type ShippingMethod = {
  __typename?: 'ShippingMethod';
  /**
   * Its cost as the store's cart shows it, in the requested currency: with the destination's VAT or
   * before tax, by the store's settings (woocommerce_tax_display_cart; WooCommerce's own costs are
   * entered before tax, the shop's prices with or without it).
   */
  cost: Money;
  /** The store's description of the method, when it has one, in the requested language. */
  description?: Maybe<Scalars['String']['output']>;
  /** Whether the cost is zero. */
  free: Scalars['Boolean']['output'];
  /** Opaque id to send back when choosing this method (zone and instance). */
  id: Scalars['ID']['output'];
  /** The store's instance id of the method in its zone. */
  instanceId: Scalars['Int']['output'];
  /** Kind of method. */
  kind: ShippingMethodKind;
  /** The store's method id (flat_rate, free_shipping, local_pickup...). */
  methodId: Scalars['String']['output'];
  /** For free shipping with a minimum: the minimum order amount (the items as the cart shows them) in the requested currency. */
  minimumOrderAmount?: Maybe<Money>;
  /** The store's description of the method as JSON text (title, ids, settings values), for the test page. */
  raw: Scalars['String']['output'];
  /** The cost as the store's settings hold it (base currency), when the method has one. */
  settingsCost?: Maybe<Scalars['String']['output']>;
  /** Title shown to the shopper, in the requested language (the storefront's translation of the store's title; the store's without one). */
  title: Scalars['String']['output'];
  /** The store's zone id. */
  zoneId: Scalars['Int']['output'];
};

/** The kind of a shipping method, as the store names it. */
export type ShippingMethodKind =
  /** A fixed cost. */
  | 'FLAT_RATE'
  /** Free, possibly from a minimum order amount. */
  | 'FREE_SHIPPING'
  /** Collected by the shopper. */
  | 'LOCAL_PICKUP'
  /** Any other method the store offers. */
  | 'OTHER';

/** The shipping methods of one destination. */
export type ShippingMethodsResult = {
  __typename?: 'ShippingMethodsResult';
  /** Enabled methods of that zone, in the store's order. */
  methods: Array<ShippingMethod>;
  /** The zone that matched: null when none did and zone 0 has no method either. */
  zone?: Maybe<ShippingZone>;
};

/** A shipping zone of the store. */
export type ShippingZone = {
  __typename?: 'ShippingZone';
  /** The store's zone id (0 is the rest of the world). */
  id: Scalars['Int']['output'];
  /** The zone's name in the requested language (the store's name without a translation). */
  name: Scalars['String']['output'];
};

/** The sign-in form. */
export type SignInInput = {
  /** The account's email. */
  email: Scalars['String']['input'];
  /** The account's password (6 to 200 characters). */
  password: Scalars['String']['input'];
};

/** The site gate as this browser sees it. */
export type SiteAccess = {
  __typename?: 'SiteAccess';
  /** Whether the shop is behind a password. */
  gated: Scalars['Boolean']['output'];
  /** Whether this browser has passed the gate (true when there is no gate). */
  granted: Scalars['Boolean']['output'];
};

/** A specification line of a product. */
export type Specification = {
  __typename?: 'Specification';
  /** Machine key such as dimensions, lens_width, material, origin. */
  key: Scalars['String']['output'];
  /** Text in the requested language. */
  value: Scalars['String']['output'];
};

/** A back-in-stock sign-up. */
export type SubscribeBackInStockInput = {
  /** The address to tell. */
  email: Scalars['String']['input'];
  /** Language of the mails (the shopper's). */
  language?: InputMaybe<Language>;
  /** The product (`Product.id`). */
  productId: Scalars['ID']['input'];
  /** The sold-out variation (`Variation.id`), required for a product with variations; null for a simple product. */
  variationId?: InputMaybe<Scalars['ID']['input']>;
};

/** What made a product a suggestion. */
export type SuggestionField =
  /** The words typed are spread over its name and colours (a colour among them). */
  | 'COLOR'
  /** Its name holds the words typed. */
  | 'NAME'
  /** Its reference (SKU), or a variation's reference, holds what was typed. */
  | 'SKU';

/** Whether amounts are shown with their taxes or before tax, as the store's settings say. */
export type TaxDisplay =
  /** Amounts are before tax (the VAT is added on its own line before the total). */
  | 'EXCLUDING_TAX'
  /** Amounts include the taxes (the VAT is shown as included in the total). */
  | 'INCLUDING_TAX';

/** VAT at one rate. */
export type TaxLine = {
  __typename?: 'TaxLine';
  /** VAT at this rate on the items and the shipping. */
  amount: Money;
  /** The rate's label in the store (TVA, MwSt...). */
  label: Scalars['String']['output'];
  /** The rate in percent. */
  ratePercent: Scalars['Float']['output'];
};

/** A test card, typed in the test card form. */
export type TestCardInput = {
  /** Security code: 3 digits (4 for American Express numbers). */
  cvc: Scalars['String']['input'];
  /** 1 to 12. */
  expMonth: Scalars['Int']['input'];
  /** Four digits (or two). */
  expYear: Scalars['Int']['input'];
  /** Digits, spaces allowed. */
  number: Scalars['String']['input'];
};

/**
 * A frame's front for the virtual try-on, which the browser draws over the shopper's face (camera or
 * photo, never sent anywhere): a picture with a transparent background cropped to the frame, its width
 * from hinge to hinge and the lenses' centres at mid-height, and the real width it stands for, which
 * scales it against the distance between the shopper's pupils.
 */
export type TryOnImage = {
  __typename?: 'TryOnImage';
  /**
   * The frame's front width in millimetres, hinge to hinge: what the picture's whole width stands for.
   * From the product's size as the fit finder reads it (FRAME_SIZE_FIELDS): twice the lens, the bridge
   * and 12 mm of rims and hinges; 140 when the store gives no size.
   */
  frameWidthMm: Scalars['Float']['output'];
  /** The picture (PNG, WebP or SVG with a transparent background). */
  image: Image;
};

/** The addresses to save; give one or both. */
export type UpdateAddressesInput = {
  /** The billing address, or null to leave it as it is. */
  billing?: InputMaybe<BillingAddressInput>;
  /** The shipping address, or null to leave it as it is. */
  shipping?: InputMaybe<ShippingAddressInput>;
};

/** The profile form. */
export type UpdateProfileInput = {
  /** New first name (at most 100 characters). */
  firstName: Scalars['String']['input'];
  /** New last name (at most 100 characters). */
  lastName: Scalars['String']['input'];
};

/** A purchasable variation of a product (for example one colour). */
export type Variation = {
  __typename?: 'Variation';
  /** The attribute values that define this variation. */
  attributes: Array<VariationAttribute>;
  /** Availability of this variation. */
  availability: Availability;
  /** Delivery time promised for this variation. */
  deliveryEstimate: DeliveryEstimate;
  /** The store's variation id. */
  id: Scalars['ID']['output'];
  /** This variation's own image, if any. */
  image?: Maybe<Image>;
  /** Regular price, shown as `price` is, when higher than the current price, else null. */
  originalPrice?: Maybe<Money>;
  /** Current price of this variation, shown as Product.price is. */
  price?: Maybe<Money>;
  /** What the store shows after the price (its price display suffix), or null when it shows nothing. */
  priceSuffix?: Maybe<Array<PriceSuffixPart>>;
  /** Stock keeping unit of this variation. */
  sku: Scalars['String']['output'];
  /** Units in stock when tracked. */
  stockQuantity?: Maybe<Scalars['Int']['output']>;
  /** The store's raw stock status: instock, onbackorder or outofstock. */
  stockStatus: Scalars['String']['output'];
  /**
   * The try-on picture of this variation: the product image marked with the try-on marker followed by
   * one of its options ("try-on: Noir"), else the product's own (marked without an option). Null when
   * neither exists; never another colour's picture.
   */
  tryOnImage?: Maybe<TryOnImage>;
};

/** An attribute value chosen by a variation. */
export type VariationAttribute = {
  __typename?: 'VariationAttribute';
  /** Normalised attribute key (color, shape...). */
  key: Scalars['String']['output'];
  /** Display label of the value, in the requested language. */
  label: Scalars['String']['output'];
  /** Display name of the attribute, in the requested language. */
  name: Scalars['String']['output'];
  /** Normalised value slug. */
  value: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccountError: ResolverTypeWrapper<AccountError>;
  AccountErrorCode: AccountErrorCode;
  AccountPayload: ResolverTypeWrapper<Omit<AccountPayload, 'customer'> & { customer?: Maybe<ResolversTypes['Customer']> }>;
  AddressInput: AddressInput;
  AnswerTestCardChallengeInput: AnswerTestCardChallengeInput;
  AttributeValue: ResolverTypeWrapper<AttributeOptionModel>;
  Availability: Availability;
  BackInStockError: ResolverTypeWrapper<BackInStockError>;
  BackInStockErrorCode: BackInStockErrorCode;
  BackInStockLinkInput: BackInStockLinkInput;
  BackInStockPayload: ResolverTypeWrapper<BackInStockPayload>;
  BillingAddressInput: BillingAddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  CartLineInput: CartLineInput;
  CartPricing: ResolverTypeWrapper<Omit<CartPricing, 'freeShipping' | 'lines' | 'subtotal'> & { freeShipping?: Maybe<ResolversTypes['FreeShippingProgress']>, lines: Array<ResolversTypes['PricedCartLine']>, subtotal: ResolversTypes['Money'] }>;
  CatalogSection: CatalogSection;
  Category: ResolverTypeWrapper<CategoryModel>;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutError: ResolverTypeWrapper<CheckoutError>;
  CheckoutErrorCode: CheckoutErrorCode;
  CheckoutLine: ResolverTypeWrapper<Omit<CheckoutLine, 'tax' | 'total' | 'unitPrice'> & { tax?: Maybe<ResolversTypes['Money']>, total?: Maybe<ResolversTypes['Money']>, unitPrice?: Maybe<ResolversTypes['Money']> }>;
  CheckoutLineProblem: CheckoutLineProblem;
  CheckoutQuote: ResolverTypeWrapper<Omit<CheckoutQuote, 'itemsTotal' | 'lines' | 'shippingMethod' | 'shippingMethods' | 'shippingTotal' | 'taxLines' | 'taxTotal' | 'total'> & { itemsTotal: ResolversTypes['Money'], lines: Array<ResolversTypes['CheckoutLine']>, shippingMethod?: Maybe<ResolversTypes['ShippingMethod']>, shippingMethods: Array<ResolversTypes['ShippingMethod']>, shippingTotal: ResolversTypes['Money'], taxLines: Array<ResolversTypes['TaxLine']>, taxTotal: ResolversTypes['Money'], total: ResolversTypes['Money'] }>;
  CheckoutQuoteInput: CheckoutQuoteInput;
  CheckoutRegisterInput: CheckoutRegisterInput;
  ColorSuggestion: ResolverTypeWrapper<ColorSuggestion>;
  ConfirmOrderPaymentInput: ConfirmOrderPaymentInput;
  ContactErrorCode: ContactErrorCode;
  ContactMessageError: ResolverTypeWrapper<ContactMessageError>;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePayload: ResolverTypeWrapper<ContactMessagePayload>;
  Country: ResolverTypeWrapper<Country>;
  CountryState: ResolverTypeWrapper<CountryState>;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyCode: ResolverTypeWrapper<Scalars['CurrencyCode']['output']>;
  CurrencyPluginEntry: ResolverTypeWrapper<CurrencyPluginEntry>;
  CurrencyPluginError: ResolverTypeWrapper<RatesFailureModel>;
  CurrencyPluginPrice: ResolverTypeWrapper<CurrencyPluginPrice>;
  CurrencyPluginPrices: ResolverTypeWrapper<Omit<CurrencyPluginPrices, 'error'> & { error?: Maybe<ResolversTypes['CurrencyPluginError']> }>;
  CurrencyPluginStatus: ResolverTypeWrapper<Omit<CurrencyPluginStatus, 'error'> & { error?: Maybe<ResolversTypes['CurrencyPluginError']> }>;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerAddress: ResolverTypeWrapper<AddressOfCustomerModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryEstimate: ResolverTypeWrapper<DeliveryEstimate>;
  DestinationInput: DestinationInput;
  EnterSiteError: ResolverTypeWrapper<EnterSiteError>;
  EnterSiteErrorCode: EnterSiteErrorCode;
  EnterSitePayload: ResolverTypeWrapper<EnterSitePayload>;
  FilterOption: ResolverTypeWrapper<FilterOption>;
  FilterOptions: ResolverTypeWrapper<ListingFilterOptionsModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FrameSize: ResolverTypeWrapper<FrameSizeModel>;
  FrameSizeInput: FrameSizeInput;
  FreeShippingProgress: ResolverTypeWrapper<Omit<FreeShippingProgress, 'remaining' | 'threshold'> & { remaining: ResolversTypes['Money'], threshold: ResolversTypes['Money'] }>;
  HomeHero: ResolverTypeWrapper<HomeHero>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<ImageRefModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: Language;
  Money: ResolverTypeWrapper<MoneyModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewsletterErrorCode: NewsletterErrorCode;
  NewsletterSubscriptionError: ResolverTypeWrapper<NewsletterSubscriptionError>;
  NewsletterSubscriptionInput: NewsletterSubscriptionInput;
  NewsletterSubscriptionPayload: ResolverTypeWrapper<NewsletterSubscriptionPayload>;
  NonNegativeInt: ResolverTypeWrapper<Scalars['NonNegativeInt']['output']>;
  Order: ResolverTypeWrapper<Omit<Order, 'discountTotal' | 'itemsTotal' | 'lines' | 'shippingLines' | 'shippingTotal' | 'taxTotal' | 'total'> & { discountTotal: ResolversTypes['Money'], itemsTotal: ResolversTypes['Money'], lines: Array<ResolversTypes['OrderLine']>, shippingLines: Array<ResolversTypes['OrderShippingLine']>, shippingTotal: ResolversTypes['Money'], taxTotal: ResolversTypes['Money'], total: ResolversTypes['Money'] }>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderLine: ResolverTypeWrapper<Omit<OrderLine, 'tax' | 'total' | 'unitPrice'> & { tax: ResolversTypes['Money'], total: ResolversTypes['Money'], unitPrice: ResolversTypes['Money'] }>;
  OrderShippingLine: ResolverTypeWrapper<Omit<OrderShippingLine, 'tax' | 'total'> & { tax: ResolversTypes['Money'], total: ResolversTypes['Money'] }>;
  PasswordAdvice: ResolverTypeWrapper<PasswordAdvice>;
  PasswordResetLinkState: PasswordResetLinkState;
  PasswordSuggestion: PasswordSuggestion;
  PasswordWarning: PasswordWarning;
  PayWithTestCardInput: PayWithTestCardInput;
  Payment: ResolverTypeWrapper<Omit<Payment, 'amount'> & { amount: ResolversTypes['Money'] }>;
  PaymentAttemptPayload: ResolverTypeWrapper<Omit<PaymentAttemptPayload, 'order' | 'payment'> & { order?: Maybe<ResolversTypes['Order']>, payment: ResolversTypes['Payment'] }>;
  PaymentError: ResolverTypeWrapper<PaymentError>;
  PaymentProviderKind: PaymentProviderKind;
  PaymentSetup: ResolverTypeWrapper<PaymentSetup>;
  PaymentStatus: PaymentStatus;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: ResolverTypeWrapper<Omit<PlaceOrderPayload, 'order' | 'payment' | 'quote'> & { order?: Maybe<ResolversTypes['Order']>, payment?: Maybe<ResolversTypes['Payment']>, quote?: Maybe<ResolversTypes['CheckoutQuote']> }>;
  PositiveInt: ResolverTypeWrapper<Scalars['PositiveInt']['output']>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  PriceSuffixPart: ResolverTypeWrapper<Omit<PriceSuffixPart, 'amount'> & { amount?: Maybe<ResolversTypes['Money']> }>;
  PricedCartLine: ResolverTypeWrapper<Omit<PricedCartLine, 'lineTotal' | 'unitPrice'> & { lineTotal?: Maybe<ResolversTypes['Money']>, unitPrice?: Maybe<ResolversTypes['Money']> }>;
  Product: ResolverTypeWrapper<ProductViewModel>;
  ProductAttribute: ResolverTypeWrapper<ProductAttributeModel>;
  ProductConnection: ResolverTypeWrapper<Omit<ProductConnection, 'nodes'> & { nodes: Array<ResolversTypes['Product']> }>;
  ProductFilterInput: ProductFilterInput;
  ProductSort: ProductSort;
  ProductSuggestion: ResolverTypeWrapper<Omit<ProductSuggestion, 'product'> & { product: ResolversTypes['Product'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResetPasswordInput: ResetPasswordInput;
  SearchSuggestions: ResolverTypeWrapper<Omit<SearchSuggestions, 'products'> & { products: Array<ResolversTypes['ProductSuggestion']> }>;
  ShippingAddressInput: ShippingAddressInput;
  ShippingMethod: ResolverTypeWrapper<Omit<ShippingMethod, 'cost' | 'minimumOrderAmount'> & { cost: ResolversTypes['Money'], minimumOrderAmount?: Maybe<ResolversTypes['Money']> }>;
  ShippingMethodKind: ShippingMethodKind;
  ShippingMethodsResult: ResolverTypeWrapper<Omit<ShippingMethodsResult, 'methods'> & { methods: Array<ResolversTypes['ShippingMethod']> }>;
  ShippingZone: ResolverTypeWrapper<ShippingZone>;
  SignInInput: SignInInput;
  SiteAccess: ResolverTypeWrapper<SiteAccess>;
  Specification: ResolverTypeWrapper<Specification>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeBackInStockInput: SubscribeBackInStockInput;
  SuggestionField: SuggestionField;
  TaxDisplay: TaxDisplay;
  TaxLine: ResolverTypeWrapper<Omit<TaxLine, 'amount'> & { amount: ResolversTypes['Money'] }>;
  TestCardInput: TestCardInput;
  TryOnImage: ResolverTypeWrapper<Omit<TryOnImage, 'image'> & { image: ResolversTypes['Image'] }>;
  UpdateAddressesInput: UpdateAddressesInput;
  UpdateProfileInput: UpdateProfileInput;
  Variation: ResolverTypeWrapper<VariationViewModel>;
  VariationAttribute: ResolverTypeWrapper<VariationAttributeModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountError: AccountError;
  AccountPayload: Omit<AccountPayload, 'customer'> & { customer?: Maybe<ResolversParentTypes['Customer']> };
  AddressInput: AddressInput;
  AnswerTestCardChallengeInput: AnswerTestCardChallengeInput;
  AttributeValue: AttributeOptionModel;
  BackInStockError: BackInStockError;
  BackInStockLinkInput: BackInStockLinkInput;
  BackInStockPayload: BackInStockPayload;
  BillingAddressInput: BillingAddressInput;
  Boolean: Scalars['Boolean']['output'];
  CartLineInput: CartLineInput;
  CartPricing: Omit<CartPricing, 'freeShipping' | 'lines' | 'subtotal'> & { freeShipping?: Maybe<ResolversParentTypes['FreeShippingProgress']>, lines: Array<ResolversParentTypes['PricedCartLine']>, subtotal: ResolversParentTypes['Money'] };
  Category: CategoryModel;
  ChangeEmailInput: ChangeEmailInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutError: CheckoutError;
  CheckoutLine: Omit<CheckoutLine, 'tax' | 'total' | 'unitPrice'> & { tax?: Maybe<ResolversParentTypes['Money']>, total?: Maybe<ResolversParentTypes['Money']>, unitPrice?: Maybe<ResolversParentTypes['Money']> };
  CheckoutQuote: Omit<CheckoutQuote, 'itemsTotal' | 'lines' | 'shippingMethod' | 'shippingMethods' | 'shippingTotal' | 'taxLines' | 'taxTotal' | 'total'> & { itemsTotal: ResolversParentTypes['Money'], lines: Array<ResolversParentTypes['CheckoutLine']>, shippingMethod?: Maybe<ResolversParentTypes['ShippingMethod']>, shippingMethods: Array<ResolversParentTypes['ShippingMethod']>, shippingTotal: ResolversParentTypes['Money'], taxLines: Array<ResolversParentTypes['TaxLine']>, taxTotal: ResolversParentTypes['Money'], total: ResolversParentTypes['Money'] };
  CheckoutQuoteInput: CheckoutQuoteInput;
  CheckoutRegisterInput: CheckoutRegisterInput;
  ColorSuggestion: ColorSuggestion;
  ConfirmOrderPaymentInput: ConfirmOrderPaymentInput;
  ContactMessageError: ContactMessageError;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePayload: ContactMessagePayload;
  Country: Country;
  CountryState: CountryState;
  Currency: Currency;
  CurrencyCode: Scalars['CurrencyCode']['output'];
  CurrencyPluginEntry: CurrencyPluginEntry;
  CurrencyPluginError: RatesFailureModel;
  CurrencyPluginPrice: CurrencyPluginPrice;
  CurrencyPluginPrices: Omit<CurrencyPluginPrices, 'error'> & { error?: Maybe<ResolversParentTypes['CurrencyPluginError']> };
  CurrencyPluginStatus: Omit<CurrencyPluginStatus, 'error'> & { error?: Maybe<ResolversParentTypes['CurrencyPluginError']> };
  Customer: CustomerModel;
  CustomerAddress: AddressOfCustomerModel;
  DateTime: Scalars['DateTime']['output'];
  DeliveryEstimate: DeliveryEstimate;
  DestinationInput: DestinationInput;
  EnterSiteError: EnterSiteError;
  EnterSitePayload: EnterSitePayload;
  FilterOption: FilterOption;
  FilterOptions: ListingFilterOptionsModel;
  Float: Scalars['Float']['output'];
  FrameSize: FrameSizeModel;
  FrameSizeInput: FrameSizeInput;
  FreeShippingProgress: Omit<FreeShippingProgress, 'remaining' | 'threshold'> & { remaining: ResolversParentTypes['Money'], threshold: ResolversParentTypes['Money'] };
  HomeHero: HomeHero;
  ID: Scalars['ID']['output'];
  Image: ImageRefModel;
  Int: Scalars['Int']['output'];
  Money: MoneyModel;
  Mutation: Record<PropertyKey, never>;
  NewsletterSubscriptionError: NewsletterSubscriptionError;
  NewsletterSubscriptionInput: NewsletterSubscriptionInput;
  NewsletterSubscriptionPayload: NewsletterSubscriptionPayload;
  NonNegativeInt: Scalars['NonNegativeInt']['output'];
  Order: Omit<Order, 'discountTotal' | 'itemsTotal' | 'lines' | 'shippingLines' | 'shippingTotal' | 'taxTotal' | 'total'> & { discountTotal: ResolversParentTypes['Money'], itemsTotal: ResolversParentTypes['Money'], lines: Array<ResolversParentTypes['OrderLine']>, shippingLines: Array<ResolversParentTypes['OrderShippingLine']>, shippingTotal: ResolversParentTypes['Money'], taxTotal: ResolversParentTypes['Money'], total: ResolversParentTypes['Money'] };
  OrderAddress: OrderAddress;
  OrderLine: Omit<OrderLine, 'tax' | 'total' | 'unitPrice'> & { tax: ResolversParentTypes['Money'], total: ResolversParentTypes['Money'], unitPrice: ResolversParentTypes['Money'] };
  OrderShippingLine: Omit<OrderShippingLine, 'tax' | 'total'> & { tax: ResolversParentTypes['Money'], total: ResolversParentTypes['Money'] };
  PasswordAdvice: PasswordAdvice;
  PayWithTestCardInput: PayWithTestCardInput;
  Payment: Omit<Payment, 'amount'> & { amount: ResolversParentTypes['Money'] };
  PaymentAttemptPayload: Omit<PaymentAttemptPayload, 'order' | 'payment'> & { order?: Maybe<ResolversParentTypes['Order']>, payment: ResolversParentTypes['Payment'] };
  PaymentError: PaymentError;
  PaymentSetup: PaymentSetup;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderPayload: Omit<PlaceOrderPayload, 'order' | 'payment' | 'quote'> & { order?: Maybe<ResolversParentTypes['Order']>, payment?: Maybe<ResolversParentTypes['Payment']>, quote?: Maybe<ResolversParentTypes['CheckoutQuote']> };
  PositiveInt: Scalars['PositiveInt']['output'];
  PriceRange: PriceRange;
  PriceSuffixPart: Omit<PriceSuffixPart, 'amount'> & { amount?: Maybe<ResolversParentTypes['Money']> };
  PricedCartLine: Omit<PricedCartLine, 'lineTotal' | 'unitPrice'> & { lineTotal?: Maybe<ResolversParentTypes['Money']>, unitPrice?: Maybe<ResolversParentTypes['Money']> };
  Product: ProductViewModel;
  ProductAttribute: ProductAttributeModel;
  ProductConnection: Omit<ProductConnection, 'nodes'> & { nodes: Array<ResolversParentTypes['Product']> };
  ProductFilterInput: ProductFilterInput;
  ProductSuggestion: Omit<ProductSuggestion, 'product'> & { product: ResolversParentTypes['Product'] };
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResetPasswordInput: ResetPasswordInput;
  SearchSuggestions: Omit<SearchSuggestions, 'products'> & { products: Array<ResolversParentTypes['ProductSuggestion']> };
  ShippingAddressInput: ShippingAddressInput;
  ShippingMethod: Omit<ShippingMethod, 'cost' | 'minimumOrderAmount'> & { cost: ResolversParentTypes['Money'], minimumOrderAmount?: Maybe<ResolversParentTypes['Money']> };
  ShippingMethodsResult: Omit<ShippingMethodsResult, 'methods'> & { methods: Array<ResolversParentTypes['ShippingMethod']> };
  ShippingZone: ShippingZone;
  SignInInput: SignInInput;
  SiteAccess: SiteAccess;
  Specification: Specification;
  String: Scalars['String']['output'];
  SubscribeBackInStockInput: SubscribeBackInStockInput;
  TaxLine: Omit<TaxLine, 'amount'> & { amount: ResolversParentTypes['Money'] };
  TestCardInput: TestCardInput;
  TryOnImage: Omit<TryOnImage, 'image'> & { image: ResolversParentTypes['Image'] };
  UpdateAddressesInput: UpdateAddressesInput;
  UpdateProfileInput: UpdateProfileInput;
  Variation: VariationViewModel;
  VariationAttribute: VariationAttributeModel;
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountError'] = ResolversParentTypes['AccountError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['AccountErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  passwordAdvice?: Resolver<Maybe<ResolversTypes['PasswordAdvice']>, ParentType, ContextType>;
}>;

export type AccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountPayload'] = ResolversParentTypes['AccountPayload']> = ResolversObject<{
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AccountError']>, ParentType, ContextType>;
}>;

export type AttributeValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeValue'] = ResolversParentTypes['AttributeValue']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackInStockErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackInStockError'] = ResolversParentTypes['BackInStockError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['BackInStockErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BackInStockPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackInStockPayload'] = ResolversParentTypes['BackInStockPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['BackInStockError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CartPricingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPricing'] = ResolversParentTypes['CartPricing']> = ResolversObject<{
  allAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freeShipping?: Resolver<Maybe<ResolversTypes['FreeShippingProgress']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['PricedCartLine']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxDisplay?: Resolver<ResolversTypes['TaxDisplay'], ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  count?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  menuOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CheckoutErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutError'] = ResolversParentTypes['CheckoutError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['CheckoutErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CheckoutLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutLine'] = ResolversParentTypes['CheckoutLine']> = ResolversObject<{
  availableQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['CheckoutLineProblem']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type CheckoutQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutQuote'] = ResolversParentTypes['CheckoutQuote']> = ResolversObject<{
  allAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CheckoutLine']>, ParentType, ContextType>;
  ready?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippingMethod?: Resolver<Maybe<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  shippingMethods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  shippingTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  suggestedShippingMethodId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  taxDisplay?: Resolver<ResolversTypes['TaxDisplay'], ParentType, ContextType>;
  taxLines?: Resolver<Array<ResolversTypes['TaxLine']>, ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type ColorSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorSuggestion'] = ResolversParentTypes['ColorSuggestion']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactMessageErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessageError'] = ResolversParentTypes['ContactMessageError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ContactErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessagePayload'] = ResolversParentTypes['ContactMessagePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['ContactMessageError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  states?: Resolver<Array<ResolversTypes['CountryState']>, ParentType, ContextType>;
}>;

export type CountryStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryState'] = ResolversParentTypes['CountryState']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = ResolversObject<{
  code?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  isBase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface CurrencyCodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['CurrencyCode'], any> {
  name: 'CurrencyCode';
}

export type CurrencyPluginEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyPluginEntry'] = ResolversParentTypes['CurrencyPluginEntry']> = ResolversObject<{
  code?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrencyPluginErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyPluginError'] = ResolversParentTypes['CurrencyPluginError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrencyPluginPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyPluginPrice'] = ResolversParentTypes['CurrencyPluginPrice']> = ResolversObject<{
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CurrencyPluginPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyPluginPrices'] = ResolversParentTypes['CurrencyPluginPrices']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['CurrencyPluginError']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['CurrencyPluginPrice']>, ParentType, ContextType>;
  served?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CurrencyPluginStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrencyPluginStatus'] = ResolversParentTypes['CurrencyPluginStatus']> = ResolversObject<{
  currencies?: Resolver<Array<ResolversTypes['CurrencyPluginEntry']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['CurrencyPluginError']>, ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  billing?: Resolver<ResolversTypes['CustomerAddress'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frameSize?: Resolver<Maybe<ResolversTypes['FrameSize']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<CustomerOrdersArgs, 'first' | 'language'>>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['CustomerAddress'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<CustomerAddressCountryNameArgs, 'language'>>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryEstimateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryEstimate'] = ResolversParentTypes['DeliveryEstimate']> = ResolversObject<{
  maxDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EnterSiteErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnterSiteError'] = ResolversParentTypes['EnterSiteError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['EnterSiteErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnterSitePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EnterSitePayload'] = ResolversParentTypes['EnterSitePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['EnterSiteError']>, ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FilterOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterOption'] = ResolversParentTypes['FilterOption']> = ResolversObject<{
  count?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FilterOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterOptions'] = ResolversParentTypes['FilterOptions']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  fitsLikeCount?: Resolver<Maybe<ResolversTypes['NonNegativeInt']>, ParentType, ContextType, Partial<FilterOptionsFitsLikeCountArgs>>;
  genders?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  preOrderCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  priceRange?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  shapes?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
}>;

export type FrameSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FrameSize'] = ResolversParentTypes['FrameSize']> = ResolversObject<{
  bridgeWidth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lensWidth?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  templeLength?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type FreeShippingProgressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FreeShippingProgress'] = ResolversParentTypes['FreeShippingProgress']> = ResolversObject<{
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type HomeHeroResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HomeHero'] = ResolversParentTypes['HomeHero']> = ResolversObject<{
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  answerTestCardChallenge?: Resolver<ResolversTypes['PaymentAttemptPayload'], ParentType, ContextType, RequireFields<MutationAnswerTestCardChallengeArgs, 'input'>>;
  changeEmail?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  confirmBackInStock?: Resolver<ResolversTypes['BackInStockPayload'], ParentType, ContextType, RequireFields<MutationConfirmBackInStockArgs, 'input'>>;
  confirmOrderPayment?: Resolver<ResolversTypes['PaymentAttemptPayload'], ParentType, ContextType, RequireFields<MutationConfirmOrderPaymentArgs, 'input'>>;
  enterSite?: Resolver<ResolversTypes['EnterSitePayload'], ParentType, ContextType, RequireFields<MutationEnterSiteArgs, 'password'>>;
  payWithTestCard?: Resolver<ResolversTypes['PaymentAttemptPayload'], ParentType, ContextType, RequireFields<MutationPayWithTestCardArgs, 'input'>>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderPayload'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerAtCheckout?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationRegisterAtCheckoutArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveFrameSize?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, Partial<MutationSaveFrameSizeArgs>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessagePayload'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  signIn?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'input'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscribeBackInStock?: Resolver<ResolversTypes['BackInStockPayload'], ParentType, ContextType, RequireFields<MutationSubscribeBackInStockArgs, 'input'>>;
  subscribeToNewsletter?: Resolver<ResolversTypes['NewsletterSubscriptionPayload'], ParentType, ContextType, RequireFields<MutationSubscribeToNewsletterArgs, 'input'>>;
  unsubscribeBackInStock?: Resolver<ResolversTypes['BackInStockPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeBackInStockArgs, 'input'>>;
  updateAddresses?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateAddressesArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['AccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type NewsletterSubscriptionErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscriptionError'] = ResolversParentTypes['NewsletterSubscriptionError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['NewsletterErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsletterSubscriptionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewsletterSubscriptionPayload'] = ResolversParentTypes['NewsletterSubscriptionPayload']> = ResolversObject<{
  alreadySubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['NewsletterSubscriptionError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface NonNegativeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['NonNegativeInt'], any> {
  name: 'NonNegativeInt';
}

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  billing?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  customerNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemsTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  paymentMethodTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  shippingLines?: Resolver<Array<ResolversTypes['OrderShippingLine']>, ParentType, ContextType>;
  shippingTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxDisplay?: Resolver<ResolversTypes['TaxDisplay'], ParentType, ContextType>;
  taxTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = ResolversObject<{
  address1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type OrderShippingLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShippingLine'] = ResolversParentTypes['OrderShippingLine']> = ResolversObject<{
  methodId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type PasswordAdviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordAdvice'] = ResolversParentTypes['PasswordAdvice']> = ResolversObject<{
  suggestions?: Resolver<Array<ResolversTypes['PasswordSuggestion']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['PasswordWarning']>, ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  clientSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['PaymentError']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['PaymentProviderKind'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
}>;

export type PaymentAttemptPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentAttemptPayload'] = ResolversParentTypes['PaymentAttemptPayload']> = ResolversObject<{
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  payment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
}>;

export type PaymentErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentError'] = ResolversParentTypes['PaymentError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  declineCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentSetup'] = ResolversParentTypes['PaymentSetup']> = ResolversObject<{
  cardGatewayEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['PaymentProviderKind'], ParentType, ContextType>;
  stripePublishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlaceOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderPayload'] = ResolversParentTypes['PlaceOrderPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['CheckoutError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['CheckoutQuote']>, ParentType, ContextType>;
}>;

export interface PositiveIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveInt'], any> {
  name: 'PositiveInt';
}

export type PriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = ResolversObject<{
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PriceSuffixPartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceSuffixPart'] = ResolversParentTypes['PriceSuffixPart']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PricedCartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricedCartLine'] = ResolversParentTypes['PricedCartLine']> = ResolversObject<{
  availability?: Resolver<Maybe<ResolversTypes['Availability']>, ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchasable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['ProductAttribute']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['AttributeValue']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryEstimate?: Resolver<ResolversTypes['DeliveryEstimate'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  frameSize?: Resolver<Maybe<ResolversTypes['FrameSize']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originalPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceSuffix?: Resolver<Maybe<Array<ResolversTypes['PriceSuffixPart']>>, ParentType, ContextType>;
  shape?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['Specification']>, ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tryOnImage?: Resolver<Maybe<ResolversTypes['TryOnImage']>, ParentType, ContextType>;
  variations?: Resolver<Array<ResolversTypes['Variation']>, ParentType, ContextType>;
}>;

export type ProductAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAttribute'] = ResolversParentTypes['ProductAttribute']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['AttributeValue']>, ParentType, ContextType>;
  variation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProductConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['PositiveInt'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['NonNegativeInt'], ParentType, ContextType>;
}>;

export type ProductSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSuggestion'] = ResolversParentTypes['ProductSuggestion']> = ResolversObject<{
  matchedOn?: Resolver<ResolversTypes['SuggestionField'], ParentType, ContextType>;
  matchedText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  cartPricing?: Resolver<ResolversTypes['CartPricing'], ParentType, ContextType, RequireFields<QueryCartPricingArgs, 'currency' | 'language' | 'lines'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'language'>>;
  checkoutQuote?: Resolver<ResolversTypes['CheckoutQuote'], ParentType, ContextType, RequireFields<QueryCheckoutQuoteArgs, 'input'>>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType, RequireFields<QueryCurrenciesArgs, 'language'>>;
  currencyPluginPrices?: Resolver<ResolversTypes['CurrencyPluginPrices'], ParentType, ContextType, RequireFields<QueryCurrencyPluginPricesArgs, 'currency'>>;
  currencyPluginStatus?: Resolver<ResolversTypes['CurrencyPluginStatus'], ParentType, ContextType>;
  featuredProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryFeaturedProductsArgs, 'currency' | 'first' | 'language'>>;
  filterOptions?: Resolver<ResolversTypes['FilterOptions'], ParentType, ContextType, RequireFields<QueryFilterOptionsArgs, 'currency' | 'language'>>;
  homeHero?: Resolver<Maybe<ResolversTypes['HomeHero']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id' | 'language'>>;
  passwordResetLink?: Resolver<ResolversTypes['PasswordResetLinkState'], ParentType, ContextType, RequireFields<QueryPasswordResetLinkArgs, 'token'>>;
  paymentSetup?: Resolver<ResolversTypes['PaymentSetup'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'currency' | 'language' | 'slug'>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'currency' | 'language' | 'page' | 'pageSize'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'currency' | 'first' | 'language' | 'query'>>;
  shippingCountries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, RequireFields<QueryShippingCountriesArgs, 'language'>>;
  shippingMethods?: Resolver<ResolversTypes['ShippingMethodsResult'], ParentType, ContextType, RequireFields<QueryShippingMethodsArgs, 'country' | 'currency' | 'language'>>;
  similarProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySimilarProductsArgs, 'currency' | 'first' | 'language' | 'productId'>>;
  siteAccess?: Resolver<ResolversTypes['SiteAccess'], ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['AccountError']>, ParentType, ContextType>;
}>;

export type SearchSuggestionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = ResolversObject<{
  colors?: Resolver<Array<ResolversTypes['ColorSuggestion']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductSuggestion']>, ParentType, ContextType>;
}>;

export type ShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethod'] = ResolversParentTypes['ShippingMethod']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  free?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instanceId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ShippingMethodKind'], ParentType, ContextType>;
  methodId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumOrderAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  raw?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settingsCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zoneId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShippingMethodsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingMethodsResult'] = ResolversParentTypes['ShippingMethodsResult']> = ResolversObject<{
  methods?: Resolver<Array<ResolversTypes['ShippingMethod']>, ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['ShippingZone']>, ParentType, ContextType>;
}>;

export type ShippingZoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingZone'] = ResolversParentTypes['ShippingZone']> = ResolversObject<{
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SiteAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SiteAccess'] = ResolversParentTypes['SiteAccess']> = ResolversObject<{
  gated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SpecificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Specification'] = ResolversParentTypes['Specification']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TaxLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxLine'] = ResolversParentTypes['TaxLine']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type TryOnImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TryOnImage'] = ResolversParentTypes['TryOnImage']> = ResolversObject<{
  frameWidthMm?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
}>;

export type VariationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Variation'] = ResolversParentTypes['Variation']> = ResolversObject<{
  attributes?: Resolver<Array<ResolversTypes['VariationAttribute']>, ParentType, ContextType>;
  availability?: Resolver<ResolversTypes['Availability'], ParentType, ContextType>;
  deliveryEstimate?: Resolver<ResolversTypes['DeliveryEstimate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  originalPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  priceSuffix?: Resolver<Maybe<Array<ResolversTypes['PriceSuffixPart']>>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stockQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tryOnImage?: Resolver<Maybe<ResolversTypes['TryOnImage']>, ParentType, ContextType>;
}>;

export type VariationAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariationAttribute'] = ResolversParentTypes['VariationAttribute']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AccountError?: AccountErrorResolvers<ContextType>;
  AccountPayload?: AccountPayloadResolvers<ContextType>;
  AttributeValue?: AttributeValueResolvers<ContextType>;
  BackInStockError?: BackInStockErrorResolvers<ContextType>;
  BackInStockPayload?: BackInStockPayloadResolvers<ContextType>;
  CartPricing?: CartPricingResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CheckoutError?: CheckoutErrorResolvers<ContextType>;
  CheckoutLine?: CheckoutLineResolvers<ContextType>;
  CheckoutQuote?: CheckoutQuoteResolvers<ContextType>;
  ColorSuggestion?: ColorSuggestionResolvers<ContextType>;
  ContactMessageError?: ContactMessageErrorResolvers<ContextType>;
  ContactMessagePayload?: ContactMessagePayloadResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CountryState?: CountryStateResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyCode?: GraphQLScalarType;
  CurrencyPluginEntry?: CurrencyPluginEntryResolvers<ContextType>;
  CurrencyPluginError?: CurrencyPluginErrorResolvers<ContextType>;
  CurrencyPluginPrice?: CurrencyPluginPriceResolvers<ContextType>;
  CurrencyPluginPrices?: CurrencyPluginPricesResolvers<ContextType>;
  CurrencyPluginStatus?: CurrencyPluginStatusResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeliveryEstimate?: DeliveryEstimateResolvers<ContextType>;
  EnterSiteError?: EnterSiteErrorResolvers<ContextType>;
  EnterSitePayload?: EnterSitePayloadResolvers<ContextType>;
  FilterOption?: FilterOptionResolvers<ContextType>;
  FilterOptions?: FilterOptionsResolvers<ContextType>;
  FrameSize?: FrameSizeResolvers<ContextType>;
  FreeShippingProgress?: FreeShippingProgressResolvers<ContextType>;
  HomeHero?: HomeHeroResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsletterSubscriptionError?: NewsletterSubscriptionErrorResolvers<ContextType>;
  NewsletterSubscriptionPayload?: NewsletterSubscriptionPayloadResolvers<ContextType>;
  NonNegativeInt?: GraphQLScalarType;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderShippingLine?: OrderShippingLineResolvers<ContextType>;
  PasswordAdvice?: PasswordAdviceResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentAttemptPayload?: PaymentAttemptPayloadResolvers<ContextType>;
  PaymentError?: PaymentErrorResolvers<ContextType>;
  PaymentSetup?: PaymentSetupResolvers<ContextType>;
  PlaceOrderPayload?: PlaceOrderPayloadResolvers<ContextType>;
  PositiveInt?: GraphQLScalarType;
  PriceRange?: PriceRangeResolvers<ContextType>;
  PriceSuffixPart?: PriceSuffixPartResolvers<ContextType>;
  PricedCartLine?: PricedCartLineResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAttribute?: ProductAttributeResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductSuggestion?: ProductSuggestionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  ShippingMethod?: ShippingMethodResolvers<ContextType>;
  ShippingMethodsResult?: ShippingMethodsResultResolvers<ContextType>;
  ShippingZone?: ShippingZoneResolvers<ContextType>;
  SiteAccess?: SiteAccessResolvers<ContextType>;
  Specification?: SpecificationResolvers<ContextType>;
  TaxLine?: TaxLineResolvers<ContextType>;
  TryOnImage?: TryOnImageResolvers<ContextType>;
  Variation?: VariationResolvers<ContextType>;
  VariationAttribute?: VariationAttributeResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
