import { labelOf, PAYMENT_METHOD, TOP_UP_PAYMENT_TYPE, TOP_UP_STATUS, type Language, type TopUpItem } from '@bo/shared';
import { IconFileSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { columnsOf } from '../../../ui/columns';
import { filter } from '../../../ui/filters';
import type { RowAction } from '../../../ui/resource';
import type { TopUpTab } from '../paths';
import type { TopUpBook } from '../top-up-books';

const column = columnsOf<TopUpItem>();
const TONE = { VERIFY: 'success', PEND: 'primary' } as const;

/** What a tab of a book's top-ups shows: `staff` when it lists many organizations' (their names, an organization filter). */
export interface TopUpView {
  t: TFunction;
  language: Language;
  book: TopUpBook;
  status: TopUpTab;
  staff: boolean;
}

/** The slip, in the viewer from the book's authorized download: a row action, and its cell's button. */
export const topUpSlip = ({ t, book }: Pick<TopUpView, 't' | 'book'>): RowAction<TopUpItem> => ({
  key: 'slip',
  label: t('slip.view'),
  icon: IconFileSearch,
  hidden: (row) => !row.hasSlip,
  file: ({ topUpId, slipFileName, bankInReference: reference }) => ({
    ...{ path: book.slipPath(topUpId), fileName: slipFileName ?? 'slip', testId: 'slip' },
    ...{ title: t('slip.title', { reference }), alt: t('slip.alt', { reference }) },
  }),
});

/** The columns of a tab. */
export function topUpColumns(view: TopUpView) {
  const { t, language, book, status, staff } = view;
  const payment = (row: TopUpItem): [string, string] => [
    labelOf(TOP_UP_PAYMENT_TYPE, row.paymentType, language),
    labelOf(PAYMENT_METHOD, row.paymentMethod, language),
  ];
  const chip = (row: TopUpItem) => ({
    label: labelOf(TOP_UP_STATUS, row.status, language),
    tone: TONE[row.status as 'PEND'] ?? 'error',
    note: row.undone ? t('status.undone') : null,
  });
  const slipLabel = (row: TopUpItem) => t('slip.viewOf', { reference: row.bankInReference });
  return [
    column.date('requestedAt', t('fields.requestedAt'), { sort: true }),
    column.text('organizationName', t('fields.organizationName'), { sort: true, when: staff }),
    column.money('amount', t('fields.amount'), { sort: true }),
    column.lines('payment', t('fields.payment'), payment),
    column.text('bankName', t('fields.bank')),
    column.text('bankInReference', t('fields.bankInReference')),
    column.date('bankInDateTime', t('fields.bankInDateTime')),
    column.action('slip', t('fields.slip'), topUpSlip(view), {
      value: (row) => row.slipFileName,
      ariaLabel: slipLabel,
      testId: 'view-slip',
    }),
    column.text('requestedByName', t('systemCredit.requestedBy'), { when: !book.perOrganization }),
    // Each tab holds one status; only an approved one can be undone since, so that tab shows which.
    column.status('status', t('fields.status'), chip, { when: status === 'VERIFY' }),
    column.date('decidedAt', t('fields.decidedAt'), { sort: true, when: status !== 'PEND' }),
    column.text('reason', t('fields.reason'), { when: status === 'REJECT' }),
  ];
}

export const topUpFilters = ({ t, language, staff }: TopUpView) => [
  staff && filter.text('organizationName', t('fields.organizationName')),
  filter.text('currencyCode', t('fields.currencyCode'), { placeholder: 'MYR' }),
  filter.enumeration('paymentType', t('fields.paymentType'), TOP_UP_PAYMENT_TYPE, language),
  // The search (Ctrl+K) opens a top-up here by its reference.
  filter.text('bankInReference', t('fields.bankInReference')),
];
