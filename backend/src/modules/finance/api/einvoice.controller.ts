import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  classificationListSchema,
  creditNoteNoQuerySchema,
  creditNoteSubmitLogSchema,
  type CreditNoteSubmitLogRequest,
  eInvoiceIdSchema,
  type EInvoiceIdRequest,
  type EInvoiceListFilters,
  eInvoiceListQuerySchema,
  eInvoicePageSchema,
  eInvoiceReasonSchema,
  type EInvoiceReasonRequest,
  eInvoiceResultSchema,
  eInvoiceSubmitLogSchema,
  type FinanceDocumentKind,
  PERMISSIONS,
  taxInvoiceNoQuerySchema,
  taxInvoiceSubmitLogSchema,
  type TaxInvoiceSubmitLogRequest,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { classificationCodes } from '../einvoice/code-lists';
import { EInvoiceCalls } from '../einvoice-flow/einvoice-calls.service';

const tags = ['finance', 'e-invoices'];
const INVOICE: readonly FinanceDocumentKind[] = ['INVOICE'];
/** The spec names credit notes; a debit note's e-invoice is reached by the same calls (both are notes). */
const NOTES: readonly FinanceDocumentKind[] = ['CREDIT_NOTE', 'DEBIT_NOTE'];

/**
 * `/bo/EInvoice` (spec section 7) and, in its style, our additions for /e-invoice-submission
 * (list, submit log by id, retry, cancel, record a rejection). Every call is the provider's staff's:
 * an agency user is refused (403) even with the permission. docs/finance-einvoice-flow.md, "Calls".
 */
@Controller('bo/EInvoice')
export class EInvoiceController {
  constructor(private readonly calls: EInvoiceCalls) {}

  @Get('GetAllClassification')
  @RequirePermission(PERMISSIONS.eInvoicesView)
  @Contract({
    summary: "LHDN's 45 classification codes (the shipped copy; no MyInvois API serves them)",
    response: classificationListSchema,
    tags,
  })
  classifications(@CurrentActor() actor: Actor) {
    assertStaff(actor);
    return classificationCodes();
  }

  @Post('CreateTaxInvoiceSubmitLog')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.eInvoicesEdit)
  @Contract({
    summary:
      "Submit the invoice's e-invoice now (prepared first if it has none; an Invalid one is rebuilt and resubmitted); logs the attempt",
    body: taxInvoiceSubmitLogSchema,
    response: eInvoiceResultSchema,
    tags,
  })
  async createTaxInvoiceLog(@CurrentActor() actor: Actor, @Body() body: TaxInvoiceSubmitLogRequest) {
    assertStaff(actor);
    const eInvoice = await this.calls.submit(body.taxInvoiceNo, INVOICE, actor.userId);
    return { ...actionResult('EINVOICE_SUBMISSION_QUEUED', { documentNo: eInvoice.documentNo }), eInvoice };
  }

  @Post('CreateCreditNoteSubmitLog')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.eInvoicesEdit)
  @Contract({
    summary: "Submit the credit (or debit) note's e-invoice now; a note waits for its invoice's e-invoice to be Valid",
    body: creditNoteSubmitLogSchema,
    response: eInvoiceResultSchema,
    tags,
  })
  async createCreditNoteLog(@CurrentActor() actor: Actor, @Body() body: CreditNoteSubmitLogRequest) {
    assertStaff(actor);
    const eInvoice = await this.calls.submit(body.creditNoteNo, NOTES, actor.userId);
    return { ...actionResult('EINVOICE_SUBMISSION_QUEUED', { documentNo: eInvoice.documentNo }), eInvoice };
  }

  @Post('UpdateTaxInvoiceSubmitLog')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.eInvoicesEdit)
  @Contract({
    summary:
      "Ask MyInvois for the invoice's e-invoice state now and store it (Valid, Invalid with LHDN's errors, Cancelled, rejection)",
    body: taxInvoiceSubmitLogSchema,
    response: eInvoiceResultSchema,
    tags,
  })
  async updateTaxInvoiceLog(@CurrentActor() actor: Actor, @Body() body: TaxInvoiceSubmitLogRequest) {
    assertStaff(actor);
    const eInvoice = await this.calls.refreshDocument(body.taxInvoiceNo, INVOICE);
    return { ...actionResult('EINVOICE_STATE_REFRESHED', { documentNo: eInvoice.documentNo, state: eInvoice.state }), eInvoice };
  }

  @Post('UpdateCreditNoteSubmitLog')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.eInvoicesEdit)
  @Contract({
    summary: "Ask MyInvois for the note's e-invoice state now and store it",
    body: creditNoteSubmitLogSchema,
    response: eInvoiceResultSchema,
    tags,
  })
  async updateCreditNoteLog(@CurrentActor() actor: Actor, @Body() body: CreditNoteSubmitLogRequest) {
    assertStaff(actor);
    const eInvoice = await this.calls.refreshDocument(body.creditNoteNo, NOTES);
    return { ...actionResult('EINVOICE_STATE_REFRESHED', { documentNo: eInvoice.documentNo, state: eInvoice.state }), eInvoice };
  }

  @Get('GetTaxInvoiceSubmitLog')
  @RequirePermission(PERMISSIONS.eInvoicesView)
  @Contract({
    summary: "The invoice's e-invoice and its submit log (every attempt, oldest first)",
    query: taxInvoiceNoQuerySchema,
    response: eInvoiceSubmitLogSchema,
    tags,
  })
  taxInvoiceLog(@CurrentActor() actor: Actor, @Query() query: { taxInvoiceNo: string }) {
    assertStaff(actor);
    return this.calls.logOfDocument(query.taxInvoiceNo, INVOICE);
  }

  @Get('GetCreditNoteSubmitLog')
  @RequirePermission(PERMISSIONS.eInvoicesView)
  @Contract({
    summary: "The note's e-invoice and its submit log",
    query: creditNoteNoQuerySchema,
    response: eInvoiceSubmitLogSchema,
    tags,
  })
  creditNoteLog(@CurrentActor() actor: Actor, @Query() query: { creditNoteNo: string }) {
    assertStaff(actor);
    return this.calls.logOfDocument(query.creditNoteNo, NOTES);
  }

  // --- our additions

  @Get('list')
  @RequirePermission(PERMISSIONS.eInvoicesView)
  @Contract({
    summary: 'A page of e-invoices (state, subject, search, created between)',
    query: eInvoiceListQuerySchema,
    response: eInvoicePageSchema,
    tags,
  })
  list(@CurrentActor() actor: Actor, @Query() query: EInvoiceListFilters) {
    assertStaff(actor);
    return this.calls.page(query);
  }

  @Get('getSubmitLog')
  @RequirePermission(PERMISSIONS.eInvoicesView)
  @Contract({
    summary: 'One e-invoice (any subject, the consolidated ones included) and its submit log',
    query: eInvoiceIdSchema,
    response: eInvoiceSubmitLogSchema,
    tags,
  })
  log(@CurrentActor() actor: Actor, @Query() query: EInvoiceIdRequest) {
    assertStaff(actor);
    return this.calls.log(query.eInvoiceId);
  }

  @Post('retry')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.eInvoicesEdit)
  @Contract({
    summary:
      'Build an Invalid (or locally invalid) e-invoice again from its document and current details, and submit it as a new e-invoice',
    body: eInvoiceIdSchema,
    response: eInvoiceResultSchema,
    tags,
  })
  async retry(@CurrentActor() actor: Actor, @Body() body: EInvoiceIdRequest) {
    assertStaff(actor);
    const eInvoice = await this.calls.retry(body.eInvoiceId, actor.userId);
    return { ...actionResult('EINVOICE_SUBMISSION_QUEUED', { documentNo: eInvoice.documentNo }), eInvoice };
  }

  @Post('cancel')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.eInvoicesEdit)
  @Contract({
    summary: 'Cancel a Valid e-invoice at MyInvois within 72 h of its validation (after that: issue a credit note)',
    body: eInvoiceReasonSchema,
    response: eInvoiceResultSchema,
    tags,
  })
  async cancel(@CurrentActor() actor: Actor, @Body() body: EInvoiceReasonRequest) {
    assertStaff(actor);
    const eInvoice = await this.calls.cancel(body.eInvoiceId, body.reason, actor.userId);
    return { ...actionResult('EINVOICE_CANCELLED'), eInvoice };
  }

  @Post('recordRejection')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.eInvoicesEdit)
  @Contract({
    summary: "Record the buyer's rejection of a Valid e-invoice (then cancel it, or issue a note)",
    body: eInvoiceReasonSchema,
    response: eInvoiceResultSchema,
    tags,
  })
  async recordRejection(@CurrentActor() actor: Actor, @Body() body: EInvoiceReasonRequest) {
    assertStaff(actor);
    const eInvoice = await this.calls.recordRejection(body.eInvoiceId, body.reason, actor.userId);
    return { ...actionResult('EINVOICE_REJECTION_RECORDED', { documentNo: eInvoice.documentNo }), eInvoice };
  }
}
