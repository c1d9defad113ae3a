/**
 * Query strings read the way PHP fills $_GET, because WordPress validates and WooCommerce signs
 * what PHP decoded: `+` is a space, bad escapes are kept as text, `key[]=a&key[]=b` is an array
 * and a repeated plain key keeps its last value.
 */

/** PHP urldecode: lenient, byte-oriented, `+` means space. */
export function phpUrlDecode(text: string): string {
  if (!/[%+]/.test(text)) return text;
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '+') {
      bytes.push(0x20);
    } else if (ch === '%' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const code = text.codePointAt(i) as number;
      if (code > 0xffff) i++;
      bytes.push(...Buffer.from(String.fromCodePoint(code), 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export type Pair = readonly [string, string];

export function parsePairs(queryString: string): Pair[] {
  const pairs: Pair[] = [];
  for (const part of queryString.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = phpUrlDecode(eq === -1 ? part : part.slice(0, eq));
    if (key === '') continue;
    pairs.push([key, eq === -1 ? '' : phpUrlDecode(part.slice(eq + 1))]);
  }
  return pairs;
}

export type ParamValue = string | string[];

/** Request parameters with PHP's bracket handling (`include[]=1` and `include[0]=1` are arrays). */
export class Params {
  private readonly values = new Map<string, ParamValue>();

  constructor(readonly pairs: readonly Pair[]) {
    for (const [rawKey, value] of pairs) {
      const bracket = /^([^[\]]+)\[[^\]]*\]/.exec(rawKey);
      if (bracket) {
        const name = bracket[1] as string;
        const current = this.values.get(name);
        this.values.set(name, Array.isArray(current) ? [...current, value] : [value]);
      } else {
        this.values.set(rawKey, value);
      }
    }
  }

  get(name: string): ParamValue | undefined {
    return this.values.get(name);
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  /** A scalar value, or undefined for a missing or array-valued parameter. */
  string(name: string): string | undefined {
    const value = this.values.get(name);
    return typeof value === 'string' ? value : undefined;
  }
}
