import { Box } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { useTranslation } from 'react-i18next';
import { PROGRESS_DEFAULTS, TOAST_DEFAULTS } from './theme';

/**
 * The toast container and the navigation progress bar. Not needed to show the first screen, so
 * App loads this module beside it (their code: transitions, swipe to dismiss, scroll lock; see
 * bench/bundle). A toast shown earlier waits in @mantine/notifications' store until it is here.
 */
export default function Overlays() {
  const { t } = useTranslation();
  return (
    <>
      {/* The toasts in a landmark of their own (a screen reader finds them; axe's 'region'). */}
      <Box component="section" aria-label={t('notifications.toasts')} data-testid="toasts">
        <Notifications {...TOAST_DEFAULTS} withinPortal={false} />
      </Box>
      <NavigationProgress
        size={PROGRESS_DEFAULTS.size}
        stepInterval={PROGRESS_DEFAULTS.stepInterval}
        aria-label={t('app.loading')}
      />
    </>
  );
}
