import { Injectable, Logger } from '@nestjs/common';
import type { EInvoiceIssueView, EInvoiceState } from '@bo/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { QueueService } from '../../../core/queue/queue.service';
import { type DocumentSummary, MyInvoisError, type SubmitResult } from '../einvoice/myinvois-client';
import { documentHash } from '../einvoice/ubl-document';
import { EInvoicePreparer } from './einvoice-preparer';
import { type EInvoiceRow, EInvoiceRecords } from './einvoice-records';
import { POLL_DELAYS_MS, PollEInvoiceSubmission, SubmitEInvoices } from './einvoice-job-types';
import { MyInvoisGateway } from './myinvois-gateway';
import { planSubmissions } from './submission-batches';

/** LHDN's window to cancel a Valid document (and a buyer's to reject it). */
export const STATE_CHANGE_WINDOW_MS = 72 * 3_600_000;
/** Valid documents are looked at this long (a rejection arrives within 72 h; a little margin). */
export const REJECTION_WATCH_MS = 74 * 3_600_000;
/** The e-invoice's issue time is the document's unless that is older than this (LHDN takes at most 72 h). */
const ISSUE_TIME_REUSE_MS = 70 * 3_600_000;

const ACCEPTED_STATES: readonly EInvoiceState[] = ['VALID', 'REJECTION_REQUESTED'];

/** The e-invoice's issue instant for an attempt made `now` of a document issued at `issuedAt` (UTC, no ms). */
export function eInvoiceIssueTime(issuedAt: string | null, now: Date): string {
  const at = issuedAt ? Date.parse(issuedAt) : NaN;
  const use = !Number.isNaN(at) && now.getTime() - at <= ISSUE_TIME_REUSE_MS && at <= now.getTime() ? at : now.getTime();
  return new Date(Math.floor(use / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** LHDN's error as one issue of the record (field and rule, English and Malay). */
function issueOf(e: {
  errorCode?: string;
  code?: string;
  error?: string;
  message?: string;
  errorMS?: string;
  propertyPath?: string | null;
}) {
  const en = e.error ?? e.message ?? 'Refused by MyInvois';
  return {
    path: e.propertyPath ?? null,
    rule: e.errorCode ?? e.code ?? 'Refused',
    en,
    ms: e.errorMS ?? en,
  } satisfies EInvoiceIssueView;
}

/**
 * The e-invoice flow (docs/finance-einvoice-flow.md): submit what is prepared in batches, never
 * sending a document again once MyInvois may have it (a lost answer is looked up first), poll the
 * submissions, read why an Invalid one is, watch Valid ones for a buyer's rejection, cancel,
 * retry after a correction. Used by the jobs (worker) and the /bo/EInvoice calls (API).
 */
@Injectable()
export class EInvoiceFlow {
  private readonly logger = new Logger('EInvoiceFlow');

  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly records: EInvoiceRecords,
    private readonly preparer: EInvoicePreparer,
    private readonly gateway: MyInvoisGateway,
    private readonly queues: QueueService,
  ) {}

  private tx<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.uow.run(work, { claimsIdempotencyKey: false });
  }

  /** Ask the worker to submit (deduplicated by `key`). */
  async enqueueSubmit(key: string, eInvoiceId?: string, delay = 0): Promise<void> {
    await this.queues.enqueue(SubmitEInvoices, eInvoiceId ? { eInvoiceId } : {}, { jobId: `einv-submit-${key}`, delay });
  }

  // --- submission

  /**
   * The submit job: first the records whose submission's answer was lost (looked up, adopted or
   * released), then every sendable PREPARED record, oldest first, in batches; each batch is
   * claimed (submit_started_at) and committed before the call, so a crash after LHDN's 2xx
   * leaves it "answer lost", never "to send".
   */
  async submitPending(): Promise<{ submitted: number; looked: number }> {
    const client = this.gateway.client;
    if (!client) return { submitted: 0, looked: 0 };
    const looked = await this.lookUpLost();
    let submitted = 0;
    for (;;) {
      const batch = await this.claimBatch();
      if (batch.length === 0) break;
      submitted += batch.length;
      await this.send(batch);
    }
    return { submitted, looked };
  }

  private async claimBatch(): Promise<EInvoiceRow[]> {
    return this.tx(async (manager) => {
      const ready = (await manager.query(
        `SELECT id, document_no, document_bytes FROM finance.einvoices
          WHERE state = 'PREPARED' AND document_json IS NOT NULL AND submit_started_at IS NULL
          ORDER BY created_at, id LIMIT 100 FOR UPDATE SKIP LOCKED`,
      )) as { id: string; document_no: string; document_bytes: number }[];
      const { batches } = planSubmissions(ready.map((r) => ({ id: r.id, bytes: r.document_bytes, codeNumber: r.document_no })));
      const ids = batches[0]?.map((b) => b.id) ?? [];
      if (ids.length === 0) return [];
      await manager.query(
        `UPDATE finance.einvoices SET submit_started_at = now(), attempts = attempts + 1, updated_at = now() WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      const rows: EInvoiceRow[] = [];
      for (const id of ids) rows.push((await this.records.byId(manager, id))!);
      return rows;
    });
  }

  private async send(batch: EInvoiceRow[]): Promise<void> {
    const client = this.gateway.client!;
    const documents = batch.map((r) => ({
      format: 'JSON' as const,
      document: Buffer.from(r.document_json!, 'utf8').toString('base64'),
      documentHash: r.document_hash ?? documentHash(r.document_json!),
      codeNumber: r.document_no,
    }));
    let result: SubmitResult;
    try {
      result = await client.submit(documents);
    } catch (error) {
      await this.submitFailed(batch, error);
      return;
    }
    await this.tx(async (manager) => {
      for (const row of batch) {
        const accepted = result.acceptedDocuments.find((a) => a.invoiceCodeNumber === row.document_no);
        const rejected = result.rejectedDocuments.find((r) => r.invoiceCodeNumber === row.document_no);
        if (accepted)
          await this.records.update(
            manager,
            row,
            'SUBMITTED',
            'SUBMIT',
            {
              submission_uid: result.submissionUid,
              uuid: accepted.uuid,
              last_error: null,
              next_check_at: new Date(Date.now() + 60_000),
            },
            { submissionUid: result.submissionUid, uuid: accepted.uuid },
          );
        else {
          const issues = [issueOf(rejected?.error ?? { code: 'NotAccepted', message: 'MyInvois did not accept the document' })];
          await this.records.update(
            manager,
            row,
            'INVALID',
            'SUBMIT',
            {
              issues,
              submission_uid: result.submissionUid,
              last_error: issues[0].en,
              next_check_at: null,
            },
            { submissionUid: result.submissionUid, message: `${issues[0].rule}: ${issues[0].en}` },
          );
        }
      }
    });
    if (result.acceptedDocuments.length) await this.enqueuePoll(result.submissionUid, 0);
  }

  /**
   * A submission without a 2xx. A 429 the client could not wait out, a timeout, a 5xx, a network
   * failure or 422 DuplicateSubmission: MyInvois may have it, so the records stay claimed ("answer
   * lost") and are looked up before anything is sent again. Any other 4xx refused the whole
   * submission (nothing was accepted): the records are Invalid with LHDN's error.
   */
  private async submitFailed(batch: EInvoiceRow[], error: unknown): Promise<void> {
    const e = error instanceof MyInvoisError ? error : new MyInvoisError(0, 'Error', String(error), null, null, true, null);
    const uncertain = e.retryable || e.errorCode === 'DuplicateSubmission' || e.status === 0;
    this.logger.warn(`submission of ${batch.length} e-invoice(s) failed: ${e.status} ${e.errorCode}`);
    await this.tx(async (manager) => {
      for (const row of batch) {
        if (uncertain)
          await this.records.update(
            manager,
            row,
            'PREPARED',
            'SUBMIT',
            { last_error: `${e.errorCode}: ${e.message}` },
            {
              message: `${e.status} ${e.errorCode}: outcome unknown, looked up before any resend`,
            },
          );
        else {
          const issues = [{ path: e.propertyPath, rule: e.errorCode, en: e.message, ms: e.messageMs ?? e.message }];
          await this.records.update(
            manager,
            row,
            'INVALID',
            'SUBMIT',
            {
              issues,
              last_error: `${e.errorCode}: ${e.message}`,
              submit_started_at: null,
            },
            { message: `${e.status} ${e.errorCode}: ${e.message}` },
          );
        }
      }
    });
    if (uncertain) await this.enqueueSubmit(`lookup-${batch[0].id}-${batch[0].attempts}`, undefined, this.gateway.lookupDelayMs);
  }

  /** Records claimed for a submission whose answer never came: found at LHDN (adopted) or not (sendable again). */
  private async lookUpLost(): Promise<number> {
    const client = this.gateway.client!;
    const lost = (await this.dataSource.query(
      `SELECT id FROM finance.einvoices
        WHERE state = 'PREPARED' AND submit_started_at IS NOT NULL AND submission_uid IS NULL
          AND submit_started_at <= now() - make_interval(secs => $1::float8 / 1000)
        ORDER BY submit_started_at LIMIT 10`,
      [this.gateway.lookupDelayMs - 1_000],
    )) as { id: string }[];
    for (const { id } of lost) {
      const row = await this.records.byId(this.dataSource, id);
      if (!row?.submit_started_at) continue;
      const started = Date.parse(row.submit_started_at);
      let found: DocumentSummary | undefined;
      try {
        const { result } = await client.searchDocuments({
          submittedFrom: new Date(started - 10 * 60_000),
          submittedTo: new Date(Date.now() + 10 * 60_000),
          searchQuery: row.document_no,
        });
        // This attempt's document: same number and issue time (a retry has its own issue time).
        found = result.find(
          (d) => d.internalId === row.document_no && Date.parse(d.dateTimeIssued) === Date.parse(row.issued_at),
        );
      } catch (error) {
        this.logger.warn(`look-up of ${row.document_no} failed: ${(error as Error).message}`);
        await this.enqueueSubmit(`lookup-${row.id}-${Date.now()}`, undefined, this.gateway.lookupDelayMs);
        continue;
      }
      await this.tx(async (manager) => {
        const locked = await this.records.byId(manager, id, true);
        if (!locked || locked.state !== 'PREPARED' || locked.submission_uid) return;
        if (found)
          await this.records.update(
            manager,
            locked,
            'SUBMITTED',
            'LOOKUP',
            {
              submission_uid: found.submissionUid,
              uuid: found.uuid,
              last_error: null,
              next_check_at: new Date(Date.now() + 60_000),
            },
            { submissionUid: found.submissionUid, uuid: found.uuid, message: 'found at MyInvois: not sent again' },
          );
        else
          await this.records.update(
            manager,
            locked,
            'PREPARED',
            'LOOKUP',
            { submit_started_at: null },
            {
              message: 'not at MyInvois: to be sent',
            },
          );
      });
      if (found) await this.enqueuePoll(found.submissionUid, 0);
    }
    return lost.length;
  }

  // --- polling

  async enqueuePoll(submissionUid: string, round: number): Promise<void> {
    const delay = POLL_DELAYS_MS[Math.min(round, POLL_DELAYS_MS.length - 1)];
    await this.queues.enqueue(
      PollEInvoiceSubmission,
      { submissionUid, round },
      { jobId: `einv-poll-${submissionUid}-${round}`, delay },
    );
  }

  /**
   * One look at a submission: each of our documents in it Valid (long id, validation time),
   * Invalid (its /details read once for LHDN's errors), Cancelled, or still in progress. Returns
   * whether any is still in progress (the job polls again, later).
   */
  async poll(submissionUid: string): Promise<boolean> {
    const client = this.gateway.client;
    if (!client) return false;
    const status = await client.getSubmission(submissionUid);
    let inProgress = false;
    for (const summary of status.documentSummary) {
      if (summary.status === 'Submitted') {
        inProgress = true;
        continue;
      }
      await this.applySummary(summary);
    }
    return inProgress || status.overallStatus === 'in progress';
  }

  /** LHDN's summary of one document onto our record (a no-op when it says nothing new). */
  async applySummary(summary: DocumentSummary): Promise<void> {
    const [ref] = (await this.dataSource.query(`SELECT id, state FROM finance.einvoices WHERE uuid = $1`, [summary.uuid])) as {
      id: string;
      state: EInvoiceState;
    }[];
    if (!ref) return;
    let issues: EInvoiceIssueView[] | null = null;
    if (summary.status === 'Invalid' && ref.state === 'SUBMITTED') {
      // /details only for the invalid ones, once: why LHDN refused it.
      const details = await this.gateway.client!.getDetails(summary.uuid);
      issues = details.validationResults.validationSteps
        .filter((s) => s.status === 'Invalid' && s.error)
        .flatMap((s) => (s.error!.innerError?.length ? s.error!.innerError : [s.error!]))
        .map(issueOf);
      if (issues.length === 0)
        issues = [issueOf({ code: 'Invalid', message: summary.documentStatusReason ?? 'Invalid at MyInvois' })];
    }
    let validNow = false;
    await this.tx(async (manager) => {
      const row = await this.records.byId(manager, ref.id, true);
      if (!row) return;
      const checked = { last_checked_at: new Date() };
      if (summary.status === 'Valid' && row.state === 'SUBMITTED') {
        validNow = true;
        await this.records.update(
          manager,
          row,
          'VALID',
          'POLL',
          {
            ...checked,
            long_id: summary.longId || null,
            validated_at: summary.dateTimeValidated ?? new Date().toISOString(),
            next_check_at: new Date(Date.now() + 3_600_000),
            last_error: null,
          },
          { submissionUid: summary.submissionUid, uuid: summary.uuid },
        );
      } else if (summary.status === 'Invalid' && row.state === 'SUBMITTED' && issues) {
        await this.records.update(
          manager,
          row,
          'INVALID',
          'POLL',
          {
            ...checked,
            issues,
            next_check_at: null,
            last_error: issues
              .map((i) => `${i.rule}: ${i.en}`)
              .join('; ')
              .slice(0, 1000),
          },
          { submissionUid: summary.submissionUid, uuid: summary.uuid, message: issues.map((i) => i.rule).join(', ') },
        );
      } else if (summary.status === 'Cancelled' && row.state !== 'CANCELLED') {
        await this.records.update(manager, row, 'CANCELLED', 'POLL', {
          ...checked,
          cancelled_at: summary.cancelDateTime ?? new Date().toISOString(),
          cancel_reason: row.cancel_reason ?? summary.documentStatusReason,
          next_check_at: null,
        });
      } else if (summary.rejectRequestDateTime && row.state === 'VALID') {
        await this.records.update(
          manager,
          row,
          'REJECTION_REQUESTED',
          'POLL',
          {
            ...checked,
            rejection_requested_at: summary.rejectRequestDateTime,
            rejection_reason: summary.documentStatusReason,
          },
          { message: summary.documentStatusReason },
        );
      } else {
        const validated = row.validated_at ? Date.parse(row.validated_at) : 0;
        const watch = ACCEPTED_STATES.includes(row.state) && Date.now() - validated < REJECTION_WATCH_MS;
        await manager.query(`UPDATE finance.einvoices SET last_checked_at = now(), next_check_at = $2 WHERE id = $1`, [
          row.id,
          row.state === 'SUBMITTED' ? new Date(Date.now() + 60_000) : watch ? new Date(Date.now() + 3_600_000) : null,
        ]);
      }
    });
    if (validNow) await this.releaseWaitingNotes(ref.id);
  }

  /** The notes that waited for this invoice's e-invoice to be Valid: built with its UUID now, then submitted. */
  async releaseWaitingNotes(invoiceEInvoiceId: string): Promise<void> {
    const released = await this.tx(async (manager) => {
      const waiting = (await manager.query(
        `SELECT id FROM finance.einvoices WHERE referenced_einvoice_id = $1 AND state = 'PREPARED' AND document_json IS NULL FOR UPDATE`,
        [invoiceEInvoiceId],
      )) as { id: string }[];
      for (const { id } of waiting) await this.reprepare(manager, id, null, 'RELEASE');
      return waiting.length;
    });
    if (released) await this.enqueueSubmit(`released-${invoiceEInvoiceId}`);
  }

  /** A record prepared again from its document as it is now (and the buyer's details as they are now). */
  private async reprepare(manager: EntityManager, id: string, actorId: string | null, action: string): Promise<EInvoiceRow> {
    const row = (await this.records.byId(manager, id, true))!;
    const issued = row.document_id ? await this.preparer.issuedDocument(manager, row.document_id) : null;
    if (!issued) throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
    const now = new Date();
    // The first attempt keeps the document's issue time; a new attempt is a new document at LHDN (DS302 otherwise).
    const issueTime = action === 'RELEASE' ? eInvoiceIssueTime(issued.document.issuedAt, now) : eInvoiceIssueTime(null, now);
    const prep = await this.preparer.prepare(manager, issued, issueTime, now);
    if (!prep) throw new AppError('EINVOICE_NOT_REQUIRED', { documentNo: row.document_no });
    await this.records.reprepare(manager, row, prep.prepared, actorId, action);
    return (await this.records.byId(manager, id))!;
  }

  // --- the calls' use cases

  /**
   * Retry after a correction: an issued document never changes, so "corrected" means what the
   * e-invoice is built from around it (the buyer's details, the company's settings, a classification
   * fixed on the note issued to correct it): the record is prepared again as a new e-invoice (new
   * issue time, new UUID at LHDN) and submitted. Only INVALID and INVALID_LOCALLY records retry.
   */
  async retry(id: string, actorId: string | null): Promise<EInvoiceRow> {
    const row = await this.tx(async (manager) => {
      const current = await this.records.byId(manager, id, true);
      if (!current) throw new AppError('EINVOICE_NOT_FOUND');
      if (current.state !== 'INVALID' && current.state !== 'INVALID_LOCALLY') throw new AppError('EINVOICE_NOT_RETRYABLE');
      if (current.subject === 'CONSOLIDATED') throw new AppError('EINVOICE_NOT_RETRYABLE');
      return this.reprepare(manager, id, actorId, 'RETRY');
    });
    if (row.state === 'PREPARED' && row.document_json)
      await this.enqueueSubmit(`${row.id}-${row.attempts}-${Date.now()}`, row.id);
    return row;
  }

  /** Create*SubmitLog: the document's e-invoice submitted now (prepared first when it has none yet). */
  async submitDocument(documentId: string, actorId: string | null): Promise<EInvoiceRow> {
    const row = await this.tx(async (manager) => {
      let current = await this.records.byDocument(manager, documentId, true);
      if (!current) {
        const issued = await this.preparer.issuedDocument(manager, documentId);
        if (!issued) throw new AppError('FINANCE_DOCUMENT_NOT_FOUND');
        const now = new Date();
        const prep = await this.preparer.prepare(manager, issued, eInvoiceIssueTime(issued.document.issuedAt, now), now);
        if (!prep) throw new AppError('EINVOICE_NOT_REQUIRED', { documentNo: issued.document.documentNo });
        const id = await this.records.create(manager, prep.record, prep.prepared, actorId);
        current = (await this.records.byId(manager, id!))!;
      } else if (current.state === 'INVALID' || current.state === 'INVALID_LOCALLY') {
        current = await this.reprepare(manager, current.id, actorId, 'RETRY');
      } else if (current.state !== 'PREPARED') {
        throw new AppError('EINVOICE_ALREADY_SUBMITTED', { documentNo: current.document_no, state: current.state });
      }
      return current;
    });
    if (row.state === 'PREPARED' && row.document_json) {
      if (!this.gateway.client) throw new AppError('EINVOICE_SUBMISSION_OFF');
      await this.enqueueSubmit(`${row.id}-${row.attempts}-${Date.now()}`, row.id);
    }
    return row;
  }

  /** Update*SubmitLog and the scheduled check: MyInvois' state of the record now, stored. */
  async refresh(id: string): Promise<void> {
    const row = await this.records.byId(this.dataSource, id);
    if (!row) throw new AppError('EINVOICE_NOT_FOUND');
    const client = this.gateway.client;
    if (!client) return;
    try {
      if (row.submission_uid && row.uuid) {
        const status = await client.getSubmission(row.submission_uid);
        const summary = status.documentSummary.find((d) => d.uuid === row.uuid);
        if (summary && summary.status !== 'Submitted') await this.applySummary(summary);
      } else if (row.state === 'PREPARED' && row.submit_started_at) await this.lookUpLost();
    } catch (error) {
      if (error instanceof MyInvoisError)
        throw new AppError(error.retryable ? 'EINVOICE_MYINVOIS_UNAVAILABLE' : 'EINVOICE_MYINVOIS_REFUSED', {
          reason: error.message,
        });
      throw error;
    }
  }

  /**
   * Cancel a Valid e-invoice within 72 h of its validation (LHDN's rule, checked by LHDN on its
   * clock; ours refuses what is plainly past it without a call). After that the correction is a
   * credit note.
   */
  async cancel(id: string, reason: string, actorId: string | null): Promise<void> {
    const row = await this.records.byId(this.dataSource, id);
    if (!row) throw new AppError('EINVOICE_NOT_FOUND');
    if (!ACCEPTED_STATES.includes(row.state) || !row.uuid) throw new AppError('EINVOICE_NOT_VALID');
    if (row.validated_at && Date.now() - Date.parse(row.validated_at) > STATE_CHANGE_WINDOW_MS)
      throw new AppError('EINVOICE_CANCEL_PERIOD_OVER');
    const client = this.gateway.required;
    try {
      await client.cancel(row.uuid, reason);
    } catch (error) {
      if (!(error instanceof MyInvoisError)) throw error;
      await this.tx((manager) =>
        this.records.update(manager, row, row.state, 'CANCEL', {}, { actorId, message: `${error.errorCode}: ${error.message}` }),
      );
      if (error.errorCode === 'OperationPeriodOver') throw new AppError('EINVOICE_CANCEL_PERIOD_OVER');
      if (error.errorCode === 'ActiveReferencingDocuments') throw new AppError('EINVOICE_HAS_ACTIVE_NOTES');
      if (error.errorCode === 'IncorrectState') throw new AppError('EINVOICE_NOT_VALID');
      throw new AppError(error.retryable ? 'EINVOICE_MYINVOIS_UNAVAILABLE' : 'EINVOICE_MYINVOIS_REFUSED', {
        reason: error.message,
      });
    }
    await this.tx(async (manager) => {
      const locked = (await this.records.byId(manager, id, true))!;
      await this.records.update(
        manager,
        locked,
        'CANCELLED',
        'CANCEL',
        {
          cancel_reason: reason,
          cancelled_at: new Date(),
          next_check_at: null,
        },
        { actorId, message: reason, uuid: locked.uuid },
      );
    });
  }

  /** The buyer told us it rejected the e-invoice (it rejects at LHDN itself; the check also sees it). */
  async recordRejection(id: string, reason: string, actorId: string | null): Promise<void> {
    await this.tx(async (manager) => {
      const row = await this.records.byId(manager, id, true);
      if (!row) throw new AppError('EINVOICE_NOT_FOUND');
      if (row.state !== 'VALID') throw new AppError('EINVOICE_NOT_VALID');
      await this.records.update(
        manager,
        row,
        'REJECTION_REQUESTED',
        'REJECTION',
        {
          rejection_reason: reason,
          rejection_requested_at: new Date(),
        },
        { actorId, message: reason },
      );
    });
  }

  /**
   * The scheduled check: a few records due a look (in progress, or Valid and younger than 74 h),
   * spaced by next_check_at; PREPARED ones whose job was lost are submitted again.
   */
  async checkDue(limit = 10): Promise<number> {
    if (!this.gateway.client) return 0;
    const due = (await this.dataSource.query(
      `SELECT id FROM finance.einvoices
        WHERE next_check_at <= now()
          AND (state = 'SUBMITTED' OR (state IN ('VALID', 'REJECTION_REQUESTED') AND validated_at > now() - interval '74 hours'))
        ORDER BY next_check_at LIMIT $1`,
      [limit],
    )) as { id: string }[];
    for (const { id } of due) await this.refresh(id).catch((e: Error) => this.logger.warn(`check of ${id} failed: ${e.message}`));
    await this.dataSource.query(
      `UPDATE finance.einvoices SET next_check_at = NULL
        WHERE next_check_at IS NOT NULL AND state IN ('VALID', 'REJECTION_REQUESTED') AND validated_at <= now() - interval '74 hours'`,
    );
    const [{ pending }] = (await this.dataSource.query(
      `SELECT count(*)::int AS pending FROM finance.einvoices
        WHERE state = 'PREPARED' AND document_json IS NOT NULL AND updated_at < now() - interval '2 minutes'`,
    )) as { pending: number }[];
    if (pending) await this.enqueueSubmit(`check-${Math.floor(Date.now() / 60_000)}`);
    return due.length;
  }
}
