import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  PaymentBankOption,
  PaymentBankOptionCreate,
  PaymentBankOptionListQuery,
  PaymentBankOptionUpdate,
  PaymentMethod,
} from '@bo/shared';
import { AuditService } from '../../../core/audit/audit.service';
import { UnitOfWork } from '../../../core/database/unit-of-work';
import { AppError } from '../../../core/errors/app-error';
import { isUniqueViolation } from '../../../core/event-store/event-store';
import { fieldError } from '../../../core/http/action-result';
import { PaymentBankOptionsRepository } from './payment-bank-options.repository';

/**
 * The banks (FPX online banking) and wallets a payer picks on the gateway's page for an online
 * payment method, with the gateway's ids (iPay88 PaymentId, the FPX bank id). Reference data of
 * the settings context, every change audited in its transaction. Exported: the booking context's
 * `paymentBankOption` will call `activeFor` (never the table).
 */
@Injectable()
export class PaymentBankOptionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly options: PaymentBankOptionsRepository,
  ) {}

  list(query: PaymentBankOptionListQuery): Promise<PaymentBankOption[]> {
    return this.options.list(query);
  }

  /** What a payer of `paymentMethod` may choose, in order. */
  activeFor(paymentMethod: PaymentMethod, manager?: EntityManager): Promise<PaymentBankOption[]> {
    return this.options.list({ paymentMethod, activeOnly: true }, manager);
  }

  async create(input: PaymentBankOptionCreate): Promise<PaymentBankOption> {
    return this.uow.run(async (m) => {
      let id: string;
      try {
        id = await this.options.insert(m, input);
      } catch (error) {
        if (isUniqueViolation(error))
          throw fieldError('PAYMENT_BANK_OPTION_TAKEN', 'paymentBankId', { paymentBankId: input.paymentBankId });
        throw error;
      }
      const option = await this.one(m, id);
      await this.audit.record(
        { action: 'payment-bank-option.created', targetType: 'payment-bank-option', targetId: id, details: { option } },
        m,
      );
      return option;
    });
  }

  async update(input: PaymentBankOptionUpdate): Promise<PaymentBankOption> {
    return this.uow.run(async (m) => {
      const before = await this.options.find(m, input.id, { forUpdate: true });
      if (!before) throw new AppError('PAYMENT_BANK_OPTION_NOT_FOUND');
      await this.options.update(m, input.id, input);
      const after = await this.one(m, input.id);
      await this.audit.record(
        {
          action: 'payment-bank-option.updated',
          targetType: 'payment-bank-option',
          targetId: input.id,
          details: { before, after },
        },
        m,
      );
      return after;
    });
  }

  private async one(m: EntityManager, id: string): Promise<PaymentBankOption> {
    const option = await this.options.find(m, id);
    if (!option) throw new AppError('PAYMENT_BANK_OPTION_NOT_FOUND');
    return option;
  }
}
