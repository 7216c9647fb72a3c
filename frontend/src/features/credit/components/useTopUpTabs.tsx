import { IconArrowBackUp, IconBan, IconCheck, IconPlus, IconX } from '@tabler/icons-react';
import { formatMessage, type TopUpItem } from '@bo/shared';
import { useCan } from '../../../app/hooks';
import { columnsOf } from '../../../ui/columns';
import { money } from '../../../ui/money';
import { listTab, useListKit } from '../../../ui/resource';
import { useCancelTopUpMutation } from '../credit.api';
import { addTopUpPath, TOP_UP_TABS } from '../paths';
import type { TopUpBook } from '../top-up-books';
import { topUpColumns, topUpFilters, topUpSlip } from './top-up-columns';
import { TopUpRequestForm } from './TopUpRequestForm';

/**
 * The queue shows the newest request first (the one just phoned about; 'Requested' sorts it
 * oldest first); decided ones show the latest decision first.
 */
const PENDING_SORT = { key: 'requestedAt', order: 'desc' } as const;
const DECIDED_SORT = { key: 'decidedAt', order: 'desc' } as const;
const decided = (row: TopUpItem) => row.status !== 'PEND';
const column = columnsOf<TopUpItem>();
/** Only an approved top-up can be undone, and only once. */
const notUndoable = (row: TopUpItem) => row.status !== 'VERIFY' || row.undone;

/**
 * A book's top-ups (top-up-books.ts) as StatusTabs `tabs`, a list per status: Pending (with how
 * many wait), Approved, Rejected. The slip through its authorized download; approve, reject with a
 * reason and undo an approved one (each asked first) for the book's approvers; a request: an agency
 * user's on its own screen, the provider's in a dialog. An agency user (`organizationScoped`) sees
 * its own top-ups and may withdraw an undecided request. New requests arrive live (routes.tsx).
 */
export function useTopUpTabs(book: TopUpBook, organizationScoped = false) {
  const { t, language, actions } = useListKit<TopUpItem>('credit', 'tabs', 'decision');
  const [process] = book.process.useMutation();
  const [cancel] = useCancelTopUpMutation();
  const staff = book.perOrganization && !organizationScoped;
  const action = actions(({ amount, currencyCode, organizationName, bankInReference: reference }) => {
    const organization = book.perOrganization ? (organizationName ?? '') : t('systemCredit.provider');
    return { amount: money(amount, currencyCode), organization, reference };
  });
  const decide = (decision: 'VERIFY' | 'REJECT' | 'UNDO') => async (row: TopUpItem, reason?: string) =>
    (await process({ topUpId: row.topUpId, action: decision, reason: reason || undefined }).unwrap()).message;
  const withdraw = async (row: TopUpItem) => (await cancel({ topUpId: row.topUpId }).unwrap()).message;
  const approver = { permission: book.approve, hidden: decided };
  const can = useCan();
  const required = (text: string) => (text === '' ? formatMessage('TOP_UP_REASON_REQUIRED', language) : null);
  const reason = { label: t('decision.reason'), validate: required };
  const undoReason = { optional: true, label: t('decision.reason'), description: t('decision.reasonOptional') };
  // An agency user's request has its own screen; the provider's is a dialog.
  const form = (close: () => void) => <TopUpRequestForm book={book} onSent={close} />;
  const request = { label: t(book.requestLabel), permission: book.create, icon: IconPlus, testId: `request-${book.name}` };
  const approve = action.confirmed('approve', IconCheck, decide('VERIFY'), { ...approver, color: 'green' });
  const reject = action.withReason('reject', IconX, decide('REJECT'), reason, approver);
  // The queue's decisions in view, as buttons (each asked first as from the menu), for its approvers.
  const decisions = column.actions('decide', t('decision.column'), [approve, reject], {
    value: () => '',
    when: can(book.approve),
    ariaLabel: (button, row) => `${button.label}: ${row.bankInReference}`,
  });
  return TOP_UP_TABS.map((status) => {
    const view = { t, language, book, status, staff };
    return listTab<TopUpItem>({
      value: status,
      label: t(`tabs.label.${status}`),
      countLabel: status === 'PEND' ? (count) => t('tabs.pendingCount', { count }) : undefined,
      title: t(`${book.titles}.${status}`),
      description: t(`tabs.subtitle.${status}`),
      endpoint: book.list,
      fixedQuery: { status },
      // First, so the buttons are in view on a phone too, not behind the table's scroll.
      columns: status === 'PEND' ? [decisions, ...topUpColumns(view)] : topUpColumns(view),
      filters: topUpFilters(view),
      rowActions: [
        topUpSlip(view),
        approve,
        reject,
        action.withReason('undo', IconArrowBackUp, decide('UNDO'), undoReason, { ...approver, hidden: notUndoable }),
        organizationScoped && action.destructive('cancel', IconBan, withdraw, { ...approver, permission: book.create }),
      ],
      create: !staff && { ...request, ...(book.perOrganization ? { to: addTopUpPath() } : { dialog: form }) },
      rowKey: (row) => row.topUpId,
      rowLabel: (row) => `${row.bankInReference} ${money(row.amount, row.currencyCode)}`,
      defaultSort: status === 'PEND' ? PENDING_SORT : DECIDED_SORT,
      exportName: `${book.name}s-${status.toLowerCase()}`,
      emptyText: t(`tabs.empty.${status}`),
      testId: `${book.name}-table-${status}`,
    });
  });
}
