import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  PaymentBankOption,
  PaymentBankOptionCreate,
  PaymentBankOptionListQuery,
  PaymentBankOptionUpdate,
  PaymentMethod,
} from '@bo/shared';
import { AuditedResource, CrudKit } from '../../../core/crud/audited-resource';
import type { ResourceDefinition } from '../../../core/crud/resource-definition';
import type { PaymentBankDirectory } from '../ports/payment-bank-directory.port';

/** `settings.payment_bank_options`: method and bank id are unique together and never change. */
const PAYMENT_BANK_OPTION: ResourceDefinition<
  PaymentBankOption,
  string,
  PaymentBankOptionCreate,
  PaymentBankOptionUpdate,
  PaymentBankOptionListQuery
> = {
  name: 'payment-bank-option',
  table: 'settings.payment_bank_options',
  alias: 'o',
  columns: `id, payment_method AS "paymentMethod", gateway_payment_id AS "gatewayPaymentId", payment_bank_id AS "paymentBankId",
  payment_bank_name AS "paymentBankName", sort_order AS "sortOrder", active`,
  idField: 'id',
  notFound: 'PAYMENT_BANK_OPTION_NOT_FOUND',
  constraints: { payment_bank_options_method_bank_uq: { code: 'PAYMENT_BANK_OPTION_TAKEN', field: 'paymentBankId' } },
  createdAs: 'option',
  listsChanged: false,
  list: {
    where: (q, filters) => {
      filters.equals('payment_method', q.paymentMethod);
      return q.activeOnly ? filters.where('active') : filters;
    },
    orderBy: 'payment_method, sort_order, lower(payment_bank_name), payment_bank_id',
  },
  insert: (o) => ({
    payment_method: o.paymentMethod,
    gateway_payment_id: o.gatewayPaymentId,
    payment_bank_id: o.paymentBankId,
    payment_bank_name: o.paymentBankName,
    sort_order: o.sortOrder,
    active: o.active,
  }),
  update: (o) => ({
    gateway_payment_id: o.gatewayPaymentId,
    payment_bank_name: o.paymentBankName,
    sort_order: o.sortOrder,
    active: o.active,
  }),
  params: (input) => ('paymentBankId' in input ? { paymentBankId: input.paymentBankId } : {}),
};

/**
 * The banks (FPX online banking) and wallets a payer picks on the gateway's page for an online
 * payment method, with the gateway's ids (iPay88 PaymentId, the FPX bank id). Reference data of
 * the settings context (a definition-driven resource, core/crud), every change audited in its
 * transaction. Exported: the booking context's `paymentBankOption` will call `activeFor` (never the table).
 */
@Injectable()
export class PaymentBankOptionsService
  extends AuditedResource<PaymentBankOption, string, PaymentBankOptionCreate, PaymentBankOptionUpdate, PaymentBankOptionListQuery>
  implements PaymentBankDirectory
{
  constructor(kit: CrudKit) {
    super(kit, PAYMENT_BANK_OPTION);
  }

  /** What a payer of `paymentMethod` may choose, in order. */
  activeFor(paymentMethod: PaymentMethod, manager?: EntityManager): Promise<PaymentBankOption[]> {
    return this.list({ paymentMethod, activeOnly: true }, manager);
  }
}
