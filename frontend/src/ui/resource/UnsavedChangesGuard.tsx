import { useEffect, useRef } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets a dialog (react-router
 * `useBlocker`), closing or reloading the tab the browser's own prompt. `when` is read at the
 * moment of leaving, so it always sees the form's latest state.
 */
export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  const { t } = useTranslation();
  const latest = useRef(when);
  latest.current = when;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && latest.current(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current()) return;
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title={t('resource.unsavedTitle')}
      centered
      data-testid="unsaved-dialog"
    >
      <Stack gap="lg">
        <Text>{t('resource.unsavedText')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-testid="unsaved-stay" data-autofocus>
            {t('resource.unsavedStay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
            {t('resource.unsavedLeave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
