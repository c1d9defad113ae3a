/**
 * Typed failures of the store back end. The WooCommerce client throws only these; the GraphQL layer
 * turns them into errors with a stable `extensions.code` and never forwards the store's own body.
 */
export class StoreError extends Error {
  constructor(
    message: string,
    /** HTTP status of the store's answer, or null when there was none (network, timeout). */
    readonly status: number | null,
    /** The store's error code (`woocommerce_rest_product_invalid_id`...), or a local one. */
    readonly code: string,
    /**
     * The store's own message for a refused request (URLs redacted, possibly with markup): only for
     * mapping to the shopper's words (registration errors), never to be logged or shown as it is.
     */
    readonly storeMessage: string = '',
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * The store could not be reached, timed out, failed (5xx, 408, 429), or sent an answer the storefront
 * cannot use: empty, cut off, not JSON, or of the wrong shape (code `store_bad_response`).
 */
export class StoreUnavailableError extends StoreError {}

/** The store refused our credentials (401/403): a configuration problem, never retried. */
export class StoreAuthError extends StoreError {}

/** The resource does not exist (404). */
export class StoreNotFoundError extends StoreError {}

/** The store rejected the request's parameters or content (400 and the other 4xx). */
export class StoreRequestError extends StoreError {}

/** Missing URL or keys: raised at start-up, with the spec's wording. */
export class StoreConfigError extends Error {
  constructor(message = 'WooCommerce API credentials not configured') {
    super(message);
    this.name = 'StoreConfigError';
  }
}

/** The typed error of a store answer with a non-2xx status. */
export function storeErrorFromStatus(status: number, code: string, message: string, storeMessage = ''): StoreError {
  if (status === 401 || status === 403) return new StoreAuthError(message, status, code);
  if (status === 404) return new StoreNotFoundError(message, status, code);
  // A timeout or a rate limit on the store's side passes, like a 5xx.
  if (status >= 500 || status === 408 || status === 429) return new StoreUnavailableError(message, status, code);
  return new StoreRequestError(message, status, code, storeMessage);
}
