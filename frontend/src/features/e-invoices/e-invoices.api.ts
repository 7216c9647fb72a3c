import {
  EINVOICE_LIVE_EVENTS,
  eInvoicePageSchema,
  eInvoiceResultSchema,
  eInvoiceSubmitLogSchema,
  type EInvoice,
  type EInvoiceSubject,
  type EInvoiceReasonRequest,
} from '@bo/shared';
import { api, parse } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import type { ListQuery } from '../../ui/resource';

const E_INVOICES = 'EInvoice' as const;
const LIST = { type: E_INVOICES, id: 'LIST' } as const;
const one = (id: string) => ({ type: E_INVOICES, id });
/** A document's own e-invoice, asked by its number (the invoicing screens' chip). */
const ofDocument = (documentNo: string) => ({ type: E_INVOICES, id: `DOC-${documentNo}` });

/** The spec's calls are per document kind: an invoice's, or a note's (credit and debit alike). */
export type EInvoiceDocumentRef = { documentNo: string; note: boolean };
const documentCall = (ref: EInvoiceDocumentRef, invoiceCall: string, noteCall: string) =>
  ref.note
    ? { call: noteCall, body: { creditNoteNo: ref.documentNo } }
    : { call: invoiceCall, body: { taxInvoiceNo: ref.documentNo } };

const eInvoice = callsOf('bo/EInvoice');
const url = (call: string) => `bo/EInvoice/${call}`;
/** A write changes the record, its document's chip and the list. */
const written = (result: { eInvoice: EInvoice } | undefined, id?: string) => [
  LIST,
  ...(id ? [one(id)] : []),
  ...(result ? [one(result.eInvoice.eInvoiceId), ofDocument(result.eInvoice.documentNo)] : []),
];

/**
 * The e-invoices at MyInvois (`/bo/EInvoice`, docs/finance-einvoice-flow.md): the paged list, one
 * record with its submit log (by id, or by its document's number), and what staff may do to it.
 */
export const eInvoicesApi = api.enhanceEndpoints({ addTagTypes: [E_INVOICES] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    return {
      eInvoiceList: read(eInvoice.get<ListQuery>('list'), eInvoicePageSchema, [LIST]),
      eInvoiceLog: read(eInvoice.getBy('getSubmitLog', 'eInvoiceId'), eInvoiceSubmitLogSchema, (_r, _e, id) => [one(id)]),
      /**
       * A document's own e-invoice, or null when it has none (a receipt, a consumer sale in the
       * monthly consolidated one): looked up in the list by its number and kind, which answers 200
       * either way, rather than Get*SubmitLog, whose 404 for "none" the browser logs as an error.
       */
      documentEInvoice: build.query<EInvoice | null, { documentNo: string; kind: EInvoiceSubject }>({
        query: ({ documentNo, kind }) => ({
          url: url('list'),
          params: { pageSize: 10, curPageIndex: 1, search: documentNo, subject: kind },
        }),
        transformResponse: (answer: unknown, _meta, { documentNo }) =>
          parse(eInvoicePageSchema)(answer).items.find((item) => item.documentNo === documentNo) ?? null,
        providesTags: (_result, _error, { documentNo }) => [LIST, ofDocument(documentNo)],
      }),
      /** Create*SubmitLog: submit a document's e-invoice now. */
      submitEInvoice: write(
        (ref: EInvoiceDocumentRef) => {
          const { call, body } = documentCall(ref, 'CreateTaxInvoiceSubmitLog', 'CreateCreditNoteSubmitLog');
          return { url: url(call), method: 'POST', body };
        },
        eInvoiceResultSchema,
        (result) => written(result),
      ),
      /** Update*SubmitLog: ask MyInvois for the state now. */
      refreshEInvoice: write(
        (ref: EInvoiceDocumentRef) => {
          const { call, body } = documentCall(ref, 'UpdateTaxInvoiceSubmitLog', 'UpdateCreditNoteSubmitLog');
          return { url: url(call), method: 'POST', body };
        },
        eInvoiceResultSchema,
        (result) => written(result),
      ),
      retryEInvoice: write(eInvoice.sendBy('retry', 'eInvoiceId'), eInvoiceResultSchema, (result, _e, id) => written(result, id)),
      cancelEInvoice: write(eInvoice.send<EInvoiceReasonRequest>('cancel'), eInvoiceResultSchema, (result, _e, body) =>
        written(result, body.eInvoiceId),
      ),
      recordEInvoiceRejection: write(
        eInvoice.send<EInvoiceReasonRequest>('recordRejection'),
        eInvoiceResultSchema,
        (result, _e, body) => written(result, body.eInvoiceId),
      ),
    };
  },
});

// Each state change the worker or the API makes is pushed (payload { eInvoiceId, documentNo, from, to }).
for (const type of EINVOICE_LIVE_EVENTS) {
  invalidateOnDomainEvent(type, (event) => {
    const payload = (event.data ?? {}) as { eInvoiceId?: string; documentNo?: string };
    return [
      LIST,
      ...(payload.eInvoiceId ? [one(payload.eInvoiceId)] : []),
      ...(payload.documentNo ? [ofDocument(payload.documentNo)] : []),
    ];
  });
}

export const {
  useEInvoiceLogQuery,
  useDocumentEInvoiceQuery,
  useSubmitEInvoiceMutation,
  useRefreshEInvoiceMutation,
  useRetryEInvoiceMutation,
  useCancelEInvoiceMutation,
  useRecordEInvoiceRejectionMutation,
} = eInvoicesApi;
