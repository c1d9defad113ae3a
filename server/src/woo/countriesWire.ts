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
    states: z.array(z.object({ code: z.string(), name: text })).nullish(),
  }),
);
