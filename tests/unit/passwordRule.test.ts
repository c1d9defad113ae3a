/** The one rule for a new password (domain/passwordRule.ts): length of what WordPress keeps, then zxcvbn's score, with advice codes. */
import { checkNewPassword, PASSWORD_RULE } from '../../server/src/domain/passwordRule';

const code = (password: string, personal: string[] = []) => {
  const verdict = checkNewPassword(password, personal);
  return verdict.ok ? 'ok' : verdict.code;
};

describe('checkNewPassword', () => {
  it('refuses what is too short once trimmed (WordPress trims): eight spaces are no password', () => {
    expect(code('')).toBe('REQUIRED');
    expect(code('        ')).toBe('PASSWORD_TOO_SHORT');
    expect(code('  Ab1-x  ')).toBe('PASSWORD_TOO_SHORT');
    expect(code('x'.repeat(PASSWORD_RULE.maxLength + 1))).toBe('TOO_LONG');
  });

  it('refuses common and patterned passwords, with the reason and what would help', () => {
    expect(checkNewPassword('12345678')).toEqual({
      ok: false,
      code: 'PASSWORD_TOO_WEAK',
      advice: { warning: 'TOP_TEN', suggestions: ['ANOTHER_WORD'] },
    });
    expect(checkNewPassword('aaaaaaaa')).toMatchObject({ code: 'PASSWORD_TOO_WEAK', advice: { warning: 'SIMPLE_REPEAT' } });
    expect(checkNewPassword('abcdefgh')).toMatchObject({ code: 'PASSWORD_TOO_WEAK', advice: { warning: 'SEQUENCES' } });
    expect(checkNewPassword('azertyuiop')).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    // French and English dictionaries both count; so does the old "upper, lower, digit" pattern.
    expect(code('motdepasse')).toBe('PASSWORD_TOO_WEAK');
    expect(code('Password1')).toBe('PASSWORD_TOO_WEAK');
    expect(code('Lunettes2026')).toBe('PASSWORD_TOO_WEAK');
  });

  it('counts the account’s own words and the shop’s name as guessable', () => {
    expect(code('ChristopheDurandeau', [])).toBe('ok');
    expect(checkNewPassword('ChristopheDurandeau', ['christophe.durandeau@example.com'])).toMatchObject({
      code: 'PASSWORD_TOO_WEAK',
      advice: { warning: 'USER_INPUTS' },
    });
    expect(code('maisonlumiere')).toBe('PASSWORD_TOO_WEAK');
  });

  it('accepts passwords hard to guess, however they are written', () => {
    for (const password of ['Lunettes-du-soir-2026', 'correct horse battery', 'Tr0ub4dor&3', 'ciel gris sur la jetée']) {
      expect([password, code(password)]).toEqual([password, 'ok']);
    }
  });
});
