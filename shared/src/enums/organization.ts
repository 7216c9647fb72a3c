import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Organization (B2B customer) sign-up: pending, then approved or rejected. */
export const ORGANIZATION_STATUS = [
  { code: 'pending', en: 'Pending', ms: 'Menunggu Kelulusan' },
  { code: 'approved', en: 'Approved', ms: 'Diluluskan' },
  { code: 'rejected', en: 'Rejected', ms: 'Ditolak' },
] as const satisfies LabelledEnum<string>;
export type OrganizationStatus = CodeOf<typeof ORGANIZATION_STATUS>;
export const organizationStatusSchema = enumSchema(ORGANIZATION_STATUS);

/** Client account type (spec section 3: corporate or individual). */
export const CLIENT_ACCOUNT_TYPE = [
  { code: 'CORPORATE', en: 'Corporate', ms: 'Korporat' },
  { code: 'INDIVIDUAL', en: 'Individual', ms: 'Individu' },
] as const satisfies LabelledEnum<string>;
export type ClientAccountType = CodeOf<typeof CLIENT_ACCOUNT_TYPE>;
export const clientAccountTypeSchema = enumSchema(CLIENT_ACCOUNT_TYPE);

/** Merchant profile submission/approval status; the spec shows only these labels. */
export const MERCHANT_PROFILE_STATUS = [
  { code: 'created', en: 'Created', ms: 'Dicipta' },
  { code: 'pending', en: 'Pending', ms: 'Belum Selesai' },
  { code: 'success', en: 'Success', ms: 'Berjaya' },
  { code: 'completed', en: 'Completed', ms: 'Selesai' },
] as const satisfies LabelledEnum<string>;
export type MerchantProfileStatus = CodeOf<typeof MERCHANT_PROFILE_STATUS>;
export const merchantProfileStatusSchema = enumSchema(MERCHANT_PROFILE_STATUS);

/** Payment services a merchant can apply for (spec section 3). */
export const MERCHANT_SERVICE = [
  { code: 'ECOM', en: 'E-commerce', ms: 'E-dagang' },
  { code: 'MVT', en: 'Mobile Virtual Terminal', ms: 'Terminal Maya Mudah Alih' },
  { code: 'POS', en: 'Point-of-Sale', ms: 'Tempat Jualan' },
  { code: 'RECURRING', en: 'Recurring', ms: 'Berulang' },
  { code: 'MOTO', en: 'Mail Order Telephone Order', ms: 'Pesanan Mel dan Telefon' },
] as const satisfies LabelledEnum<string>;
export type MerchantService = CodeOf<typeof MERCHANT_SERVICE>;
export const merchantServiceSchema = enumSchema(MERCHANT_SERVICE);

/** Organization types offered at sign-up (GET /bo/General/getOrganizationTypeList). Codes are stored. */
export const ORGANIZATION_TYPE = [
  { code: 'TRAVEL_AGENCY', en: 'Travel Agency', ms: 'Agensi Pelancongan' },
  { code: 'TOUR_OPERATOR', en: 'Tour Operator', ms: 'Pengendali Pelancongan' },
  { code: 'ONLINE_TRAVEL_AGENCY', en: 'Online Travel Agency', ms: 'Agensi Pelancongan Dalam Talian' },
  { code: 'CORPORATE', en: 'Corporate', ms: 'Korporat' },
  { code: 'GOVERNMENT', en: 'Government', ms: 'Kerajaan' },
  { code: 'OTHERS', en: 'Others', ms: 'Lain-lain' },
] as const satisfies LabelledEnum<string>;
export type OrganizationType = CodeOf<typeof ORGANIZATION_TYPE>;
export const organizationTypeSchema = enumSchema(ORGANIZATION_TYPE);
