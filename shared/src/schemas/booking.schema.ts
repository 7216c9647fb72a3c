/**
 * Bookings (spec sections 3 "Booking", 4 statuses, 7 public booking calls and /bo/BookingManagement;
 * docs/bookings.md): a booking is placed (rooms held, agent credit held), paid, issued, cancelled or
 * expired, each move one of BOOKING_TRANSITIONS. Money is minor units of the booking's currency.
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors/error-catalogue';
import { bookingActionSchema, bookingPaymentStateSchema, bookingStatusSchema, paymentStatusSchema } from '../enums/booking';
import { cancellationFeeBasisSchema } from '../enums/hotel';
import { customerTypeSchema, productTypeSchema } from '../enums/product';
import { bookedFlightSchema, bookFlightSchema } from './booking-flight.schema';
import { bookingContactSchema, bookingPaymentMethodSchema } from './booking-order.schema';
import { bookedTicketsSchema, bookTicketsSchema } from './booking-tickets.schema';
import { flag, idField, optional } from './hotel-fields';
import { checkStay, dateField, searchAvailabilitySchema } from './hotel-inventory.schema';
import { pageOf, sortedBy } from './paging.schema';
import { priceBreakdownSchema } from './pricing.schema';
import {
  blankToUndefined,
  emailField,
  integerField,
  optionalTextField,
  optionalUuidField,
  requiredTextField,
  validTextField,
} from './validation';

export { bookingPaymentMethodSchema, type BookingPaymentMethodCode } from './booking-order.schema';

/** Our references: `BK` + 10 characters of Crockford base 32 (no I, L, O, U), at most 30 for iPay88's RefNo. */
export const BOOKING_REF_PATTERN = /^BK[0-9A-HJKMNP-TV-Z]{10}$/;
export const bookingRefField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.string({ error: 'REQUIRED_FIELD' }).regex(BOOKING_REF_PATTERN, { error: 'BOOKING_NOT_FOUND' }),
  );

/** `POST book` (hotels): rooms of one rate for a stay, for the caller's organization or, for staff, one named or the consumers. */
export const bookHotelSchema = z
  .strictObject({
    productType: z.literal('hotel', { error: 'INVALID_OPTION' }),
    organizationId: optionalUuidField(),
    hotelID: idField('HOTEL_NOT_FOUND'),
    roomInfoID: idField('ROOM_NOT_FOUND'),
    roomRateInclusionID: idField('ROOM_RATE_NOT_FOUND'),
    checkIn: dateField(),
    checkOut: dateField(),
    rooms: integerField({ min: 1, max: 10 }).default(1),
    adults: integerField({ min: 1, max: 20 }),
    childAges: searchAvailabilitySchema.shape.childAges,
    foreignGuests: flag(false),
    contact: bookingContactSchema(),
    /** Guests' names as the voucher lists them (the contact when none). */
    travellers: z
      .array(validTextField({ max: 100 }))
      .max(40)
      .default([]),
    paymentMethod: bookingPaymentMethodSchema,
  })
  .superRefine(checkStay);
export type BookHotelBody = z.infer<typeof bookHotelSchema>;
export type BookHotelInput = z.input<typeof bookHotelSchema>;

/**
 * `POST book`: one body per product type (hotels; flights: booking-flight.schema.ts; theme parks and
 * cable cars: booking-tickets.schema.ts).
 */
export const bookSchema = z.discriminatedUnion('productType', [bookHotelSchema, bookFlightSchema, bookTicketsSchema], {
  error: 'INVALID_OPTION' satisfies ErrorCode,
});
export type BookBody = z.infer<typeof bookSchema>;

/** `getBooking`, `issue`, `preCancel` and the like: one booking by reference. */
export const bookingRefSchema = z.strictObject({ bookingRef: bookingRefField() });
export type BookingRefBody = z.infer<typeof bookingRefSchema>;

/** `cancel`: the booking and why (kept in its history). */
export const cancelBookingSchema = z.strictObject({ bookingRef: bookingRefField(), reason: optionalTextField(500) });
export type CancelBookingBody = z.infer<typeof cancelBookingSchema>;

/** `updateBookingStatus` (staff): one of the moves staff may make (staffStatusMoves), with the reason. */
export const updateBookingStatusSchema = z.strictObject({
  bookingRef: bookingRefField(),
  status: bookingStatusSchema,
  reason: requiredTextField({ max: 500 }),
});
export type UpdateBookingStatusBody = z.infer<typeof updateBookingStatusSchema>;

/** What cancelling now would cost (`preCancel`) and what `cancel` did. */
export const cancellationQuoteSchema = z.object({
  bookingRef: z.string(),
  currencyCode: z.string(),
  paid: z.number().int(),
  fee: z.number().int(),
  refund: z.number().int(),
  freeCancellationUntil: z.string().nullable(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const bookingHistoryEntrySchema = z.object({
  at: z.string(),
  action: bookingActionSchema,
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  /** Who did it (null: the system: a job, the gateway, a supplier) and from which screen. */
  by: z.object({ userId: z.string(), username: z.string().nullable() }).nullable(),
  pagePath: z.string().nullable(),
  /** The event's own facts (amounts, reasons, references), for the history's detail column. */
  detail: z.record(z.string(), z.unknown()),
});
export type BookingHistoryEntry = z.infer<typeof bookingHistoryEntrySchema>;

export const bookedHotelSchema = z.object({
  hotelID: z.string(),
  hotelName: z.string(),
  city: z.string().nullable(),
  roomInfoID: z.string(),
  roomName: z.string(),
  roomRateInclusionID: z.string(),
  rateName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  adults: z.number().int(),
  childAges: z.array(z.number().int()),
});

/** A booking as the back office and `getBooking` answer it. */
/**
 * One payment of a booking, oldest first: money taken (PAID, the gateway's transaction id or the
 * credit ledger's reference), an attempt the gateway refused (FAILED, with its reason), money given
 * back (REFUNDED: a cancellation's refund, or everything when the booking failed) and money the
 * gateway took that the booking could no longer take (TO_REFUND).
 */
export const bookingPaymentSchema = z.object({
  state: bookingPaymentStateSchema,
  method: bookingPaymentMethodSchema,
  amount: z.number().int(),
  reference: z.string().nullable(),
  /** A refused attempt's reason as the gateway gave it; null otherwise. */
  reason: z.string().nullable(),
  at: z.string(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

export const bookingSchema = z.object({
  bookingRef: z.string(),
  productType: productTypeSchema,
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  customerType: customerTypeSchema,
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  hotel: bookedHotelSchema.nullable(),
  /** A flight booking's flight and passengers; null for other products. */
  flight: bookedFlightSchema.nullable(),
  /** A theme-park or cable-car booking's product, visit date and tickets; null for other products. */
  tickets: bookedTicketsSchema.nullable(),
  /**
   * Why the booking needs attention (status RHI): the supplier's refusal or staff's reason, and
   * when; null in any other status.
   */
  attention: z.object({ reason: z.string(), at: z.string() }).nullable(),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  travellers: z.array(z.string()),
  /** The folio's requests to the hotel and estimated arrival (HH:MM), as `updateFolio` last set them; null: none. */
  specialRequests: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  currencyCode: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  breakdown: priceBreakdownSchema,
  paymentMethod: bookingPaymentMethodSchema,
  paymentDeadline: z.string(),
  payments: z.array(bookingPaymentSchema),
  cancellation: z.object({
    refundable: z.boolean(),
    freeCancellationUntil: z.string().nullable(),
    fee: z.object({ basis: cancellationFeeBasisSchema, value: z.number().int() }),
  }),
  supplierRef: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every event of the booking's stream, oldest first. */
  history: z.array(bookingHistoryEntrySchema),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResultSchema = z.object({ code: z.string(), message: z.string(), booking: bookingSchema });
export type BookingResult = z.infer<typeof bookingResultSchema>;

/**
 * `sendBookingEmail`: the confirmation e-mail with the hotel voucher again, to the booking's contact
 * or to `email` when given. The voucher downloads (`downloadHotelVoucher`) take `bookingRefSchema`.
 */
export const sendBookingEmailSchema = z.strictObject({ bookingRef: bookingRefField(), email: optional(emailField()) });
export type SendBookingEmailBody = z.infer<typeof sendBookingEmailSchema>;
export const bookingEmailResultSchema = z.object({
  code: z.string(),
  message: z.string(),
  bookingRef: z.string(),
  /** Where the e-mail goes. */
  email: z.string(),
});
export type BookingEmailResult = z.infer<typeof bookingEmailResultSchema>;

export const BOOKING_SORT_KEYS = ['bookingRef', 'createdAt', 'updatedAt', 'checkIn', 'total', 'status', 'contactName'] as const;
/** `POST bookingList`: paged, with the filters of spec section 3 "Booking". */
export const bookingListSchema = sortedBy(BOOKING_SORT_KEYS).extend({
  bookingRef: optionalTextField(30),
  status: z.preprocess(blankToUndefined, bookingStatusSchema.optional()),
  paymentStatus: z.preprocess(blankToUndefined, paymentStatusSchema.optional()),
  productType: z.preprocess(blankToUndefined, productTypeSchema.optional()),
  organizationId: optionalUuidField(),
  /** Contact or traveller name, hotel name or destination city: contains, case-insensitive. */
  search: optionalTextField(100),
  checkInFrom: z.preprocess(blankToUndefined, dateField().optional()),
  checkInTo: z.preprocess(blankToUndefined, dateField().optional()),
  createdFrom: z.preprocess(blankToUndefined, dateField().optional()),
  createdTo: z.preprocess(blankToUndefined, dateField().optional()),
});
export type BookingListQuery = z.infer<typeof bookingListSchema>;
export type BookingListInput = z.input<typeof bookingListSchema>;

export const bookingListItemSchema = z.object({
  bookingRef: z.string(),
  productType: productTypeSchema,
  status: bookingStatusSchema,
  paymentStatus: paymentStatusSchema,
  organizationName: z.string().nullable(),
  /** The hotel (or airline) booked. */
  supplierName: z.string().nullable(),
  destination: z.string().nullable(),
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  contactName: z.string(),
  travellerName: z.string().nullable(),
  /** Theme parks and cable cars (supplierName the product, checkIn the visit date): how many tickets; null for other products. */
  tickets: z.object({ quantity: z.number().int() }).nullable(),
  currencyCode: z.string(),
  total: z.number().int(),
  paymentDeadline: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;
export const bookingPageSchema = pageOf(bookingListItemSchema);

/** `GET bookingListCount`: bookings per status the caller may see (the list's tabs). */
export const bookingCountsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(bookingStatusSchema, z.number().int()),
});
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

/**
 * `POST payment` (multipart, the form fields of spec section 3 "Payment form"): pay booking
 * `OrderId` by `PaymentMethod`, which must be the booking's own. Agent credit (`CREDIT`) captures
 * the credit held at booking; iPay88 FPX (`IPAY88_FPX`) answers the signed form the browser posts
 * to the gateway (paymentGatewayFormSchema). The other fields are accepted as text and never echoed
 * back (Password and Token are secrets).
 */
const formText = (max = 500) => optionalTextField(max);
export const paymentFormSchema = z.strictObject({
  OrderId: bookingRefField(),
  PaymentMethod: bookingPaymentMethodSchema,
  PaymentBankId: formText(50),
  PaymentBankName: formText(100),
  ReturnUrl: formText(2000),
  PaymentUrl: formText(2000),
  Channel: formText(50),
  Payload: formText(4000),
  ClientId: formText(100),
  UserId: formText(100),
  SessionId: formText(200),
  RegisterId: formText(100),
  AppId: formText(100),
  UserCode: formText(100),
  Password: formText(200),
  Token: formText(2000),
  ChannelType: formText(50),
  Success: formText(10),
  Message: formText(500),
});
export type PaymentFormBody = z.infer<typeof paymentFormSchema>;

/**
 * What `POST payment` answers. Agent credit: the booking paid, `gateway` null. iPay88 FPX: the
 * booking still unpaid and the form the browser auto-submits to the gateway (`gateway.url`, the
 * entry page; `gateway.fields`, MerchantCode ... Signature, ResponseURL, BackendURL). The fields
 * carry a signature only, never the merchant key; the payment is recorded when the gateway answers.
 */
export const paymentGatewayFormSchema = z.object({
  code: z.string(),
  message: z.string(),
  booking: bookingSchema,
  gateway: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }).nullable(),
});
export type PaymentGatewayForm = z.infer<typeof paymentGatewayFormSchema>;

/** A field of the gateway's answer: text as posted (never trimmed: it is signed). */
const gatewayText = (max: number) => z.string().max(max, { error: 'AT_MOST_N_CHARACTERS' }).optional();

/**
 * What iPay88 posts back (`POST payment/ipay88/return`, the browser; `POST payment/ipay88/backend`,
 * server to server), as application/x-www-form-urlencoded. Every field is optional here: the
 * bookings context checks them (verifyResponse: present, signed, and the booking's own RefNo,
 * amount and currency). Loose: the gateway may post fields of its own (bank name, card holder...),
 * which are ignored rather than refused, or its backend post would be retried for ever.
 */
export const ipay88AnswerSchema = z.looseObject({
  MerchantCode: gatewayText(50),
  PaymentId: gatewayText(10),
  RefNo: gatewayText(50),
  Amount: gatewayText(30),
  Currency: gatewayText(5),
  Remark: gatewayText(500),
  TransId: gatewayText(100),
  AuthCode: gatewayText(100),
  Status: gatewayText(5),
  ErrDesc: gatewayText(500),
  Signature: gatewayText(200),
});
export type Ipay88AnswerBody = z.infer<typeof ipay88AnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Choosing how to pay (the public booking calls `paymentMethod`, `paymentFee`,
// `paymentMethodWithFee`, `paymentBankOption`, `paymentRegister`; docs/bookings.md "Payment
// methods and fees"). A booking's method and total are fixed when it is booked; these calls say
// which methods its buyer may use and what each costs.

/** `POST paymentMethod`: the methods the caller may pay with; with `bookingRef`, that booking's buyer. */
export const paymentMethodQuerySchema = z.strictObject({ bookingRef: optional(bookingRefField()) });
export type PaymentMethodQuery = z.infer<typeof paymentMethodQuerySchema>;

/** One payment method a buyer may use, labelled in the caller's language (PAYMENT_METHOD). */
export const paymentMethodOptionSchema = z.object({
  paymentMethod: bookingPaymentMethodSchema,
  label: z.string(),
  /** The method the booking asked about was booked (and priced) with: the only one `payment` takes for it. */
  booked: z.boolean(),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOptionSchema>;

export const paymentMethodListSchema = z.object({
  bookingRef: z.string().nullable(),
  /** The buyer the methods are for: agent credit needs an organization. */
  customerType: customerTypeSchema,
  organizationId: z.string().nullable(),
  methods: z.array(paymentMethodOptionSchema),
});
export type PaymentMethodList = z.infer<typeof paymentMethodListSchema>;

/** `POST paymentFee`: what paying booking `bookingRef` by `paymentMethod` costs. */
export const paymentFeeQuerySchema = z.strictObject({ bookingRef: bookingRefField(), paymentMethod: bookingPaymentMethodSchema });
export type PaymentFeeQuery = z.infer<typeof paymentFeeQuerySchema>;

/**
 * A method with what it costs for the booking's stay, priced by the price engine as a booking of
 * that stay by that method would be priced today: `fee` is the engine's payment gateway fee line
 * (a SYSTEM_FEE line, before the service tax charged on it; 0 when none applies), `total` that
 * price's whole total. For the booked method `total` is normally the booking's own total (unless
 * the rules changed since it was booked: the booking keeps its price).
 */
export const paymentFeeOptionSchema = paymentMethodOptionSchema.extend({
  fee: z.number().int(),
  total: z.number().int(),
});
export type PaymentFeeOption = z.infer<typeof paymentFeeOptionSchema>;

export const paymentFeeSchema = paymentFeeOptionSchema.extend({ bookingRef: z.string(), currencyCode: z.string() });
export type PaymentFee = z.infer<typeof paymentFeeSchema>;

/** `POST paymentMethodWithFee` (takes bookingRefSchema): every method the booking's buyer may use, with its fee. */
export const paymentMethodWithFeeSchema = z.object({
  bookingRef: z.string(),
  currencyCode: z.string(),
  /** The booking's own method and total, fixed when it was booked. */
  bookedPaymentMethod: bookingPaymentMethodSchema,
  bookedTotal: z.number().int(),
  methods: z.array(paymentFeeOptionSchema),
});
export type PaymentMethodWithFee = z.infer<typeof paymentMethodWithFeeSchema>;

/** `GET paymentBankOption`: an active FPX bank, as the payment form sends it (PaymentBankId, PaymentBankName). */
export const paymentBankChoiceSchema = z.object({
  paymentMethod: z.string(),
  paymentBankId: z.string(),
  paymentBankName: z.string(),
  /** The gateway's PaymentId for it (iPay88: 16, FPX online banking). */
  gatewayPaymentId: z.number().int(),
});
export type PaymentBankChoice = z.infer<typeof paymentBankChoiceSchema>;
export const paymentBankChoiceListSchema = z.array(paymentBankChoiceSchema);

/** `POST paymentRegister`: the buyer is about to pay booking `bookingRef` by `paymentMethod` (its own). */
export const paymentRegisterSchema = z.strictObject({ bookingRef: bookingRefField(), paymentMethod: bookingPaymentMethodSchema });
export type PaymentRegisterBody = z.infer<typeof paymentRegisterSchema>;

/**
 * What `paymentRegister` answers: the amount the payment will take (the booking's total) and, for
 * iPay88 FPX, the signed gateway form `payment` answers too (signature only, never the merchant
 * key); agent credit: `gateway` null (`payment` then captures `amount` from the credit held).
 * Nothing is recorded.
 */
export const paymentRegistrationSchema = z.object({
  bookingRef: z.string(),
  paymentMethod: bookingPaymentMethodSchema,
  currencyCode: z.string(),
  amount: z.number().int(),
  paymentDeadline: z.string(),
  gateway: paymentGatewayFormSchema.shape.gateway,
});
export type PaymentRegistration = z.infer<typeof paymentRegistrationSchema>;
