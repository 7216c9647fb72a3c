import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { formatDateText, formatMinor } from '@bo/shared';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult, fieldError } from '../../../../core/http/action-result';
import { QueueService } from '../../../../core/queue/queue.service';
import { OrganizationDirectory } from '../../../organizations';
import { SendTemplatedEmail } from '../../../settings';
import { FinanceDocumentFiles } from '../../files/finance-document-files.service';
import { financeDocumentTitle } from '../../pdf/finance-document-pdf';
import { findDocument } from '../../queries/finance-document-rows';
import { SendDocumentEmail } from './send-document-email.command';

/**
 * Whoever may see the invoice e-mails it (the FINANCE_DOCUMENT template, its PDF attached by stored
 * file id) to the address given or the buyer organization's. The PDF must be current: otherwise
 * it is asked of the worker and the call answers DOCUMENT_PDF_NOT_READY (try again shortly), so a
 * mail never carries a file older than the document (a deactivated invoice without its stamp).
 * Each call is one more e-mail.
 */
@CommandHandler(SendDocumentEmail)
export class SendDocumentEmailHandler implements ICommandHandler<SendDocumentEmail> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FinanceDocumentFiles,
    private readonly organizations: OrganizationDirectory,
    private readonly queues: QueueService,
  ) {}

  async execute({ actor, documentId, email, language }: SendDocumentEmail) {
    const document = await findDocument(this.dataSource, actor, ['INVOICE'], { documentId });
    if (document.status === 'DRAFT' || !document.documentNo) throw new AppError('DOCUMENT_NOT_ISSUED');
    const party = document.organizationId
      ? await this.organizations.billingPartyOf(this.dataSource.manager, document.organizationId)
      : null;
    const to = email ?? party?.email;
    if (!to) throw fieldError('REQUIRED_FIELD', 'email');
    const found = (await this.files.read(document.documentId))!;
    const lang = language ?? found.language;
    const file = await this.files.current(document.documentId, lang);
    if (!file) {
      await this.files.request(document.documentId, lang, found.version);
      throw new AppError('DOCUMENT_PDF_NOT_READY');
    }
    await this.queues.enqueue(SendTemplatedEmail, {
      templateType: 'FINANCE_DOCUMENT',
      language: lang,
      to,
      params: {
        name: document.organizationName ?? document.buyerName ?? to,
        documentTitle: financeDocumentTitle(document, lang),
        documentNo: document.documentNo,
        documentDate: formatDateText(document.documentDate, 'display', lang),
        total: formatMinor(document.totals.total, document.currencyCode, { withCode: true }),
      },
      attachments: [{ fileId: file.fileId, filename: `${document.documentNo}.pdf` }],
    });
    return { ...actionResult('DOCUMENT_EMAIL_QUEUED', { email: to }), documentId: document.documentId, email: to };
  }
}
