import { Module } from '@nestjs/common';
import { MailModule } from '../../core/mail/mail.module';
import { AttractionsWorkerModule } from '../attractions';
import { CreditWorkerModule } from '../credit';
import { HotelsWorkerModule } from '../hotels';
import { BookingWriter } from './commands/booking-writer.service';
import { ExpireBookingJob, ExpireDueBookingsJob } from './jobs/booking-expiry';
import { EmailBookingConfirmationJob } from './jobs/email-booking-confirmation.job';
import { MakeHotelVoucherJob } from './jobs/make-hotel-voucher.job';
import { MakeThemeParkTicketJob } from './jobs/make-theme-park-ticket.job';
import { RemakeHotelVoucherJob } from './jobs/remake-hotel-voucher.job';
import { FlightProductLine } from './flights';
import { PAYMENT_METHODS } from './payments';
import { PRODUCT_LINES } from './product-lines';
import { BookingsProjection } from './projections/bookings.projection';
import { BookingDocuments } from './documents/booking-documents.service';

/**
 * Bookings in the worker process: the expiry jobs write through BookingWriter, so the product (its
 * line: hotels' HotelProductLine, attractions' TicketProductLine, flights') and the credit (the
 * agent-credit payment method, over the ledger) move with the booking; the voucher and ticket jobs read the hotel, rate and product through those
 * contexts' worker modules; the e-mail job sends with core's MailService.
 */
@Module({
  imports: [MailModule, HotelsWorkerModule, AttractionsWorkerModule, CreditWorkerModule],
  providers: [
    ExpireBookingJob,
    ExpireDueBookingsJob,
    MakeHotelVoucherJob,
    RemakeHotelVoucherJob,
    MakeThemeParkTicketJob,
    EmailBookingConfirmationJob,
    BookingWriter,
    FlightProductLine,
    PRODUCT_LINES,
    ...PAYMENT_METHODS,
    BookingsProjection,
    BookingDocuments,
  ],
})
export class BookingsWorkerModule {}
