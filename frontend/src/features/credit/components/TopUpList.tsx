import { IconArrowBackUp, IconBan, IconCheck, IconFileSearch, IconPlus, IconX } from '@tabler/icons-react';
import {
  formatMessage,
  labelOf,
  PAYMENT_METHOD,
  PERMISSIONS,
  TOP_UP_PAYMENT_TYPE,
  TOP_UP_STATUS,
  type TopUpItem,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { actionsOf } from '../../../ui/actions';
import { columnsOf } from '../../../ui/columns';
import { useFileViewer } from '../../../ui/FileViewer';
import { filter } from '../../../ui/filters';
import { money } from '../../../ui/money';
import { useReasonDialog } from '../../../ui/ReasonDialog';
import { ResourceList } from '../../../ui/resource';
import { useLanguage } from '../../../ui/useLanguage';
import { creditApi, slipDownloadPath, useCancelTopUpMutation, useProcessTopUpMutation } from '../credit.api';
import { addTopUpPath, type TopUpTab } from '../paths';

const column = columnsOf<TopUpItem>();
/** The queue is worked oldest first; decided ones show the latest decision first. */
export const PENDING_SORT = { key: 'requestedAt', order: 'asc' } as const;
const DECIDED_SORT = { key: 'decidedAt', order: 'desc' } as const;
const TONE = { VERIFY: 'success', PEND: 'primary' } as const;
const { creditApprove, creditCreate } = PERMISSIONS;
const decided = (row: TopUpItem) => row.status !== 'PEND';
/** Only an approved top-up can be undone, and only once. */
const notUndoable = (row: TopUpItem) => row.status !== 'VERIFY' || row.undone;

/**
 * Top-ups of one status (a tab of /credit/credit-topups-payments): filters, paging and sort in the
 * URL, the slip through its authorized download, and for approvers approve, reject with a reason
 * and undo of an approved one, each confirmed first. New requests arrive live (routes.tsx).
 */
export function TopUpList({ status, organizationScoped: scoped }: { status: TopUpTab; organizationScoped: boolean }) {
  const { t } = useTranslation('credit');
  const language = useLanguage();
  const [processTopUp] = useProcessTopUpMutation();
  const [cancelTopUp] = useCancelTopUpMutation();
  const [askReason, reasonDialog] = useReasonDialog();
  const [viewFile, fileViewer] = useFileViewer();
  const describe = (row: TopUpItem) => ({
    amount: money(row.amount, row.currencyCode),
    organization: row.organizationName ?? '',
    reference: row.bankInReference,
  });
  const action = actionsOf<TopUpItem>({ t, prefix: 'decision', describe, askReason });
  const decide = (decision: 'VERIFY' | 'REJECT' | 'UNDO') => async (row: TopUpItem, reason?: string) =>
    (await processTopUp({ topUpId: row.topUpId, action: decision, reason: reason || undefined }).unwrap()).message;
  const cancel = async (row: TopUpItem) => (await cancelTopUp({ topUpId: row.topUpId }).unwrap()).message;
  const approver = { permission: creditApprove, hidden: decided };
  const viewSlip = ({ topUpId, slipFileName, bankInReference: reference }: TopUpItem) =>
    viewFile({
      path: slipDownloadPath(topUpId),
      fileName: slipFileName ?? 'slip',
      title: t('slip.title', { reference }),
      alt: t('slip.alt', { reference }),
      testId: 'slip',
    });
  const slip = action.run('slip', IconFileSearch, viewSlip, { label: t('slip.view'), hidden: (row) => !row.hasSlip });
  const slipLabel = (row: TopUpItem) => t('slip.viewOf', { reference: row.bankInReference });
  const chip = (row: TopUpItem) => ({
    label: labelOf(TOP_UP_STATUS, row.status, language),
    tone: TONE[row.status as 'PEND'] ?? 'error',
    note: row.undone ? t('status.undone') : null,
  });
  const rejectReason = {
    label: t('decision.reason'),
    validate: (text: string) => (text === '' ? formatMessage('TOP_UP_REASON_REQUIRED', language) : null),
  };
  const undoReason = { optional: true, label: t('decision.reason'), description: t('decision.reasonOptional') };

  return (
    <>
      <ResourceList
        title={t(`tabs.title.${status}`)}
        description={t(`tabs.subtitle.${status}`)}
        endpoint={creditApi.endpoints.topUpList}
        fixedQuery={{ status }}
        columns={[
          column.date('requestedAt', t('fields.requestedAt'), { sort: true }),
          column.text('organizationName', t('fields.organizationName'), { sort: true, when: !scoped }),
          column.money('amount', t('fields.amount'), { sort: true }),
          column.lines('payment', t('fields.payment'), (row) => [
            labelOf(TOP_UP_PAYMENT_TYPE, row.paymentType, language),
            labelOf(PAYMENT_METHOD, row.paymentMethod, language),
          ]),
          column.text('bankName', t('fields.bank')),
          column.text('bankInReference', t('fields.bankInReference')),
          column.date('bankInDateTime', t('fields.bankInDateTime')),
          column.action('slip', t('fields.slip'), slip, {
            value: (row) => row.slipFileName,
            ariaLabel: slipLabel,
            testId: 'view-slip',
          }),
          // Each tab holds one status; only an approved one can be undone since, so that tab shows which.
          column.status('status', t('fields.status'), chip, { when: status === 'VERIFY' }),
          column.date('decidedAt', t('fields.decidedAt'), { sort: true, when: status !== 'PEND' }),
          column.text('reason', t('fields.reason'), { when: status === 'REJECT' }),
        ]}
        filters={[
          // An agency user sees its own organization only: no organization filter to offer.
          !scoped && filter.text('organizationName', t('fields.organizationName')),
          filter.text('currencyCode', t('fields.currencyCode'), { placeholder: 'MYR' }),
          filter.enumeration('paymentType', t('fields.paymentType'), TOP_UP_PAYMENT_TYPE, language),
          // The search (Ctrl+K) opens a top-up here by its reference.
          filter.text('bankInReference', t('fields.bankInReference')),
        ]}
        rowActions={[
          slip,
          action.confirmed('approve', IconCheck, decide('VERIFY'), approver),
          action.withReason('reject', IconX, decide('REJECT'), rejectReason, approver),
          action.withReason('undo', IconArrowBackUp, decide('UNDO'), undoReason, { ...approver, hidden: notUndoable }),
          // The requesting organization may withdraw a request nobody has decided yet.
          scoped && action.destructive('cancel', IconBan, cancel, { ...approver, permission: creditCreate }),
        ]}
        create={
          scoped && {
            label: t('topUp.open'),
            to: addTopUpPath(),
            permission: creditCreate,
            icon: IconPlus,
            testId: 'request-top-up',
          }
        }
        rowKey={(row) => row.topUpId}
        rowLabel={(row) => `${row.bankInReference} ${money(row.amount, row.currencyCode)}`}
        defaultSort={status === 'PEND' ? PENDING_SORT : DECIDED_SORT}
        exportName={`top-ups-${status.toLowerCase()}`}
        emptyText={t(`tabs.empty.${status}`)}
        testId={`top-up-table-${status}`}
      />
      {fileViewer}
      {reasonDialog}
    </>
  );
}
