import { useTranslation } from 'react-i18next';
import { actionsOf, type ActionWords } from '../actions';
import { columnsOf } from '../columns';
import { filter } from '../filters';
import { useRecordLabels } from '../record-labels';

/**
 * What a list screen writes its definition with, from one call: the feature's `t`, the UI
 * language, the record labels (ui/record-labels), and the column, filter and row-action helpers
 * for rows of type Row. `prefix` names the list's strings: given to ResourceList as `words`, its
 * title `<prefix>.title`, subtitle `<prefix>.subtitle` and, when the catalogue has it, empty text
 * `<prefix>.empty`; the actions' strings are under `<actionPrefix>.` (ui/actions.ts), and
 * `actions(describe)` gives the helpers whose confirmations name the row.
 *
 *   const list = useListKit<BankItem>('settings', 'banks');
 *   const { t, column, filter } = list;
 *   const action = list.actions((bank) => ({ name: bank.name }));
 *   <ResourceList words={list} columns={[column.text('code', t('banks.code'))]} ... />
 */
export function useListKit<Row>(namespace: string, prefix: string, actionPrefix = prefix) {
  const { t } = useTranslation(namespace);
  const labels = useRecordLabels();
  const actions = (describe?: ActionWords<Row>['describe']) => actionsOf<Row>({ t, prefix: actionPrefix, describe });
  return { t, prefix, language: labels.language, labels, column: columnsOf<Row>(), filter, action: actions(), actions };
}

/** A list screen's kit (useListKit), for column or action definitions shared by screens. */
export type ListKit<Row> = ReturnType<typeof useListKit<Row>>;
