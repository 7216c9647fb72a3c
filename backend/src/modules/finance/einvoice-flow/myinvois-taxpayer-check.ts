import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EbillingIdType } from '@bo/shared';
import { DefaultTaxpayerCheck, TaxpayerCheck, type TaxpayerCheckAnswer } from '../ebilling';
import { GENERAL_TIN } from '../einvoice/einvoice-input';
import { MyInvoisGateway } from './myinvois-gateway';

const GENERAL_TINS = new Set<string>(Object.values(GENERAL_TIN));

/**
 * E-billing contacts' TIN check asked of LHDN (`taxpayer/validate`, through the process's one
 * MyInvoisClient, within its per-minute limit), bound at start when MyInvois is configured. LHDN's
 * general TINs are its own and valid by definition: never asked. A failure to ask is UNAVAILABLE
 * (the contact stays NOT_CHECKED; its next save asks again).
 */
@Injectable()
export class MyInvoisTaxpayerCheck extends TaxpayerCheck implements OnModuleInit {
  constructor(
    private readonly gateway: MyInvoisGateway,
    private readonly defaults: DefaultTaxpayerCheck,
  ) {
    super();
  }

  onModuleInit(): void {
    if (this.gateway.client) this.defaults.bind(this);
  }

  async check(tin: string, idType: EbillingIdType, idValue: string): Promise<TaxpayerCheckAnswer> {
    if (GENERAL_TINS.has(tin)) return 'VALID';
    const client = this.gateway.client;
    if (!client) return 'UNAVAILABLE';
    return client.validateTaxpayer(tin, idType, idValue).then(
      (found) => (found ? 'VALID' : 'NOT_FOUND'),
      () => 'UNAVAILABLE',
    );
  }
}
