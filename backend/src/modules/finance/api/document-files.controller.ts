import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  actionResultSchema,
  documentEmailResultSchema,
  type DownloadDocumentRequest,
  downloadDocumentSchema,
  type FinanceDocumentKind,
  type GeneratePdfRequest,
  generatePdfSchema,
  PERMISSIONS,
  type SendDocumentEmailRequest,
  sendDocumentEmailSchema,
  type StatementQuery,
  statementQuerySchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { RequestDocumentPdf } from '../commands/request-document-pdf/request-document-pdf.command';
import { SendDocumentEmail } from '../commands/send-document-email/send-document-email.command';
import { SendDocumentPdf } from '../queries/send-document-pdf/send-document-pdf.query';
import { SendStatementPdf } from '../queries/send-statement-pdf/send-statement-pdf.query';

const tags = ['finance'];
const INVOICE: readonly FinanceDocumentKind[] = ['INVOICE'];
const CREDIT_NOTE: readonly FinanceDocumentKind[] = ['CREDIT_NOTE'];
const DEBIT_NOTE: readonly FinanceDocumentKind[] = ['DEBIT_NOTE'];
const RECEIPT: readonly FinanceDocumentKind[] = ['RECEIPT'];
const READY = '409 DOCUMENT_PDF_NOT_READY while the worker makes it, DOCUMENT_NOT_ISSUED for a draft';

/**
 * The PDFs of finance documents (docs/finance-pdf.md): `generatepdf` asks the worker for one in a
 * language, the downloads answer the stored file to whoever may see the document (findDocument's
 * tenancy), `sendInvoiceEmail` e-mails it, and the statement of account is rendered on request.
 * Beside the family controllers on the same paths (document-calls.ts), each call one command or query.
 */
@Controller()
export class DocumentFilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private generate(actor: Actor, kinds: readonly FinanceDocumentKind[], body: GeneratePdfRequest) {
    return this.commands.execute(new RequestDocumentPdf(actor, kinds, body.documentId, body.language));
  }

  private send(actor: Actor, kinds: readonly FinanceDocumentKind[], body: DownloadDocumentRequest, res: Response) {
    const { language, ...ref } = body;
    return this.queries.execute(new SendDocumentPdf(actor, kinds, ref, language, res));
  }

  @Post('finance/invoice/generatepdf')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({
    summary: "Make an issued invoice's PDF in a language (default the buyer's) unless the stored one is current",
    body: generatePdfSchema,
    response: actionResultSchema,
    tags,
  })
  generateInvoice(@CurrentActor() actor: Actor, @Body() body: GeneratePdfRequest) {
    return this.generate(actor, INVOICE, body);
  }

  @Post('finance/note/credit/generatepdf')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditNotesView)
  @Contract({
    summary: "Make an issued credit note's PDF in a language",
    body: generatePdfSchema,
    response: actionResultSchema,
    tags,
  })
  generateCreditNote(@CurrentActor() actor: Actor, @Body() body: GeneratePdfRequest) {
    return this.generate(actor, CREDIT_NOTE, body);
  }

  @Post('finance/note/debit/generatepdf')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.debitNotesView)
  @Contract({
    summary: "Make an issued debit note's PDF in a language",
    body: generatePdfSchema,
    response: actionResultSchema,
    tags,
  })
  generateDebitNote(@CurrentActor() actor: Actor, @Body() body: GeneratePdfRequest) {
    return this.generate(actor, DEBIT_NOTE, body);
  }

  @Post('finance/receipt/generatepdf')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.receiptsView)
  @Contract({
    summary: "Make an issued receipt's PDF in a language",
    body: generatePdfSchema,
    response: actionResultSchema,
    tags,
  })
  generateReceipt(@CurrentActor() actor: Actor, @Body() body: GeneratePdfRequest) {
    return this.generate(actor, RECEIPT, body);
  }

  @Post('bo/Download/downloadInvoice')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({ summary: `Download an invoice's PDF (application/pdf); ${READY}`, body: downloadDocumentSchema, tags })
  async downloadInvoice(@CurrentActor() actor: Actor, @Body() body: DownloadDocumentRequest, @Res() res: Response) {
    await this.send(actor, INVOICE, body, res);
  }

  @Post('bo/General/downloadInvoice')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({ summary: `Download an invoice's PDF (agency users: their own); ${READY}`, body: downloadDocumentSchema, tags })
  async downloadInvoiceGeneral(@CurrentActor() actor: Actor, @Body() body: DownloadDocumentRequest, @Res() res: Response) {
    await this.send(actor, INVOICE, body, res);
  }

  @Post('bo/Download/downloadCreditNote')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditNotesView)
  @Contract({ summary: `Download a credit note's PDF; ${READY}`, body: downloadDocumentSchema, tags })
  async downloadCreditNote(@CurrentActor() actor: Actor, @Body() body: DownloadDocumentRequest, @Res() res: Response) {
    await this.send(actor, CREDIT_NOTE, body, res);
  }

  @Post('bo/Download/downloadDebitNote')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.debitNotesView)
  @Contract({ summary: `Download a debit note's PDF; ${READY}`, body: downloadDocumentSchema, tags })
  async downloadDebitNote(@CurrentActor() actor: Actor, @Body() body: DownloadDocumentRequest, @Res() res: Response) {
    await this.send(actor, DEBIT_NOTE, body, res);
  }

  @Post('bo/Download/downloadReceipt')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.receiptsView)
  @Contract({ summary: `Download a receipt's PDF; ${READY}`, body: downloadDocumentSchema, tags })
  async downloadReceipt(@CurrentActor() actor: Actor, @Body() body: DownloadDocumentRequest, @Res() res: Response) {
    await this.send(actor, RECEIPT, body, res);
  }

  @Post('bo/General/sendInvoiceEmail')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({
    summary: "E-mail an issued invoice's PDF to the address given or the buyer organization's; " + READY,
    body: sendDocumentEmailSchema,
    response: documentEmailResultSchema,
    tags,
  })
  sendInvoiceEmail(@CurrentActor() actor: Actor, @Body() body: SendDocumentEmailRequest) {
    return this.commands.execute(new SendDocumentEmail(actor, body.documentId, body.email, body.language));
  }

  @Get('finance/receivables/statement.pdf')
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({
    summary:
      "An organization's statement of account in one currency for a period as a PDF (GET statement's figures; agency users: their own)",
    query: statementQuerySchema,
    tags,
  })
  async statement(@CurrentActor() actor: Actor, @Query() query: StatementQuery, @Res() res: Response) {
    await this.queries.execute(new SendStatementPdf(actor, query, res));
  }
}
