import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { MONTH_ABBREVIATIONS, PERMISSIONS, type Language } from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { useLanguage } from '../../../ui/useLanguage';
import { usePeriodLockQuery, useSetPeriodLockMutation } from '../invoicing.api';

/** 'YYYY-MM' as the lists name a month ('Oct 2026', 'Okt 2026'). */
export function monthLabel(month: string, language: Language): string {
  const [year, number] = month.split('-');
  return `${MONTH_ABBREVIATIONS[language][Number(number) - 1] ?? number} ${year}`;
}

/**
 * The period lock on the invoices' header (staff): "Closed through: Oct 2026", and for approvers
 * [Change], a dialog with a month picker whose choice is confirmed in words (what a closed month
 * refuses), or reopening every month, confirmed too. The API answers the toast (PERIOD_LOCK_SAVED).
 */
export function PeriodLockControl() {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const can = useCan();
  const { data: lock } = usePeriodLockQuery(undefined);
  const [opened, setOpened] = useState(false);
  if (!lock) return null;
  const locked = lock.lockedThrough;
  return (
    <Group gap="xs" wrap="nowrap" data-testid="period-lock">
      <Text size="sm" c="dimmed" data-testid="period-lock-state">
        {locked ? t('periodLock.closedThrough', { month: monthLabel(locked, language) }) : t('periodLock.none')}
      </Text>
      {can(PERMISSIONS.invoicesApprove) && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconLock size={14} />}
          onClick={() => setOpened(true)}
          data-testid="period-lock-change"
        >
          {t('periodLock.change')}
        </Button>
      )}
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('periodLock.title')} centered size="md">
        {opened && <PeriodLockDialog lockedThrough={locked} onDone={() => setOpened(false)} />}
      </Modal>
    </Group>
  );
}

/**
 * Pick a month, then confirm (the same dialog names what closing it means); or reopen, confirmed.
 * A refusal stays in the dialog.
 */
export function PeriodLockDialog({ lockedThrough, onDone }: { lockedThrough: string | null; onDone: () => void }) {
  const { t } = useTranslation('invoicing');
  const language = useLanguage();
  const [month, setMonth] = useState<string | null>(lockedThrough ? `${lockedThrough}-01` : null);
  // The change waiting for its confirmation: a month, or null (reopen); undefined while picking.
  const [asked, setAsked] = useState<string | null | undefined>(undefined);
  const [save, { isLoading }] = useSetPeriodLockMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      toastSuccess((await save({ lockedThrough: asked ?? null }).unwrap()).message);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error, t('form.actionFailed')));
    }
  };

  if (asked !== undefined) {
    return (
      <Stack gap="md" data-testid="period-lock-confirm">
        <Text fw={600}>
          {asked ? t('periodLock.confirmClose', { month: monthLabel(asked, language) }) : t('periodLock.confirmReopen')}
        </Text>
        <Text size="sm">{asked ? t('periodLock.closeEffect') : t('periodLock.reopenEffect')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="period-lock-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsked(undefined)} data-testid="period-lock-back">
            {t('periodLock.back')}
          </Button>
          <Button
            color={asked ? undefined : 'red'}
            loading={isLoading}
            onClick={() => void confirm()}
            data-testid="period-lock-confirm-ok"
          >
            {asked ? t('periodLock.confirmCloseButton') : t('periodLock.confirmReopenButton')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const picked = month ? month.slice(0, 7) : null;
  return (
    <Stack gap="md" data-testid="period-lock-dialog">
      <MonthPickerInput
        label={t('periodLock.month')}
        description={t('periodLock.monthHint')}
        placeholder={t('periodLock.monthPlaceholder')}
        value={month}
        onChange={setMonth}
        valueFormat="MMM YYYY"
        popoverProps={{ withinPortal: true }}
        data-testid="period-lock-month"
      />
      <Group justify="space-between" gap="sm">
        {lockedThrough ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLockOpen size={16} />}
            onClick={() => setAsked(null)}
            data-testid="period-lock-reopen"
          >
            {t('periodLock.reopen')}
          </Button>
        ) : (
          <span />
        )}
        <Button disabled={!picked || picked === lockedThrough} onClick={() => setAsked(picked)} data-testid="period-lock-next">
          {t('periodLock.next')}
        </Button>
      </Group>
    </Stack>
  );
}
