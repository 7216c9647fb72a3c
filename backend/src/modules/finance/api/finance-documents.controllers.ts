import {
  insertInvoiceSchema,
  insertNoteSchema,
  insertReceiptSchema,
  PERMISSIONS,
  updateInvoiceSchema,
  updateNoteSchema,
  updateReceiptSchema,
} from '@bo/shared';
import { documentCallsController } from './document-calls';

/** `/finance/invoice/*` (spec section 7), plus `issue` and `categories`. */
export class InvoiceCallsController extends documentCallsController({
  name: 'InvoiceCallsController',
  path: 'finance/invoice',
  family: 'INVOICE',
  words: ['invoice', 'invoices'],
  permissions: { view: PERMISSIONS.invoicesView, edit: PERMISSIONS.invoicesEdit, approve: PERMISSIONS.invoicesApprove },
  update: updateInvoiceSchema,
  kinds: [
    {
      kind: 'INVOICE',
      prefix: '',
      insert: insertInvoiceSchema,
      getAll: 'GET',
      permissions: { view: PERMISSIONS.invoicesView, create: PERMISSIONS.invoicesCreate },
    },
  ],
}) {}

/**
 * `/finance/note/*`: credit and debit notes each have their insert, getall (POST, no body needed)
 * and getbyno, each under its own menu's permissions; update, issue, deactivate and the
 * categories are the notes' together (one call for both kinds), so either menu's permission opens them.
 */
export class NoteCallsController extends documentCallsController({
  name: 'NoteCallsController',
  path: 'finance/note',
  family: 'NOTE',
  words: ['note', 'notes'],
  permissions: {
    view: [PERMISSIONS.creditNotesView, PERMISSIONS.debitNotesView],
    edit: [PERMISSIONS.creditNotesEdit, PERMISSIONS.debitNotesEdit],
    approve: [PERMISSIONS.creditNotesApprove, PERMISSIONS.debitNotesApprove],
  },
  update: updateNoteSchema,
  kinds: [
    {
      kind: 'CREDIT_NOTE',
      prefix: 'credit',
      insert: insertNoteSchema,
      getAll: 'POST',
      permissions: { view: PERMISSIONS.creditNotesView, create: PERMISSIONS.creditNotesCreate },
    },
    {
      kind: 'DEBIT_NOTE',
      prefix: 'debit',
      insert: insertNoteSchema,
      getAll: 'POST',
      permissions: { view: PERMISSIONS.debitNotesView, create: PERMISSIONS.debitNotesCreate },
    },
  ],
}) {}

/** `/finance/receipt/*` (spec section 7), plus `issue` and `categories`. */
export class ReceiptCallsController extends documentCallsController({
  name: 'ReceiptCallsController',
  path: 'finance/receipt',
  family: 'RECEIPT',
  words: ['receipt', 'receipts'],
  permissions: { view: PERMISSIONS.receiptsView, edit: PERMISSIONS.receiptsEdit, approve: PERMISSIONS.receiptsApprove },
  update: updateReceiptSchema,
  kinds: [
    {
      kind: 'RECEIPT',
      prefix: '',
      insert: insertReceiptSchema,
      getAll: 'GET',
      permissions: { view: PERMISSIONS.receiptsView, create: PERMISSIONS.receiptsCreate },
    },
  ],
}) {}
