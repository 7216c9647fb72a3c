import { Module } from '@nestjs/common';
import { AttractionsModule } from '../attractions';
import { CreditModule } from '../credit';
import { HotelsModule } from '../hotels';
import { UserDirectoryModule } from '../identity-access';
import { OrganizationsModule } from '../organizations';
import { PricingModule } from '../pricing';
import { SettingsModule } from '../settings';
import { BookingCallsController } from './api/booking-calls.controller';
import { BookingManagementController } from './api/booking-management.controller';
import { BookingDocumentsController } from './api/documents.controller';
import { EleisureController } from './api/eleisure.controller';
import { BookingOptionsController } from './api/booking-options.controller';
import { CatalogueController } from './api/catalogue.controller';
import { PaymentController } from './api/payment.controller';
import { PaymentOptionsController } from './api/payment-options.controller';
import { TicketCallsController } from './api/ticket-calls.controller';
import { BOOKING_COMMAND_HANDLERS } from './commands';
import { BookingPlacement } from './commands/booking-placement.service';
import { BookingWriter } from './commands/booking-writer.service';
import { CancelBookingHandler } from './commands/cancel-booking/cancel-booking.handler';
import { SendBookingEmailHandler } from './commands/send-booking-email/send-booking-email.handler';
import { BookingExpiry } from './jobs/booking-expiry';
import { FlightProductLine } from './flights';
import { Ipay88Gateway, PAYMENT_METHODS } from './payments';
import { PRODUCT_LINES } from './product-lines';
import { BookingOrganizationsProjection } from './projections/booking-organizations.projection';
import { BookingsProjection } from './projections/bookings.projection';
import { BOOKING_QUERY_HANDLERS } from './queries';
import { BookingPaymentFees } from './queries/booking-payment-fees.service';
import { BookingQueries } from './queries/booking-queries.service';
import { GetTicketProductDetailsHandler } from './queries/get-ticket-product-details/get-ticket-product-details.handler';
import { GetTicketProductsHandler } from './queries/get-ticket-products/get-ticket-products.handler';
import { SendBookingDocumentHandler } from './queries/send-booking-document/send-booking-document.handler';
import { WhenBookingChangedPushLive } from './reactions/when-booking-changed-push-live';
import { WhenBookingFolioUpdatedRemakeVoucher } from './reactions/when-booking-folio-updated-remake-voucher';
import { WhenBookingIssuedMakeVoucher } from './reactions/when-booking-issued-make-voucher';
import { WhenTicketsIssuedOrChangedMakeTicket } from './reactions/when-tickets-issued-or-changed-make-ticket';
import { FlightCatalogue } from './queries/flight-catalogue.service';
import { BookingSuppliers, EleisureChannel, SabreChannel, SabreFlights, SupplierChannels, SupplierExchanges } from './suppliers';
import { BookingDocuments } from './documents/booking-documents.service';

/**
 * Bookings (the booking calls of spec section 7, `/bo/BookingManagement`, payment by agent credit
 * or iPay88 FPX; docs/bookings.md), in
 * the `bookings` schema: each booking an event-sourced stream whose every move is one of
 * BOOKING_TRANSITIONS, moving its product (its ProductLine: hotels' rooms, attractions' tickets,
 * flights) and its money (its payment method: agent credit's ledger) in the same transaction as
 * its events.
 */
@Module({
  // Hotels, attractions: their product lines and catalogues. Pricing: the price of the sale. Credit: the ledger.
  // Organizations: the replica of names. User directory: the history's names. Settings: the FPX banks.
  imports: [
    AttractionsModule,
    HotelsModule,
    PricingModule,
    CreditModule,
    OrganizationsModule,
    UserDirectoryModule,
    SettingsModule,
  ],
  controllers: [
    BookingCallsController,
    PaymentController,
    PaymentOptionsController,
    BookingManagementController,
    CatalogueController,
    BookingOptionsController,
    BookingDocumentsController,
    TicketCallsController,
    EleisureController,
  ],
  providers: [
    BookingWriter,
    BookingPlacement,
    // What bookings sells (docs/bookings.md "Product lines"): hotels', attractions' and its own flights' lines, by product type.
    FlightProductLine,
    PRODUCT_LINES,
    // How it is paid: the payment-method port's implementations (agent credit, iPay88), by method.
    ...PAYMENT_METHODS,
    BookingQueries,
    // A booking priced by payment method (getPaymentFee, getPaymentMethodsWithFee).
    BookingPaymentFees,
    BookingExpiry,
    // iPay88 FPX: the signed forms and checking the gateway's answers (docs/ipay88.md).
    Ipay88Gateway,
    BookingsProjection,
    BookingOrganizationsProjection,
    WhenBookingChangedPushLive,
    // Issued: the worker makes the voucher and e-mails it; downloads and sendBookingEmail find it.
    WhenBookingIssuedMakeVoucher,
    // The folio changed: the worker makes the voucher again with the new details.
    WhenBookingFolioUpdatedRemakeVoucher,
    BookingDocuments,
    SendBookingDocumentHandler,
    SendBookingEmailHandler,
    // Theme parks and cable cars: their catalogue (attractions' products, priced by pricing), the
    // ticket the worker makes when issued or changed, and its download.
    GetTicketProductsHandler,
    GetTicketProductDetailsHandler,
    WhenTicketsIssuedOrChangedMakeTicket,
    ...BOOKING_COMMAND_HANDLERS,
    ...BOOKING_QUERY_HANDLERS,
    // SetBookingStatus delegates a cancellation to it.
    CancelBookingHandler,
    // Outside suppliers (the port; each channel's adapter registers itself) and which one a booking is confirmed with.
    SupplierChannels,
    BookingSuppliers,
    // Flights: the flight supplier (Sabre) API, its adapter of the port, and a fare as it prices it now (getProductDetails, book).
    SabreFlights,
    SabreChannel,
    FlightCatalogue,
    // eLeisure (RWT): its adapter and every exchange stored (/bo/Eleisure reads them: BOOKING_QUERY_HANDLERS).
    SupplierExchanges,
    EleisureChannel,
  ],
  exports: [SupplierChannels],
})
export class BookingsModule {}
