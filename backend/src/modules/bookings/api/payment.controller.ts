import { Body, Controller, Header, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  type Ipay88AnswerBody,
  ipay88AnswerSchema,
  type PaymentFormBody,
  paymentFormSchema,
  paymentGatewayFormSchema,
  PERMISSIONS,
  SCREEN_PATHS,
} from '@bo/shared';
import { CurrentActor, Public, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { AppError } from '../../../core/errors/app-error';
import { Contract } from '../../../core/http/contract.decorator';
import { AcceptsAttachments } from '../../../core/storage/attachment.interceptor';
import { PayBooking } from '../commands/pay-booking/pay-booking.command';
import { RecordIpay88Answer } from '../commands/record-gateway-payment/record-ipay88-answer.command';
import { BACKEND_ACK, IPAY88_BACKEND_PATH, IPAY88_RETURN_PATH } from '../payments';
import { BOOKING_EXAMPLES } from './examples';

const tags = ['bookings'];

/** The gateway could not confirm a success yet: the browser is told it is pending, not failed. */
const NOT_YET = new Set(['PAYMENT_GATEWAY_NOT_CONFIRMED', 'PAYMENT_GATEWAY_UNAVAILABLE']);

/**
 * Paying a booking (docs/bookings.md, "Paying with iPay88 FPX"): `payment` by the buyer, and the two
 * pages iPay88 answers on. Those are public (the gateway and the customer's browser come without
 * our token; the response signature, checked against the booking, is what authenticates them) and
 * take application/x-www-form-urlencoded. They pass the XSRF double-submit check as every caller
 * without our cookie does: the backend post is server to server, and the browser return is a
 * cross-site POST, which carries no SameSite=Lax cookie.
 */
@Controller()
export class PaymentController {
  constructor(private readonly commands: CommandBus) {}

  @Post('payment')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsCreate)
  @AcceptsAttachments([])
  @Contract({
    summary:
      "Pay a booking (multipart form of spec section 3) by its own payment method: agent credit captures the credit held at booking; iPay88 FPX answers the signed form the browser posts to the gateway's entry page",
    body: paymentFormSchema,
    response: paymentGatewayFormSchema,
    tags,
    examples: BOOKING_EXAMPLES.payment,
  })
  payment(@CurrentActor() actor: Actor, @Body() body: PaymentFormBody) {
    return this.commands.execute(new PayBooking(actor, body.OrderId, body.PaymentMethod));
  }

  @Post(IPAY88_RETURN_PATH)
  @Public()
  @Contract({
    summary:
      "iPay88's browser return (ResponseURL, form post): the answer is checked and recorded, then the browser goes to the booking confirmation (303, `outcome` paid, failed, pending, refund (taken when the booking could no longer take it: to be refunded) or refused)",
    body: ipay88AnswerSchema,
    tags,
  })
  async ipay88Return(@Body() body: Ipay88AnswerBody, @Res() res: Response): Promise<void> {
    const bookingRef = body.RefNo ?? '';
    let outcome: string;
    try {
      outcome = (await this.commands.execute(new RecordIpay88Answer(body, 'return'))).outcome;
    } catch (error) {
      // A forged or foreign answer is refused outright (400); anything else still takes the customer back.
      if (!(error instanceof AppError) || error.status === 400) throw error;
      outcome = NOT_YET.has(error.code) ? 'pending' : 'refused';
    }
    const query = new URLSearchParams({ ref: bookingRef, outcome });
    res.redirect(303, `${SCREEN_PATHS.bookingConfirmation}?${query}`);
  }

  @Post(IPAY88_BACKEND_PATH)
  @Public()
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Contract({
    summary:
      "iPay88's backend post (BackendURL, server to server): answers the bare text RECEIVEOK once the answer is recorded; an error (not RECEIVEOK) makes the gateway post again",
    body: ipay88AnswerSchema,
    tags,
  })
  async ipay88Backend(@Body() body: Ipay88AnswerBody): Promise<string> {
    await this.commands.execute(new RecordIpay88Answer(body, 'backend'));
    return BACKEND_ACK;
  }
}
