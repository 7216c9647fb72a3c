import {
  EINVOICE_STATE,
  labelOf,
  SCREEN_PATHS,
  type EInvoice,
  type EInvoiceIssueView,
  type EInvoiceState,
  type Language,
} from '@bo/shared';
import type { StatusTone } from '../../ui/StatusChip';

/** The query parameter that opens one e-invoice over the list. */
export const ID_PARAM = 'id';

/** Where one e-invoice opens (over the list of /e-invoice-submission). */
export const eInvoicePath = (eInvoiceId: string) =>
  `${SCREEN_PATHS.eInvoiceSubmission}?${ID_PARAM}=${encodeURIComponent(eInvoiceId)}`;

/**
 * A state's chip (spec section 4 tones): Valid green; what staff must act on (refused by MyInvois
 * or by our checks, cancelled, rejected by the buyer) red; on its way (prepared, submitted) brand.
 */
export function stateChip(state: EInvoiceState, language: Language): { label: string; tone: StatusTone } {
  const tone: StatusTone = state === 'VALID' ? 'success' : state === 'PREPARED' || state === 'SUBMITTED' ? 'primary' : 'error';
  return { label: labelOf(EINVOICE_STATE, state, language), tone };
}

/** MyInvois takes a cancellation within 72 h of the validation (LHDN's rule). */
export const CANCEL_WINDOW_MS = 72 * 60 * 60 * 1000;

/** When the cancellation window of a validated e-invoice closes (null: never validated). */
export const cancelDeadline = (record: Pick<EInvoice, 'validatedAt'>) =>
  record.validatedAt ? new Date(Date.parse(record.validatedAt) + CANCEL_WINDOW_MS) : null;

export type EInvoiceAction = 'submit' | 'retry' | 'refresh' | 'cancel' | 'reject';

/**
 * What may be done to a record in its state (the API refuses the rest, docs "Calls"):
 * - submit now: a PREPARED e-invoice of a document (Create*SubmitLog names a document, so not a consolidated one);
 * - retry: INVALID / INVALID_LOCALLY, rebuilt and sent as a new e-invoice (not the consolidated one);
 * - refresh: one MyInvois has seen (a submission UID), asked for its state now (Update*SubmitLog);
 * - cancel: VALID or rejection requested. Past 72 h it stays offered: the API's refusal says to
 *   issue a credit note, which staff must read (our clock may differ from LHDN's);
 * - record the buyer's rejection: VALID.
 */
export function actionsFor(record: Pick<EInvoice, 'state' | 'subject' | 'submissionUid'>): EInvoiceAction[] {
  const ofDocument = record.subject !== 'CONSOLIDATED';
  const actions: EInvoiceAction[] = [];
  if (record.state === 'PREPARED' && ofDocument) actions.push('submit');
  if ((record.state === 'INVALID' || record.state === 'INVALID_LOCALLY') && ofDocument) actions.push('retry');
  if (record.submissionUid && ofDocument && record.state !== 'PREPARED' && record.state !== 'INVALID_LOCALLY')
    actions.push('refresh');
  if (record.state === 'VALID' || record.state === 'REJECTION_REQUESTED') actions.push('cancel');
  if (record.state === 'VALID') actions.push('reject');
  return actions;
}

/** One finding in the user's language: its text, and the field and rule it is about. */
export const issueText = (issue: EInvoiceIssueView, language: Language) => (language === 'ms' ? issue.ms : issue.en);

/** The document calls take the number and whether it is a note. */
export const documentRef = (record: Pick<EInvoice, 'documentNo' | 'subject'>) => ({
  documentNo: record.documentNo,
  note: record.subject === 'CREDIT_NOTE' || record.subject === 'DEBIT_NOTE',
});
