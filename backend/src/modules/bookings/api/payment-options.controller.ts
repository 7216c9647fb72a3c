import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type BookingRefBody,
  bookingRefSchema,
  paymentBankChoiceListSchema,
  type PaymentFeeQuery,
  paymentFeeQuerySchema,
  paymentFeeSchema,
  paymentMethodListSchema,
  type PaymentMethodQuery,
  paymentMethodQuerySchema,
  paymentMethodWithFeeSchema,
  type PaymentRegisterBody,
  paymentRegisterSchema,
  paymentRegistrationSchema,
  PERMISSIONS,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import type { Actor } from '../../../core/context/request-context';
import { Contract } from '../../../core/http/contract.decorator';
import { GetPaymentBankOptions } from '../queries/get-payment-bank-options/get-payment-bank-options.query';
import { GetPaymentFee } from '../queries/get-payment-fee/get-payment-fee.query';
import { GetPaymentMethods } from '../queries/get-payment-methods/get-payment-methods.query';
import { GetPaymentMethodsWithFee } from '../queries/get-payment-methods-with-fee/get-payment-methods-with-fee.query';
import { RegisterPayment } from '../queries/register-payment/register-payment.query';
import { BOOKING_EXAMPLES } from './examples';

const tags = ['bookings'];

/**
 * Choosing how to pay (spec section 7, docs/bookings.md "Payment methods and fees"): the methods a
 * buyer may use, what each costs for a booking, the FPX banks, and registering the choice before
 * `payment`. An agency asks about its own bookings only (another's: 404 BOOKING_NOT_FOUND).
 */
@Controller()
export class PaymentOptionsController {
  constructor(private readonly queries: QueryBus) {}

  @Post('paymentMethod')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary:
      "The payment methods the caller may use (with bookingRef: that booking's buyer), labelled in the caller's language: agent credit for an organization, iPay88 FPX while the gateway is set up",
    body: paymentMethodQuerySchema,
    response: paymentMethodListSchema,
    tags,
    examples: BOOKING_EXAMPLES.paymentMethod,
  })
  methods(@CurrentActor() actor: Actor, @Body() body: PaymentMethodQuery) {
    return this.queries.execute(new GetPaymentMethods(actor, body.bookingRef));
  }

  @Post('paymentFee')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary:
      "What a payment method costs for a booking (minor units): the price engine's payment gateway fee line and total for the booking's stay priced with that method today",
    body: paymentFeeQuerySchema,
    response: paymentFeeSchema,
    tags,
    examples: BOOKING_EXAMPLES.paymentFee,
  })
  fee(@CurrentActor() actor: Actor, @Body() body: PaymentFeeQuery) {
    return this.queries.execute(new GetPaymentFee(actor, body.bookingRef, body.paymentMethod));
  }

  @Post('paymentMethodWithFee')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary:
      "Every payment method the booking's buyer may use, each with its fee and total, and the booking's own method and total",
    body: bookingRefSchema,
    response: paymentMethodWithFeeSchema,
    tags,
    examples: BOOKING_EXAMPLES.paymentMethodWithFee,
  })
  methodsWithFee(@CurrentActor() actor: Actor, @Body() body: BookingRefBody) {
    return this.queries.execute(new GetPaymentMethodsWithFee(actor, body.bookingRef));
  }

  @Get('paymentBankOption')
  @RequirePermission(PERMISSIONS.bookingsView)
  @Contract({
    summary: 'The active FPX banks for the payment form (PaymentBankId, PaymentBankName), in the administrators’ order',
    response: paymentBankChoiceListSchema,
    tags,
    examples: BOOKING_EXAMPLES.paymentBankOption,
  })
  banks() {
    return this.queries.execute(new GetPaymentBankOptions());
  }

  @Post('paymentRegister')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.bookingsCreate)
  @Contract({
    summary:
      "Register the choice of the booking's own payment method before paying; records nothing. iPay88 FPX: the signed gateway form `payment` answers; agent credit: the amount `payment` will capture",
    body: paymentRegisterSchema,
    response: paymentRegistrationSchema,
    tags,
    examples: BOOKING_EXAMPLES.paymentRegister,
  })
  register(@CurrentActor() actor: Actor, @Body() body: PaymentRegisterBody) {
    return this.queries.execute(new RegisterPayment(actor, body.bookingRef, body.paymentMethod));
  }
}
