import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  PERMISSIONS,
  type PaymentBankOptionCreate,
  type PaymentBankOptionListQuery,
  type PaymentBankOptionUpdate,
  paymentBankOptionCreateSchema,
  paymentBankOptionListQuerySchema,
  paymentBankOptionListSchema,
  paymentBankOptionResultSchema,
  paymentBankOptionUpdateSchema,
} from '@bo/shared';
import { CurrentActor, RequirePermission } from '../../../core/auth/auth.decorators';
import { assertStaff } from '../../../core/auth/tenancy';
import type { Actor } from '../../../core/context/request-context';
import { actionResult } from '../../../core/http/action-result';
import { Contract } from '../../../core/http/contract.decorator';
import { PaymentBankOptionsService } from './payment-bank-options.service';

const tags = ['settings'];

/**
 * Payment bank options under `/bo/Dropdown`: the spec's `createPaymentBankOption`, plus the update
 * and list calls an administrator needs to keep them (additions, in the spec's style). The
 * provider's staff only.
 */
@Controller('bo/Dropdown')
export class PaymentBankOptionsController {
  constructor(private readonly options: PaymentBankOptionsService) {}

  @Post('createPaymentBankOption')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.paymentBankOptionsCreate)
  @Contract({
    summary: 'Offer a bank or wallet for an online payment method (iPay88FPX, E-wallet); bank id unique per method',
    body: paymentBankOptionCreateSchema,
    response: paymentBankOptionResultSchema,
    tags,
  })
  async create(@CurrentActor() actor: Actor, @Body() body: PaymentBankOptionCreate) {
    assertStaff(actor);
    return { ...actionResult('PAYMENT_BANK_OPTION_CREATED'), option: await this.options.create(body) };
  }

  @Post('updatePaymentBankOption')
  @HttpCode(200)
  @RequirePermission(PERMISSIONS.paymentBankOptionsEdit)
  @Contract({
    summary: 'Change a payment bank option (gateway payment id, name, order, active); method and bank id stay',
    body: paymentBankOptionUpdateSchema,
    response: paymentBankOptionResultSchema,
    tags,
  })
  async update(@CurrentActor() actor: Actor, @Body() body: PaymentBankOptionUpdate) {
    assertStaff(actor);
    return { ...actionResult('PAYMENT_BANK_OPTION_UPDATED'), option: await this.options.update(body) };
  }

  @Get('getPaymentBankOptionList')
  @RequirePermission(PERMISSIONS.paymentBankOptionsView)
  @Contract({
    summary: 'Payment bank options by method and order; paymentMethod and activeOnly filter',
    query: paymentBankOptionListQuerySchema,
    response: paymentBankOptionListSchema,
    tags,
  })
  list(@Query() query: PaymentBankOptionListQuery) {
    return this.options.list(query);
  }
}
