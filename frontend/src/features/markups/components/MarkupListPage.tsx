import { IconCalculator, IconHistory, IconList, IconPencil, IconPlus } from '@tabler/icons-react';
import {
  CUSTOMER_TYPE,
  MARKUP_BASIS,
  PERMISSIONS,
  PRODUCT_TYPE,
  labelOf,
  SCREEN_PATHS,
  type MarkupListItem,
  type MarkupSummaryItem,
} from '@bo/shared';
import { formatDate } from '../../../ui/dates';
import { listTab, useListKit, type ListKit, activeColumn, activeFilter } from '../../../ui/resource';
import { StatusTabs } from '../../../ui/StatusTabs';
import { useMarkupGroupsQuery } from '../../markup-groups';
import { markupsApi } from '../markups.api';
import { feeBasisLabel } from '../../service-fees';
import { markupVersionPath, modifyMarkupPath, valueRangeText } from '../markup-words';
import { MarkupHistoryTab } from './MarkupHistoryTab';
import { LinkButton } from '../../../ui/LinkButton';

/**
 * /Markup/markupList (markups.view): the mark-ups (paged, filtered, sorted; edit makes a new
 * version, history shows them), the summary per group and product, and the history of every
 * version (`?tab=`: '', summary, history). 'Test a price' opens the quote that explains a price.
 */
export function MarkupListPage() {
  const list = useListKit<MarkupListItem>('markups', 'list', 'actions');
  const summary = useListKit<MarkupSummaryItem>('markups', 'summary', 'actions');
  const { t } = list;
  const { data: groups } = useMarkupGroupsQuery({});
  const groupOptions = (groups ?? []).map((group) => ({ value: group.markupGroupListID, label: group.name }));
  const testPrice = (
    <LinkButton to={SCREEN_PATHS.priceQuote} variant="default" icon={<IconCalculator size={16} />} testId="test-price">
      {t('actions.testPrice')}
    </LinkButton>
  );
  return (
    <StatusTabs
      tabs={[
        listTab({ value: 'markups', label: t('tabs.markups'), ...markupList(list, groupOptions), toolbar: testPrice }),
        listTab({ value: 'summary', label: t('tabs.summary'), ...summaryList(summary, groupOptions), toolbar: testPrice }),
        { value: 'history', label: t('tabs.history'), content: <MarkupHistoryTab toolbar={testPrice} /> },
      ]}
    />
  );
}

type Options = { value: string; label: string }[];

function markupList(list: ListKit<MarkupListItem>, groups: Options) {
  const { t, language, column, filter, action } = list;
  return {
    words: list,
    endpoint: markupsApi.endpoints.markupListPage,
    columns: [
      column.text('name', t('fields.name'), { sort: true }),
      column.enumeration('productType', t('fields.productType'), PRODUCT_TYPE, language, { sort: true }),
      column.text('markupGroupName', t('fields.group'), { sort: true }),
      column.enumeration('customerType', t('fields.customerType'), CUSTOMER_TYPE, language, { sort: true }),
      column.enumeration('basedOn', t('fields.basedOn'), MARKUP_BASIS, language, { sort: true }),
      column.text('value', t('fields.value'), { value: valueRangeText, align: 'right' }),
      column.text('feeBasis', t('fields.feeBasis'), { value: (row) => feeBasisLabel(row, language) }),
      column.date('validFrom', t('fields.validFrom'), { sort: true, format: 'display' }),
      column.text('validTo', t('fields.validTo'), {
        sort: true,
        value: (row) => (row.validTo ? formatDate(row.validTo, 'display') : t('fields.openEnded')),
      }),
      activeColumn(list, true),
      column.text('version', t('fields.version'), { align: 'right' }),
    ],
    filters: [
      filter.text('name', t('fields.name')),
      filter.enumeration('productType', t('fields.productType'), PRODUCT_TYPE, language),
      filter.select('markupGroupListID', t('fields.group'), groups),
      filter.enumeration('customerType', t('fields.customerType'), CUSTOMER_TYPE, language),
      activeFilter(t),
    ],
    defaultSort: { key: 'name', order: 'asc' as const },
    rowActions: [
      action.link('edit', IconPencil, (row) => modifyMarkupPath(row.markupID), { permission: PERMISSIONS.markupsEdit }),
      action.link('history', IconHistory, (row) => markupVersionPath(row.markupID)),
    ],
    create: action.create(IconPlus, SCREEN_PATHS.modifyMarkup, {
      permission: PERMISSIONS.markupsCreate,
      testId: 'create-markup',
    }),
    rowKey: (row: MarkupListItem) => row.markupID,
    rowLabel: (row: MarkupListItem) => row.name,
    exportName: 'markups',
    testId: 'markup-table',
  };
}

function summaryList(list: ListKit<MarkupSummaryItem>, groups: Options) {
  const { t, language, column, filter, action } = list;
  const markupsOf = (row: MarkupSummaryItem) =>
    `${SCREEN_PATHS.markups}?${new URLSearchParams({ markupGroupListID: row.markupGroupListID, productType: row.productType })}`;
  return {
    words: list,
    endpoint: markupsApi.endpoints.markupSummaryPage,
    columns: [
      column.text('markupGroupName', t('fields.group'), { sort: true }),
      column.enumeration('customerType', t('fields.customerType'), CUSTOMER_TYPE, language),
      column.enumeration('productType', t('fields.productType'), PRODUCT_TYPE, language, { sort: true }),
      column.text('markupCount', t('summary.markupCount'), { sort: true, align: 'right' }),
      column.text('activeCount', t('summary.activeCount'), { sort: true, align: 'right' }),
      column.text('percentageCount', t('summary.percentageCount'), { align: 'right' }),
      column.text('amountCount', t('summary.amountCount'), { align: 'right' }),
      column.date('lastChangedAt', t('summary.lastChangedAt'), { sort: true }),
    ],
    filters: [
      filter.select('markupGroupListID', t('fields.group'), groups),
      filter.enumeration('productType', t('fields.productType'), PRODUCT_TYPE, language),
    ],
    defaultSort: { key: 'markupGroupName', order: 'asc' as const },
    rowActions: [action.link('showMarkups', IconList, markupsOf)],
    rowKey: (row: MarkupSummaryItem) => `${row.markupGroupListID}:${row.productType}`,
    rowLabel: (row: MarkupSummaryItem) => `${row.markupGroupName} ${labelOf(PRODUCT_TYPE, row.productType, language)}`,
    exportName: 'markup-summary',
    testId: 'markup-summary-table',
  };
}
