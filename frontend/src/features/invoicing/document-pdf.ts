import { toApiError } from '../../lib/api-error';
import { ApiFileError, fetchApiFile } from '../../lib/download';
import { downloadFile } from '../../ui/resource';
import type { DocumentKindDefinition } from './document-kinds';

/** The API's refusal while the worker is still making a document's PDF (409). */
export const PDF_NOT_READY = 'DOCUMENT_PDF_NOT_READY';

/** A refusal (a file download's or an RTK Query call's) saying the PDF is not made yet. */
export function isPdfNotReady(error: unknown): boolean {
  if (error instanceof ApiFileError) return error.code === PDF_NOT_READY;
  return toApiError(error)?.code === PDF_NOT_READY;
}

export interface PdfRetryOptions {
  /** Asks the worker for the PDF (generatepdf); called once, at the first refusal. */
  request: () => Promise<unknown>;
  /** Called once when the first try finds the PDF not ready (show "preparing PDF"). */
  onPreparing?: () => void;
  /** Tries after the first (default 5), `delayMs` apart (default 1500 ms). */
  retries?: number;
  delayMs?: number;
  /** Waits `ms` (tests pass one that does not). */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (a PDF download, an e-mail carrying the PDF). While the API answers
 * DOCUMENT_PDF_NOT_READY, the PDF is asked for once and `attempt` tried again a few times a short
 * wait apart: the worker makes a PDF in about a second, so a user who clicks right after issuing
 * gets the file rather than "try again". Any other refusal, or the last not-ready one, is thrown.
 */
export async function whenPdfReady<T>(attempt: () => Promise<T>, options: PdfRetryOptions): Promise<T> {
  const { request, onPreparing, retries = 5, delayMs = 1500, wait = sleep } = options;
  try {
    return await attempt();
  } catch (error) {
    if (!isPdfNotReady(error)) throw error;
  }
  onPreparing?.();
  await request();
  let last: unknown;
  for (let i = 0; i < retries; i += 1) {
    await wait(delayMs);
    try {
      return await attempt();
    } catch (error) {
      if (!isPdfNotReady(error)) throw error;
      last = error;
    }
  }
  throw last;
}

/**
 * Downloads an issued document's PDF through its authorized download, in the buyer's language
 * (the one the worker makes on issue, so usually ready). Throws the refusal (ApiFileError).
 */
export async function downloadDocumentPdf(
  definition: DocumentKindDefinition,
  document: { documentId: string; documentNo: string | null },
  session: { token: string | null; language: string },
): Promise<void> {
  const file = await fetchApiFile(definition.api.download, {
    ...session,
    method: 'POST',
    body: { documentId: document.documentId },
    fallbackName: `${document.documentNo ?? document.documentId}.pdf`,
  });
  downloadFile(file.fileName, file.blob);
}
