import {
  dataExtractionRequestSchema,
  documentsReportRequestSchema,
  FINANCE_DOCUMENT_KIND,
  FINANCE_DOCUMENT_STATUS,
  labelOf,
  optionsOf,
  type ExportRun,
  type Language,
} from '@bo/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/dates';
import { previousMonth, type ExportField, type ExportJobDefinition } from '../../ui/export-runs';
import { useLanguage } from '../../ui/useLanguage';
import { FINANCE_EXPORT_KINDS, financeExportsApi } from './finance-exports.api';

const ALL_KINDS = FINANCE_DOCUMENT_KIND.map((kind) => kind.code);

/** The request fields both exports share: the period (the previous month by default) and the document kinds (all). */
function periodFields(t: TFunction, language: Language): ExportField[] {
  return [
    { type: 'date-range', from: 'dateFrom', to: 'dateTo', label: t('fields.period'), required: true },
    {
      type: 'multi-select',
      name: 'kinds',
      label: t('fields.kinds'),
      options: optionsOf(FINANCE_DOCUMENT_KIND, language),
      required: true,
    },
  ];
}
const periodValues = () => {
  const [dateFrom, dateTo] = previousMonth();
  return { dateFrom, dateTo, kinds: [...ALL_KINDS] };
};

/** A run's request in a line: '2026-Mar-01 – 2026-Mar-31 · Invoice, Receipt · XLSX'. */
function describePeriod(params: ExportRun['params'], t: TFunction, language: Language, extra: string[] = []) {
  const kinds = Array.isArray(params.kinds) ? (params.kinds as string[]) : ALL_KINDS;
  const kindsText =
    kinds.length >= ALL_KINDS.length
      ? t('describe.allKinds')
      : kinds.map((kind) => labelOf(FINANCE_DOCUMENT_KIND, kind, language)).join(', ');
  const period = `${formatDate(String(params.dateFrom), 'display')} – ${formatDate(String(params.dateTo), 'display')}`;
  return [period, kindsText, ...extra, String(params.format ?? '').toUpperCase()].filter(Boolean).join(' · ');
}

/** `generatereport`: the documents of a period as a PDF listing or a workbook, of one status or any. */
export function useDocumentsReportDefinition(): ExportJobDefinition<typeof documentsReportRequestSchema> {
  const { t } = useTranslation('finance-exports');
  const language = useLanguage();
  const [start] = financeExportsApi.useStartDocumentsReportMutation();
  return {
    kind: FINANCE_EXPORT_KINDS.documentsReport,
    title: t('documentsReport.title'),
    description: t('documentsReport.subtitle'),
    schema: documentsReportRequestSchema,
    initialValues: { ...periodValues(), status: '' },
    fields: [
      ...periodFields(t, language),
      {
        type: 'select',
        name: 'status',
        label: t('fields.status'),
        options: optionsOf(FINANCE_DOCUMENT_STATUS, language),
        placeholder: t('fields.anyStatus'),
        clearable: true,
      },
    ],
    formats: ['xlsx', 'pdf'],
    start: (body) => start(body).unwrap(),
    describe: (params) =>
      describePeriod(params, t, language, [
        params.status ? labelOf(FINANCE_DOCUMENT_STATUS, String(params.status), language) : t('describe.anyStatus'),
      ]),
  };
}

/** Data extraction: every line of the period's issued documents, CSV or XLSX. */
export function useDataExtractionDefinition(): ExportJobDefinition<typeof dataExtractionRequestSchema> {
  const { t } = useTranslation('finance-exports');
  const language = useLanguage();
  const [start] = financeExportsApi.useStartDataExtractionMutation();
  return {
    kind: FINANCE_EXPORT_KINDS.dataExtraction,
    title: t('dataExtraction.title'),
    description: t('dataExtraction.subtitle'),
    schema: dataExtractionRequestSchema,
    initialValues: periodValues(),
    fields: periodFields(t, language),
    formats: ['csv', 'xlsx'],
    start: (body) => start(body).unwrap(),
    describe: (params) => describePeriod(params, t, language),
  };
}
