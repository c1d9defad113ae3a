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

/** The permission errors of WooCommerce's create and update routes (401 for an anonymous caller). */
export const cannotCreate = () => new RestError(401, 'woocommerce_rest_cannot_create', 'Sorry, you are not allowed to create resources.');
export const cannotEdit = () => new RestError(401, 'woocommerce_rest_cannot_edit', 'Sorry, you are not allowed to edit this resource.');

/** WP_REST_Request::has_valid_params on a JSON body PHP cannot decode (json_last_error 4, "Syntax error"). */
export const invalidJson = () =>
  new RestError(400, 'rest_invalid_json', 'Invalid JSON body passed.', { json_error_code: 4, json_error_message: 'Syntax error' });

/**
 * `woocommerce_rest_{post_type}_invalid_id`: the CRUD controllers build the code from the post type. A read
 * answers 404; an update of an unknown id answers 400.
 */
export const invalidPostId = (postType: 'product' | 'product_variation' | 'shop_order', status: 404 | 400 = 404) =>
  new RestError(status, `woocommerce_rest_${postType}_invalid_id`, 'Invalid ID.');

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
