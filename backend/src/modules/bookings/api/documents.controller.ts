import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  bookingEmailResultSchema,
  type BookingRefBody,
  bookingRefSchema,
  PERMISSIONS,
  type SendBookingEmailBody,
  sendBookingEmailSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { SendBookingEmail } from '../commands/send-booking-email/send-booking-email.command';
import { SendBookingDocument } from '../queries/send-booking-document/send-booking-document.query';
import { HOTEL_VOUCHER_KIND } from '../../hotels';
import { BOOKING_EXAMPLES } from './examples';

const tags = ['bookings'];

/**
 * A booking's documents (docs/bookings.md, "Vouchers and e-mail"): the hotel voucher the worker made
 * when it was issued, downloaded by whoever may see the booking (a public booking call and the back
 * office's), and the confirmation e-mail with it sent again.
 */
@Controller()
export class BookingDocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('downloadHotelVoucher')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: "Download an issued booking's hotel voucher (application/pdf); 404 VOUCHER_NOT_READY until it is made",
    body: bookingRefSchema,
    tags,
    examples: BOOKING_EXAMPLES.downloadHotelVoucher,
  })
  async download(@CurrentActor() actor: Actor, @Body() body: BookingRefBody, @Res() res: Response) {
    await this.queries.execute(new SendBookingDocument(actor, body.bookingRef, HOTEL_VOUCHER_KIND, res));
  }

  @Post('bo/Download/downloadHotelVoucher')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: "Download an issued booking's hotel voucher (application/pdf), back office; 404 VOUCHER_NOT_READY until it is made",
    body: bookingRefSchema,
    tags,
  })
  async downloadBackOffice(@CurrentActor() actor: Actor, @Body() body: BookingRefBody, @Res() res: Response) {
    await this.queries.execute(new SendBookingDocument(actor, body.bookingRef, HOTEL_VOUCHER_KIND, res));
  }

  @Post('sendBookingEmail')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsEdit)
  @Contract({
    summary: 'E-mail the booking confirmation with the hotel voucher again, to the contact or to the address given',
    body: sendBookingEmailSchema,
    response: bookingEmailResultSchema,
    tags,
    examples: BOOKING_EXAMPLES.sendBookingEmail,
  })
  sendEmail(@CurrentActor() actor: Actor, @Body() body: SendBookingEmailBody) {
    return this.commands.execute(new SendBookingEmail(actor, body.bookingRef, body.email));
  }
}
