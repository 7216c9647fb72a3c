import { fetchApiFile } from '../../lib/download';
import { downloadFile } from '../../ui/resource';
import type { DocumentKindDefinition } from './document-kinds';

/**
 * Downloads an issued document's PDF through its authorized download. While the PDF is not made
 * yet the API refuses (DOCUMENT_PDF_NOT_READY); the caller then asks for it (generatepdf) and says
 * so. Answers whether the file was downloaded.
 */
export async function downloadDocumentPdf(
  definition: DocumentKindDefinition,
  document: { documentId: string; documentNo: string | null },
  session: { token: string | null; language: string },
): Promise<boolean> {
  try {
    const file = await fetchApiFile(definition.api.download, {
      ...session,
      method: 'POST',
      body: { documentId: document.documentId },
      fallbackName: `${document.documentNo ?? document.documentId}.pdf`,
    });
    downloadFile(file.fileName, file.blob);
    return true;
  } catch {
    return false;
  }
}
