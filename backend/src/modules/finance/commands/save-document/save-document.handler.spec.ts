import { DOC_ID, deactivate, draft, given, issue, revise } from '../../domain/finance-document.given';

// SaveDocumentHandler: the content checked and computed (DocumentRules, a database read), then
// `Draft` (insert) or `Revise` (update), either optionally issuing in the same transaction.
describe('save a document: given / when Draft or Revise / then', () => {
  test('given nothing, when drafted, then FinanceDocumentDrafted with the computed content', () => {
    const [event] = given().when(draft());
    expect(event).toMatchObject({
      type: 'FinanceDocumentDrafted',
      data: {
        documentId: DOC_ID,
        kind: 'INVOICE',
        source: null,
        content: { totals: { subtotal: 50_000, serviceTax: 4_000, total: 54_000, grossProfit: 10_000 } },
      },
    });
  });

  test('drafted and issued in one command: both events, the number assigned', () => {
    expect(
      given()
        .when(draft(true))
        .map((e) => e.type),
    ).toEqual(['FinanceDocumentDrafted', 'FinanceDocumentIssued']);
    expect(given().when(draft(true))[1]).toMatchObject({ data: { documentNo: 'INV-2026-000001' } });
  });

  test('given a draft, when revised, then FinanceDraftUpdated; the state has the new content', () => {
    const scenario = given(draft(), revise({ guestName: 'Ahmad' }));
    expect(scenario.history.map((e) => e.type)).toEqual(['FinanceDocumentDrafted', 'FinanceDraftUpdated']);
    expect(scenario.state().content!.guestName).toBe('Ahmad');
  });

  test('refused: an issued document is read-only DOCUMENT_ISSUED_READ_ONLY; a deactivated one DOCUMENT_DEACTIVATED_READ_ONLY', () => {
    expect(given(draft(), issue).refused(revise())).toBe('DOCUMENT_ISSUED_READ_ONLY');
    expect(given(draft(), deactivate()).refused(revise())).toBe('DOCUMENT_DEACTIVATED_READ_ONLY');
  });

  test('refused: a second draft of the same id CONCURRENCY_CONFLICT; a revision of nothing FINANCE_DOCUMENT_NOT_FOUND', () => {
    expect(given(draft()).refused(draft())).toBe('CONCURRENCY_CONFLICT');
    expect(given().refused(revise())).toBe('FINANCE_DOCUMENT_NOT_FOUND');
  });
});
