/**
 * A product's frame size read from the store fields FRAME_SIZE_FIELDS names (domain/frameSize.ts), and
 * the listing's "fits like yours" filter and facet over it (domain/listing.ts, domain/storeListing.ts).
 */
import type { FrameSize } from '../../common/fit';
import { loadConfig } from '../../server/src/config';
import type { Product } from '../../server/src/domain/catalog';
import { DEFAULT_FRAME_SIZE_FIELDS, frameSizeOf, parseFrameSizeFields, type FrameSizeSources } from '../../server/src/domain/frameSize';
import { facetedFilterOptions, matchesFilter } from '../../server/src/domain/listing';
import { isEmptyFilter, planStoreQueries } from '../../server/src/domain/storeListing';
import { product } from './helpers/catalog';

function sources(raw: string): FrameSizeSources {
  const parsed = parseFrameSizeFields(raw);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.sources;
}

const defaults = sources(DEFAULT_FRAME_SIZE_FIELDS);
const spec = (key: string, value: string) => ({ key, value });
const attribute = (name: string, key: string, options: string[]) => ({
  key,
  name,
  variation: false,
  visible: true,
  options: options.map((label) => ({ value: label.toLowerCase(), label })),
});

describe('FRAME_SIZE_FIELDS', () => {
  it('defaults to the local store meta keys', () => {
    expect(parseFrameSizeFields(undefined)).toEqual({
      ok: true,
      sources: { size: ['dimensions'], lens: ['lens_width'], bridge: ['bridge_width'], temple: ['temple_length'] },
    });
    expect(parseFrameSizeFields('  ')).toEqual(parseFrameSizeFields(undefined));
  });

  it('reads several names per part, and a whole size alone', () => {
    expect(sources('lens=lens_width|pa_lens-width, bridge = Bridge width ,temple=temple')).toEqual({
      size: [],
      lens: ['lens_width', 'pa_lens-width'],
      bridge: ['Bridge width'],
      temple: ['temple'],
    });
    expect(sources('size=pa_taille')).toEqual({ size: ['pa_taille'], lens: [], bridge: [], temple: [] });
  });

  it('refuses what cannot be read, saying how it should look', () => {
    for (const raw of ['lens', 'width=lens_width,bridge=b', 'lens=a=b,bridge=c', 'lens=,bridge=b', 'lens=a;b,bridge=c', 'temple=t']) {
      const parsed = parseFrameSizeFields(raw);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problem).toMatch(/^FRAME_SIZE_FIELDS .*expected part=name pairs such as "size=dimensions/);
    }
    expect(parseFrameSizeFields('lens=l').ok).toBe(false);
  });

  it('is checked at start with the other settings', () => {
    expect(loadConfig({}).frameSizeFields).toEqual(defaults);
    expect(loadConfig({ FRAME_SIZE_FIELDS: 'size=pa_size' }).frameSizeFields.size).toEqual(['pa_size']);
    expect(() => loadConfig({ FRAME_SIZE_FIELDS: 'width=lens_width' })).toThrow(/FRAME_SIZE_FIELDS names an unknown part "width"/);
  });
});

describe("a product's frame size", () => {
  it('from the local store meta: single measures, the whole printed size for what they lack', () => {
    const seeded = product({
      specifications: [
        spec('dimensions', '54□17 145'),
        spec('lens_width', '54 mm'),
        spec('bridge_width', '17 mm'),
        spec('material', 'Acétate'),
      ],
    });
    expect(frameSizeOf(seeded, defaults)).toEqual({ lensWidth: 54, bridgeWidth: 17, templeLength: 145 });
    expect(frameSizeOf(product({ specifications: [spec('dimensions', '50□19 140')] }), defaults)).toEqual({
      lensWidth: 50,
      bridgeWidth: 19,
      templeLength: 140,
    });
    expect(frameSizeOf(product({ specifications: [spec('lens_width', '52,5 mm'), spec('bridge_width', '18')] }), defaults)).toEqual({
      lensWidth: 52.5,
      bridgeWidth: 18,
      templeLength: null,
    });
  });

  it('from attributes of a genuine WooCommerce, by taxonomy, slug or name', () => {
    const woo = product({
      attributes: [
        attribute('Lens width', 'lens-width', ['52']),
        attribute('Pont', 'pont', ['18 mm']),
        attribute('Longueur de branche', 'longueur-de-branche', ['140']),
      ],
    });
    const fields = sources('lens=pa_lens-width,bridge=Pont,temple=longueur-de-branche');
    expect(frameSizeOf(woo, fields)).toEqual({ lensWidth: 52, bridgeWidth: 18, templeLength: 140 });
    const whole = product({ attributes: [attribute('Taille', 'taille', ['52-18-140'])] });
    expect(frameSizeOf(whole, sources('size=pa_taille'))).toEqual({ lensWidth: 52, bridgeWidth: 18, templeLength: 140 });
  });

  it('is none without a lens width and a bridge', () => {
    expect(frameSizeOf(product(), defaults)).toBeNull();
    expect(frameSizeOf(product({ specifications: [spec('lens_width', '52 mm')] }), defaults)).toBeNull();
    expect(frameSizeOf(product({ specifications: [spec('dimensions', 'taille unique')] }), defaults)).toBeNull();
  });
});

describe('the "fits like yours" filter and its facet', () => {
  const mine: FrameSize = { lensWidth: 52, bridgeWidth: 18, templeLength: 140 };
  const sized = (id: number, dimensions: string | null, overrides: Partial<Product> = {}) =>
    product({ id, slug: `p${id}`, specifications: dimensions ? [spec('dimensions', dimensions)] : [], ...overrides });
  const products = [
    sized(1, '52□18 140'),
    sized(2, '54□19 145', { availability: 'PRE_ORDER' }),
    sized(3, '55□18 140'),
    sized(4, '50□17 150'),
    sized(5, null),
    sized(6, '51□18 135', { availability: 'PRE_ORDER' }),
  ];
  const sizeOf = (candidate: Product) => frameSizeOf(candidate, defaults);

  it('keeps the frames within the tolerances, never one without a size', () => {
    expect(products.filter((p) => matchesFilter(p, { fitsLike: mine }, 1, sizeOf)).map((p) => p.id)).toEqual([1, 2, 6]);
    expect(products.filter((p) => matchesFilter(p, { fitsLike: mine, preOrderOnly: true }, 1, sizeOf)).map((p) => p.id)).toEqual([2, 6]);
    // Without a reader no product has a size: the filter keeps nothing rather than everything.
    expect(products.filter((p) => matchesFilter(p, { fitsLike: mine })).map((p) => p.id)).toEqual([]);
  });

  it('counts over what the other filters keep, and lets the other facets count over the fitting frames', () => {
    const options = facetedFilterOptions(products, { fitsLike: mine, preOrderOnly: true }, [], 1, sizeOf);
    expect(options.fit?.reference).toEqual(mine);
    // The fit facet ignores its own choice: the pre-order frames with a size (2 and 6).
    expect(options.fit?.candidates).toHaveLength(2);
    // The pre-order count ignores its own choice: pre-order frames that fit (2 and 6).
    expect(options.preOrderCount).toBe(2);
    const unfiltered = facetedFilterOptions(products, {}, [], 1, sizeOf);
    expect(unfiltered.fit).toEqual({ reference: null, candidates: products.flatMap((p) => sizeOf(p) ?? []) });
  });

  it('stays with the shop on a catalog past the in-memory size', () => {
    expect(isEmptyFilter({ fitsLike: mine })).toBe(false);
    const plans = planStoreQueries({ fitsLike: mine, colors: ['black'] }, 82, undefined, { categories: [], attributes: [] }, 1);
    expect(plans).toHaveLength(1);
    expect(plans?.[0]?.residual.fitsLike).toEqual(mine);
  });
});
