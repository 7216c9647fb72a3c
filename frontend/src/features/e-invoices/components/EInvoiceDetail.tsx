import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBan, IconExternalLink, IconRefresh, IconSend, IconUserX } from '@tabler/icons-react';
import {
  EINVOICE_SUBJECT,
  labelOf,
  PERMISSIONS,
  SCREEN_PATHS,
  type EInvoice,
  type EInvoiceAttempt,
  type EInvoiceIssueView,
  type EInvoiceResult,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/hooks';
import { errorMessage } from '../../../lib/api';
import { toastError, toastSuccess } from '../../../lib/toast';
import { columnsOf } from '../../../ui/columns';
import { DataTable } from '../../../ui/DataTable';
import { formatDate } from '../../../ui/dates';
import { Facts, Section } from '../../../ui/Facts';
import { money } from '../../../ui/money';
import { OverListPage } from '../../../ui/OverList';
import { PageLoader } from '../../../ui/PageLoader';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { useConfirm } from '../../../ui/resource';
import { StatusChip } from '../../../ui/StatusChip';
import { useLanguage } from '../../../ui/useLanguage';
import {
  useCancelEInvoiceMutation,
  useEInvoiceLogQuery,
  useRecordEInvoiceRejectionMutation,
  useRefreshEInvoiceMutation,
  useRetryEInvoiceMutation,
  useSubmitEInvoiceMutation,
} from '../e-invoices.api';
import { actionsFor, cancelDeadline, documentRef, ID_PARAM, issueText, stateChip, type EInvoiceAction } from '../einvoice-words';

/** What MyInvois keeps of a cancellation's or a rejection's reason. */
const REASON_MAX = 300;

/**
 * One e-invoice (`?id=` over the list; live like the list): its record at MyInvois (UUID, long id,
 * the validation link to MyInvois's share page), the findings that keep it from being Valid in the
 * user's language, its submit log, and what may be done to it in its state, each confirmed first.
 */
export function EInvoiceDetail({ id }: { id: string }) {
  const { t } = useTranslation('e-invoices');
  const { data, error, isLoading } = useEInvoiceLogQuery(id);
  let content;
  if (error !== undefined && !data) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert" title={t('detail.loadFailed')}>
        {errorMessage(error, t('common:resource.loadFailedText'))}
      </Alert>
    );
  } else if (isLoading || !data) content = <PageLoader />;
  else content = <EInvoiceView record={data.eInvoice} attempts={data.attempts} />;
  return (
    <OverListPage
      listPath={SCREEN_PATHS.eInvoiceSubmission}
      param={ID_PARAM}
      backLabel={t('detail.back')}
      backTestId="einvoice-back"
    >
      {content}
    </OverListPage>
  );
}

type IssueRow = EInvoiceIssueView & { index: number };

export function EInvoiceView({ record, attempts }: { record: EInvoice; attempts: EInvoiceAttempt[] }) {
  const { t } = useTranslation('e-invoices');
  const language = useLanguage();
  const can = useCan();
  const [confirm, confirmDialog] = useConfirm();
  const [askReason, reasonDialog] = useReasonDialog();
  const [busy, setBusy] = useState<EInvoiceAction | null>(null);
  const [submit] = useSubmitEInvoiceMutation();
  const [refresh] = useRefreshEInvoiceMutation();
  const [retry] = useRetryEInvoiceMutation();
  const [cancel] = useCancelEInvoiceMutation();
  const [reject] = useRecordEInvoiceRejectionMutation();
  const none = '—';
  const number = record.documentNo;
  const deadline = cancelDeadline(record);
  const pastDeadline = deadline !== null && deadline.getTime() < Date.now();
  const actions = can(PERMISSIONS.eInvoicesEdit) ? actionsFor(record) : [];

  /** Runs a call; its answer's message is the success toast, a refusal's the error toast. */
  const run = async (action: EInvoiceAction, call: () => Promise<EInvoiceResult>) => {
    setBusy(action);
    try {
      toastSuccess((await call()).message);
    } catch (failure) {
      toastError(errorMessage(failure, t('actions.failed')));
    } finally {
      setBusy(null);
    }
  };
  const confirmed = async (action: 'submit' | 'retry' | 'refresh', call: () => Promise<EInvoiceResult>) => {
    const yes = await confirm({
      title: t(`actions.${action}Title`),
      message: t(`actions.${action}Text`, { number }),
      confirmLabel: t(`actions.${action}`),
    });
    if (yes) await run(action, call);
  };
  const withReason = async (action: 'cancel' | 'reject') => {
    const reason = await askReason({
      title: t(`actions.${action}Title`),
      message: t(`actions.${action}Text`, { number }),
      confirmLabel: t(`actions.${action}`),
      label: t('actions.reason'),
      danger: true,
      required: true,
      max: REASON_MAX,
    });
    if (reason === null) return;
    const body = { eInvoiceId: record.eInvoiceId, reason };
    await run(action, () => (action === 'cancel' ? cancel(body) : reject(body)).unwrap());
  };
  const buttons: Record<EInvoiceAction, () => void> = {
    submit: () => void confirmed('submit', () => submit(documentRef(record)).unwrap()),
    retry: () => void confirmed('retry', () => retry(record.eInvoiceId).unwrap()),
    refresh: () => void confirmed('refresh', () => refresh(documentRef(record)).unwrap()),
    cancel: () => void withReason('cancel'),
    reject: () => void withReason('reject'),
  };
  const icons = { submit: IconSend, retry: IconSend, refresh: IconRefresh, cancel: IconBan, reject: IconUserX };

  const issue = columnsOf<IssueRow>();
  const attempt = columnsOf<EInvoiceAttempt>();
  const date = (value: string | null) => (value ? formatDate(value, 'displayDateTime') : none);

  return (
    <Stack gap="md" data-testid="einvoice-detail" data-state={record.state}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" data-testid="page-title">
            {t('detail.title', { number })}
          </Title>
          <span data-testid="einvoice-state">
            <StatusChip {...stateChip(record.state, language)} />
          </span>
        </Group>
        {actions.length > 0 && (
          <Group gap="sm" wrap="wrap">
            {actions.map((action) => {
              const Icon = icons[action];
              const danger = action === 'cancel' || action === 'reject';
              return (
                <Button
                  key={action}
                  variant={danger ? 'light' : action === 'refresh' ? 'default' : 'filled'}
                  color={danger ? 'red' : undefined}
                  leftSection={<Icon size={16} />}
                  loading={busy === action}
                  onClick={buttons[action]}
                  data-testid={`einvoice-${action}`}
                >
                  {t(`actions.${action}`)}
                </Button>
              );
            })}
          </Group>
        )}
      </Group>
      {record.waitingFor && (
        <Alert color="blue" variant="light" data-testid="einvoice-waiting">
          {t('detail.waitingFor', { invoiceNo: record.waitingFor })}
        </Alert>
      )}
      {record.state === 'CANCELLED' && (
        <Alert color="red" variant="light" title={t('detail.cancelled')} data-testid="einvoice-cancel-reason">
          {record.cancelReason || none}
        </Alert>
      )}
      {record.state === 'REJECTION_REQUESTED' && (
        <Alert color="red" variant="light" title={t('detail.rejected')} data-testid="einvoice-rejection-reason">
          {record.rejectionReason || none}
        </Alert>
      )}
      {(record.state === 'VALID' || record.state === 'REJECTION_REQUESTED') && deadline && (
        <Text size="sm" c={pastDeadline ? 'red' : 'dimmed'} data-testid="einvoice-cancel-window">
          {pastDeadline ? t('detail.cancelOver') : t('detail.cancelUntil', { at: date(deadline.toISOString()) })}
        </Text>
      )}
      <Section title={t('detail.record')}>
        <Facts
          facts={[
            [t('fields.subject'), labelOf(EINVOICE_SUBJECT, record.subject, language)],
            [t('fields.typeCode'), record.typeCode],
            [t('fields.buyer'), record.buyerName ?? none],
            [t('fields.buyerTin'), record.buyerTin ?? none],
            [t('fields.total'), money(record.total, record.currencyCode)],
            record.period !== null && [t('fields.period'), `${record.period} (${record.coveredDocuments ?? 0})`],
            [t('fields.uuid'), record.uuid ?? none, 'einvoice-uuid'],
            [t('fields.longId'), record.longId ?? none, 'einvoice-long-id'],
            [t('fields.submissionUid'), record.submissionUid ?? none],
            [
              t('fields.validationLink'),
              record.validationUrl ? (
                <Anchor
                  href={record.validationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="einvoice-validation-link"
                >
                  {t('detail.openAtMyInvois')} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
                </Anchor>
              ) : (
                none
              ),
            ],
            [t('fields.validatedAt'), date(record.validatedAt), 'einvoice-validated-at'],
            [t('fields.attempts'), String(record.attempts)],
            [t('fields.createdAt'), date(record.createdAt)],
            [t('fields.updatedAt'), date(record.updatedAt)],
          ]}
        />
      </Section>
      {record.issues.length > 0 && (
        <Section title={t('detail.issues')} testId="einvoice-issues">
          <Text size="sm" c="dimmed">
            {t(record.state === 'INVALID_LOCALLY' ? 'detail.issuesLocal' : 'detail.issuesLhdn')}
          </Text>
          <DataTable
            rows={record.issues.map((row, index) => ({ ...row, index }))}
            rowKey={(row) => String(row.index)}
            testId="einvoice-issue-table"
            columns={[
              issue.text('path', t('fields.issueField'), { value: (row) => row.path ?? none }),
              issue.text('rule', t('fields.issueRule')),
              issue.text('en', t('fields.issueText'), { value: (row) => issueText(row, language) }),
            ]}
          />
        </Section>
      )}
      <Section title={t('detail.log')} testId="einvoice-log">
        <DataTable
          rows={attempts}
          rowKey={(row) => `${row.attempt}-${row.action}-${row.at}`}
          testId="einvoice-log-table"
          emptyText={t('detail.noLog')}
          columns={[
            attempt.date('at', t('fields.at')),
            attempt.text('action', t('fields.action'), {
              value: (row) => t(`logActions.${row.action}`, { defaultValue: row.action }),
            }),
            attempt.status('state', t('fields.state'), (row) => stateChip(row.state, language)),
            attempt.text('attempt', t('fields.attempt'), { align: 'right' }),
            attempt.text('message', t('fields.message'), { value: (row) => row.message ?? none }),
          ]}
        />
      </Section>
      {confirmDialog}
      {reasonDialog}
    </Stack>
  );
}
