/** The seller's numbers French invoices print: a SIRET passes Luhn's check, a VAT number's key and SIREN match. */
import {
  DEMO_SELLER,
  formatSiret,
  formatVatNumber,
  frenchVatKey,
  passesLuhn,
  sirenOf,
  siretProblem,
  vatNumberProblem,
} from '../../server/src/domain/sellerIdentity';

describe('SIRET', () => {
  it('accepts 14 digits passing Luhn, spaces allowed', () => {
    expect(siretProblem('91827364000014')).toBeNull();
    expect(siretProblem('918 273 640 00014')).toBeNull();
  });

  it('refuses a wrong length, letters, and a mistyped digit', () => {
    expect(siretProblem('9182736400001')).toMatch(/14 digits/);
    expect(siretProblem('91827364000O14')).toMatch(/14 digits/);
    expect(siretProblem('91827364000015')).toMatch(/check digit/);
    // Two digits swapped.
    expect(siretProblem('19827364000014')).toMatch(/check digit/);
  });

  it("takes La Poste's establishments by their own rule (sum of digits a multiple of 5)", () => {
    expect(passesLuhn('35600000000015')).toBe(false);
    expect(siretProblem('35600000000015')).toBeNull();
    expect(siretProblem('35600000000016')).toMatch(/check digit/);
  });
});

describe('French VAT number', () => {
  it('is FR, the key of the SIREN and the SIREN', () => {
    expect(frenchVatKey('918273640')).toBe('77');
    // Key below 10 keeps its leading zero.
    expect(frenchVatKey('000000018')).toBe(String((12 + 3 * (18 % 97)) % 97).padStart(2, '0'));
    expect(vatNumberProblem('FR77918273640')).toBeNull();
    expect(vatNumberProblem('fr 77 918 273 640')).toBeNull();
    expect(vatNumberProblem('FR78918273640')).toMatch(/key is wrong: FR77918273640/);
    expect(vatNumberProblem('DE123456789')).toMatch(/FR, a 2-digit key/);
    expect(vatNumberProblem('FR7791827364')).toMatch(/FR, a 2-digit key/);
  });

  it("must carry the SIRET's SIREN when one is given", () => {
    expect(vatNumberProblem('FR77918273640', sirenOf('91827364000014'))).toBeNull();
    expect(vatNumberProblem(`FR${frenchVatKey('855200887')}855200887`, '918273640')).toMatch(/not the SIRET's/);
  });
});

it("the demo shop's identity passes every check and prints as the registers do", () => {
  expect(siretProblem(DEMO_SELLER.siret)).toBeNull();
  expect(vatNumberProblem(DEMO_SELLER.vatNumber, sirenOf(DEMO_SELLER.siret))).toBeNull();
  expect(DEMO_SELLER.legalName).toMatch(/Démo/);
  expect(formatSiret(DEMO_SELLER.siret)).toBe('918 273 640 00014');
  expect(formatVatNumber(DEMO_SELLER.vatNumber)).toBe('FR 77 918273640');
});
