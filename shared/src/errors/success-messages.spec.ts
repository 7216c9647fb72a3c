import { placeholdersOf } from './placeholders';
import { SUCCESS_MESSAGES, formatSuccess, isSuccessCode, type SuccessCode } from './success-messages';
import { isErrorCode } from './error-catalogue';

const codes = Object.keys(SUCCESS_MESSAGES) as SuccessCode[];

describe('SUCCESS_MESSAGES', () => {
  it.each(codes)('%s has English and Malay text with the same placeholders', (code) => {
    const entry = SUCCESS_MESSAGES[code];
    expect(entry.en.trim()).not.toBe('');
    expect(entry.ms.trim()).not.toBe('');
    expect(placeholdersOf(entry.ms)).toEqual(placeholdersOf(entry.en));
  });

  it('shares no code with the error catalogue, so a code alone says success or failure', () => {
    for (const code of codes) expect(isErrorCode(code)).toBe(false);
  });

  it('covers the success toasts of spec section 8', () => {
    const documents = ['INVOICE', 'CREDIT_NOTE', 'DEBIT_NOTE'].flatMap((doc) =>
      ['ADDED', 'UPDATED', 'DEACTIVATED'].map((action) => `${doc}_${action}`),
    );
    for (const code of [...documents, 'LOGIN_SUCCESSFUL', 'USER_CREATED', 'TOP_UP_SUCCESSFUL', 'DEVICE_REMOVED']) {
      expect(isSuccessCode(code)).toBe(true);
    }
  });

  it('formatSuccess fills the registered email', () => {
    expect(formatSuccess('USER_CREATED', 'en', { email: 'siti@example.my' })).toContain('siti@example.my');
    expect(formatSuccess('USER_CREATED', 'ms', { email: 'siti@example.my' })).toMatch(
      /^Pengguna berjaya dicipta\..*siti@example\.my\.$/,
    );
    expect(formatSuccess('LOGIN_SUCCESSFUL')).toBe('Login successful.');
  });
});
