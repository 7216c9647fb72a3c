import { deactivate, draft, given, issue } from '../../domain/finance-document.given';

// DeactivateDocumentHandler: an issued document's period must be open and an invoice free of live
// notes and receipts (database reads), then `Deactivate`.
describe('deactivate a document: given / when Deactivate / then', () => {
  test('given an issued document, when deactivated, then FinanceDocumentDeactivated naming its number', () => {
    expect(given(draft(), issue).when(deactivate('Entered twice'))).toEqual([
      {
        type: 'FinanceDocumentDeactivated',
        data: { documentId: expect.any(String), kind: 'INVOICE', documentNo: 'INV-2026-000001', reason: 'Entered twice' },
      },
    ]);
  });

  test('a draft may be voided too (it has no number)', () => {
    expect(given(draft()).when(deactivate())[0]).toMatchObject({ data: { documentNo: null } });
  });

  test('refused: no reason DEACTIVATION_REASON_REQUIRED; twice DOCUMENT_DEACTIVATED_READ_ONLY', () => {
    expect(given(draft(), issue).refused(deactivate('  '))).toBe('DEACTIVATION_REASON_REQUIRED');
    expect(given(draft(), deactivate()).refused(deactivate())).toBe('DOCUMENT_DEACTIVATED_READ_ONLY');
  });
});
