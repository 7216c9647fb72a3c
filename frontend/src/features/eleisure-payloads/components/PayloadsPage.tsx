import { IconDownload, IconEye } from '@tabler/icons-react';
import { SCREEN_PATHS, SUPPLIER_EXCHANGE_KIND, SUPPLIER_EXCHANGE_OUTCOME, type SupplierExchangeItem } from '@bo/shared';
import { useSearchParams } from 'react-router';
import { RecordOverList } from '../../../ui/OverList';
import { ResourceList, useListKit } from '../../../ui/resource';
import { eleisurePayloadsApi } from '../eleisure-payloads.api';
import { durationText, ID_PARAM, outcomeChip, usePayloadDownload } from '../payload-words';
import { PayloadDetail } from './PayloadDetail';

/** The newest exchanges first. */
const DEFAULT_SORT = { key: 'startedAt', order: 'desc' } as const;

/**
 * /Settings/downloadPayload/downloadPayload (download-payload.view, staff): every reservation and
 * cancellation sent to eLeisure for our bookings, with how it ended, paged, sorted and filtered on
 * the server (booking, hotel name or eLeisure code, days sent, call, outcome); `?id=` opens one
 * exchange over the list (PayloadDetail: both payloads), its way back keeping the list's filters
 * and page. Each row downloads its request or response as a file.
 */
export function PayloadsPage() {
  return <RecordOverList param={ID_PARAM} detail={(id) => <PayloadDetail id={id} />} list={<PayloadList />} />;
}

function PayloadList() {
  const list = useListKit<SupplierExchangeItem>('eleisure-payloads', 'list');
  const { t, language, column, filter, action } = list;
  const [params] = useSearchParams();
  const download = usePayloadDownload();
  // The exchange over the list as it is (filters, page kept), so its way back finds it again.
  const open = (row: SupplierExchangeItem) => {
    const next = new URLSearchParams(params);
    next.set(ID_PARAM, row.id);
    return `${SCREEN_PATHS.downloadPayload}?${next.toString()}`;
  };
  return (
    <ResourceList
      words={list}
      endpoint={eleisurePayloadsApi.endpoints.exchangeList}
      columns={[
        column.date('startedAt', t('fields.startedAt'), { sort: true }),
        column.link('bookingRef', t('fields.bookingRef'), open, { sort: true, testId: 'exchange-open' }),
        column.lines(
          'hotelName',
          t('fields.hotel'),
          (row) => [row.hotelName ?? '—', row.supplierHotelCode ?? t('values.noCode')],
          {
            sort: true,
          },
        ),
        column.enumeration('kind', t('fields.kind'), SUPPLIER_EXCHANGE_KIND, language, { sort: true }),
        column.status('outcome', t('fields.outcome'), (row) => outcomeChip(row.outcome, language), { sort: true }),
        column.text('httpStatus', t('fields.httpStatus'), { sort: true, value: (row) => row.httpStatus ?? '—' }),
        column.text('supplierRef', t('fields.supplierRef'), { value: (row) => row.supplierRef ?? '—' }),
        column.text('durationMs', t('fields.durationMs'), {
          sort: true,
          align: 'right',
          value: (row) => durationText(row.durationMs, language),
        }),
      ]}
      filters={[
        filter.text('bookingRef', t('fields.bookingRef')),
        filter.text('hotel', t('filters.hotel')),
        filter.dateRange('sent', t('filters.sent'), ['dateFrom', 'dateTo']),
        filter.enumeration('kind', t('fields.kind'), SUPPLIER_EXCHANGE_KIND, language),
        filter.enumeration('outcome', t('fields.outcome'), SUPPLIER_EXCHANGE_OUTCOME, language),
      ]}
      defaultSort={DEFAULT_SORT}
      rowActions={[
        action.link('open', IconEye, open),
        action.run('downloadRequest', IconDownload, (row) => download(row, 'request')),
        // Nothing came back: no response to download.
        action.run('downloadResponse', IconDownload, (row) => download(row, 'response'), {
          hidden: (row) => row.httpStatus === null,
        }),
      ]}
      rowKey={(row) => row.id}
      rowLabel={(row) => `${row.bookingRef} ${row.kind}`}
      exportName="eleisure-payloads"
      testId="payload-table"
    />
  );
}
