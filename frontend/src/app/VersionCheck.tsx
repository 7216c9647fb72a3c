import { useEffect } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast';

/** Spec section 9: the latest-build file is polled every hour; a reload is not offered twice within 10 s. */
export const LATEST_BUILD_POLL_MS = 60 * 60 * 1000;
const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = 'bo.lastVersionReload';

interface BuildMeta {
  version: string;
  builtAt: string;
  commit?: string;
}

async function fetchLatestBuild(): Promise<BuildMeta | null> {
  try {
    const response = await fetch('/latest-build.json', { cache: 'no-store' });
    if (!response.ok) return null;
    return (await response.json()) as BuildMeta;
  } catch {
    return null;
  }
}

function isNewer(latest: BuildMeta, current: BuildMeta) {
  return latest.builtAt !== current.builtAt || latest.version !== current.version;
}

/** Tells the user when a newer web app has been deployed since this page was loaded. */
export function VersionCheck() {
  const { t } = useTranslation();
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    let shown = false;
    const check = async () => {
      const latest = await fetchLatestBuild();
      if (shown || !latest || !isNewer(latest, __BUILD_META__)) return;
      const lastReload = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - lastReload < RELOAD_GUARD_MS) return;
      shown = true;
      toast({
        id: 'new-version',
        autoClose: false,
        message: (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('version.newAvailable')}</Text>
            <Button
              size="compact-sm"
              onClick={() => {
                sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
                window.location.reload();
              }}
            >
              {t('version.reload')}
            </Button>
          </Group>
        ),
      });
    };
    const timer = window.setInterval(check, LATEST_BUILD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [t]);
  return null;
}
