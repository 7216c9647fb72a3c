import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AppError } from '../../../../core/errors/app-error';
import { StorageService } from '../../../../core/storage/storage.service';
import { FinanceDocumentFiles } from '../../files/finance-document-files.service';
import { findDocument } from '../finance-document-rows';
import { SendDocumentPdf } from './send-document-pdf.query';

/**
 * The document's PDF in a language (default the buyer's) to whoever may see it (findDocument: an
 * agency user its own organization's issued ones, others 404). A draft: DOCUMENT_NOT_ISSUED. No
 * current file (not made yet, or made before the document changed): DOCUMENT_PDF_NOT_READY, and
 * the worker is asked for it, so the next try finds it.
 */
@QueryHandler(SendDocumentPdf)
export class SendDocumentPdfHandler implements IQueryHandler<SendDocumentPdf> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FinanceDocumentFiles,
    private readonly storage: StorageService,
  ) {}

  async execute({ actor, kinds, ref, language, res }: SendDocumentPdf) {
    const document = await findDocument(this.dataSource, actor, kinds, ref);
    if (document.status === 'DRAFT') throw new AppError('DOCUMENT_NOT_ISSUED');
    const found = (await this.files.read(document.documentId))!;
    const lang = language ?? found.language;
    const file = await this.files.current(document.documentId, lang);
    if (!file) {
      await this.files.request(document.documentId, lang, found.version);
      throw new AppError('DOCUMENT_PDF_NOT_READY');
    }
    await this.storage.send(res, file.fileId);
  }
}
