import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type {
  PaymentBankOption,
  PaymentBankOptionCreate,
  PaymentBankOptionListQuery,
  PaymentBankOptionUpdate,
  PaymentMethod,
} from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { AuditedRecords } from '../../../core/audit/audited-records';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { PaymentBankOptionsRepository } from './payment-bank-options.repository';
import type { PaymentBankDirectory } from '../ports/payment-bank-directory.port';

/**
 * The banks (FPX online banking) and wallets a payer picks on the gateway's page for an online
 * payment method, with the gateway's ids (iPay88 PaymentId, the FPX bank id). Reference data of
 * the settings context, every change audited in its transaction. Exported: the booking context's
 * `paymentBankOption` will call `activeFor` (never the table).
 */
@Injectable()
export class PaymentBankOptionsService implements PaymentBankDirectory {
  private readonly records: AuditedRecords<PaymentBankOption>;

  constructor(
    private readonly options: PaymentBankOptionsRepository,
    uow: UnitOfWork,
    audit: AuditService,
  ) {
    this.records = new AuditedRecords(uow, audit, {
      name: 'payment-bank-option',
      notFound: 'PAYMENT_BANK_OPTION_NOT_FOUND',
      read: (m, id, lock) => options.find(m, id, { forUpdate: lock }),
      constraints: { payment_bank_options_method_bank_uq: { code: 'PAYMENT_BANK_OPTION_TAKEN', field: 'paymentBankId' } },
      createdAs: 'option',
      listsChanged: false,
    });
  }

  list(query: PaymentBankOptionListQuery): Promise<PaymentBankOption[]> {
    return this.options.list(query);
  }

  /** What a payer of `paymentMethod` may choose, in order. */
  activeFor(paymentMethod: PaymentMethod, manager?: EntityManager): Promise<PaymentBankOption[]> {
    return this.options.list({ paymentMethod, activeOnly: true }, manager);
  }

  create(input: PaymentBankOptionCreate): Promise<PaymentBankOption> {
    return this.records.create((m) => this.options.insert(m, input), { paymentBankId: input.paymentBankId });
  }

  update(input: PaymentBankOptionUpdate): Promise<PaymentBankOption> {
    return this.records.update(input.id, (m) => this.options.update(m, input.id, input));
  }
}
