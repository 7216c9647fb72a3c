import type { Language } from '@bo/shared';
import { defineJob } from '../../../core/queue/job';
import { QueueName } from '../../../core/queue/queue-names';

/**
 * Ids only (job data is kept with failed jobs and read by operators): the job reads the document
 * when it runs. No `language`: the buyer's, and every other language already stored (remade).
 */
export type MakeDocumentPdfPayload = { documentId: string; language?: Language };
export const MakeDocumentPdf = defineJob<MakeDocumentPdfPayload>(QueueName.Documents, 'make-finance-document-pdf');
