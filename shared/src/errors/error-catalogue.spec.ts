import { ERROR_CATALOGUE, ERROR_CATALOGUE_SECTIONS, formatMessage, isErrorCode, type ErrorCode } from './error-catalogue';
import { fillPlaceholders, placeholdersOf } from './placeholders';

const codes = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

describe('ERROR_CATALOGUE', () => {
  it.each(codes)('%s has English and Malay text with the same placeholders', (code) => {
    const entry = ERROR_CATALOGUE[code];
    expect(entry.en.trim()).not.toBe('');
    expect(entry.ms.trim()).not.toBe('');
    expect(placeholdersOf(entry.ms)).toEqual(placeholdersOf(entry.en));
  });

  it.each(codes)('%s has an HTTP error status, or 0 for client-side failures', (code) => {
    const { status } = ERROR_CATALOGUE[code];
    expect(status === 0 || (Number.isInteger(status) && status >= 400 && status <= 599)).toBe(true);
  });

  it('codes are stable UPPER_SNAKE identifiers', () => {
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('no code is defined in two sections (the joining spread would silently keep one)', () => {
    const sectionCodes = Object.values(ERROR_CATALOGUE_SECTIONS).flatMap((section) => Object.keys(section));
    expect(sectionCodes).toHaveLength(new Set(sectionCodes).size);
    expect(sectionCodes).toHaveLength(codes.length);
  });

  it('keeps the codes that existed before the catalogue was split', () => {
    for (const code of ['VALIDATION_FAILED', 'NOT_FOUND', 'PASSWORD_NOT_MATCHED', 'SESSION_REVOKED', 'RATE_LIMITED']) {
      expect(isErrorCode(code)).toBe(true);
    }
  });

  // Texts the spec quotes (sections 5 and 8) must appear word for word.
  const specTexts = [
    'Username not found, please try again.',
    'Your account is locked, please proceed to Forgot Password',
    'Login Failed. Invalid username or password.',
    'Account not found.',
    'Please proceed with First Time Login.',
    'Security phrase does not meet requirements.',
    'Password setup failed.',
    'Your answer is incorrect.',
    'OTP is invalid.',
    'Password failed to update, please try again.',
    'Failed to update information, please try again later.',
    'Failed to create case, please try again later.',
    'Fail to create user profile.',
    'Fail to update user profile.',
    'Failed to insert invoice.',
    'Top Up Error',
    'The service is unavailable at the moment. Please try again later.',
    'Unexpected error occurs, please try again.',
    'An error occurred during processing request.',
    'Page Not Found: {path}',
    'Password is not identical, please try again',
    'Your password does not meet requirements',
    'All Character are not valid',
    'Please enter valid characters',
    'Required field',
  ];
  it.each(specTexts)('has the spec text %p verbatim', (text) => {
    expect(codes.some((code) => ERROR_CATALOGUE[code].en === text)).toBe(true);
  });

  it('has a message for every validation rule of spec section 5', () => {
    const needed: ErrorCode[] = [
      'PASSWORD_TOO_SHORT',
      'PASSWORD_NEEDS_UPPERCASE',
      'PASSWORD_NEEDS_LOWERCASE',
      'PASSWORD_NEEDS_DIGIT',
      'PASSWORD_NEEDS_SYMBOL',
      'SECURITY_ANSWER_SPECIAL_CHARACTERS',
      'TERMS_NOT_ACCEPTED',
      'NUMBERS_ONLY',
      'INVALID_EMAIL',
      'INTEGER_ONLY',
      'NUMBER_BETWEEN',
      'MORE_THAN',
      'AT_LEAST_N_CHARACTERS',
      'AT_LEAST_N_DIGITS',
      'ALPHABETIC_ONLY',
      'INVALID_URL',
      'INVALID_PHONE_NUMBER',
      'PAYLOAD_TOO_LARGE',
      'ATTACHMENT_TYPE_NOT_ALLOWED',
    ];
    for (const code of needed) expect(isErrorCode(code)).toBe(true);
  });
});

describe('formatMessage', () => {
  it('fills placeholders in English and Malay', () => {
    expect(formatMessage('PASSWORD_NOT_MATCHED', 'en', { attemptsLeft: 2 })).toBe(
      'Password not matched with username. You have 2 attempt(s) left.',
    );
    expect(formatMessage('PASSWORD_NOT_MATCHED', 'ms', { attemptsLeft: 1 })).toBe(
      'Kata laluan tidak sepadan dengan nama pengguna. Anda mempunyai 1 cubaan lagi.',
    );
    expect(formatMessage('NUMBER_BETWEEN', 'en', { min: 1, max: 10 })).toBe('Please enter a number between 1 and 10');
  });

  it('defaults to English and leaves missing placeholders visible', () => {
    expect(formatMessage('NOT_FOUND')).toBe('Page Not Found: {path}');
    expect(formatMessage('MISSING_PATH_PARAMETER', 'en', { name: undefined })).toBe(
      'Required parameter {name} was null or undefined.',
    );
  });

  it('isErrorCode rejects unknown and inherited keys', () => {
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

describe('placeholders', () => {
  it('lists each placeholder once, sorted', () => {
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b']);
    expect(placeholdersOf('none')).toEqual([]);
  });

  it('fills repeated placeholders and ignores inherited keys', () => {
    expect(fillPlaceholders('{x}-{x}', { x: 0 })).toBe('0-0');
    expect(fillPlaceholders('{constructor}', {})).toBe('{constructor}');
  });
});
