import { Injectable } from '@nestjs/common';
import { AppError } from '../../../core/errors/app-error';
import { InjectConfig } from '../../../core/config/config-section';
import { MyInvoisClient } from '../einvoice/myinvois-client';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';

/**
 * The process's one MyInvoisClient (one token cache, one set of per-minute limits), built from
 * FINANCE_CONFIG; null when MYINVOIS_URL is empty: e-invoices are then prepared and validated, and
 * stay PREPARED (nothing is submitted).
 */
@Injectable()
export class MyInvoisGateway {
  readonly client: MyInvoisClient | null;
  /** How long to wait after an unknown outcome before looking the document up (LHDN may still be writing it). */
  readonly lookupDelayMs: number;

  constructor(@InjectConfig(FINANCE_CONFIG) config: FinanceConfig) {
    this.lookupDelayMs = config.MYINVOIS_TIMEOUT_MS * 2 + 3_000;
    this.client = config.MYINVOIS_URL
      ? new MyInvoisClient({
          baseUrl: config.MYINVOIS_URL,
          identityUrl: config.MYINVOIS_IDENTITY_URL || undefined,
          clientId: config.MYINVOIS_CLIENT_ID,
          clientSecret: config.MYINVOIS_CLIENT_SECRET,
          timeoutMs: config.MYINVOIS_TIMEOUT_MS,
        })
      : null;
  }

  /** The client, for a caller that must act now (an API call): refused clearly when submission is off. */
  get required(): MyInvoisClient {
    if (!this.client) throw new AppError('EINVOICE_SUBMISSION_OFF');
    return this.client;
  }
}
