/** The catalog: published products, variations with prices, images reachable. */
import { WooCatalog } from '../woo/catalog';
import { describe, fail, ok, warn, type CheckResult, type DoctorContext } from './check';

/** Variable products whose variations are read, and pictures asked for (a sample: the doctor must stay quick). */
const SAMPLE = 10;

export async function checkCatalog(context: DoctorContext): Promise<CheckResult[]> {
  const catalog = new WooCatalog(context.http);
  let page;
  try {
    page = await catalog.listProducts({ perPage: 100, page: 1 });
  } catch (error) {
    return [fail('Catalog', `the products could not be read: ${describe(error)}`, 'Check the REST API keys.')];
  }
  if (page.total === 0) return [fail('Catalog', 'no published product', 'Publish products in WooCommerce: the shop has nothing to sell.')];
  const results = [ok('Catalog', `${page.total} published product(s)`)];
  const unpriced = page.products.filter((product) => product.type !== 'variable' && product.price === null).map((product) => product.slug);
  const variable = page.products.filter((product) => product.type === 'variable').slice(0, SAMPLE);
  const variations = await Promise.all(variable.map((product) => catalog.variations(product).catch(() => [])));
  const noVariation = variable.filter((_product, index) => (variations[index] ?? []).length === 0).map((product) => product.slug);
  const unpricedVariations = variable.flatMap((product, index) =>
    (variations[index] ?? []).filter((variation) => variation.price === null).map((variation) => `${product.slug}#${variation.id}`),
  );
  const problems = [...unpriced, ...noVariation.map((slug) => `${slug} (no variation)`), ...unpricedVariations];
  results.push(
    problems.length === 0
      ? ok('Prices', `every product read has a price, ${variable.length} variable product(s) with priced variations`)
      : warn(
          'Prices',
          `no price: ${problems.slice(0, 8).join(', ')}${problems.length > 8 ? '...' : ''}`,
          'Give each product and variation a regular price: it cannot be bought without one.',
        ),
  );
  const images = page.products.flatMap((product) => product.images.slice(0, 1)).slice(0, 3);
  const unreachable: string[] = [];
  for (const image of images) {
    const url = new URL(image.url, context.storeUrl).toString();
    const answer = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(context.timeoutMs) }).catch(() => null);
    if (!answer?.ok) unreachable.push(`${url} (${answer?.status ?? 'no answer'})`);
  }
  results.push(
    images.length === 0
      ? warn('Images', 'no product has a picture', 'Add product images in WooCommerce.')
      : unreachable.length === 0
        ? ok('Images', `${images.length} picture(s) load`)
        : warn(
            'Images',
            `not reachable: ${unreachable.join(', ')}`,
            "Check the uploads URL (Settings > Media, upload_url_path) is reachable from shoppers' browsers.",
          ),
  );
  return results;
}
