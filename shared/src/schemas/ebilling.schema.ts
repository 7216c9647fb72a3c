/**
 * E-billing contacts (`/bo/Ebilling`, screen /Settings/contactList/contactList): the buyers named
 * on e-invoices sent to LHDN MyInvois, with the buyer fields MyInvois asks for (TIN, id type and
 * value, SST number, address with its state code, E.164 phone). docs/finance-ebilling.md.
 */
import { z } from 'zod';
import { enumSchema, type CodeOf, type LabelledEnum } from '../enums/labelled';
import type { ErrorCode } from '../errors/error-catalogue';
import { POSTCODE } from './address';
import { pageOf, sortedBy } from './paging.schema';
import { blankToUndefined, emailField, optionalTextField, validTextField } from './validation';

const fail = (code: ErrorCode) => ({ error: code });

/** Who the buyer is (our grouping; MyInvois itself only sees the TIN and id). */
export const EBILLING_CONTACT_TYPE = [
  { code: 'INDIVIDUAL', en: 'Individual', ms: 'Individu' },
  { code: 'COMPANY', en: 'Company', ms: 'Syarikat' },
  { code: 'GOVERNMENT', en: 'Government', ms: 'Kerajaan' },
  { code: 'FOREIGN', en: 'Foreign', ms: 'Asing' },
] as const satisfies LabelledEnum<string>;
export type EbillingContactType = CodeOf<typeof EBILLING_CONTACT_TYPE>;
export const ebillingContactTypeSchema = enumSchema(EBILLING_CONTACT_TYPE);

/** MyInvois registration/identification types (`taxpayer/validate?idType=`). */
export const EBILLING_ID_TYPE = [
  { code: 'BRN', en: 'Business registration number (BRN)', ms: 'Nombor pendaftaran perniagaan (BRN)' },
  { code: 'NRIC', en: 'MyKad / NRIC', ms: 'MyKad / NRIC' },
  { code: 'PASSPORT', en: 'Passport', ms: 'Pasport' },
  { code: 'ARMY', en: 'Army number', ms: 'Nombor tentera' },
] as const satisfies LabelledEnum<string>;
export type EbillingIdType = CodeOf<typeof EBILLING_ID_TYPE>;
export const ebillingIdTypeSchema = enumSchema(EBILLING_ID_TYPE);

/** MyInvois state codes (its code list); 17 only for an address outside Malaysia. */
export const MYINVOIS_STATE = [
  { code: '01', en: 'Johor', ms: 'Johor' },
  { code: '02', en: 'Kedah', ms: 'Kedah' },
  { code: '03', en: 'Kelantan', ms: 'Kelantan' },
  { code: '04', en: 'Melaka', ms: 'Melaka' },
  { code: '05', en: 'Negeri Sembilan', ms: 'Negeri Sembilan' },
  { code: '06', en: 'Pahang', ms: 'Pahang' },
  { code: '07', en: 'Pulau Pinang', ms: 'Pulau Pinang' },
  { code: '08', en: 'Perak', ms: 'Perak' },
  { code: '09', en: 'Perlis', ms: 'Perlis' },
  { code: '10', en: 'Selangor', ms: 'Selangor' },
  { code: '11', en: 'Terengganu', ms: 'Terengganu' },
  { code: '12', en: 'Sabah', ms: 'Sabah' },
  { code: '13', en: 'Sarawak', ms: 'Sarawak' },
  { code: '14', en: 'Wilayah Persekutuan Kuala Lumpur', ms: 'Wilayah Persekutuan Kuala Lumpur' },
  { code: '15', en: 'Wilayah Persekutuan Labuan', ms: 'Wilayah Persekutuan Labuan' },
  { code: '16', en: 'Wilayah Persekutuan Putrajaya', ms: 'Wilayah Persekutuan Putrajaya' },
  { code: '17', en: 'Not Applicable', ms: 'Tidak Berkenaan' },
] as const satisfies LabelledEnum<string>;
export type MyInvoisStateCode = CodeOf<typeof MYINVOIS_STATE>;
export const myInvoisStateSchema = enumSchema(MYINVOIS_STATE);
/** The state code of an address outside Malaysia. */
export const MYINVOIS_STATE_NOT_APPLICABLE = '17';

/**
 * Where the contact's TIN stands with LHDN: checked once when the contact is made and again only
 * when its TIN, id type or document number change (never per submission).
 */
export const EBILLING_TIN_STATUS = [
  { code: 'NOT_CHECKED', en: 'Not checked', ms: 'Belum disemak' },
  { code: 'VALID', en: 'TIN valid', ms: 'TIN sah' },
  { code: 'NOT_FOUND', en: 'TIN not found', ms: 'TIN tidak dijumpai' },
] as const satisfies LabelledEnum<string>;
export type EbillingTinStatus = CodeOf<typeof EBILLING_TIN_STATUS>;

/** Most rows a lookup call (by name, type or document number) answers: a picker's options. */
export const EBILLING_LOOKUP_LIMIT = 200;

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v);
const requiredUpper = (pattern: RegExp, invalid: ErrorCode, max: number) =>
  z.preprocess(
    upper,
    z
      .string(fail('REQUIRED_FIELD'))
      .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode, abort: true })
      .max(max, fail('AT_MOST_N_CHARACTERS'))
      .regex(pattern, fail(invalid)),
  );
/** Absent, null and blank all mean "not given" (a form sends back the null it was given). */
const orNull = (v: unknown) => (v === null ? undefined : v);
const optionalText = (max: number) => z.preprocess(orNull, optionalTextField(max));

/** The fields of a contact as a form or a call sends them. */
const contactFields = {
  type: ebillingContactTypeSchema,
  name: validTextField({ max: 300 }),
  /** LHDN TIN (IG... for individuals, ending 0 for companies) or a general TIN (EI00000000020...). */
  tin: requiredUpper(/^[A-Z]{1,2}\d{8,12}$/, 'EBILLING_TIN_FORMAT', 14),
  idType: ebillingIdTypeSchema,
  /** The id's value (`idValue` of MyInvois): the NRIC, passport, BRN or army number. */
  documentNumber: requiredUpper(/^[A-Z0-9][A-Z0-9-]*$/, 'EBILLING_DOCUMENT_NUMBER_FORMAT', 20),
  /** Up to two SST registration numbers separated by ';', or NA (not registered). */
  sstNumber: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? 'NA' : upper(v)),
    z.string().regex(/^(NA|[A-Z0-9-]{1,17}(;[A-Z0-9-]{1,17})?)$/, fail('EBILLING_SST_FORMAT')),
  ),
  email: z.preprocess((v) => blankToUndefined(orNull(v)), emailField().optional()),
  /** E.164: + and the country code, no spaces or dashes (what MyInvois takes). */
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
    z
      .string(fail('REQUIRED_FIELD'))
      .min(1, { error: 'REQUIRED_FIELD' satisfies ErrorCode, abort: true })
      .regex(/^\+[1-9]\d{7,14}$/, fail('EBILLING_PHONE_E164')),
  ),
  addressLine1: validTextField({ max: 150 }),
  addressLine2: optionalText(150),
  postcode: z.preprocess(
    (v) => blankToUndefined(orNull(v)),
    z.string().trim().max(10, fail('AT_MOST_N_CHARACTERS')).regex(POSTCODE, fail('INVALID_CHARACTERS')).optional(),
  ),
  city: validTextField({ max: 50 }),
  stateCode: myInvoisStateSchema,
  /** ISO 3166-1 alpha-3. */
  countryCode: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'MYS' : upper(v)),
    z.string().regex(/^[A-Z]{3}$/, fail('EBILLING_COUNTRY_CODE')),
  ),
  contactPerson: optionalText(100),
};

/**
 * The rules across fields: an NRIC is 12 digits; state 17 (Not Applicable) only outside Malaysia,
 * and outside Malaysia only 17 (MyInvois refuses the others). Checked once the fields themselves
 * are well-formed, so each problem reads once.
 */
function withContactRules<
  T extends z.ZodType<{ idType: string; documentNumber: string; stateCode: string; countryCode: string }>,
>(schema: T): T {
  const whenStrings =
    (...keys: string[]) =>
    ({ value }: { value: unknown }) =>
      keys.every((k) => typeof (value as Record<string, unknown> | undefined)?.[k] === 'string');
  return schema
    .refine((c) => c.idType !== 'NRIC' || /^\d{12}$/.test(c.documentNumber), {
      error: 'EBILLING_NRIC_FORMAT' satisfies ErrorCode,
      path: ['documentNumber'],
      when: whenStrings('idType', 'documentNumber'),
    })
    .refine((c) => (c.countryCode === 'MYS') === (c.stateCode !== MYINVOIS_STATE_NOT_APPLICABLE), {
      error: 'EBILLING_STATE_FOREIGN_ONLY' satisfies ErrorCode,
      path: ['stateCode'],
      when: whenStrings('stateCode', 'countryCode'),
    }) as unknown as T;
}

/** `POST CreateEbillingContact`. */
export const createEbillingContactSchema = withContactRules(z.strictObject(contactFields));
export type CreateEbillingContactBody = z.infer<typeof createEbillingContactSchema>;
export type CreateEbillingContactInput = z.input<typeof createEbillingContactSchema>;

/** `POST UpdateEbillingContact`: every field again, `id` naming the contact. */
export const updateEbillingContactSchema = withContactRules(
  z.strictObject({ id: z.uuid(fail('EBILLING_CONTACT_NOT_FOUND')), ...contactFields }),
);
export type UpdateEbillingContactBody = z.infer<typeof updateEbillingContactSchema>;

/** A contact as the API answers it. */
export const ebillingContactSchema = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  tin: z.string(),
  idType: z.string(),
  documentNumber: z.string(),
  sstNumber: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string(),
  stateCode: z.string(),
  countryCode: z.string(),
  contactPerson: z.string().nullable(),
  tinStatus: z.enum(['NOT_CHECKED', 'VALID', 'NOT_FOUND']),
  /** When LHDN last answered about the TIN (null: never). */
  tinCheckedAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EbillingContact = z.infer<typeof ebillingContactSchema>;

export const ebillingContactResultSchema = z.object({
  code: z.string(),
  message: z.string(),
  contact: ebillingContactSchema,
});
export const ebillingContactRemovedSchema = z.object({ code: z.string(), message: z.string(), id: z.string() });

export const EBILLING_CONTACT_SORT_KEYS = ['name', 'type', 'tin', 'documentNumber', 'tinStatus', 'updatedAt'] as const;
/** `GET GetEbillingContactList`: the spec's paging, sortKey one of EBILLING_CONTACT_SORT_KEYS. */
export const ebillingContactPageQuerySchema = sortedBy(EBILLING_CONTACT_SORT_KEYS);
/** `GET GetEbillingContactListByFilter`: paged; type equals, name and document number contain. */
export const ebillingContactFilterSchema = sortedBy(EBILLING_CONTACT_SORT_KEYS).extend({
  type: z.preprocess(blankToUndefined, ebillingContactTypeSchema.optional()),
  name: optionalText(100),
  documentNumber: z.preprocess((v) => upper(blankToUndefined(v)), z.string().max(20, fail('AT_MOST_N_CHARACTERS')).optional()),
});
export type EbillingContactFilter = z.infer<typeof ebillingContactFilterSchema>;
export const ebillingContactPageSchema = pageOf(ebillingContactSchema);

/** `GET GetEbillingContactListByName?name` (contains), `ByType?type`, `ByDocumentNumber?documentNumber` (exact). */
export const ebillingContactByNameSchema = z.object({ name: validTextField({ max: 100 }) });
export const ebillingContactByTypeSchema = z.object({ type: ebillingContactTypeSchema });
export const ebillingContactByDocumentNumberSchema = z.object({
  documentNumber: requiredUpper(/^[A-Z0-9][A-Z0-9-]*$/, 'EBILLING_DOCUMENT_NUMBER_FORMAT', 20),
});
export type EbillingContactLookup = { name?: string; type?: string; documentNumber?: string };
export const ebillingContactListSchema = z.array(ebillingContactSchema);

/** `GET RemoveEbillingContact?id`. */
export const ebillingContactIdQuerySchema = z.object({ id: z.uuid(fail('EBILLING_CONTACT_NOT_FOUND')) });
