import { Injectable } from '@nestjs/common';
import { HandlesJob, type JobHandler } from '../../../core/queue/job';
import { FinanceDocumentFiles } from '../files/finance-document-files.service';
import { MakeDocumentPdf, type MakeDocumentPdfPayload } from '../files/make-document-pdf.job-type';

/**
 * An issued (or deactivated, or allocated) document's PDF, made and stored by
 * FinanceDocumentFiles.make: a retry renders the same bytes and stores nothing new.
 */
@Injectable()
@HandlesJob(MakeDocumentPdf)
export class MakeDocumentPdfJob implements JobHandler<MakeDocumentPdfPayload> {
  constructor(private readonly files: FinanceDocumentFiles) {}

  async handle({ documentId, language }: MakeDocumentPdfPayload) {
    const made = await this.files.make(documentId, language);
    return { made: made.map((m) => ({ language: m.language, fileId: m.fileId, created: m.created })) };
  }
}
