import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FinanceDocument, Language } from '@bo/shared';
import { DataSource, type EntityManager } from 'typeorm';
import { InjectConfig } from '../../../core/config/config-section';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { QueueService } from '../../../core/queue/queue.service';
import { StorageService } from '../../../core/storage/storage.service';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';
import { renderFinanceDocument } from '../pdf/finance-document-pdf';
import { companyDetailsOf } from '../pdf/finance-layout';
import { EInvoiceStamp } from '../ports/einvoice-stamp.port';
import { DOCUMENT_COLUMNS, type DocumentRow, documentOf } from '../queries/finance-document-rows';
import { MakeDocumentPdf } from './make-document-pdf.job-type';

export const FINANCE_DOCUMENT_PURPOSE = 'finance-document';

/** A document as the PDF maker reads it: the contract's shape plus what only the row keeps. */
export interface DocumentForPdf {
  document: FinanceDocument;
  organizationId: string | null;
  /** The buyer's language (the stored content's). */
  language: Language;
  /** The read model's version: a file made from an older one is stale. */
  version: number;
}

/** A document's stored PDF in one language. */
export interface DocumentFile {
  fileId: string;
  language: Language;
  documentVersion: number;
}

/**
 * The PDFs of issued finance documents (docs/finance-pdf.md): made by the worker
 * (MakeDocumentPdfJob), one current file per document and language (`finance.document_files`),
 * stored with core storage under the buyer's organization. The system's reads: whoever calls for
 * a download has checked the caller may see the document (findDocument) first.
 */
@Injectable()
export class FinanceDocumentFiles {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly storage: StorageService,
    private readonly queues: QueueService,
    private readonly stamps: EInvoiceStamp,
    @InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  /** The document (any status) for its PDF; undefined when there is none. */
  async read(documentId: string, manager: EntityManager = this.dataSource.manager): Promise<DocumentForPdf | undefined> {
    const [row] = (await manager.query(
      `SELECT ${DOCUMENT_COLUMNS}, d.organization_id, d.version, d.document->>'language' AS language
         FROM finance.documents d WHERE d.id = $1`,
      [documentId],
    )) as (DocumentRow & { organization_id: string | null; version: number; language: string | null })[];
    if (!row) return undefined;
    return {
      document: documentOf(row),
      organizationId: row.organization_id,
      language: row.language === 'ms' ? 'ms' : 'en',
      version: row.version,
    };
  }

  /** The stored files of a document, by language. */
  async stored(documentId: string, manager: EntityManager = this.dataSource.manager): Promise<Map<Language, DocumentFile>> {
    const rows = (await manager.query(
      `SELECT file_id AS "fileId", language, document_version AS "documentVersion" FROM finance.document_files WHERE document_id = $1`,
      [documentId],
    )) as DocumentFile[];
    return new Map(rows.map((r) => [r.language, r]));
  }

  /** The file of the document as it stands in `language`; undefined when missing or made from an older version. */
  async current(documentId: string, language: Language): Promise<DocumentFile | undefined> {
    const found = await this.read(documentId);
    const file = (await this.stored(documentId)).get(language);
    return found && file && file.documentVersion >= found.version ? file : undefined;
  }

  /**
   * Asks the worker for the document's PDF in `language` as it stands; one job per document,
   * version and language (a second ask while it is made adds none).
   */
  async request(documentId: string, language: Language, version: number): Promise<void> {
    await this.queues.enqueue(MakeDocumentPdf, { documentId, language }, { jobId: `pdf.${documentId}.${language}.v${version}` });
  }

  /**
   * The entry point for the e-invoice part (and operators): makes the document's PDFs again, in
   * the buyer's language and every other one stored, e.g. once its e-invoice is Valid, so they
   * print the MyInvois QR (EInvoiceStamp). Same bytes store nothing. Answers the job's id.
   */
  async remake(documentId: string): Promise<string> {
    return this.queues.enqueue(MakeDocumentPdf, { documentId }, { jobId: `pdf.${documentId}.remake.${randomUUID()}` });
  }

  /**
   * Makes and stores the document's PDF in each language asked (none: the buyer's and those already
   * stored), as it stands now. Under a lock per document, so of two makers the later stores the
   * latest; a file with the same bytes is kept (its row only brought to the version). Drafts have
   * none: answers the languages made (empty for a draft or a document gone).
   */
  async make(documentId: string, language?: Language): Promise<{ language: Language; fileId: string; created: boolean }[]> {
    return this.uow.run(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`finance-document-pdf:${documentId}`]);
      const found = await this.read(documentId, m);
      if (!found || found.document.status === 'DRAFT' || !found.document.documentNo) return [];
      const stored = await this.stored(documentId, m);
      const languages = language ? [language] : [...new Set<Language>([found.language, ...stored.keys()])];
      const stamp = (await this.stamps.stampOf(m, documentId)) ?? undefined;
      const company = companyDetailsOf(this.config);
      const made = [];
      for (const lang of languages) {
        const pdf = await renderFinanceDocument(found.document, company, lang, { eInvoice: stamp });
        const before = stored.get(lang);
        const old = before && (await this.storage.describe(before.fileId, m));
        if (before && old?.sha256 === createHash('sha256').update(pdf).digest('hex')) {
          await m.query(`UPDATE finance.document_files SET document_version = $3 WHERE document_id = $1 AND language = $2`, [
            documentId,
            lang,
            found.version,
          ]);
          made.push({ language: lang, fileId: before.fileId, created: false });
          continue;
        }
        // Made here, not uploaded: its type is ours and the upload limit does not apply.
        const file = await this.storage.saveGenerated(
          m,
          { fileName: `${found.document.documentNo}-${lang}.pdf`, contentType: 'application/pdf', body: pdf },
          { purpose: FINANCE_DOCUMENT_PURPOSE, organizationId: found.organizationId, uploadedBy: null },
        );
        await m.query(
          `INSERT INTO finance.document_files (document_id, language, file_id, document_version) VALUES ($1, $2, $3, $4)
           ON CONFLICT (document_id, language) DO UPDATE
             SET file_id = EXCLUDED.file_id, document_version = EXCLUDED.document_version, made_at = now()`,
          [documentId, lang, file.id, found.version],
        );
        if (before) await this.storage.delete(m, before.fileId);
        made.push({ language: lang, fileId: file.id, created: true });
      }
      return made;
    });
  }
}
