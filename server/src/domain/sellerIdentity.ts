/**
 * The seller's legal identity, as French invoices must print it (Code de commerce L441-9 and R123-237,
 * CGI annexe II art. 242 nonies A): the legal name, the legal form and share capital of a company, the
 * registered office's address, the SIRET (its first nine digits are the SIREN), the RCS registry's
 * town, and the intra-EU VAT number. The numbers' own checks are here: a SIRET is 14 digits passing
 * Luhn's check (La Poste's establishments excepted, as INSEE numbers them), a French VAT number is FR,
 * a two-digit key and the SIREN, the key being (12 + 3 × (SIREN mod 97)) mod 97.
 */

export interface SellerIdentity {
  /** Dénomination sociale (or the entrepreneur's name). */
  legalName: string;
  /** SAS, SARL, EI...: printed with the name; empty for none. */
  legalForm: string;
  /** Capital social as printed ("10 000 €"); empty for none (an individual entrepreneur has none). */
  shareCapital: string;
  /** The registered office, one printed line each. */
  addressLines: readonly string[];
  /** 14 digits, without spaces. */
  siret: string;
  /** FR, the key and the SIREN, without spaces. */
  vatNumber: string;
  /** The town of the RCS registry ("Paris": printed "RCS Paris 918 273 640"); empty for none. */
  rcsCity: string;
}

/**
 * The demonstration shop's identity: what the embedded local store and a developer's machine print
 * (the owner sets the SELLER_* settings). Its numbers pass every check, so a demo invoice reads as a
 * real one would; the name says it is the demo.
 */
export const DEMO_SELLER: SellerIdentity = {
  legalName: 'Maison Lumière Démo',
  legalForm: 'SAS',
  shareCapital: '10 000 €',
  addressLines: ['12 rue de Sévigné', '75004 Paris', 'France'],
  siret: '91827364000014',
  vatNumber: 'FR77918273640',
  rcsCity: 'Paris',
};

/** La Poste's SIREN: its establishments' SIRETs follow their own check (the sum of the digits is a multiple of 5). */
const LA_POSTE_SIREN = '356000000';

/** Luhn's check over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The value without the spaces, dots and dashes people type in numbers, upper-cased. */
export const compactNumber = (raw: string): string => raw.replace(/[\s.\-\u00a0]/g, '').toUpperCase();

/** Why `raw` is not a SIRET, or null when it is one. */
export function siretProblem(raw: string): string | null {
  const siret = compactNumber(raw);
  if (!/^\d{14}$/.test(siret)) return 'a SIRET is 14 digits (the 9 of the SIREN and 5 of the establishment)';
  const valid = siret.startsWith(LA_POSTE_SIREN)
    ? [...siret].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0
    : passesLuhn(siret) && passesLuhn(siret.slice(0, 9));
  return valid ? null : 'its check digit is wrong (a SIRET passes the Luhn check): a digit is mistyped';
}

/** The French VAT key of a SIREN: two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** Why `raw` is not the French VAT number of `siren` (or of any SIREN when none is given), or null. */
export function vatNumberProblem(raw: string, siren?: string): string | null {
  const vat = compactNumber(raw);
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  if (!match) return 'a French VAT number is FR, a 2-digit key and the 9-digit SIREN (FR77918273640)';
  const [, key, own] = match as unknown as [string, string, string];
  if (frenchVatKey(own) !== key) return `its key is wrong: FR${frenchVatKey(own)}${own} for that SIREN`;
  if (siren !== undefined && own !== siren) return `its SIREN (${own}) is not the SIRET's (${siren})`;
  return null;
}

/** The SIREN of a SIRET: its first nine digits. */
export const sirenOf = (siret: string): string => compactNumber(siret).slice(0, 9);

/** "918 273 640". */
export const formatSiren = (siren: string): string => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');

/** "918 273 640 00014". */
export const formatSiret = (siret: string): string => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');

/** "FR 77 918273640" as the tax office prints it. */
export const formatVatNumber = (vat: string): string => vat.replace(/^FR(\d{2})(\d{9})$/, 'FR $1 $2');
