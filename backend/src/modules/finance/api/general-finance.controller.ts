import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type FinanceDocumentListFilters,
  financeDocumentListQuerySchema,
  financeDocumentPageSchema,
  financeDocumentResultSchema,
  type InvoiceFields,
  insertInvoiceSchema,
  PERMISSIONS,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { SaveDocument } from '../commands/save-document/save-document.command';
import { GetDocumentPage } from '../queries/get-document-page/get-document-page.query';

const tags = ['finance'];

/**
 * The finance calls of `/bo/General` (spec section 7): the invoice and credit-note lists as the
 * agency screens ask for them (POST; an agency user gets its own issued documents) and
 * createInvoice, the General API's name for adding an invoice (the body and answer of
 * /finance/invoice/insert). downloadInvoice and sendInvoiceEmail are the PDF part's.
 */
@Controller('bo/General')
export class GeneralFinanceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('GetInvoiceList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.invoicesView)
  @Contract({
    summary: 'Invoices, filtered, sorted and paged (the body may be empty)',
    body: financeDocumentListQuerySchema.optional(),
    response: financeDocumentPageSchema,
    tags,
  })
  invoices(@CurrentActor() actor: Actor, @Body() body: FinanceDocumentListFilters | undefined) {
    return this.queries.execute(new GetDocumentPage(actor, ['INVOICE'], financeDocumentListQuerySchema.parse(body ?? {})));
  }

  @Post('GetCreditNoteList')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.creditNotesView)
  @Contract({
    summary: 'Credit notes, filtered, sorted and paged (the body may be empty)',
    body: financeDocumentListQuerySchema.optional(),
    response: financeDocumentPageSchema,
    tags,
  })
  creditNotes(@CurrentActor() actor: Actor, @Body() body: FinanceDocumentListFilters | undefined) {
    return this.queries.execute(new GetDocumentPage(actor, ['CREDIT_NOTE'], financeDocumentListQuerySchema.parse(body ?? {})));
  }

  @Post('createInvoice')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.invoicesCreate)
  @Contract({
    summary: "Add an invoice (as /finance/invoice/insert); 'Failed to insert invoice.' on failure",
    body: insertInvoiceSchema,
    response: financeDocumentResultSchema,
    tags,
  })
  createInvoice(@CurrentActor() actor: Actor, @Body() body: InvoiceFields & { issue: boolean }) {
    const { issue, ...fields } = body;
    return this.commands.execute(new SaveDocument(actor, 'INVOICE', { kind: 'INVOICE' }, fields, issue));
  }
}
