/** The account forms' rules (common/forms/accountSchemas.ts) and the store's error mapping (server/src/accounts/storeErrors.ts). */
import {
  accountProblems,
  changeEmailSchema,
  changePasswordSchema,
  checkoutRegisterSchema,
  loginSchema,
  profileSchema,
  registerSchema,
} from '../../common/forms/accountSchemas';
import { plainMessage, registrationProblem } from '../../server/src/accounts/storeErrors';

const register = {
  firstName: 'Marie',
  lastName: 'Dupont',
  username: 'marie_d',
  email: 'marie@example.com',
  password: 'Lunettes2026',
  confirmPassword: 'Lunettes2026',
};

describe('login rules', () => {
  it('needs an email that looks like one and a password of 6 characters', () => {
    expect(accountProblems(loginSchema, { email: 'marie@example.com', password: 'secret' })).toEqual([]);
    expect(accountProblems(loginSchema, { email: '', password: '' })).toEqual([
      { field: 'email', code: 'REQUIRED' },
      { field: 'password', code: 'REQUIRED' },
    ]);
    expect(accountProblems(loginSchema, { email: 'marie@', password: 'short' })).toEqual([
      { field: 'email', code: 'INVALID_EMAIL' },
      { field: 'password', code: 'PASSWORD_TOO_SHORT' },
    ]);
  });
});

describe('registration rules', () => {
  it('accepts a complete form', () => {
    expect(accountProblems(registerSchema, register)).toEqual([]);
  });

  it('takes no username: the store makes it from the email (issue 23)', () => {
    expect(accountProblems(registerSchema, { ...register, username: '' })).toEqual([]);
    expect(accountProblems(registerSchema, { ...register, username: '   ' })).toEqual([]);
    expect(accountProblems(registerSchema, { ...register, username: undefined })).toEqual([]);
  });

  it('says what each field lacks, one problem per field', () => {
    expect(
      accountProblems(registerSchema, {
        ...register,
        firstName: ' ',
        lastName: '',
        username: 'ab',
        password: 'short',
        confirmPassword: '',
      }),
    ).toEqual([
      { field: 'firstName', code: 'REQUIRED' },
      { field: 'lastName', code: 'REQUIRED' },
      { field: 'username', code: 'USERNAME_TOO_SHORT' },
      { field: 'password', code: 'PASSWORD_TOO_SHORT' },
      { field: 'confirmPassword', code: 'REQUIRED' },
    ]);
    expect(
      accountProblems(registerSchema, { ...register, username: 'marie-d', password: 'lunettes2026', confirmPassword: 'other' }),
    ).toEqual([
      // How guessable a new password is, is the server's rule (server/src/domain/passwordRule.ts), as for every form.
      { field: 'username', code: 'USERNAME_INVALID' },
      { field: 'confirmPassword', code: 'PASSWORDS_DO_NOT_MATCH' },
    ]);
  });

  it('asks only an email and 8 characters inside the checkout', () => {
    expect(accountProblems(checkoutRegisterSchema, { email: 'marie@example.com', password: 'abcdefgh' })).toEqual([]);
    expect(accountProblems(checkoutRegisterSchema, { email: 'marie@example.com', password: 'abcdefg' })).toEqual([
      { field: 'password', code: 'PASSWORD_TOO_SHORT' },
    ]);
  });
});

describe('account changes', () => {
  it('needs both names for the profile', () => {
    expect(accountProblems(profileSchema, { firstName: 'Marie', lastName: 'Dupont' })).toEqual([]);
    expect(accountProblems(profileSchema, { firstName: '  ', lastName: 'x'.repeat(101) })).toEqual([
      { field: 'firstName', code: 'REQUIRED' },
      { field: 'lastName', code: 'TOO_LONG' },
    ]);
  });

  it('needs a valid new email and the current password to change the email', () => {
    expect(accountProblems(changeEmailSchema, { newEmail: 'new@example.com', currentPassword: 'x' })).toEqual([]);
    expect(accountProblems(changeEmailSchema, { newEmail: 'new@', currentPassword: '' })).toEqual([
      { field: 'newEmail', code: 'INVALID_EMAIL' },
      { field: 'currentPassword', code: 'REQUIRED' },
    ]);
  });

  it('needs the current password, 8 characters and the same confirmation to change the password', () => {
    const change = { currentPassword: 'old', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' };
    expect(accountProblems(changePasswordSchema, change)).toEqual([]);
    expect(accountProblems(changePasswordSchema, { ...change, currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual([
      { field: 'currentPassword', code: 'REQUIRED' },
      { field: 'newPassword', code: 'PASSWORD_TOO_SHORT' },
      { field: 'confirmPassword', code: 'PASSWORDS_DO_NOT_MATCH' },
    ]);
    expect(accountProblems(changePasswordSchema, { ...change, confirmPassword: '' })).toEqual([
      { field: 'confirmPassword', code: 'REQUIRED' },
    ]);
  });
});

describe('store errors', () => {
  it('strips the markup of the store messages', () => {
    expect(
      plainMessage(
        '<strong>Error:</strong> The password you entered for the username <strong>admin</strong> is incorrect. <a href="http://x/lost">Lost your password?</a>',
      ),
    ).toBe('Error: The password you entered for the username admin is incorrect. Lost your password?');
  });

  it('maps them as the spec says', () => {
    expect(
      registrationProblem(
        'registration-error-email-exists',
        'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
      ),
    ).toBe('EMAIL_EXISTS');
    expect(registrationProblem('x', 'Please provide a valid email address.')).toBe('INVALID_EMAIL');
    expect(
      registrationProblem(
        'registration-error-username-exists',
        'An account is already registered with that username. Please choose another.',
      ),
    ).toBe('USERNAME_EXISTS');
    expect(registrationProblem('rest_error', 'Something else')).toBe('REGISTRATION_FAILED');
  });
});
