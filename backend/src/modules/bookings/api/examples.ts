import type {
  BookHotelInput,
  Booking,
  BookingEmailResult,
  BookingFolioResult,
  BookingResult,
  CancelBookingBody,
  CancellationQuote,
  DestinationList,
  PaymentBankChoice,
  PaymentFee,
  PaymentFeeQuery,
  PaymentGatewayForm,
  PaymentMethodList,
  PaymentMethodQuery,
  PaymentMethodWithFee,
  PaymentRegisterBody,
  PaymentRegistration,
  PriceBreakdownItem,
  ProductDetails,
  ProductList,
  SendBookingEmailBody,
  UpdateFolioInput,
  UpdateThemeParkInput,
} from '@bo/shared';
import type { RouteExamples } from '../../../core/http/contract.decorator';

/**
 * The OpenAPI examples of the public booking calls (spec section 7), one realistic story: an agency
 * in Kuala Lumpur books two nights at a KL hotel for two Malaysian guests with its agent credit,
 * pays, issues, updates the guest details and asks what cancelling would cost. Money is integer
 * minor units of MYR (sen); references match BOOKING_REF_PATTERN. Each example must pass its
 * route's own schema: `test/openapi-examples.int-spec.ts` checks them all (docs/api-conventions.md,
 * "Examples"). Controllers take them with one line: `examples: BOOKING_EXAMPLES.<call>`.
 */

const BOOKING_REF = 'BK7Q2M9XH4KD';
/** An FPX booking of the same stay (paymentRegister's example shows the signed gateway form). */
const FPX_BOOKING_REF = 'BK3F8N2W6RTA';
const ORGANIZATION_ID = '3f6c2a9e-8b1d-4c57-9e2a-61d0b7f4a215';
const HOTEL_ID = '9b2e4f71-5c3a-4d8e-a6f0-2d7c1e9b4a63';
const ROOM_ID = 'c41d7a26-0e9b-4f35-8a1c-7b6e2d5f9034';
const RATE_ID = 'e7a05c3b-2f84-4d1e-b9c6-0a3f8d2e6b17';
const NON_REFUNDABLE_RATE_ID = '5d8e1b9a-7c2f-4a60-9e3d-b4f0a6c1e825';
const MARKUP_ID = '1a9c6e3f-4b7d-4e20-8f5a-c2d9b0e7a341';
const BOOKING_FEE_ID = '6e2b8d4a-9f1c-4a73-b05e-3c7f1d9a2e58';
const AGENT_USER_ID = '0d4f9b2c-6a1e-4c83-9b7f-5e2a8c1d6f49';

const stay = { checkIn: '2026-12-18', checkOut: '2026-12-20' } as const;
const contact = { name: 'Nur Aisyah binti Ahmad', email: 'aisyah.ahmad@example.my', phone: '012-3456789' };
const travellers = ['Nur Aisyah binti Ahmad', 'Muhammad Hafiz bin Ismail'];
const hotel = {
  hotelID: HOTEL_ID,
  hotelName: 'Hotel Seri Bintang Kuala Lumpur',
  city: 'Kuala Lumpur',
  roomInfoID: ROOM_ID,
  roomName: 'Deluxe King',
  roomRateInclusionID: RATE_ID,
  rateName: 'Bed & Breakfast, flexible',
  ...stay,
  nights: 2,
  rooms: 1,
  adults: 2,
  childAges: [],
};

/**
 * The price of the stay for an agency of the GOLD mark-up group (docs/pricing.md, worked example):
 * RM 300.00 a night from the hotel, 12.50% mark-up, RM 5.00 service fee per room night, the agency's
 * RM 2.00 booking fee, 8% SST; Malaysian guests pay no tourism tax. Commission 5% apart.
 */
const line = (over: Partial<PriceBreakdownItem['lines'][number]>): PriceBreakdownItem['lines'][number] => ({
  kind: 'SUPPLIER_COST',
  amount: 0,
  quantity: 1,
  unitAmount: null,
  basisPoints: null,
  base: null,
  feeBasis: null,
  feeType: null,
  rule: null,
  ...over,
});
const markupRef = { kind: 'MARKUP', id: MARKUP_ID, version: 3, name: 'GOLD hotels' } as const;
const bookingFeeRef = { kind: 'SYSTEM_FEE', id: BOOKING_FEE_ID, version: null, name: null } as const;
const sstRef = { kind: 'TAX', id: 'SERVICE_TAX', version: null, name: null } as const;
const breakdown: PriceBreakdownItem = {
  currencyCode: 'MYR',
  lines: [
    line({ kind: 'SUPPLIER_COST', amount: 60_000 }),
    line({ kind: 'MARKUP', amount: 7_500, basisPoints: 1_250, base: 60_000, rule: markupRef }),
    line({ kind: 'SERVICE_FEE', amount: 1_000, quantity: 2, unitAmount: 500, feeBasis: 0, rule: markupRef }),
    line({ kind: 'SYSTEM_FEE', amount: 200, unitAmount: 200, feeType: 'BOOKING_FEE', rule: bookingFeeRef }),
    line({ kind: 'SERVICE_TAX', amount: 5_496, basisPoints: 800, base: 68_700, rule: sstRef }),
  ],
  total: 74_196,
  commission: { amount: 3_375, basisPoints: 500 },
  rulesUsed: [markupRef, bookingFeeRef, sstRef],
  notes: [],
};

const cancellation = {
  refundable: true,
  freeCancellationUntil: '2026-12-15',
  fee: { basis: 'NIGHTS', value: 1 },
} as const;
const by = { userId: AGENT_USER_ID, username: 'mutiara.ops' };

/** The booking once issued and its guest details updated (getBooking's example). */
const issuedBooking: Booking = {
  bookingRef: BOOKING_REF,
  productType: 'hotel',
  status: 'CON',
  paymentStatus: 'paid',
  customerType: 'B2B',
  organizationId: ORGANIZATION_ID,
  organizationName: 'Mutiara Holidays Sdn Bhd',
  hotel,
  flight: null,
  tickets: null,
  attention: null,
  contact,
  travellers,
  specialRequests: 'Non-smoking room on a high floor, please',
  arrivalTime: '21:30',
  currencyCode: 'MYR',
  total: 74_196,
  paid: 74_196,
  refunded: 0,
  breakdown,
  paymentMethod: 'CREDIT',
  paymentDeadline: '2026-11-28T03:30:00.000Z',
  payments: [{ state: 'PAID', method: 'CREDIT', amount: 74_196, reference: null, reason: null, at: '2026-11-28T03:02:15.000Z' }],
  cancellation,
  supplierRef: null,
  createdAt: '2026-11-28T03:00:00.000Z',
  updatedAt: '2026-11-28T03:12:40.000Z',
  history: [
    {
      at: '2026-11-28T03:00:00.000Z',
      action: 'BOOK',
      status: 'PPA',
      paymentStatus: 'pend',
      by,
      pagePath: null,
      detail: { total: 74_196, paymentDeadline: '2026-11-28T03:30:00.000Z' },
    },
    {
      at: '2026-11-28T03:02:15.000Z',
      action: 'PAY',
      status: 'PPA',
      paymentStatus: 'paid',
      by,
      pagePath: null,
      detail: { method: 'CREDIT', amount: 74_196, reference: null },
    },
    {
      at: '2026-11-28T03:05:02.000Z',
      action: 'ISSUE',
      status: 'CON',
      paymentStatus: 'paid',
      by,
      pagePath: null,
      detail: { supplierRef: null },
    },
    {
      at: '2026-11-28T03:12:40.000Z',
      action: 'UPDATE_FOLIO',
      status: 'CON',
      paymentStatus: 'paid',
      by,
      pagePath: null,
      detail: {
        specialRequests: { before: null, after: 'Non-smoking room on a high floor, please' },
        arrivalTime: { before: null, after: '21:30' },
      },
    },
  ],
};
/** Just booked: rooms and credit held until the payment deadline. */
const placedBooking: Booking = {
  ...issuedBooking,
  status: 'PPA',
  paymentStatus: 'pend',
  paid: 0,
  specialRequests: null,
  arrivalTime: null,
  updatedAt: '2026-11-28T03:00:00.000Z',
  history: issuedBooking.history.slice(0, 1),
};
const paidBooking: Booking = {
  ...placedBooking,
  paymentStatus: 'paid',
  paid: 74_196,
  updatedAt: '2026-11-28T03:02:15.000Z',
  history: issuedBooking.history.slice(0, 2),
};
const confirmedBooking: Booking = {
  ...paidBooking,
  status: 'CON',
  updatedAt: '2026-11-28T03:05:02.000Z',
  history: issuedBooking.history.slice(0, 3),
};
const cancelledBooking: Booking = {
  ...issuedBooking,
  status: 'CAN',
  paymentStatus: 'revr',
  refunded: 37_098,
  updatedAt: '2026-12-16T02:20:00.000Z',
  history: [
    ...issuedBooking.history,
    {
      at: '2026-12-16T02:20:00.000Z',
      action: 'CANCEL',
      status: 'CAN',
      paymentStatus: 'revr',
      by,
      pagePath: null,
      detail: { fee: 37_098, refund: 37_098, reason: 'Guests changed their travel plans' },
    },
  ],
};

const bookBody: BookHotelInput = {
  productType: 'hotel',
  hotelID: HOTEL_ID,
  roomInfoID: ROOM_ID,
  roomRateInclusionID: RATE_ID,
  ...stay,
  rooms: 1,
  adults: 2,
  childAges: [],
  foreignGuests: false,
  contact,
  travellers,
  paymentMethod: 'CREDIT',
};

/** Priced for the caller's group (getProduct, getProductDetails). */
const pricedFor = {
  customerType: 'B2B',
  organizationId: ORGANIZATION_ID,
  markupGroupListID: '7c3e9a15-d2b8-4f06-a1e4-9b5d0c8f2a76',
  markupGroupName: 'GOLD',
};

const fpxTotal = 75_306;

/**
 * A theme-park booking of the same agency (updateThemePark's example): Sunway Lagoon for two adults
 * and a child, booked for Saturday 19 December (weekend prices: 2 x RM 180.00 + RM 145.00 from the
 * park, 10% mark-up, RM 2.00 booking fee; theme parks carry no SST), moved to Tuesday 22 December,
 * where the same tickets cost less (the booking keeps its total), with the holders' names.
 */
const THEME_PARK_REF = 'BK9D4T7RW2PN';
const themeParkRulesUsed = [
  { kind: 'MARKUP', id: '4e8b2c6a-1d9f-4f37-b5a0-8c3e7d1f9a24', version: 2, name: 'GOLD theme parks' },
  bookingFeeRef,
] as const;
const themeParkBooking: Booking = {
  ...issuedBooking,
  bookingRef: THEME_PARK_REF,
  productType: 'themePark',
  hotel: null,
  tickets: {
    productID: 'a3f7c9e1-5b2d-4c84-9e6a-0d1b8f4c7e35',
    productCode: 'SUNWAY-LAGOON',
    productName: 'Sunway Lagoon',
    city: 'Petaling Jaya',
    visitDate: '2026-12-22',
    quantity: 3,
    tickets: [
      { ticketTypeID: 'f1c8e2a4-7d3b-4a96-b2e5-6c0d9f3a8b17', code: 'ADULT', name: 'Adult', quantity: 2 },
      { ticketTypeID: '8b5d1f3e-2a7c-4e09-9d64-e3a0c7b2f5d8', code: 'CHILD', name: 'Child (3-12)', quantity: 1 },
    ],
  },
  contact: { name: 'Tan Mei Ling', email: 'meiling.tan@example.my', phone: '016-2233445' },
  travellers: ['Tan Mei Ling', 'Lim Wei Jie', 'Lim Xin Yi'],
  specialRequests: null,
  arrivalTime: null,
  total: 55_750,
  paid: 55_750,
  breakdown: {
    currencyCode: 'MYR',
    lines: [
      line({ kind: 'SUPPLIER_COST', amount: 50_500 }),
      line({ kind: 'MARKUP', amount: 5_050, basisPoints: 1_000, base: 50_500, rule: themeParkRulesUsed[0] }),
      line({ kind: 'SYSTEM_FEE', amount: 200, unitAmount: 200, feeType: 'BOOKING_FEE', rule: bookingFeeRef }),
    ],
    total: 55_750,
    commission: { amount: 2_778, basisPoints: 500 },
    rulesUsed: [...themeParkRulesUsed],
    notes: [],
  },
  cancellation: { refundable: true, freeCancellationUntil: '2026-12-17', fee: { basis: 'PERCENT', value: 5_000 } },
  updatedAt: '2026-12-02T06:41:10.000Z',
  history: [
    // Booked, paid and issued as the hotel booking was, for its own total.
    ...issuedBooking.history
      .slice(0, 3)
      .map((entry) =>
        entry.action === 'BOOK' || entry.action === 'PAY'
          ? { ...entry, detail: { ...entry.detail, ...(entry.action === 'BOOK' ? { total: 55_750 } : { amount: 55_750 }) } }
          : entry,
      ),
    {
      at: '2026-12-02T06:41:10.000Z',
      action: 'CHANGE_TICKETS',
      status: 'CON',
      paymentStatus: 'paid',
      by,
      pagePath: null,
      detail: {
        previousVisitDate: '2026-12-19',
        visitDate: '2026-12-22',
        travellers: 'Tan Mei Ling, Lim Wei Jie, Lim Xin Yi',
        repricedTotal: 46_400,
      },
    },
  ],
};

export const BOOKING_EXAMPLES = {
  getDestination: {
    body: { search: 'kuala' },
    response: [
      { destination: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur', countryCode: 'MYS', hotelCount: 14 },
      { destination: 'Kuala Terengganu', state: 'Terengganu', countryCode: 'MYS', hotelCount: 3 },
    ] satisfies DestinationList,
  },
  getProduct: {
    body: { productType: 'hotel', destination: 'Kuala Lumpur', ...stay, adults: 2, childAges: [], rooms: 1 },
    response: {
      productType: 'hotel',
      ...stay,
      nights: 2,
      pricedFor,
      products: [
        {
          hotelID: '2c8f5e1a-7b3d-4a96-8e0f-d1b6a4c9e752',
          name: 'Hotel Chinatown Petaling',
          city: 'Kuala Lumpur',
          starRating: 3,
          currencyCode: 'MYR',
          fromSellingTotal: 41_796,
          roomName: 'Superior Double',
          rateName: 'Room only',
        },
        {
          hotelID: HOTEL_ID,
          name: hotel.hotelName,
          city: 'Kuala Lumpur',
          starRating: 4,
          currencyCode: 'MYR',
          fromSellingTotal: 74_196,
          roomName: 'Deluxe King',
          rateName: 'Bed & Breakfast, flexible',
        },
      ],
    } satisfies ProductList,
  },
  getProductDetails: {
    body: { productType: 'hotel', hotelID: HOTEL_ID, ...stay, adults: 2, childAges: [], rooms: 1 },
    response: {
      productType: 'hotel',
      hotel: {
        hotelID: HOTEL_ID,
        name: hotel.hotelName,
        starRating: 4,
        description: 'A short walk from Bukit Bintang station and Pavilion Kuala Lumpur.',
        address: ['138 Jalan Bukit Bintang', '55100 Kuala Lumpur', 'W.P. Kuala Lumpur'],
        city: 'Kuala Lumpur',
        phone: '03-2141 8000',
        checkInTime: '15:00',
        checkOutTime: '12:00',
        currencyCode: 'MYR',
      },
      ...stay,
      nights: 2,
      pricedFor,
      rooms: [
        {
          roomInfoID: ROOM_ID,
          name: 'Deluxe King',
          free: 6,
          rates: [
            {
              roomRateInclusionID: RATE_ID,
              ratePlanCode: 'BB-FLEX',
              name: 'Bed & Breakfast, flexible',
              mealPlan: 'BB',
              inclusions: ['Breakfast for two', 'Wi-Fi'],
              nightly: [
                { date: '2026-12-18', price: 30_000 },
                { date: '2026-12-19', price: 30_000 },
              ],
              total: 60_000,
              sellingTotal: 74_196,
              refundable: true,
              freeCancellationUntil: '2026-12-15',
              cancellationFee: { basis: 'NIGHTS', value: 1 },
            },
            {
              roomRateInclusionID: NON_REFUNDABLE_RATE_ID,
              ratePlanCode: 'RO-NR',
              name: 'Room only, non-refundable',
              mealPlan: 'RO',
              inclusions: ['Wi-Fi'],
              nightly: [
                { date: '2026-12-18', price: 25_500 },
                { date: '2026-12-19', price: 25_500 },
              ],
              total: 51_000,
              sellingTotal: 63_261,
              refundable: false,
              freeCancellationUntil: null,
              cancellationFee: { basis: 'FULL_STAY', value: 0 },
            },
          ],
        },
      ],
    } satisfies ProductDetails,
  },
  book: {
    body: bookBody,
    response: {
      code: 'BOOKING_CREATED',
      message: 'Booking made: the rooms are held until the payment deadline.',
      booking: placedBooking,
    } satisfies BookingResult,
  },
  paymentMethod: {
    body: { bookingRef: BOOKING_REF } satisfies PaymentMethodQuery,
    response: {
      bookingRef: BOOKING_REF,
      customerType: 'B2B',
      organizationId: ORGANIZATION_ID,
      methods: [
        { paymentMethod: 'CREDIT', label: 'Credit', booked: true },
        { paymentMethod: 'IPAY88_FPX', label: 'iPay88FPX', booked: false },
      ],
    } satisfies PaymentMethodList,
  },
  paymentFee: {
    body: { bookingRef: BOOKING_REF, paymentMethod: 'IPAY88_FPX' } satisfies PaymentFeeQuery,
    // FPX adds the agency's 1.50% payment gateway fee (of 68,500) before the 8% SST.
    response: {
      bookingRef: BOOKING_REF,
      currencyCode: 'MYR',
      paymentMethod: 'IPAY88_FPX',
      label: 'iPay88FPX',
      booked: false,
      fee: 1_028,
      total: fpxTotal,
    } satisfies PaymentFee,
  },
  paymentMethodWithFee: {
    body: { bookingRef: BOOKING_REF },
    response: {
      bookingRef: BOOKING_REF,
      currencyCode: 'MYR',
      bookedPaymentMethod: 'CREDIT',
      bookedTotal: 74_196,
      methods: [
        { paymentMethod: 'CREDIT', label: 'Credit', booked: true, fee: 0, total: 74_196 },
        { paymentMethod: 'IPAY88_FPX', label: 'iPay88FPX', booked: false, fee: 1_028, total: fpxTotal },
      ],
    } satisfies PaymentMethodWithFee,
  },
  paymentBankOption: {
    response: [
      { paymentMethod: 'IPAY88_FPX', paymentBankId: 'MB2U0227', paymentBankName: 'Maybank2u', gatewayPaymentId: 16 },
      { paymentMethod: 'IPAY88_FPX', paymentBankId: 'BCBB0235', paymentBankName: 'CIMB Clicks', gatewayPaymentId: 16 },
      { paymentMethod: 'IPAY88_FPX', paymentBankId: 'PBB0233', paymentBankName: 'Public Bank', gatewayPaymentId: 16 },
    ] satisfies PaymentBankChoice[],
  },
  paymentRegister: {
    body: { bookingRef: FPX_BOOKING_REF, paymentMethod: 'IPAY88_FPX' } satisfies PaymentRegisterBody,
    response: {
      bookingRef: FPX_BOOKING_REF,
      paymentMethod: 'IPAY88_FPX',
      currencyCode: 'MYR',
      amount: fpxTotal,
      paymentDeadline: '2026-11-28T03:45:00.000Z',
      gateway: {
        url: 'https://payment.ipay88.com.my/epayment/entry.asp',
        fields: {
          MerchantCode: 'M21845',
          PaymentId: '16',
          RefNo: FPX_BOOKING_REF,
          Amount: '753.06',
          Currency: 'MYR',
          ProdDesc: `Booking ${FPX_BOOKING_REF}: ${hotel.hotelName}, 2026-12-18 to 2026-12-20`,
          UserName: contact.name,
          UserEmail: contact.email,
          UserContact: contact.phone,
          Remark: '',
          Lang: 'UTF-8',
          SignatureType: 'SHA256',
          Signature: '4b1f9d0c7e2a6358b9f04d1c2e7a8b3f6d5c0e9a1b2c3d4e5f60718293a4b5c6',
          ResponseURL: 'https://bo.example.my/api/v1/payment/ipay88/return',
          BackendURL: 'https://bo.example.my/api/v1/payment/ipay88/backend',
        },
      },
    } satisfies PaymentRegistration,
  },
  payment: {
    // A multipart form (spec section 3): shown here as its fields.
    body: { OrderId: BOOKING_REF, PaymentMethod: 'CREDIT' },
    response: {
      code: 'BOOKING_PAID',
      message: 'Payment received.',
      booking: paidBooking,
      gateway: null,
    } satisfies PaymentGatewayForm,
  },
  issue: {
    body: { bookingRef: BOOKING_REF },
    response: { code: 'BOOKING_ISSUED', message: 'Booking confirmed.', booking: confirmedBooking } satisfies BookingResult,
  },
  getBooking: {
    body: { bookingRef: BOOKING_REF },
    response: issuedBooking,
  },
  preCancel: {
    body: { bookingRef: BOOKING_REF },
    // Cancelled on 16 December, after the free cancellation date: one night of two is kept.
    response: {
      bookingRef: BOOKING_REF,
      currencyCode: 'MYR',
      paid: 74_196,
      fee: 37_098,
      refund: 37_098,
      freeCancellationUntil: '2026-12-15',
    } satisfies CancellationQuote,
  },
  cancel: {
    body: { bookingRef: BOOKING_REF, reason: 'Guests changed their travel plans' } satisfies CancelBookingBody,
    response: {
      code: 'BOOKING_CANCELLED',
      message: 'Booking cancelled successfully.',
      booking: cancelledBooking,
    } satisfies BookingResult,
  },
  downloadHotelVoucher: {
    // The answer is the voucher itself (application/pdf, voucher-<ref>.pdf).
    body: { bookingRef: BOOKING_REF },
  },
  sendBookingEmail: {
    body: { bookingRef: BOOKING_REF, email: 'frontdesk@mutiaraholidays.example.my' } satisfies SendBookingEmailBody,
    response: {
      code: 'BOOKING_EMAIL_SENT',
      message: 'The booking confirmation and voucher are on their way to frontdesk@mutiaraholidays.example.my.',
      bookingRef: BOOKING_REF,
      email: 'frontdesk@mutiaraholidays.example.my',
    } satisfies BookingEmailResult,
  },
  updateFolio: {
    body: {
      bookingRef: BOOKING_REF,
      specialRequests: 'Non-smoking room on a high floor, please',
      arrivalTime: '21:30',
    } satisfies UpdateFolioInput,
    response: {
      code: 'BOOKING_FOLIO_UPDATED',
      message: 'Guest details updated successfully.',
      booking: issuedBooking,
      changed: ['specialRequests', 'arrivalTime'],
    } satisfies BookingFolioResult,
  },
  updateThemePark: {
    body: {
      bookingRef: THEME_PARK_REF,
      visitDate: '2026-12-22',
      travellers: ['Tan Mei Ling', 'Lim Wei Jie', 'Lim Xin Yi'],
    } satisfies UpdateThemeParkInput,
    response: {
      code: 'BOOKING_TICKETS_CHANGED',
      message: 'Tickets updated successfully.',
      booking: themeParkBooking,
    } satisfies BookingResult,
  },
} satisfies Record<string, RouteExamples>;
