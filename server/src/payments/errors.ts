/**
 * What a provider throws. Card outcomes are never thrown: a declined card is an intent back in
 * requires_payment_method with its lastError, for the shopper to read. These errors are for the
 * caller: try again later, or stop asking.
 */

/** The provider cannot be reached or refuses our credentials (network, timeout, 5xx, 401/403, 429): try again later. */
export class PaymentProviderUnavailableError extends Error {
  constructor(
    message: string,
    /** The provider's error type and HTTP status, for the log (never a key or a request body). */
    readonly detail: { type?: string; statusCode?: number; requestId?: string } = {},
  ) {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** No such intent, or a client secret that does not match it (the two are not told apart). */
export class PaymentIntentNotFoundError extends Error {
  constructor() {
    super('No such payment intent.');
    this.name = 'PaymentIntentNotFoundError';
  }
}

/**
 * The provider refused the request as it is: repeating it changes nothing. `code` is Stripe's, e.g.
 * payment_intent_unexpected_state (updating or cancelling a paid intent), idempotency_error (a key
 * reused with other contents), amount_too_small.
 */
export class PaymentRequestRejectedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRequestRejectedError';
  }
}
