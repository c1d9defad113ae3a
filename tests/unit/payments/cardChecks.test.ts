/** A typed card checked as Stripe checks it: number, expiry, security code, with Stripe's codes and texts. */
import { cardBrand, checkCard, luhnValid, type CardInput } from '../../../server/src/payments/testCard/cardChecks';
import { CARD_ERRORS } from '../../../server/src/payments/testCard/cardErrors';

const NOW = new Date('2026-06-15T12:00:00Z');
const visa: CardInput = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const errorOf = (card: Partial<CardInput>) => {
  const check = checkCard({ ...visa, ...card }, NOW);
  return check.ok ? null : check.error;
};

describe('checkCard', () => {
  it('accepts a well-formed card and keeps only its brand and last 4 digits for display', () => {
    expect(checkCard(visa, NOW)).toEqual({ ok: true, card: { digits: '4242424242424242', summary: { brand: 'visa', last4: '4242' } } });
  });

  it('refuses a number that is not 13 to 19 digits once spaces are removed, or fails Luhn', () => {
    for (const number of [
      '4242-4242-4242-4242',
      '4242424242424241',
      '424242424242',
      '42424242424242424242',
      '',
      'abcd efgh ijkl mnop',
      '４２４２４２４２４２４２４２４２',
    ]) {
      expect([number, errorOf({ number })]).toEqual([number, CARD_ERRORS.incorrectNumber]);
    }
    expect(CARD_ERRORS.incorrectNumber).toEqual({ code: 'incorrect_number', declineCode: null, message: 'Your card number is incorrect.' });
  });

  it('refuses an invalid month or year, and a card past its expiry month', () => {
    expect(errorOf({ expMonth: 0 })).toEqual({
      code: 'invalid_expiry_month',
      declineCode: null,
      message: "Your card's expiration month is invalid.",
    });
    expect(errorOf({ expMonth: 13 })).toEqual(CARD_ERRORS.invalidExpiryMonth);
    expect(errorOf({ expMonth: 1.5 })).toEqual(CARD_ERRORS.invalidExpiryMonth);
    expect(errorOf({ expYear: 2077 })).toEqual({
      code: 'invalid_expiry_year',
      declineCode: null,
      message: "Your card's expiration year is invalid.",
    });
    expect(errorOf({ expYear: 1999 })).toEqual(CARD_ERRORS.invalidExpiryYear);
    expect(errorOf({ expYear: 2025 })).toEqual({ code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' });
    expect(errorOf({ expYear: 2026, expMonth: 5 })).toEqual(CARD_ERRORS.expiredCard);
    // Valid through the last day of its month; two-digit years are this century's.
    expect(errorOf({ expYear: 2026, expMonth: 6 })).toBeNull();
    expect(errorOf({ expYear: 26, expMonth: 6 })).toBeNull();
    expect(errorOf({ expYear: 25, expMonth: 12 })).toEqual(CARD_ERRORS.expiredCard);
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    for (const cvc of ['12', '1234', '12a', '', ' 123']) expect([cvc, errorOf({ cvc })]).toEqual([cvc, CARD_ERRORS.invalidCvc]);
    expect(CARD_ERRORS.invalidCvc.message).toBe("Your card's security code is invalid.");
    expect(errorOf({ number: '378282246310005', cvc: '123' })).toEqual(CARD_ERRORS.invalidCvc);
    expect(errorOf({ number: '378282246310005', cvc: '1234' })).toBeNull();
  });

  it('checks the number, then the expiry, then the code, and names the card once its number is valid', () => {
    expect(checkCard({ number: '1234', expMonth: 13, expYear: 1, cvc: '' }, NOW)).toEqual({
      ok: false,
      card: null,
      error: CARD_ERRORS.incorrectNumber,
    });
    expect(checkCard({ ...visa, expMonth: 13, cvc: '' }, NOW)).toEqual({
      ok: false,
      card: { digits: '4242424242424242', summary: { brand: 'visa', last4: '4242' } },
      error: CARD_ERRORS.invalidExpiryMonth,
    });
  });
});

describe('cardBrand and luhnValid', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6555900000604105', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
    expect(luhnValid(digits)).toBe(true);
  });

  it('detects a mistyped digit', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242424242424224')).toBe(false);
  });
});
