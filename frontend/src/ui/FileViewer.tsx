import { useEffect, useState } from 'react';
import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../app/hooks';
import { fetchApiFile } from '../lib/download';
import { selectToken } from '../lib/session';

export interface ViewedFile {
  /** API path of the authorized download. */
  path: string;
  fileName: string;
  /** The type the server judged from the content, when the caller knows it. */
  contentType?: string;
}

const isImage = (type: string | undefined, name: string) => Boolean(type?.startsWith('image/')) || /\.(png|jpe?g)$/i.test(name);

/**
 * A modal showing one uploaded file (images inline, PDFs in the browser's viewer) with a download
 * button. The file is fetched through its authorized download with the session's token (a bare URL
 * would carry no credentials and must never be handed out) and kept as an object URL while shown.
 * Test ids: `<testId>-viewer`, `-image`, `-frame`, `-download`.
 */
export function FileViewer({
  file,
  title,
  alt,
  testId,
  onClose,
}: {
  file: ViewedFile | null;
  title: string;
  alt?: string;
  testId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<{ url?: string; type?: string; error?: string }>({});

  // Keyed by the path (callers may pass a new object each render), not by the object.
  const path = file?.path;
  const declaredType = file?.contentType;
  useEffect(() => {
    if (!path) return;
    let url: string | undefined;
    let cancelled = false;
    setState({});
    fetchApiFile(path, { token, language: i18n.resolvedLanguage ?? 'en' })
      .then(({ blob }) => {
        const type = declaredType ?? blob.type;
        url = URL.createObjectURL(new Blob([blob], { type }));
        if (cancelled) URL.revokeObjectURL(url);
        else setState({ url, type });
      })
      .catch((error: unknown) => !cancelled && setState({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, declaredType, token, i18n.resolvedLanguage]);

  return (
    <Modal opened={file !== null} onClose={onClose} title={title} size="xl" centered data-testid={`${testId}-viewer`}>
      <Stack gap="md">
        {state.error ? (
          <Text c="red" role="alert">
            {state.error}
          </Text>
        ) : !state.url || !file ? (
          <Center mih={200}>
            <Loader aria-label={t('file.loading', { name: file?.fileName ?? '' })} />
          </Center>
        ) : isImage(state.type, file.fileName) ? (
          <Image src={state.url} alt={alt ?? file.fileName} mah="70vh" fit="contain" data-testid={`${testId}-image`} />
        ) : (
          <iframe
            src={state.url}
            title={title}
            style={{ width: '100%', height: '70vh', border: 0 }}
            data-testid={`${testId}-frame`}
          />
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {file?.fileName}
          </Text>
          <Button
            component="a"
            href={state.url}
            download={file?.fileName}
            leftSection={<IconDownload size={16} />}
            disabled={!state.url}
            data-testid={`${testId}-download`}
          >
            {t('file.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What `useFileViewer` shows: the file, the dialog's title and image text, the test id prefix. */
export interface FileViewRequest extends ViewedFile {
  title: string;
  alt?: string;
  testId: string;
}

/**
 * The viewer as a hook, for a row action or a cell button: `const [viewFile, viewer] = useFileViewer()`,
 * `viewFile({ path, fileName, title, alt, testId })`; render `viewer` once.
 */
export function useFileViewer() {
  const [request, setRequest] = useState<FileViewRequest | null>(null);
  const viewer = (
    <FileViewer
      file={request}
      title={request?.title ?? ''}
      alt={request?.alt}
      testId={request?.testId ?? 'file'}
      onClose={() => setRequest(null)}
    />
  );
  return [setRequest as (request: FileViewRequest) => void, viewer] as const;
}
