import type { OrganizationCommand } from '../../domain/organization';
import { applied, approve, given, ORG_ID, reject } from '../../domain/organization.given';
import { hashSecretKey, secretKeyMatches } from '../organization-input';

// ResetSecretKeyHandler: the caller's organization, a new random key, then `ResetSecretKey` with
// only the key's hash.
const reset = (keyHash: string): OrganizationCommand => ({ type: 'ResetSecretKey', keyHash });

describe('reset the secret key: given / when ResetSecretKey / then', () => {
  test('given an approved organization, when reset, then SecretKeyReset with the hash, never the key', () => {
    const key = 'sk_live_example';
    const events = given(applied, approve).when(reset(hashSecretKey(key)));
    expect(events).toEqual([{ type: 'SecretKeyReset', data: { organizationId: ORG_ID, keyHash: hashSecretKey(key) } }]);
    expect(JSON.stringify(events)).not.toContain(key);
    expect(secretKeyMatches(hashSecretKey(key), key)).toBe(true);
    expect(secretKeyMatches(hashSecretKey(key), `${key}x`)).toBe(false);
  });

  test('refused: pending or rejected ORGANIZATION_NOT_APPROVED; none RECORD_NOT_FOUND', () => {
    expect(given(applied).refused(reset('h'))).toBe('ORGANIZATION_NOT_APPROVED');
    expect(given(applied, reject).refused(reset('h'))).toBe('ORGANIZATION_NOT_APPROVED');
    expect(given().refused(reset('h'))).toBe('RECORD_NOT_FOUND');
  });
});
