import { defineJob } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';

/**
 * The e-invoice jobs carry ids only (never a document, a buyer or a credential): each reads what
 * it needs when it runs.
 */
export type SubmitEInvoicesPayload = { eInvoiceId?: string };
/** Submit what is PREPARED (batched), after looking up any submission whose answer was lost. */
export const SubmitEInvoices = defineJob<SubmitEInvoicesPayload>(QueueName.Documents, 'submit-einvoices');

export type PollEInvoiceSubmissionPayload = { submissionUid: string; round: number };
/** One look at a submission's status; delayed, with back-off, until its documents are Valid or Invalid. */
export const PollEInvoiceSubmission = defineJob<PollEInvoiceSubmissionPayload>(QueueName.Documents, 'poll-einvoice-submission');

export type CheckEInvoicesPayload = Record<string, never>;
/** Scheduled: documents still in progress, and Valid ones younger than 74 h (a buyer's rejection), a few per run. */
export const CheckEInvoices = defineJob<CheckEInvoicesPayload>(QueueName.Documents, 'check-einvoices');
export const CHECK_EINVOICES_EVERY_MS = 5 * 60_000;

export type ConsolidateB2cSalesPayload = { period?: string };
/** Scheduled: in the first 7 days of a month, the previous month's consolidated B2C e-invoice. */
export const ConsolidateB2cSales = defineJob<ConsolidateB2cSalesPayload>(QueueName.Documents, 'consolidate-b2c-einvoice');
export const CONSOLIDATE_EVERY_MS = 6 * 3_600_000;

/** Poll delays after a submission (LHDN: every 3-5 s at first), then further apart; the scheduled check takes over after. */
export const POLL_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 40_000, 60_000, 120_000, 300_000] as const;
