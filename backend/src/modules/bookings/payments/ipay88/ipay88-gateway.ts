/**
 * The bookings' door to iPay88 (docs/ipay88.md, "How bookings use it"): the configuration from the
 * environment (IPAY88_*, APP_URL), the signed form of a booking's payment, checking an answer
 * against the booking, and requery. Signing and checking are ipay88.ts's; this adds the settings.
 *
 * The merchant key stays in here: it signs and checks, and is in no field, error, log line or answer.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type PlatformConfig } from '../../../../core/config/config';
import { InjectConfig } from '../../../../core/config/config-section';
import { BOOKINGS_CONFIG, type BookingsConfig } from '../../bookings.config';
import { AppError } from '../../../../core/errors/app-error';
import {
  type Ipay88Config,
  type Ipay88Expected,
  type Ipay88Order,
  type Ipay88RequestFields,
  type Ipay88Verdict,
  paymentRequest,
  requery,
  type RequeryAnswer,
  verifyResponse,
} from './ipay88';

/** Our pages the gateway posts its answer to, under the API prefix (api/payment.controller.ts). */
export const IPAY88_RETURN_PATH = 'payment/ipay88/return';
export const IPAY88_BACKEND_PATH = 'payment/ipay88/backend';
const API_PREFIX = '/api/v1';

const SETTINGS = ['IPAY88_MERCHANT_CODE', 'IPAY88_MERCHANT_KEY', 'IPAY88_ENTRY_URL', 'IPAY88_REQUERY_URL'] as const;

/** The gateway's configuration, or null while any of the four settings is empty. */
export function ipay88ConfigOf(config: BookingsConfig): Ipay88Config | null {
  if (SETTINGS.some((name) => config[name] === '')) return null;
  return {
    merchantCode: config.IPAY88_MERCHANT_CODE,
    merchantKey: config.IPAY88_MERCHANT_KEY,
    entryUrl: config.IPAY88_ENTRY_URL,
    requeryUrl: config.IPAY88_REQUERY_URL,
  };
}

export type Ipay88PaymentOrder = Omit<Ipay88Order, 'responseUrl' | 'backendUrl' | 'paymentId'>;

@Injectable()
export class Ipay88Gateway {
  private readonly logger = new Logger(Ipay88Gateway.name);
  private readonly gateway: Ipay88Config | null;

  constructor(
    @InjectConfig(BOOKINGS_CONFIG) config: BookingsConfig,
    @Inject(APP_CONFIG) private readonly platform: PlatformConfig,
  ) {
    this.gateway = ipay88ConfigOf(config);
    const missing = SETTINGS.filter((name) => config[name] === '');
    // Half a configuration is a mistake worth a line at start; none at all is a choice. Names only.
    if (missing.length > 0 && missing.length < SETTINGS.length) {
      this.logger.warn(`iPay88 FPX payments are off: ${missing.join(', ')} not set`);
    }
  }

  get configured(): boolean {
    return this.gateway !== null;
  }

  /** The form the browser posts to the gateway's entry page (FPX); it answers to our two pages. */
  form(order: Ipay88PaymentOrder): { url: string; fields: Ipay88RequestFields } {
    // APP_URL is read per call: the public address the gateway and the browser reach us at.
    const base = `${this.platform.APP_URL.replace(/\/+$/, '')}${API_PREFIX}`;
    return paymentRequest(this.required(), {
      ...order,
      responseUrl: `${base}/${IPAY88_RETURN_PATH}`,
      backendUrl: `${base}/${IPAY88_BACKEND_PATH}`,
    });
  }

  /** A browser return or backend post checked against what the booking asked for (never the posted values). */
  verify(fields: Readonly<Record<string, string | undefined>>, expected: Ipay88Expected): Ipay88Verdict {
    return verifyResponse(this.required(), fields, expected);
  }

  /** Whether the gateway says the RefNo is paid; 503 PAYMENT_GATEWAY_UNAVAILABLE when it cannot be asked. */
  async requery(refNo: string, amountMinor: number): Promise<RequeryAnswer> {
    try {
      return await requery(fetch, this.required(), { refNo, amountMinor, timeoutMs: 10_000 });
    } catch (error) {
      this.logger.warn(`iPay88 requery of ${refNo} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
  }

  private required(): Ipay88Config {
    if (!this.gateway) throw new AppError('PAYMENT_GATEWAY_NOT_CONFIGURED');
    return this.gateway;
  }
}
