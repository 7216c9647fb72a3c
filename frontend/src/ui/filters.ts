import { optionsOf, type Language, type LabelledEnum } from '@bo/shared';
import type { DateRangeFilter, SelectFilter, TextFilter } from './resource/resource.types';

/**
 * One-line list filters (ResourceList `filters`), the query parameter named once:
 *
 *   [filter.text('email', t('fields.email')),
 *    filter.enumeration('status', t('fields.status'), ORGANIZATION_STATUS, language),
 *    filter.dateRange('recorded', t('fields.dateRange'), ['dateFrom', 'dateTo'], { lastMonth: true })]
 */
export const filter = {
  text: (key: string, label: string, options: { placeholder?: string } = {}): TextFilter => ({
    type: 'text',
    key,
    label,
    ...options,
  }),
  /** Several text filters, each label from `label(key)`. */
  texts: (keys: readonly string[], label: (key: string) => string): TextFilter[] =>
    keys.map((key) => filter.text(key, label(key))),
  /** A choice of `options`; `defaultValue` is used (and sent) while the URL names none. */
  select: (
    key: string,
    label: string,
    options: SelectFilter['options'],
    extra: { defaultValue?: string; placeholder?: string } = {},
  ): SelectFilter => ({ type: 'select', key, label, options, ...extra }),
  /** A choice of a shared enumeration's codes, labelled in `language`. */
  enumeration: (key: string, label: string, values: LabelledEnum, language: Language, extra: { defaultValue?: string } = {}) =>
    filter.select(
      key,
      label,
      optionsOf(values, language).map((option) => ({ value: String(option.value), label: option.label })),
      extra,
    ),
  /** 'All' or 'only those': a choice sent as `false` (the default) or `true` (e.g. the active banks only). */
  only: (key: string, label: string, [all, only]: readonly [string, string]) =>
    filter.select(
      key,
      label,
      [
        { value: 'false', label: all },
        { value: 'true', label: only },
      ],
      { defaultValue: 'false' },
    ),
  /** A date range sent as two parameters (yyyy-MM-dd); `lastMonth`: one month up to today unless the URL says otherwise. */
  dateRange: (
    key: string,
    label: string,
    [fromKey, toKey]: [string, string],
    extra: { lastMonth?: boolean } = {},
  ): DateRangeFilter => ({
    type: 'date-range',
    key,
    label,
    fromKey,
    toKey,
    defaultLastMonth: extra.lastMonth,
  }),
};
