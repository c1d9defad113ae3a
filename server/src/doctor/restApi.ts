/** The REST API: reachable under /wp-json/ (pretty permalinks), answering with the keys, which may write. */
import { z } from 'zod';
import { StoreAuthError, StoreError } from '../woo/errors';
import { describe, fail, ok, type CheckResult, type DoctorContext } from './check';

/** /wp-json/ answers JSON only when WordPress routes it: with plain permalinks it is the theme's 404 page. */
export async function checkPermalinks({ storeUrl, timeoutMs }: DoctorContext): Promise<CheckResult> {
  const name = 'Pretty permalinks';
  try {
    const response = await fetch(new URL('wp-json/', storeUrl.endsWith('/') ? storeUrl : `${storeUrl}/`), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) return ok(name, '/wp-json/ is answered by the REST API');
    return fail(
      name,
      `/wp-json/ answered ${response.status} ${type || 'without a type'}, not the REST API`,
      'In WordPress, Settings > Permalinks: choose "Post name" (and let the web server pass /wp-json/ to WordPress).',
    );
  } catch (error) {
    return fail(
      name,
      `the store did not answer: ${describe(error)}`,
      "Check WOO_URL: the store's home address, reachable from this machine.",
    );
  }
}

/** The keys read the catalog (any key must). */
export async function checkReadKey({ http }: DoctorContext): Promise<CheckResult> {
  const name = 'REST API keys (read)';
  try {
    await http.get('wc/v3/products', z.array(z.unknown()), { per_page: 1 });
    return ok(name, 'the keys read the catalog');
  } catch (error) {
    if (error instanceof StoreAuthError) {
      return fail(
        name,
        `the store refused the keys: ${describe(error)}`,
        'WooCommerce > Settings > Advanced > REST API: create a key (Read/Write) and set WOO_CONSUMER_KEY and WOO_CONSUMER_SECRET.',
      );
    }
    return fail(name, `the catalog could not be read: ${describe(error)}`, 'Check WOO_URL and that WooCommerce is active.');
  }
}

/**
 * The keys may write (orders, customers): an update of order 0 is refused for a read-only key by the
 * authentication (401) and, for a read_write key, as an unknown order (400/404). Nothing is written.
 */
export async function checkWriteKey({ http }: DoctorContext): Promise<CheckResult> {
  const name = 'REST API keys (write)';
  try {
    await http.write('PUT', 'wc/v3/orders/0', {});
    return ok(name, 'the keys may write');
  } catch (error) {
    if (error instanceof StoreAuthError) {
      return fail(
        name,
        `the store refused a write: ${describe(error)}`,
        'The key needs Read/Write permissions (WooCommerce > Settings > Advanced > REST API): orders and customers are created with it.',
      );
    }
    if (error instanceof StoreError && error.status !== null && error.status >= 400 && error.status < 500)
      return ok(name, 'the keys may write');
    return fail(name, `the store did not answer a write: ${describe(error)}`, 'Check that WooCommerce is active and answers.');
  }
}
