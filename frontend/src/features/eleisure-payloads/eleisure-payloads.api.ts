import { supplierExchangePageSchema, supplierExchangeSchema, type SupplierExchangeIdBody } from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import type { ListQuery } from '../../ui/resource';

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
  endpoints: (build) => {
    const { read } = endpointsOf(build);
    const eleisure = callsOf(BO);
    return {
      exchangeList: read(eleisure.get<ListQuery>('getAllHotelReservationDetails'), supplierExchangePageSchema, [EXCHANGES]),
      exchange: read(
        eleisure.sendBy('getHotelReservationDetailsByID', 'id' satisfies keyof SupplierExchangeIdBody),
        supplierExchangeSchema,
      ),
    };
  },
});

// A booking issued, failed at the supplier, cancelled or moved by staff: a new exchange may be there.
for (const type of ['BookingIssued', 'BookingSupplierFailed', 'BookingCancelled', 'BookingStatusSet']) {
  invalidateOnDomainEvent(type, [EXCHANGES]);
}

export const { useExchangeQuery } = eleisurePayloadsApi;
