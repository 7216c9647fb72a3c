import {
  BOOKING_LIVE_EVENTS,
  bookingCountsSchema,
  bookingFolioResultSchema,
  bookingPageSchema,
  bookingResultSchema,
  bookingSchema,
  cancellationQuoteSchema,
  type BookingRefBody,
  type CancelBookingBody,
  type UpdateBookingStatusBody,
  type UpdateFolioBody,
} from '@bo/shared';
import { api } from '../../lib/api';
import { callsOf, endpointsOf } from '../../lib/endpoints';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import type { ListQuery } from '../../ui/resource';
import { bookingRefOfStream } from './booking-words';

/** Every booking list and the tabs' counts are this tag; one booking's detail is `{ id: bookingRef }`. */
const BOOKINGS = { type: 'Booking' as const, id: 'LIST' };
const one = (bookingRef: string | undefined) => ({ type: 'Booking' as const, id: bookingRef ?? 'LIST' });

/** The server's download of a hotel booking's voucher (POST `{ bookingRef }`, answers the PDF; lib/download). */
export const VOUCHER_PATH = 'bo/Download/downloadHotelVoucher';
/** The server's download of a theme-park or cable-car booking's ticket (the same way). */
export const TICKET_PATH = 'bo/Download/downloadThemeParkTicket';

/**
 * Bookings (issue 18, docs/bookings.md): the back office's paged list and its per-status counts,
 * one booking with its history, and what staff and buyers do to one: issue (confirm with the
 * supplier once paid), what cancelling would cost now (preCancel, a question: never cached),
 * cancel, the staff's status moves and the guest details (updateFolio). A write changes the lists,
 * the counts and that booking.
 */
export const bookingsApi = api.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => {
    const { read, write } = endpointsOf(build);
    const bo = callsOf('bo/BookingManagement');
    const root = callsOf('');
    const changesBooking = (_result: unknown, _error: unknown, body: { bookingRef: string }) => [BOOKINGS, one(body.bookingRef)];
    return {
      bookingList: read(bo.send<ListQuery>('bookingList'), bookingPageSchema, [BOOKINGS]),
      bookingCounts: read(bo.get('bookingListCount'), bookingCountsSchema, [BOOKINGS]),
      booking: read(
        bo.sendBy('getBooking', 'bookingRef' satisfies keyof BookingRefBody),
        bookingSchema,
        (_result, _error, bookingRef) => [one(bookingRef)],
      ),
      issueBooking: write(root.send<BookingRefBody>('issue'), bookingResultSchema, changesBooking),
      cancellationQuote: write(root.send<BookingRefBody>('preCancel'), cancellationQuoteSchema),
      cancelBooking: write(root.send<CancelBookingBody>('cancel'), bookingResultSchema, changesBooking),
      updateBookingStatus: write(bo.send<UpdateBookingStatusBody>('updateBookingStatus'), bookingResultSchema, changesBooking),
      updateFolio: write(root.send<UpdateFolioBody>('updateFolio'), bookingFolioResultSchema, changesBooking),
    };
  },
});

// Every event of a booking's stream (`booking-<bookingRef>`), whoever caused it (a buyer, staff,
// the payment gateway, the expiry job): the lists, the counts and that booking refetch.
for (const type of BOOKING_LIVE_EVENTS) {
  invalidateOnDomainEvent(type, (event) => [BOOKINGS, one(bookingRefOfStream(event.streamId))]);
}

export const {
  useBookingCountsQuery,
  useBookingQuery,
  useIssueBookingMutation,
  useCancellationQuoteMutation,
  useCancelBookingMutation,
  useUpdateBookingStatusMutation,
  useUpdateFolioMutation,
} = bookingsApi;
