/**
 * The seller's legal identity is checked at start (INVOICES, SELLER_*): required in production over a
 * real store with invoices on, refused when malformed in every mode, the demo shop's elsewhere.
 */
import { ConfigError, loadConfig } from '../../server/src/config';
import { DEMO_SELLER } from '../../server/src/domain/sellerIdentity';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://shop.example.com',
  WOO_URL: 'https://store.example.com',
};

const SELLER = {
  SELLER_LEGAL_NAME: 'Lunetterie Bastide',
  SELLER_LEGAL_FORM: 'SARL',
  SELLER_SHARE_CAPITAL: '8 000 €',
  SELLER_ADDRESS: '4 cours Mirabeau | 13100 Aix-en-Provence | France',
  SELLER_SIRET: '918 273 640 00014',
  SELLER_VAT_NUMBER: 'FR 77 918 273 640',
  SELLER_RCS_CITY: 'Aix-en-Provence',
};

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

it('fails the start in production over a real store when invoices are on and the identity is missing, naming what is', () => {
  expect(problemsOf(PRODUCTION)).toEqual([
    'SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_SIRET, SELLER_VAT_NUMBER are required in production when invoices are on (INVOICES): ' +
      "the seller's legal identity French invoices print (or INVOICES=false)",
  ]);
  expect(problemsOf({ ...PRODUCTION, ...SELLER, SELLER_VAT_NUMBER: '' })).toEqual([
    expect.stringMatching(/^SELLER_VAT_NUMBER is required in production/),
  ]);
  // Invoices off: no identity needed.
  expect(loadConfig({ ...PRODUCTION, INVOICES: 'false' }).invoices.enabled).toBe(false);
});

it('reads the identity, numbers compacted and address lines split', () => {
  const { invoices } = loadConfig({ ...PRODUCTION, ...SELLER });
  expect(invoices).toEqual({
    enabled: true,
    seller: {
      legalName: 'Lunetterie Bastide',
      legalForm: 'SARL',
      shareCapital: '8 000 €',
      addressLines: ['4 cours Mirabeau', '13100 Aix-en-Provence', 'France'],
      siret: '91827364000014',
      vatNumber: 'FR77918273640',
      rcsCity: 'Aix-en-Provence',
    },
  });
});

it('refuses a malformed SIRET or VAT number in every mode, with a clear message', () => {
  expect(problemsOf({ ...SELLER, SELLER_SIRET: '918 273 640 00015' })).toEqual([
    'SELLER_SIRET is not a SIRET: its check digit is wrong (a SIRET passes the Luhn check): a digit is mistyped',
  ]);
  expect(problemsOf({ ...PRODUCTION, ...SELLER, SELLER_SIRET: '91827364' })).toEqual([
    'SELLER_SIRET is not a SIRET: a SIRET is 14 digits (the 9 of the SIREN and 5 of the establishment)',
  ]);
  expect(problemsOf({ ...PRODUCTION, ...SELLER, SELLER_VAT_NUMBER: 'FR12918273640' })).toEqual([
    'SELLER_VAT_NUMBER is not a French VAT number: its key is wrong: FR77918273640 for that SIREN',
  ]);
  expect(problemsOf({ ...PRODUCTION, ...SELLER, SELLER_VAT_NUMBER: 'BE0123456789' })).toEqual([
    expect.stringMatching(/^SELLER_VAT_NUMBER is not a French VAT number: a French VAT number is FR/),
  ]);
  // A valid VAT number of another company.
  expect(problemsOf({ ...PRODUCTION, ...SELLER, SELLER_VAT_NUMBER: 'FR40303265045' })).toEqual([
    expect.stringMatching(/^SELLER_VAT_NUMBER does not match SELLER_SIRET: its SIREN \(303265045\) is not the SIRET's \(918273640\)/),
  ]);
  expect(problemsOf({ ...SELLER, INVOICES: 'maybe' })).toEqual(['INVOICES must be true or false: got "maybe"']);
});

it('refuses an identity given in part, even in development', () => {
  expect(problemsOf({ SELLER_LEGAL_NAME: 'Lunetterie Bastide' })).toEqual([
    "The seller's identity is given in part: SELLER_ADDRESS, SELLER_SIRET, SELLER_VAT_NUMBER missing (set all of " +
      'SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_SIRET, SELLER_VAT_NUMBER, or none)',
  ]);
});

it("prints the demo shop's identity on a developer's machine and over the embedded store in production", () => {
  expect(loadConfig({}).invoices).toEqual({ enabled: true, seller: DEMO_SELLER });
  const { WOO_URL: _real, ...embedded } = PRODUCTION;
  expect(loadConfig(embedded).invoices.seller).toEqual(DEMO_SELLER);
});
