import type { OrganizationCommand } from '../../domain/organization';
import { applied, doc, given, open, ORG_ID, reject } from '../../domain/organization.given';

// UpdateSupportingDocumentsHandler: the caller's organization, one file to replace a document or
// some to add (checked before anything is stored), the files stored (database), then
// `ReplaceDocument` or `AddDocuments`.
const add = (...documents: ReturnType<typeof doc>[]): OrganizationCommand => ({ type: 'AddDocuments', documents });
const replace = (replacedDocumentId: string): OrganizationCommand => ({
  type: 'ReplaceDocument',
  replacedDocumentId,
  document: doc(9),
});

describe('add supporting documents: given / when AddDocuments / then', () => {
  test('given one document, when two are added, then SupportingDocumentAdded for each', () => {
    expect(given(applied).when(add(doc(2), doc(3)))).toEqual([
      { type: 'SupportingDocumentAdded', data: { organizationId: ORG_ID, document: doc(2) } },
      { type: 'SupportingDocumentAdded', data: { organizationId: ORG_ID, document: doc(3) } },
    ]);
  });

  test('refused DOCUMENT_COUNT_INVALID: none, or more than five in all', () => {
    expect(given(applied).refused(add())).toBe('DOCUMENT_COUNT_INVALID');
    const four = given(open('Apply', [doc(1), doc(2), doc(3), doc(4)]));
    expect(four.when(add(doc(5)))).toHaveLength(1);
    expect(four.refused(add(doc(5), doc(6)))).toBe('DOCUMENT_COUNT_INVALID');
  });

  test('refused: a rejected organization ORGANIZATION_REJECTED_READ_ONLY; none RECORD_NOT_FOUND', () => {
    expect(given(applied, reject).refused(add(doc(2)))).toBe('ORGANIZATION_REJECTED_READ_ONLY');
    expect(given().refused(add(doc(2)))).toBe('RECORD_NOT_FOUND');
  });
});

describe('replace a supporting document: given / when ReplaceDocument / then', () => {
  test('given doc-1, when replaced, then SupportingDocumentReplaced; doc-9 takes its place', () => {
    const events = given(applied).when(replace('doc-1'));
    expect(events).toEqual([
      { type: 'SupportingDocumentReplaced', data: { organizationId: ORG_ID, replacedDocumentId: 'doc-1', document: doc(9) } },
    ]);
    expect(given(applied, replace('doc-1')).state().documentIds).toEqual(['doc-9']);
  });

  test("refused: a document not current RECORD_NOT_FOUND (replaced already, or another organization's); rejected read-only", () => {
    expect(given(applied).refused(replace('doc-2'))).toBe('RECORD_NOT_FOUND');
    expect(given(applied, replace('doc-1')).refused(replace('doc-1'))).toBe('RECORD_NOT_FOUND');
    expect(given(applied, reject).refused(replace('doc-1'))).toBe('ORGANIZATION_REJECTED_READ_ONLY');
  });
});
