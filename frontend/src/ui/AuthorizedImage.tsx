import { useEffect, useState } from 'react';
import { Center, Image, Loader, Text, type ImageProps } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useAppSelector } from '../app/hooks';
import { fetchApiFile } from '../lib/download';
import { selectToken } from '../lib/session';
import { currentLanguage } from './useLanguage';

/**
 * An image the API serves only to signed-in callers (a hotel photo): fetched with the session's
 * token (an `<img src>` would carry none) and shown from an object URL while mounted.
 * `path` is the API path of the image.
 */
export function AuthorizedImage({
  path,
  alt,
  failedText,
  ...props
}: { path: string; alt: string; failedText: string } & ImageProps) {
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<{ url?: string; failed?: boolean }>({});

  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    setState({});
    fetchApiFile(path, { token, language: currentLanguage() })
      .then(({ blob }) => {
        url = URL.createObjectURL(blob);
        if (cancelled) URL.revokeObjectURL(url);
        else setState({ url });
      })
      .catch(() => !cancelled && setState({ failed: true }));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, token]);

  if (state.url) return <Image src={state.url} alt={alt} {...props} />;
  return (
    <Center h={props.h ?? 160} bg="var(--mantine-color-default-hover)" role={state.failed ? 'img' : undefined} aria-label={alt}>
      {state.failed ? (
        <Text size="sm" c="dimmed">
          <IconPhotoOff size={16} aria-hidden /> {failedText}
        </Text>
      ) : (
        <Loader size="sm" aria-hidden />
      )}
    </Center>
  );
}
