import { z } from 'zod';
import { configSection, httpUrlOrEmpty, type SectionOf } from '../../core/config/config-section';

/**
 * The settings of finance (its section of the configuration; `FINANCE.config`), read by injection:
 * `@InjectConfig(FINANCE_CONFIG) config: FinanceConfig`. The supplier's (our company's) details
 * print on every document and go into every e-invoice; the defaults are the demo company's.
 */
export const FINANCE_CONFIG = configSection('finance', {
  COMPANY_NAME: z.string().min(1).max(200).default('Demo Travel Sdn. Bhd.'),
  /** LHDN tax identification number (a company's ends with 0). */
  COMPANY_TIN: z.string().min(1).max(20).default('C25845632020'),
  /** Business registration number (SSM, 12 digits). */
  COMPANY_BRN: z.string().min(1).max(30).default('202001234567'),
  /** Up to two SST registration numbers separated by ';', or NA. */
  COMPANY_SST: z.string().min(1).max(35).default('W10-1808-32000001'),
  /** Tourism tax registration number, or NA (only tourism-tax registrants). */
  COMPANY_TTX: z.string().min(1).max(17).default('NA'),
  /** MSIC 79110 travel agency (79120 tour operator). */
  COMPANY_MSIC: z
    .string()
    .regex(/^\d{5}$/)
    .default('79110'),
  COMPANY_ACTIVITY: z.string().min(1).max(300).default('Travel agency activities'),
  COMPANY_ADDRESS: z.string().min(1).max(300).default('Level 10, Menara Demo, Jalan Sultan Ismail'),
  COMPANY_POSTCODE: z.string().max(10).default('50250'),
  COMPANY_CITY: z.string().max(50).default('Kuala Lumpur'),
  /** MyInvois state code (14 Wilayah Persekutuan Kuala Lumpur). */
  COMPANY_STATE_CODE: z
    .string()
    .regex(/^\d{2}$/)
    .default('14'),
  COMPANY_PHONE: z.string().max(20).default('+60321234567'),
  COMPANY_EMAIL: z.string().max(200).default('finance@demo-travel.example'),
  /**
   * LHDN MyInvois (docs/finance.md, "MyInvois"): the API's base URL (identity and API share it in
   * the simulator; production and sandbox have their own) and the client credentials. Empty URL:
   * e-invoices are prepared and validated but not submitted. `npm start` and the tests point them at
   * the local simulator. The secret is only sent in the token request's form body, never logged.
   */
  MYINVOIS_URL: httpUrlOrEmpty('MYINVOIS_URL'),
  MYINVOIS_IDENTITY_URL: httpUrlOrEmpty('MYINVOIS_IDENTITY_URL'),
  MYINVOIS_CLIENT_ID: z.string().max(200).default(''),
  MYINVOIS_CLIENT_SECRET: z.string().max(500).default(''),
  /** Where a Valid document's QR and link point: `{portal}/{uuid}/share/{longId}`. */
  MYINVOIS_PORTAL_URL: z.string().url().default('https://preprod.myinvois.hasil.gov.my'),
  /** How long one MyInvois call may take before it counts as failed (retried). */
  MYINVOIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Signing (docs/finance-myinvois.md, "Version 1.1 (signed)"): the path of the signing certificate
   * (PEM X.509 from a Malaysian licensed CA, organizationIdentifier = COMPANY_TIN, serialNumber =
   * COMPANY_BRN). With MYINVOIS_SIGNING_KEY_FILE: e-invoices go as version 1.1, signed; neither:
   * version 1.0 (unsigned); only one of the two is refused at start.
   */
  MYINVOIS_SIGNING_CERT_FILE: z.string().max(1000).default(''),
  /** The path of the certificate's RSA private key (PEM, PKCS#8 or PKCS#1; a secret: read once, never logged). */
  MYINVOIS_SIGNING_KEY_FILE: z.string().max(1000).default(''),
  /** The key file's passphrase when it is encrypted (a secret), else empty. */
  MYINVOIS_SIGNING_KEY_PASSPHRASE: z.string().max(1000).default(''),
});

export type FinanceConfig = SectionOf<typeof FINANCE_CONFIG>;
