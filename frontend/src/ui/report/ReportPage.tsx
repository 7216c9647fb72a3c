import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Stack } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  businessDate,
  REPORT_DEFINITIONS,
  zodIssueToMessage,
  type AnyReportDefinition,
  type ReportCode,
  type ReportFilterField,
} from '@bo/shared';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { fetchApiFile } from '../../lib/download';
import { selectToken } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { columnsOf } from '../columns';
import { formatDate } from '../dates';
import { downloadFile } from '../resource/csv';
import { ResourceList } from '../resource/ResourceList';
import type { ListEndpoint, ListQuery, ResourceFilter } from '../resource/resource.types';
import { useListParams } from '../resource/useListParams';
import { useLanguage } from '../useLanguage';
import { ReportChart } from './ReportChart';
import { reportsApi } from './reports.api';

type Row = Record<string, unknown>;
const column = columnsOf<Row>();

/** The URL parameters of a filter field (a date range has two). */
const paramsOf = (field: ReportFilterField) => (field.kind === 'date-range' ? [field.fromKey, field.toKey] : [field.key]);

/** A run's filters from the list query (the URL), and what the definition's schema says of them. */
function runOf(definition: AnyReportDefinition, query: ListQuery) {
  const filters: Record<string, string> = {};
  for (const key of definition.filterFields.flatMap(paramsOf)) if (query[key] !== undefined) filters[key] = String(query[key]);
  const checked = definition.filters.safeParse(filters);
  return { filters, issues: checked.success ? [] : checked.error.issues };
}

/**
 * The list endpoint of a report: `generate` with the filters of the URL, asked only once they
 * satisfy the definition (otherwise the screen says what is missing). Sort and page as any list.
 */
function reportEndpoint(definition: AnyReportDefinition): ListEndpoint<Row> {
  const args = (query: ListQuery) => {
    const { pageSize, curPageIndex, sortKey, sortOrder } = query;
    return { reportCode: definition.code, filters: runOf(definition, query).filters, pageSize, curPageIndex, sortKey, sortOrder };
  };
  return {
    useQuery: (query) => {
      const skip = runOf(definition, query).issues.length > 0;
      return reportsApi.endpoints.reportPage.useQuery(args(query), { skip });
    },
    useLazyQuery: () => {
      const [trigger] = reportsApi.endpoints.reportPage.useLazyQuery();
      return [(query: ListQuery) => trigger(args(query))] as const;
    },
  };
}

/**
 * Any report, from its shared definition (docs/reports.md): the filter bar from its filter
 * fields (lookups offered by the report's source, dates defaulting to its range), the table from
 * its columns (paged and sorted by the API, in the URL like every list), CSV and XLSX exports of
 * the whole run with the same columns, and its chart over the whole run.
 */
export function ReportPage({ code }: { code: ReportCode }) {
  const definition = REPORT_DEFINITIONS[code];
  const { t } = useTranslation('reports');
  const { t: common } = useTranslation();
  const language = useLanguage();
  const token = useAppSelector(selectToken);
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState<string | null>(null);

  // A date range the URL does not name starts at the definition's default (e.g. the next 30 days).
  useEffect(() => {
    const missing = definition.filterFields.filter((field) => field.kind === 'date-range' && !params.has(field.fromKey));
    if (missing.length === 0) return;
    const today = dayjs(businessDate(new Date()));
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const field of missing) {
          if (field.kind !== 'date-range') continue;
          next.set(field.fromKey, today.add(field.defaultDays[0], 'day').format('YYYY-MM-DD'));
          next.set(field.toKey, today.add(field.defaultDays[1], 'day').format('YYYY-MM-DD'));
        }
        return next;
      },
      { replace: true },
    );
  }, [definition, params, setParams]);

  const lookupFields = definition.filterFields.filter((field) => field.kind === 'lookup');
  const dependsOn = [...new Set(lookupFields.flatMap((field) => field.dependsOn ?? []))];
  const values = Object.fromEntries(dependsOn.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const { data: choices } = reportsApi.endpoints.reportLookups.useQuery({
    reportCode: code,
    filters: lookupFields.map((field) => field.key),
    values,
  });

  const filters = useMemo(
    () =>
      definition.filterFields.map((field): ResourceFilter => {
        const label = field.label[language];
        if (field.kind === 'date-range')
          return { type: 'date-range', key: field.key, label, fromKey: field.fromKey, toKey: field.toKey };
        if (field.kind === 'lookup') return { type: 'select', key: field.key, label, options: choices?.[field.key] ?? [] };
        return { type: 'text', key: field.key, label };
      }),
    [definition, language, choices],
  );
  const endpoint = useMemo(() => reportEndpoint(definition), [definition]);
  const list = useListParams({ filters, defaultSort: definition.defaultSort });
  const { filters: runFilters, issues } = runOf(definition, list.query);
  const ready = issues.length === 0;
  const { data: chart } = reportsApi.endpoints.reportChart.useQuery(
    { reportCode: code, filters: runFilters },
    { skip: !ready || !definition.chart },
  );

  // What stops the run, in the filter bar's words ('Hotel: Required field'), once the filters were
  // searched with or a link named one: not before anything was touched.
  const [searched, setSearched] = useState(false);
  const touched = searched || definition.filterFields.some((field) => field.kind !== 'date-range' && params.has(field.key));
  const labelOf = (key: string) => definition.filterFields.find((field) => paramsOf(field).includes(key))?.label[language] ?? key;
  const problems = issues.map((issue) => `${labelOf(String(issue.path[0]))}: ${zodIssueToMessage(issue, language)}`).join('; ');

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const { sortKey, sortOrder } = list.query;
      const file = await fetchApiFile('bo/Report/export', {
        token,
        language,
        method: 'POST',
        body: { reportCode: code, filters: runFilters, sortKey, sortOrder, format },
        fallbackName: `${code}-${formatDate(new Date(), 'iso')}.${format}`,
      });
      downloadFile(file.fileName, file.blob);
    } catch (failure) {
      toastError(failure instanceof Error && failure.message ? failure.message : common('resource.exportFailed'));
    } finally {
      setExporting(null);
    }
  };

  return (
    // The filter bar's Search is a form submit, which bubbles here.
    <Stack gap="md" onSubmit={() => setSearched(true)}>
      <ResourceList<Row>
        title={definition.title[language]}
        description={definition.description[language]}
        endpoint={endpoint}
        columns={column.table(definition.columns, language)}
        rowKey={(row) => definition.rowKey.map((key) => String(row[key])).join(':')}
        rowLabel={(row) => definition.rowKey.map((key) => String(row[key])).join(' ')}
        filters={filters}
        defaultSort={definition.defaultSort}
        emptyText={ready ? t('empty') : touched ? t('chooseFilters', { problems }) : t('chooseFiltersFirst')}
        testId="report-table"
        toolbar={(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={format === 'csv' ? <IconDownload size={16} /> : <IconFileSpreadsheet size={16} />}
            onClick={() => void exportAs(format)}
            loading={exporting === format}
            disabled={!ready}
            data-testid={`report-export-${format}`}
          >
            {common(format === 'csv' ? 'resource.exportCsv' : 'resource.exportXlsx')}
          </Button>
        ))}
      />
      {ready && chart && <ReportChart definition={definition} data={chart} />}
    </Stack>
  );
}

/** The screen of one report (features/reports/routes.tsx declares one per catalogue entry). */
export const reportScreen = (code: ReportCode) => {
  function ReportScreen() {
    return <ReportPage code={code} />;
  }
  ReportScreen.displayName = `Report(${code})`;
  return ReportScreen;
};
