import { Injectable, Logger } from '@nestjs/common';
import type { EbillingIdType } from '@bo/shared';
import { InjectConfig } from '../../../core/config/config-section';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';
import { TaxpayerCheck, type TaxpayerCheckAnswer } from './taxpayer-check.port';

/**
 * The `TaxpayerCheck` e-billing contacts use (provided as the port by EbillingContactsModule).
 * Without MYINVOIS_URL nothing is asked: UNAVAILABLE, so the contact stays NOT_CHECKED and its next
 * save asks again. A real client (the MyInvois one) plugs in with `bind(client)`, from its module's
 * `onModuleInit`, so that the dependency points from MyInvois to e-billing contacts; the tests bind
 * a small implementation of their own the same way.
 */
@Injectable()
export class DefaultTaxpayerCheck extends TaxpayerCheck {
  private readonly logger = new Logger('TaxpayerCheck');
  private bound?: TaxpayerCheck;
  private warned = false;

  constructor(@InjectConfig(FINANCE_CONFIG) private readonly config: FinanceConfig) {
    super();
  }

  /** Makes `check` ask `client`; the returned function unbinds it. */
  bind(client: TaxpayerCheck): () => void {
    this.bound = client;
    return () => {
      if (this.bound === client) this.bound = undefined;
    };
  }

  async check(tin: string, idType: EbillingIdType, idValue: string): Promise<TaxpayerCheckAnswer> {
    if (this.bound) return this.bound.check(tin, idType, idValue);
    if (!this.config.MYINVOIS_URL) return 'UNAVAILABLE';
    if (!this.warned) {
      this.warned = true;
      this.logger.warn('MYINVOIS_URL is set but no MyInvois client is bound: TINs stay NOT_CHECKED');
    }
    return 'UNAVAILABLE';
  }
}
