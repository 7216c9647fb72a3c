import { IconEye, IconPrinter } from '@tabler/icons-react';
import {
  BOOKING_STATUS,
  labelOf,
  PAYMENT_STATUS,
  PERMISSIONS,
  PRODUCT_TYPE,
  type BookingListItem,
  type BookingStatus,
} from '@bo/shared';
import { useSearchParams } from 'react-router';
import { useAppSelector, useCan } from '../../../app/hooks';
import { selectUser } from '../../../lib/session';
import { formatDate } from '../../../ui/dates';
import { RecordOverList } from '../../../ui/OverList';
import { ResourceList, useListKit, type ListKit } from '../../../ui/resource';
import { StatusTabs, type StatusTab } from '../../../ui/StatusTabs';
import { useOrganizationOptionsQuery } from '../../credit';
import { bookingsApi, useBookingCountsQuery } from '../bookings.api';
import {
  ALL_TAB,
  bookingStatusChip,
  confirmationPath,
  paymentStatusChip,
  REF_PARAM,
  bookingOverList,
  STATUS_TABS,
  WAITING_STATUSES,
} from '../booking-words';
import { BookingDetail } from './BookingDetail';

/** A day of a stay as the lists show it ('2025-Okt-05'); '—' for a product without one. */
const stayDay = (day: string | null) => (day ? formatDate(day, 'display') : '—');

/** The newest bookings first. */
const DEFAULT_SORT = { key: 'createdAt', order: 'desc' } as const;

/**
 * /view-booking (bookings.view): the bookings the caller may see (staff: every organization's and
 * the consumers'; an agency user: its own) in status tabs with their counts (one bookingListCount
 * call), paged, sorted and filtered on the server; `?ref=BK...` opens one booking over the list
 * (BookingDetail), its way back keeping the list's tab, filters and page. Lists and counts follow
 * the bookings' events live (bookings.api.ts).
 */
export function BookingsPage() {
  return (
    <RecordOverList param={REF_PARAM} detail={(bookingRef) => <BookingDetail bookingRef={bookingRef} />} list={<BookingList />} />
  );
}

function BookingList() {
  const list = useListKit<BookingListItem>('bookings', 'list', 'actions');
  const { t, language } = list;
  const staff = (useAppSelector(selectUser)?.organizationId ?? null) === null;
  const can = useCan();
  const { data: counts } = useBookingCountsQuery();
  const { data: organizations } = useOrganizationOptionsQuery(undefined, {
    skip: !staff || !can(PERMISSIONS.organizationsView),
  });
  const [params] = useSearchParams();
  // The booking over the list as it is (tab, filters, page kept), so its way back finds it again.
  const open = (row: BookingListItem) => bookingOverList(params, row.bookingRef);
  const choices = (organizations ?? []).map(({ value, label }) => ({ value, label }));
  const view: ListView = { list, staff, open, organizations: choices };
  const countLabel = (count: number) => t('tabs.count', { count });
  const tabs: StatusTab[] = [
    {
      value: ALL_TAB,
      label: t('tabs.all'),
      countValue: counts?.total,
      countTone: 'neutral',
      countLabel,
      content: <ResourceList {...bookingList(view)} />,
    },
    ...STATUS_TABS.map((status): StatusTab => ({
      value: status,
      label: labelOf(BOOKING_STATUS, status, language),
      countValue: counts?.byStatus[status],
      countTone: WAITING_STATUSES.includes(status) ? 'alert' : 'neutral',
      countLabel,
      content: <ResourceList {...bookingList(view, status)} />,
    })),
  ];
  return <StatusTabs tabs={tabs} />;
}

interface ListView {
  list: ListKit<BookingListItem>;
  staff: boolean;
  open: (row: BookingListItem) => string;
  organizations: readonly { value: string; label: string }[];
}

/** The list of a tab: every booking, or those in `status` (the status column then says nothing, and is left out). */
function bookingList({ list, staff, open, organizations }: ListView, status?: BookingStatus) {
  const { t, language, column, filter, action } = list;
  return {
    words: list,
    endpoint: bookingsApi.endpoints.bookingList,
    fixedQuery: { status },
    columns: [
      column.link('bookingRef', t('fields.bookingRef'), open, { sort: true, testId: 'booking-ref' }),
      // Consumers' bookings are no organization's.
      column.text('organizationName', t('fields.organization'), {
        when: staff,
        value: (row) => row.organizationName ?? t('fields.consumer'),
      }),
      column.lines('supplierName', t('fields.hotelDestination'), (row) => [row.supplierName ?? '—', row.destination ?? '—']),
      // A theme-park or cable-car booking: its visit date and how many tickets.
      column.lines(
        'stay',
        t('fields.stay'),
        (row) =>
          row.tickets
            ? [stayDay(row.checkIn), t('tickets.count', { count: row.tickets.quantity })]
            : [stayDay(row.checkIn), `→ ${stayDay(row.checkOut)}`],
        {
          sort: 'checkIn',
          noWrap: true,
        },
      ),
      column.lines('contactName', t('fields.contactTraveller'), (row) => [row.contactName, row.travellerName ?? '—'], {
        sort: 'contactName',
      }),
      // The booking's status over its payment's, in one column (a tab of one status shows only the payment).
      status
        ? column.status('paymentStatus', t('fields.payment'), (row) => paymentStatusChip(row.paymentStatus, language))
        : column.statuses(
            'status',
            t('fields.statusAndPayment'),
            (row) => [bookingStatusChip(row.status, language), paymentStatusChip(row.paymentStatus, language)],
            { sort: true },
          ),
      column.money('total', t('fields.total'), { sort: true, align: 'right' }),
      column.date('createdAt', t('fields.createdAt'), { sort: true }),
    ],
    filters: [
      filter.text('search', t('filters.search'), { placeholder: t('filters.searchHint') }),
      filter.text('bookingRef', t('fields.bookingRef')),
      filter.enumeration('paymentStatus', t('fields.paymentStatus'), PAYMENT_STATUS, language),
      filter.enumeration('productType', t('fields.product'), PRODUCT_TYPE, language),
      filter.dateRange('checkIn', t('filters.checkIn'), ['checkInFrom', 'checkInTo']),
      filter.dateRange('created', t('filters.created'), ['createdFrom', 'createdTo']),
      staff && organizations.length > 0 && filter.select('organizationId', t('fields.organization'), [...organizations]),
    ],
    defaultSort: DEFAULT_SORT,
    rowActions: [
      action.link('open', IconEye, open),
      action.link('confirmation', IconPrinter, (row) => confirmationPath(row.bookingRef)),
    ],
    rowKey: (row: BookingListItem) => row.bookingRef,
    rowLabel: (row: BookingListItem) => row.bookingRef,
    exportName: status ? `bookings-${status.toLowerCase()}` : 'bookings',
    testId: `booking-table-${status ?? ALL_TAB}`,
  };
}
