import { useEffect, useState } from 'react';
import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { apiErrorSchema, HEADERS, pagePathHeaderValue, type SupportingDocument } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { API_BASE_URL } from '../../../lib/api';
import { selectToken } from '../../../lib/session';

const NAMESPACE = 'organizations';

/**
 * Fetches a supporting document through its authorized download (bearer token; a bare URL would
 * carry no credentials and must never be handed out) and keeps it as an object URL while shown.
 */
async function fetchDocument(path: string, token: string | null, language: string): Promise<Blob> {
  const url = `${API_BASE_URL.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const headers: Record<string, string> = { 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  headers[HEADERS.pagePath] = pagePathHeaderValue(window.location.pathname);
  const response = await fetch(url, { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new Error(body.success ? body.data.message : response.statusText);
  }
  return response.blob();
}

/** A modal showing one document (images inline, PDFs in the browser's viewer) with a download button. */
export function DocumentViewer({ document, onClose }: { document: SupportingDocument | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<{ url?: string; error?: string }>({});

  useEffect(() => {
    if (!document) return;
    let url: string | undefined;
    let cancelled = false;
    setState({});
    fetchDocument(document.downloadPath, token, i18n.resolvedLanguage ?? 'en')
      .then((blob) => {
        // The server names the type from the content it checked; keep it for the viewer.
        url = URL.createObjectURL(new Blob([blob], { type: document.contentType }));
        if (cancelled) URL.revokeObjectURL(url);
        else setState({ url });
      })
      .catch((error: unknown) => !cancelled && setState({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [document, token, i18n.resolvedLanguage]);

  const isImage = document?.contentType.startsWith('image/');
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document?.fileName}
      size="xl"
      centered
      data-testid="document-viewer"
    >
      <Stack gap="md">
        {state.error ? (
          <Text c="red" role="alert">
            {state.error}
          </Text>
        ) : !state.url ? (
          <Center mih={200}>
            <Loader aria-label={t('documents.loading')} />
          </Center>
        ) : isImage ? (
          <Image src={state.url} alt={document?.fileName ?? ''} mah="70vh" fit="contain" data-testid="document-image" />
        ) : (
          <iframe
            src={state.url}
            title={document?.fileName ?? ''}
            style={{ width: '100%', height: '70vh', border: 0 }}
            data-testid="document-frame"
          />
        )}
        <Group justify="flex-end">
          <Button
            component="a"
            href={state.url}
            download={document?.fileName}
            leftSection={<IconDownload size={16} />}
            disabled={!state.url}
            data-testid="document-download"
          >
            {t('documents.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
