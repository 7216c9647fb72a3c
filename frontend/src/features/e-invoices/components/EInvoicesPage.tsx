import { IconEye } from '@tabler/icons-react';
import { EINVOICE_STATE, EINVOICE_SUBJECT, SCREEN_PATHS, type EInvoice } from '@bo/shared';
import { useSearchParams } from 'react-router';
import { RecordOverList } from '../../../ui/OverList';
import { ResourceList, useListKit } from '../../../ui/resource';
import { eInvoicesApi } from '../e-invoices.api';
import { ID_PARAM, stateChip } from '../einvoice-words';
import { EInvoiceDetail } from './EInvoiceDetail';

/** The newest first: what was just issued is what staff look for. */
const DEFAULT_SORT = { key: 'createdAt', order: 'desc' } as const;

/**
 * /e-invoice-submission (e-invoices.view, staff): every document's e-invoice and its state at
 * MyInvois, live (the list refetches on each 'EInvoiceStateChanged' push, e-invoices.api.ts),
 * paged, sorted and filtered on the server (state, kind, created between, number / buyer / UUID);
 * `?id=` opens one over the list (EInvoiceDetail), its way back keeping the list's filters and page.
 */
export function EInvoicesPage() {
  return <RecordOverList param={ID_PARAM} detail={(id) => <EInvoiceDetail id={id} />} list={<EInvoiceList />} />;
}

function EInvoiceList() {
  const list = useListKit<EInvoice>('e-invoices', 'list');
  const { t, language, column, filter, action } = list;
  const [params] = useSearchParams();
  const open = (row: EInvoice) => {
    const next = new URLSearchParams(params);
    next.set(ID_PARAM, row.eInvoiceId);
    return `${SCREEN_PATHS.eInvoiceSubmission}?${next.toString()}`;
  };
  return (
    <ResourceList
      words={list}
      endpoint={eInvoicesApi.endpoints.eInvoiceList}
      columns={[
        column.link('documentNo', t('fields.documentNo'), open, { sort: true, testId: 'einvoice-open' }),
        column.enumeration('subject', t('fields.subject'), EINVOICE_SUBJECT, language),
        column.status('state', t('fields.state'), (row) => stateChip(row.state, language), { sort: true }),
        column.text('buyerName', t('fields.buyer'), {
          value: (row) => [row.buyerName, row.buyerTin].filter(Boolean).join(' · ') || '—',
        }),
        column.money('total', t('fields.total'), { sort: true, align: 'right' }),
        column.date('validatedAt', t('fields.validatedAt'), { sort: true }),
        column.date('createdAt', t('fields.createdAt'), { sort: true }),
      ]}
      filters={[
        filter.text('search', t('filters.search')),
        filter.enumeration('state', t('fields.state'), EINVOICE_STATE, language),
        filter.enumeration('subject', t('fields.subject'), EINVOICE_SUBJECT, language),
        filter.dateRange('created', t('filters.created'), ['dateFrom', 'dateTo']),
      ]}
      defaultSort={DEFAULT_SORT}
      rowActions={[action.link('open', IconEye, open)]}
      rowKey={(row) => row.eInvoiceId}
      rowLabel={(row) => row.documentNo}
      exportName="e-invoices"
      testId="einvoice-table"
    />
  );
}
