import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { ApiFileError } from '../../lib/download';
import { selectToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useLanguage } from '../../ui/useLanguage';
import type { DocumentKindDefinition } from './document-kinds';
import { downloadDocumentPdf, whenPdfReady } from './document-pdf';
import {
  useDeactivateDocumentMutation,
  useGeneratePdfMutation,
  useIssueDocumentMutation,
  useSendInvoiceEmailMutation,
} from './invoicing.api';

interface DocumentRef {
  documentId: string;
  documentNo: string | null;
}

/**
 * What the list's row actions and the document's own page do to one document, each answering the
 * server's message (the success toast) and throwing its refusal (the error toast).
 */
export function useDocumentCommands(definition: DocumentKindDefinition) {
  const { t } = useTranslation('invoicing');
  const [issue] = useIssueDocumentMutation();
  const [deactivate] = useDeactivateDocumentMutation();
  const [generatePdf] = useGeneratePdfMutation();
  const [sendEmail] = useSendInvoiceEmailMutation();
  const token = useAppSelector(selectToken);
  const language = useLanguage();
  const kind = definition.kind;

  /** `attempt` retried while the PDF is being made, a loading toast shown meanwhile (hidden once done either way). */
  const withPdf = async <T>(document: DocumentRef, attempt: () => Promise<T>, pdfLanguage?: 'en' | 'ms'): Promise<T> => {
    let preparing: string | undefined;
    try {
      return await whenPdfReady(attempt, {
        request: () => generatePdf({ kind, documentId: document.documentId, language: pdfLanguage }).unwrap(),
        onPreparing: () => {
          preparing = toast({
            loading: true,
            autoClose: false,
            withCloseButton: false,
            title: t('pdf.preparingTitle'),
            message: t('pdf.preparingText', { number: document.documentNo ?? '' }),
            'data-testid': 'pdf-preparing',
          });
        },
      });
    } finally {
      if (preparing) notifications.hide(preparing);
    }
  };

  return {
    issue: async (document: DocumentRef) => (await issue({ kind, documentId: document.documentId }).unwrap()).message,
    deactivate: async (document: DocumentRef, reason: string) =>
      (await deactivate({ kind, documentId: document.documentId, reason }).unwrap()).message,
    /** The PDF (the buyer's language); while it is being made, asked for and waited on a few seconds. */
    pdf: async (document: DocumentRef): Promise<void> => {
      try {
        await withPdf(document, () => downloadDocumentPdf(definition, document, { token, language }));
      } catch (error) {
        // A file refusal in the API error's shape, so the screens' error toast shows its message.
        if (error instanceof ApiFileError)
          throw { status: error.status, data: { code: error.code ?? 'UNKNOWN', message: error.message } };
        throw error;
      }
    },
    /** An issued invoice e-mailed with its PDF (to `email`, else the buyer's address); answers the message naming the address. */
    email: async (document: DocumentRef, request: { email?: string; language?: 'en' | 'ms' }): Promise<string> => {
      const result = await withPdf(
        document,
        () => sendEmail({ documentId: document.documentId, ...request }).unwrap(),
        request.language,
      );
      return result.message;
    },
  };
}
