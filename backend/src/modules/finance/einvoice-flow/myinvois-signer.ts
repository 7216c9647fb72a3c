import { readFileSync } from 'node:fs';
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../../core/config/config-section';
import { checkSigningCredentials, EInvoiceSignatureError, signUblDocument } from '../einvoice/ubl-signature';
import { FINANCE_CONFIG, type FinanceConfig } from '../finance.config';

/**
 * The signing certificate and key of FINANCE_CONFIG (MYINVOIS_SIGNING_*), read and checked once
 * when the process starts: both files set, e-invoices are signed (version 1.1); neither, they stay
 * 1.0; one without the other, a key that does not open or does not fit the certificate, or a
 * certificate not of COMPANY_TIN / COMPANY_BRN stop the start with a message naming the setting
 * (never the key). The key lives in an ES private field: not in JSON.stringify, inspect or errors.
 */
@Injectable()
export class MyInvoisSigner {
  readonly #key: KeyObject | null = null;
  readonly #certificatePem: string | null = null;

  constructor(@InjectConfig(FINANCE_CONFIG) config: FinanceConfig) {
    const certFile = config.MYINVOIS_SIGNING_CERT_FILE.trim();
    const keyFile = config.MYINVOIS_SIGNING_KEY_FILE.trim();
    if (!certFile && !keyFile) return;
    if (!certFile || !keyFile)
      throw new Error(
        `Invalid configuration: MYINVOIS_SIGNING_CERT_FILE and MYINVOIS_SIGNING_KEY_FILE go together (${certFile ? 'MYINVOIS_SIGNING_KEY_FILE' : 'MYINVOIS_SIGNING_CERT_FILE'} is empty): set both to sign e-invoices (version 1.1), or neither (version 1.0)`,
      );
    const certificatePem = readSetting('MYINVOIS_SIGNING_CERT_FILE', certFile);
    let key: KeyObject;
    try {
      key = createPrivateKey({
        key: readSetting('MYINVOIS_SIGNING_KEY_FILE', keyFile),
        passphrase: config.MYINVOIS_SIGNING_KEY_PASSPHRASE || undefined,
      });
    } catch {
      // The cause may quote the key: left out.
      throw new Error(
        'Invalid configuration: MYINVOIS_SIGNING_KEY_FILE is not a PEM private key that opens (with MYINVOIS_SIGNING_KEY_PASSPHRASE when encrypted)',
      );
    }
    try {
      checkSigningCredentials({ certificatePem, privateKey: key }, { tin: config.COMPANY_TIN, brn: config.COMPANY_BRN });
    } catch (e) {
      if (e instanceof EInvoiceSignatureError)
        throw new Error(`Invalid configuration: MYINVOIS_SIGNING_CERT_FILE / MYINVOIS_SIGNING_KEY_FILE: ${e.en}`, {
          cause: e,
        });
      throw e;
    }
    this.#certificatePem = certificatePem;
    this.#key = key;
  }

  /** Whether e-invoices are signed (version 1.1). */
  get enabled(): boolean {
    return this.#key !== null;
  }

  /** The document signed at `signingTime`; only when enabled. */
  sign(doc: object, signingTime: Date): object {
    if (!this.#key || !this.#certificatePem) throw new Error('MyInvois signing is not configured');
    return signUblDocument(doc, { certificatePem: this.#certificatePem, privateKey: this.#key, signingTime });
  }
}

function readSetting(name: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new Error(`Invalid configuration: ${name} (${path}) cannot be read: ${(e as NodeJS.ErrnoException).code ?? 'error'}`, {
      cause: e,
    });
  }
}
