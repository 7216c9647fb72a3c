import { hashSecretKey, secretKeyMatches } from '../organization-input';

// IssueApiTokenHandler decides no event: the client's credentials are checked against the stored
// hash in the database (ApiClientCredentials, int specs) and a token is signed. Its pure piece is
// the key comparison it relies on.
describe('issue an API token: the secret key check', () => {
  test('the key whose hash is stored matches; another key, or no key stored, does not', () => {
    const stored = hashSecretKey('sk_live_right');
    expect(secretKeyMatches(stored, 'sk_live_right')).toBe(true);
    expect(secretKeyMatches(stored, 'sk_live_wrong')).toBe(false);
    expect(secretKeyMatches(null, 'sk_live_right')).toBe(false);
    expect(secretKeyMatches(undefined, '')).toBe(false);
  });
});
