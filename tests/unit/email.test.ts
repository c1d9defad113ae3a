/** The shop's one email rule (domain/email.ts), shared by contact, newsletter, checkout, accounts and alerts. */
import { emailKey, isValidEmail } from '../../server/src/domain/email';

describe('isValidEmail', () => {
  it.each(['claire@example.fr', 'claire.dupont+lunettes@mail.example.com', "o'brien@example.ie", 'a@b.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'claire.example.fr'],
    ['nothing before the at sign', '@example.fr'],
    ['a domain without a dot', 'claire@localhost'],
    ['a dot starting the local part', '.claire@example.fr'],
    ['two dots in a row', 'claire..dupont@example.fr'],
    ['a label starting with a dash', 'claire@-example.fr'],
    ['a space', 'claire dupont@example.fr'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.fr`],
  ])('refuses %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('emailKey', () => {
  it('makes two spellings of one address equal', () => {
    expect(emailKey('  Claire.Dupont@Example.FR ')).toBe(emailKey('claire.dupont@example.fr'));
  });
});
