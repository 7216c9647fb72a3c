import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../core/errors/app-error';
import { actionResult } from '../../../../core/http/action-result';
import { FinanceDocumentFiles } from '../../files/finance-document-files.service';
import { findDocument } from '../../queries/finance-document-rows';
import { RequestDocumentPdf } from './request-document-pdf.command';

/**
 * Whoever may see the document asks for its PDF in a language: the worker makes it unless the
 * stored one is current (DOCUMENT_PDF_REQUESTED either way); a draft has none (DOCUMENT_NOT_ISSUED).
 */
@CommandHandler(RequestDocumentPdf)
export class RequestDocumentPdfHandler implements ICommandHandler<RequestDocumentPdf> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FinanceDocumentFiles,
  ) {}

  async execute({ actor, kinds, documentId, language }: RequestDocumentPdf) {
    const document = await findDocument(this.dataSource, actor, kinds, { documentId });
    if (document.status === 'DRAFT') throw new AppError('DOCUMENT_NOT_ISSUED');
    const found = (await this.files.read(document.documentId))!;
    const lang = language ?? found.language;
    if (!(await this.files.current(document.documentId, lang)))
      await this.files.request(document.documentId, lang, found.version);
    return actionResult('DOCUMENT_PDF_REQUESTED');
  }
}
