import { invoiceFields } from '../../domain/finance-document.given';
import { content, deactivate, draft, given, issue } from '../../domain/finance-document.given';

// IssueDocumentHandler: the write path checks the period and the invoices it affects, takes the
// next number of the kind and year, then `Issue`.
describe('issue a document: given / when Issue / then', () => {
  test('given a draft, when issued, then FinanceDocumentIssued with the number and what was issued', () => {
    expect(given(draft()).when(issue)).toEqual([
      {
        type: 'FinanceDocumentIssued',
        data: {
          documentId: expect.any(String),
          kind: 'INVOICE',
          documentNo: 'INV-2026-000001',
          issuedAt: '2026-12-03T02:00:00.000Z',
          content: content(),
        },
      },
    ]);
  });

  test('refused: twice DOCUMENT_ALREADY_ISSUED; deactivated DOCUMENT_DEACTIVATED_READ_ONLY; without lines DOCUMENT_LINES_REQUIRED', () => {
    expect(given(draft(), issue).refused(issue)).toBe('DOCUMENT_ALREADY_ISSUED');
    expect(given(draft(), deactivate()).refused(issue)).toBe('DOCUMENT_DEACTIVATED_READ_ONLY');
    const empty = { ...draft(), content: content({ ...invoiceFields, revenueLines: [], costLines: [] }) };
    expect(given(empty).refused(issue)).toBe('DOCUMENT_LINES_REQUIRED');
    expect(given().refused(issue)).toBe('FINANCE_DOCUMENT_NOT_FOUND');
  });
});
