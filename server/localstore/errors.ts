/**
 * WordPress REST error bodies: `{code, message, data: {status, ...}}`. Codes and messages are the
 * ones WooCommerce 9.x and WordPress 6.x send, so a client's error mapping works against either.
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extraData: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
    private readonly topLevel: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  body(): { code: string; message: string; data: Record<string, unknown> } {
    return { code: this.code, message: this.message, data: { status: this.status, ...this.extraData }, ...this.topLevel };
  }
}

export const noRoute = () => new RestError(404, 'rest_no_route', 'No route was found matching the URL and request method');

export const cannotList = () => new RestError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');

export const cannotView = () => new RestError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot view this resource.');

/** `woocommerce_rest_{post_type}_invalid_id`: the CRUD controllers build the code from the post type. */
export const invalidPostId = (postType: 'product' | 'product_variation') =>
  new RestError(404, `woocommerce_rest_${postType}_invalid_id`, 'Invalid ID.');

export const termInvalid = () => new RestError(404, 'woocommerce_rest_term_invalid', 'Resource does not exist.');

/** The attributes controller and the terms controller word the same code differently. */
export const attributeInvalid = () => new RestError(404, 'woocommerce_rest_taxonomy_invalid', 'Resource does not exist.');
export const taxonomyInvalid = () => new RestError(404, 'woocommerce_rest_taxonomy_invalid', 'Taxonomy does not exist.');

export const authError = (message: string, headers: Record<string, string> = {}) =>
  new RestError(401, 'woocommerce_rest_authentication_error', message, {}, headers);

export const authMissingParameters = (missing: readonly string[]) =>
  new RestError(
    401,
    'woocommerce_rest_authentication_missing_parameter',
    `${missing.length === 1 ? 'Missing OAuth parameter' : 'Missing OAuth parameters'} ${missing.join(', ')}`,
  );

/** WordPress's fatal-error answer on REST requests: the cause goes to the log, never to the client. */
export const internalError = () =>
  new RestError(
    500,
    'internal_server_error',
    '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
    {},
    {},
    { additional_errors: [] },
  );
