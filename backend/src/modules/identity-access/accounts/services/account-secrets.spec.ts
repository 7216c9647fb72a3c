import { hashLinkToken, maskEmail, newLinkToken, newOtp, normalizeSecurityAnswer, splitFullName } from './account-secrets';

describe('account secrets', () => {
  test('link tokens are long, distinct and stored only as their sha256', () => {
    const a = newLinkToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLinkToken()).not.toBe(a);
    expect(hashLinkToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(a)).not.toContain(a);
  });

  test('OTPs are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newOtp()).toMatch(/^\d{6}$/);
  });

  test('security answers match whatever the case and spacing', () => {
    expect(normalizeSecurityAnswer('  Sekolah  Kebangsaan Bukit ')).toBe(normalizeSecurityAnswer('sekolah kebangsaan BUKIT'));
    expect(normalizeSecurityAnswer('Tom')).not.toBe(normalizeSecurityAnswer('Tim'));
  });

  test('e-mails are masked and names split', () => {
    expect(maskEmail('siti.aminah@example.my')).toBe('s***@example.my');
    expect(splitFullName(' Siti  Aminah binti Ali ')).toEqual({ firstName: 'Siti', lastName: 'Aminah binti Ali' });
    expect(splitFullName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });
});
