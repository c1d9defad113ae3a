/**
 * A product's frame size (lens width, bridge, temple length) read from what the store holds: meta data
 * (the local store's `dimensions` "54□17 140" and `lens_width` "54 mm"...) or product attributes (a
 * genuine WooCommerce often has "Lens width" / `pa_lens-width` attributes, or one "Size" attribute
 * "54-17-140"). Which names hold which measure is a setting (FRAME_SIZE_FIELDS, config.ts); the rules
 * comparing sizes live in common/fit.ts.
 */
import { parseFrameSize, type FrameSize } from '#common/fit';
import { attributeKey } from './attributes';
import type { Product } from './catalog';

/** The parts of a size a store field may hold: one measure each, or the whole printed size. */
export type FrameSizePart = 'size' | 'lens' | 'bridge' | 'temple';

/**
 * The store names (meta keys, attribute names, slugs or taxonomies) read for each part, tried in order.
 * The single measures win over the whole size where both are given.
 */
export type FrameSizeSources = Record<FrameSizePart, readonly string[]>;

export const DEFAULT_FRAME_SIZE_FIELDS = 'size=dimensions,lens=lens_width,bridge=bridge_width,temple=temple_length';

const PARTS: readonly FrameSizePart[] = ['size', 'lens', 'bridge', 'temple'];
/** A meta key or attribute name: letters, digits, spaces, `_`, `-`, `.` (no separators of the setting). */
const FIELD_NAME = /^[\p{L}\p{N} _.-]{1,100}$/u;

/**
 * Reads FRAME_SIZE_FIELDS: `part=name[|name...]` pairs separated by commas, parts among size, lens,
 * bridge and temple (e.g. `size=dimensions,lens=lens_width|pa_lens-width,bridge=bridge_width`). A part
 * left out is not read; lens and bridge must be readable (from their own names or from `size`).
 */
export function parseFrameSizeFields(raw: string | undefined): { ok: true; sources: FrameSizeSources } | { ok: false; problem: string } {
  const text = raw === undefined || raw.trim() === '' ? DEFAULT_FRAME_SIZE_FIELDS : raw;
  const sources: Record<FrameSizePart, string[]> = { size: [], lens: [], bridge: [], temple: [] };
  const bad = (why: string) => ({
    ok: false as const,
    problem: `FRAME_SIZE_FIELDS ${why}: expected part=name pairs such as "${DEFAULT_FRAME_SIZE_FIELDS}" (parts: ${PARTS.join(', ')}; several names joined by |)`,
  });
  for (const pair of text.split(',')) {
    const [part, names, ...extra] = pair.split('=').map((piece) => piece.trim());
    if (!part || names === undefined || extra.length > 0) return bad(`has "${pair.trim().slice(0, 60)}"`);
    if (!PARTS.includes(part as FrameSizePart)) return bad(`names an unknown part "${part.slice(0, 20)}"`);
    const list = names.split('|').map((name) => name.trim());
    if (list.some((name) => !FIELD_NAME.test(name))) return bad(`has an unusable name for ${part}`);
    sources[part as FrameSizePart].push(...list);
  }
  if (sources.size.length === 0 && (sources.lens.length === 0 || sources.bridge.length === 0)) {
    return bad('reads neither the whole size nor both the lens and the bridge');
  }
  return { ok: true, sources };
}

/** The texts a product holds under a name: a meta value, or an attribute's options. */
function valuesOf(product: Pick<Product, 'specifications' | 'attributes'>, name: string): string[] {
  const meta = product.specifications.find((spec) => spec.key === name);
  if (meta) return [meta.value];
  const key = attributeKey(name);
  const lower = name.toLowerCase();
  // A taxonomy (pa_lens-width) and its slug (lens-width) share the attribute's key.
  const attribute = product.attributes.find((candidate) => candidate.key === key || candidate.name.toLowerCase() === lower);
  return attribute ? attribute.options.map((option) => option.label) : [];
}

/** The first number of a measure as stores write it: "52", "52 mm", "52,5 mm". */
function measure(text: string): number | null {
  const match = /\d{1,3}(?:[.,]\d+)?/.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function firstMeasure(product: Pick<Product, 'specifications' | 'attributes'>, names: readonly string[]): number | null {
  for (const name of names) {
    for (const value of valuesOf(product, name)) {
      const found = measure(value);
      if (found !== null) return found;
    }
  }
  return null;
}

function wholeSize(product: Pick<Product, 'specifications' | 'attributes'>, names: readonly string[]): FrameSize | null {
  for (const name of names) {
    for (const value of valuesOf(product, name)) {
      const parsed = parseFrameSize(value);
      if (parsed.ok) return parsed.size;
    }
  }
  return null;
}

/**
 * A product's frame size from the configured store fields, or null when its lens width or bridge cannot
 * be read (such a product never "fits like yours"). A variable product's size is its own: colours of
 * one frame share their size.
 */
export function frameSizeOf(product: Pick<Product, 'specifications' | 'attributes'>, sources: FrameSizeSources): FrameSize | null {
  const whole = wholeSize(product, sources.size);
  const lensWidth = firstMeasure(product, sources.lens) ?? whole?.lensWidth ?? null;
  const bridgeWidth = firstMeasure(product, sources.bridge) ?? whole?.bridgeWidth ?? null;
  if (lensWidth === null || bridgeWidth === null) return null;
  const templeLength = firstMeasure(product, sources.temple) ?? whole?.templeLength ?? null;
  return { lensWidth, bridgeWidth, templeLength };
}
