import {
  bookingCountsSchema,
  bookingFolioResultSchema,
  bookingPageSchema,
  bookingResultSchema,
  bookingSchema,
  cancellationQuoteSchema,
  type Booking,
  type BookingCounts,
  type BookingListItem,
  type BookingRefBody,
  type CancelBookingBody,
  type CancellationQuote,
  type UpdateBookingStatusBody,
  type UpdateFolioBody,
} from '@bo/shared';
import { api, parse, type Result } from '../../lib/api';
import { invalidateOnDomainEvent } from '../../lib/live-tags';
import type { ListQuery, Page } from '../../ui/resource';
import { BOOKING_EVENT_TYPES, bookingRefOfStream } from './booking-words';

const BO = 'bo/BookingManagement';
/** Every booking list and the tabs' counts are this tag; one booking's detail is `{ id: bookingRef }`. */
const BOOKINGS = { type: 'Booking' as const, id: 'LIST' };
const one = (bookingRef: string | undefined) => ({ type: 'Booking' as const, id: bookingRef ?? 'LIST' });

type BookingResult = Result<typeof bookingResultSchema>;

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
  endpoints: (build) => ({
    bookingList: build.query<Page<BookingListItem>, ListQuery>({
      query: (body) => ({ url: `${BO}/bookingList`, method: 'POST', body }),
      transformResponse: parse(bookingPageSchema),
      providesTags: [BOOKINGS],
    }),
    bookingCounts: build.query<BookingCounts, void>({
      query: () => `${BO}/bookingListCount`,
      transformResponse: parse(bookingCountsSchema),
      providesTags: [BOOKINGS],
    }),
    booking: build.query<Booking, string>({
      query: (bookingRef) => ({ url: `${BO}/getBooking`, method: 'POST', body: { bookingRef } satisfies BookingRefBody }),
      transformResponse: parse(bookingSchema),
      providesTags: (_result, _error, bookingRef) => [one(bookingRef)],
    }),
    issueBooking: build.mutation<BookingResult, BookingRefBody>({
      query: (body) => ({ url: 'issue', method: 'POST', body }),
      transformResponse: parse(bookingResultSchema),
      invalidatesTags: (_result, _error, body) => [BOOKINGS, one(body.bookingRef)],
    }),
    cancellationQuote: build.mutation<CancellationQuote, BookingRefBody>({
      query: (body) => ({ url: 'preCancel', method: 'POST', body }),
      transformResponse: parse(cancellationQuoteSchema),
    }),
    cancelBooking: build.mutation<BookingResult, CancelBookingBody>({
      query: (body) => ({ url: 'cancel', method: 'POST', body }),
      transformResponse: parse(bookingResultSchema),
      invalidatesTags: (_result, _error, body) => [BOOKINGS, one(body.bookingRef)],
    }),
    updateBookingStatus: build.mutation<BookingResult, UpdateBookingStatusBody>({
      query: (body) => ({ url: `${BO}/updateBookingStatus`, method: 'POST', body }),
      transformResponse: parse(bookingResultSchema),
      invalidatesTags: (_result, _error, body) => [BOOKINGS, one(body.bookingRef)],
    }),
    updateFolio: build.mutation<Result<typeof bookingFolioResultSchema>, UpdateFolioBody>({
      query: (body) => ({ url: 'updateFolio', method: 'POST', body }),
      transformResponse: parse(bookingFolioResultSchema),
      invalidatesTags: (_result, _error, body) => [BOOKINGS, one(body.bookingRef)],
    }),
  }),
});

// Every event of a booking's stream (`booking-<bookingRef>`), whoever caused it (a buyer, staff,
// the payment gateway, the expiry job): the lists, the counts and that booking refetch.
for (const type of BOOKING_EVENT_TYPES) {
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
