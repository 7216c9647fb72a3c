import {
  supplierExchangePageSchema,
  supplierExchangeSchema,
  type SupplierExchange,
  type SupplierExchangeIdBody,
  type SupplierExchangeItem,
} from '@bo/shared';
import { api, parse } from '../../lib/api';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import type { ListQuery, Page } from '../../ui/resource';

const BO = 'bo/Eleisure';
/** The server's download of one payload (POST `{ id, part }`, answers the file; lib/download). */
export const PAYLOAD_DOWNLOAD_PATH = `${BO}/downloadPayload`;

/**
 * Exchanges are made when a booking is issued or cancelled: under the bookings' tag type, so the
 * booking events that make them refetch the list.
 */
const EXCHANGES = { type: 'Booking' as const, id: 'SUPPLIER_EXCHANGES' };

/**
 * eLeisure payloads (docs/bookings.md, "eLeisure (RWT) payloads"): what was sent to eLeisure for
 * our bookings and what it answered, paged and filtered, and one exchange with both payloads.
 */
export const eleisurePayloadsApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    exchangeList: build.query<Page<SupplierExchangeItem>, ListQuery>({
      query: (params) => ({ url: `${BO}/getAllHotelReservationDetails`, params }),
      transformResponse: parse(supplierExchangePageSchema),
      providesTags: [EXCHANGES],
    }),
    exchange: build.query<SupplierExchange, string>({
      query: (id) => ({
        url: `${BO}/getHotelReservationDetailsByID`,
        method: 'POST',
        body: { id } satisfies SupplierExchangeIdBody,
      }),
      transformResponse: parse(supplierExchangeSchema),
    }),
  }),
});

// A booking issued, failed at the supplier, cancelled or moved by staff: a new exchange may be there.
for (const type of ['BookingIssued', 'BookingSupplierFailed', 'BookingCancelled', 'BookingStatusSet']) {
  invalidateOnDomainEvent(type, [EXCHANGES]);
}

export const { useExchangeQuery } = eleisurePayloadsApi;
