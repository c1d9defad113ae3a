/**
 * The seller's legal identity from the SELLER_* settings, checked at start (config.ts): every value given
 * is checked in every mode (a SIRET of 14 digits passing Luhn's check, a French VAT number whose key and
 * SIREN match), an identity is given whole or not at all, and in production over a real store with
 * invoices on it is required. Elsewhere (a developer's machine, the embedded local store) an unset
 * identity is the demo shop's, so the shop starts and its invoices read as real ones.
 */
import { z } from 'zod';
import { DEMO_SELLER, compactNumber, siretProblem, sirenOf, vatNumberProblem, type SellerIdentity } from '../domain/sellerIdentity';

export interface InvoiceSettings {
  /** INVOICES (default on): off, /invoices/ is not found. */
  enabled: boolean;
  seller: SellerIdentity;
}

/** The settings an identity cannot go without (printed on every French invoice). */
const REQUIRED = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_SIRET', 'SELLER_VAT_NUMBER'] as const;
const OPTIONAL = ['SELLER_LEGAL_FORM', 'SELLER_SHARE_CAPITAL', 'SELLER_RCS_CITY'] as const;

/** One printed line: no line break, at most `max` characters. */
const line = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), `${name} must be one line`);

const sellerEnvironment = z.object({
  SELLER_LEGAL_NAME: line('SELLER_LEGAL_NAME', 120).optional(),
  SELLER_LEGAL_FORM: line('SELLER_LEGAL_FORM', 40).optional(),
  SELLER_SHARE_CAPITAL: line('SELLER_SHARE_CAPITAL', 40).optional(),
  SELLER_RCS_CITY: line('SELLER_RCS_CITY', 60).optional(),
  // Lines separated by "|": "12 rue de Sévigné|75004 Paris|France".
  SELLER_ADDRESS: z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((lines) => lines.length <= 5 && lines.every((part) => part.length <= 100 && !/[\r\n]/.test(part)), {
      message: 'SELLER_ADDRESS must be at most 5 lines of 100 characters, separated by "|" (12 rue de Sévigné|75004 Paris|France)',
    }),
  SELLER_SIRET: z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      const problem = raw?.trim() ? siretProblem(raw) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: `SELLER_SIRET is not a SIRET: ${problem}` });
    }),
  SELLER_VAT_NUMBER: z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      const problem = raw?.trim() ? vatNumberProblem(raw) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: `SELLER_VAT_NUMBER is not a French VAT number: ${problem}` });
    }),
});

/** Empty values count as unset. */
const given = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim() !== '';

/**
 * The seller's identity; each problem pushed as one line. `required`: production over a real store
 * with invoices on, where the demo identity would be a false one.
 */
export function parseSeller(
  env: NodeJS.ProcessEnv,
  { required }: { required: boolean },
  problems: { push(message: string): void },
): SellerIdentity {
  const parsed = sellerEnvironment.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(issue.message);
    return DEMO_SELLER;
  }
  const missing = REQUIRED.filter((name) => !given(env, name));
  const anyGiven = [...REQUIRED, ...OPTIONAL].some((name) => given(env, name));
  if (required && missing.length > 0) {
    problems.push(
      `${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required in production when invoices are on (INVOICES): ` +
        "the seller's legal identity French invoices print (or INVOICES=false)",
    );
    return DEMO_SELLER;
  }
  if (!anyGiven) return DEMO_SELLER;
  if (missing.length > 0) {
    problems.push(`The seller's identity is given in part: ${missing.join(', ')} missing (set all of ${REQUIRED.join(', ')}, or none)`);
    return DEMO_SELLER;
  }
  const vars = parsed.data;
  const siret = compactNumber(vars.SELLER_SIRET!);
  const vatNumber = compactNumber(vars.SELLER_VAT_NUMBER!);
  const mismatch = vatNumberProblem(vatNumber, sirenOf(siret));
  if (mismatch) {
    problems.push(`SELLER_VAT_NUMBER does not match SELLER_SIRET: ${mismatch}`);
    return DEMO_SELLER;
  }
  return {
    legalName: vars.SELLER_LEGAL_NAME!,
    legalForm: vars.SELLER_LEGAL_FORM ?? '',
    shareCapital: vars.SELLER_SHARE_CAPITAL ?? '',
    addressLines: vars.SELLER_ADDRESS,
    siret,
    vatNumber,
    rcsCity: vars.SELLER_RCS_CITY ?? '',
  };
}
