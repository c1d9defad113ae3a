/**
 * GET /wc/v3/data/countries as a zod schema (lenient, as wire.ts is): every country with its states.
 * Names may hold HTML entities (Amap&aacute;): checkout.ts decodes them. Only woo/ imports this.
 */
import { z } from 'zod';
import { text } from './wire';

export const wooCountryList = z.array(
  z.object({
    code: z.string(),
    name: text,
    // PHP turns numeric keys into numbers: the genuine 9.9.5 store answers UM's states as 81, 84...
    states: z.array(z.object({ code: z.union([z.string(), z.number()]).transform(String), name: text })).nullish(),
  }),
);
