import { useEffect, useState } from 'react';
import { Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { TopUpItem } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { fetchApiFile } from '../../../lib/download';
import { selectToken } from '../../../lib/session';
import { slipDownloadPath } from '../credit.api';

const NAMESPACE = 'credit';

/** The server names the checked type; the file name is the fallback when it answers a generic one. */
const isImage = (type: string | undefined, name: string | undefined) =>
  Boolean(type?.startsWith('image/')) || /\.(png|jpe?g)$/i.test(name ?? '');

/**
 * The bank-in slip of a top-up: fetched through its authorized download (the API checks the
 * caller may see the top-up, organization included) and shown from an object URL, an image
 * inline and a PDF in the browser's viewer, with a download button.
 */
export function SlipViewer({ topUp, onClose }: { topUp: TopUpItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<{ url?: string; type?: string; name?: string; error?: string }>({});

  useEffect(() => {
    if (!topUp) return;
    let url: string | undefined;
    let cancelled = false;
    setState({});
    fetchApiFile(slipDownloadPath(topUp.topUpId), {
      token,
      language: i18n.resolvedLanguage ?? 'en',
      fallbackName: topUp.slipFileName ?? 'slip',
    })
      .then(({ blob, fileName }) => {
        url = URL.createObjectURL(blob);
        if (cancelled) URL.revokeObjectURL(url);
        else setState({ url, type: blob.type, name: topUp.slipFileName ?? fileName });
      })
      .catch((error: unknown) => !cancelled && setState({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [topUp, token, i18n.resolvedLanguage]);

  const title = topUp ? t('slip.title', { reference: topUp.bankInReference }) : '';
  return (
    <Modal opened={topUp !== null} onClose={onClose} title={title} size="xl" centered data-testid="slip-viewer">
      <Stack gap="md">
        {state.error ? (
          <Text c="red" role="alert">
            {state.error}
          </Text>
        ) : !state.url ? (
          <Center mih={200}>
            <Loader aria-label={t('slip.loading')} />
          </Center>
        ) : isImage(state.type, state.name) ? (
          <Image
            src={state.url}
            alt={t('slip.alt', { reference: topUp?.bankInReference ?? '' })}
            mah="70vh"
            fit="contain"
            data-testid="slip-image"
          />
        ) : (
          <iframe src={state.url} title={title} style={{ width: '100%', height: '70vh', border: 0 }} data-testid="slip-frame" />
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {state.name}
          </Text>
          <Button
            component="a"
            href={state.url}
            download={state.name}
            leftSection={<IconDownload size={16} />}
            disabled={!state.url}
            data-testid="slip-download"
          >
            {t('slip.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
