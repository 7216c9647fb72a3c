import type { StatusTab } from '../StatusTabs';
import { ResourceList, type ResourceListProps } from './ResourceList';

/** A list and the tab it shows in: the tab's `value`, `label` and, for a count badge, `countLabel`. */
export type ListTabDefinition<Row> = ResourceListProps<Row> & Pick<StatusTab, 'value' | 'label' | 'countLabel'>;

/**
 * A StatusTabs tab whose content is a list. With `countLabel` its badge counts that list: the
 * list's own endpoint, default sort and fixed query (its first page), so the badge and the open
 * tab share one call and the badge never counts other rows than the tab shows.
 */
export function listTab<Row>({ value, label, countLabel, ...list }: ListTabDefinition<Row>): StatusTab {
  const count = countLabel && { endpoint: list.endpoint, sort: list.defaultSort, fixedQuery: list.fixedQuery };
  return { value, label, countLabel, count, content: <ResourceList {...list} /> };
}
