import {
  PERMISSIONS,
  paymentBankOptionCreateSchema,
  paymentBankOptionListQuerySchema,
  paymentBankOptionListSchema,
  paymentBankOptionResultSchema,
  paymentBankOptionUpdateSchema,
} from '@bo/shared';
import { resourceController } from '../../../core/crud/resource-controller';
import { PaymentBankOptionsService } from './payment-bank-options.service';

/**
 * Payment bank options under `/bo/Dropdown`: the spec's `createPaymentBankOption`, plus the update
 * and list calls an administrator needs to keep them (additions, in the spec's style). The
 * provider's staff only.
 */
export class PaymentBankOptionsController extends resourceController({
  name: 'PaymentBankOptionsController',
  path: 'bo/Dropdown',
  tags: ['settings'],
  service: PaymentBankOptionsService,
  create: {
    path: 'createPaymentBankOption',
    permission: PERMISSIONS.paymentBankOptionsCreate,
    summary: 'Offer a bank or wallet for an online payment method (iPay88FPX, E-wallet); bank id unique per method',
    body: paymentBankOptionCreateSchema,
    response: paymentBankOptionResultSchema,
    success: 'PAYMENT_BANK_OPTION_CREATED',
    as: 'option',
  },
  update: {
    path: 'updatePaymentBankOption',
    permission: PERMISSIONS.paymentBankOptionsEdit,
    summary: 'Change a payment bank option (gateway payment id, name, order, active); method and bank id stay',
    body: paymentBankOptionUpdateSchema,
    response: paymentBankOptionResultSchema,
    success: 'PAYMENT_BANK_OPTION_UPDATED',
    as: 'option',
  },
  list: {
    method: 'GET',
    path: 'getPaymentBankOptionList',
    permission: PERMISSIONS.paymentBankOptionsView,
    summary: 'Payment bank options by method and order; paymentMethod and activeOnly filter',
    query: paymentBankOptionListQuerySchema,
    response: paymentBankOptionListSchema,
  },
}) {}
