import { useAppSelector } from '../../app/hooks';
import { selectToken } from '../../lib/session';
import { useLanguage } from '../../ui/useLanguage';
import type { DocumentKindDefinition } from './document-kinds';
import { downloadDocumentPdf } from './document-pdf';
import { useDeactivateDocumentMutation, useGeneratePdfMutation, useIssueDocumentMutation } from './invoicing.api';

interface DocumentRef {
  documentId: string;
  documentNo: string | null;
}

/**
 * What the list's row actions and the document's own page do to one document, each answering the
 * server's message (the success toast) and throwing its refusal (the error toast).
 */
export function useDocumentCommands(definition: DocumentKindDefinition) {
  const [issue] = useIssueDocumentMutation();
  const [deactivate] = useDeactivateDocumentMutation();
  const [generatePdf] = useGeneratePdfMutation();
  const token = useAppSelector(selectToken);
  const language = useLanguage();
  const kind = definition.kind;
  return {
    issue: async (document: DocumentRef) => (await issue({ kind, documentId: document.documentId }).unwrap()).message,
    deactivate: async (document: DocumentRef, reason: string) =>
      (await deactivate({ kind, documentId: document.documentId, reason }).unwrap()).message,
    /** The PDF if made; else it is asked for, and the answer says it is being prepared. */
    pdf: async (document: DocumentRef): Promise<string | void> => {
      if (await downloadDocumentPdf(definition, document, { token, language })) return;
      return (await generatePdf({ kind, documentId: document.documentId, language }).unwrap()).message;
    },
  };
}
