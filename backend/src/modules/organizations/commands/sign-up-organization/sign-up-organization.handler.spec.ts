import { ORGANIZATION_DOCUMENTS_MAX } from '@bo/shared';
import { applied, doc, given, open, ORG_ID, profile } from '../../domain/organization.given';
import { assertDocumentCount } from '../organization-input';

// SignUpOrganizationHandler: one to five documents (assertDocumentCount), no duplicate name or
// registration number (a database read), then `Apply`.
describe('sign up an organization: given / when Apply / then', () => {
  test('given no organization, when it applies, then OrganizationApplied, pending, with its terms accepted', () => {
    expect(given().when(applied)).toEqual([
      {
        type: 'OrganizationApplied',
        data: {
          organizationId: ORG_ID,
          profile,
          defaultCurrency: 'MYR',
          language: 'ms',
          documents: [doc(1)],
          termsAcceptedAt: '2031-01-01T00:00:00.000Z',
        },
      },
    ]);
    expect(given(applied).state()).toMatchObject({ exists: true, status: 'pending', documentIds: ['doc-1'] });
  });

  test('given the id taken (a second write of the same stream), when it applies, then refused CONCURRENCY_CONFLICT', () => {
    expect(given(applied).refused(applied)).toBe('CONCURRENCY_CONFLICT');
  });

  test('a sign-up brings one to five documents, else DOCUMENT_COUNT_INVALID', () => {
    expect(() => assertDocumentCount(0, 1)).toThrow(expect.objectContaining({ code: 'DOCUMENT_COUNT_INVALID' }));
    expect(() => assertDocumentCount(ORGANIZATION_DOCUMENTS_MAX + 1, 1)).toThrow(
      expect.objectContaining({ code: 'DOCUMENT_COUNT_INVALID' }),
    );
    expect(() => assertDocumentCount(ORGANIZATION_DOCUMENTS_MAX, 1)).not.toThrow();
    expect(given().when(open('Apply', [doc(1), doc(2)]))[0].data).toMatchObject({ documents: [doc(1), doc(2)] });
  });
});
