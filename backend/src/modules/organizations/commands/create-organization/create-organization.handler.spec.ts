import { given, open, ORG_ID } from '../../domain/organization.given';
import { assertDocumentCount } from '../organization-input';

// CreateOrganizationHandler (staff only): up to five documents, none required (assertDocumentCount),
// no duplicate and the e-mail free for its administrator (database reads), then `Register`.
const register = open('Register', []);

describe('create an organization: given / when Register / then', () => {
  test('given no organization, when staff register it, then OrganizationRegistered and OrganizationApproved at once', () => {
    const events = given().when(register);
    expect(events.map((e) => e.type)).toEqual(['OrganizationRegistered', 'OrganizationApproved']);
    expect(events[1].data).toMatchObject({
      organizationId: ORG_ID,
      organizationName: 'Kembara Travel Sdn Bhd',
      defaultCurrency: 'MYR',
      language: 'ms',
    });
    expect(given(register).state()).toMatchObject({ status: 'approved', documentIds: [] });
  });

  test('given the stream taken, when registered again, then refused CONCURRENCY_CONFLICT', () => {
    expect(given(register).refused(register)).toBe('CONCURRENCY_CONFLICT');
  });

  test('staff may register without documents, not with more than five (DOCUMENT_COUNT_INVALID)', () => {
    expect(() => assertDocumentCount(0, 0)).not.toThrow();
    expect(() => assertDocumentCount(6, 0)).toThrow(expect.objectContaining({ code: 'DOCUMENT_COUNT_INVALID' }));
  });
});
