import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HandlesJob, type JobHandler } from '../../../core/queue/job';
import { EInvoiceConsolidation } from './consolidation.service';
import {
  CheckEInvoices,
  ConsolidateB2cSales,
  type ConsolidateB2cSalesPayload,
  PollEInvoiceSubmission,
  type PollEInvoiceSubmissionPayload,
  POLL_DELAYS_MS,
  SubmitEInvoices,
  type SubmitEInvoicesPayload,
} from './einvoice-job-types';
import { EInvoiceFlow } from './einvoice-flow.service';

/**
 * Submits every PREPARED e-invoice (the one named included), in batches. Named but not there yet:
 * the reaction's transaction has not committed, so the job fails and BullMQ retries it later.
 */
@Injectable()
@HandlesJob(SubmitEInvoices)
export class SubmitEInvoicesJob implements JobHandler<SubmitEInvoicesPayload> {
  constructor(
    private readonly flow: EInvoiceFlow,
    private readonly dataSource: DataSource,
  ) {}

  async handle({ eInvoiceId }: SubmitEInvoicesPayload) {
    if (eInvoiceId) {
      const found = (await this.dataSource.query(`SELECT 1 FROM finance.einvoices WHERE id = $1`, [eInvoiceId])) as unknown[];
      if (found.length === 0) throw new Error(`e-invoice ${eInvoiceId} not committed yet`);
    }
    return this.flow.submitPending();
  }
}

/** One look at a submission; again later (delayed, further apart) while a document is in progress. */
@Injectable()
@HandlesJob(PollEInvoiceSubmission)
export class PollEInvoiceSubmissionJob implements JobHandler<PollEInvoiceSubmissionPayload> {
  constructor(private readonly flow: EInvoiceFlow) {}

  async handle({ submissionUid, round }: PollEInvoiceSubmissionPayload) {
    const inProgress = await this.flow.poll(submissionUid);
    // Past the last delay the scheduled check (next_check_at) keeps looking.
    if (inProgress && round + 1 < POLL_DELAYS_MS.length) await this.flow.enqueuePoll(submissionUid, round + 1);
    return { inProgress };
  }
}

@Injectable()
@HandlesJob(CheckEInvoices)
export class CheckEInvoicesJob implements JobHandler<Record<string, never>> {
  constructor(private readonly flow: EInvoiceFlow) {}

  async handle() {
    return { checked: await this.flow.checkDue() };
  }
}

@Injectable()
@HandlesJob(ConsolidateB2cSales)
export class ConsolidateB2cSalesJob implements JobHandler<ConsolidateB2cSalesPayload> {
  constructor(private readonly consolidation: EInvoiceConsolidation) {}

  handle({ period }: ConsolidateB2cSalesPayload) {
    return this.consolidation.run(period);
  }
}
