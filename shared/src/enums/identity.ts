import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/** Personal titles: the short list of most forms (spec section 3). */
export const TITLE_SHORT = [
  { code: 'MR', en: 'Mr', ms: 'Encik' },
  { code: 'MRS', en: 'Mrs', ms: 'Puan' },
  { code: 'MS', en: 'Ms', ms: 'Cik' },
  { code: 'DR', en: 'Dr', ms: 'Dr' },
] as const satisfies LabelledEnum<string>;
export type TitleShort = CodeOf<typeof TITLE_SHORT>;
export const titleShortSchema = enumSchema(TITLE_SHORT);

/** The longer list adds Malaysian honorifics, which are not translated. */
export const TITLE = [
  ...TITLE_SHORT,
  { code: 'DATO', en: 'Dato', ms: "Dato'" },
  { code: 'DATIN', en: 'Datin', ms: 'Datin' },
  { code: 'PROF', en: 'Prof', ms: 'Prof' },
  { code: 'TAN_SRI', en: 'Tan Sri', ms: 'Tan Sri' },
] as const satisfies LabelledEnum<string>;
export type Title = CodeOf<typeof TITLE>;
export const titleSchema = enumSchema(TITLE);

/** Identity documents of a person. */
export const PERSONAL_ID_TYPE = [
  { code: 'MYKAD', en: 'MyKad Identification No.', ms: 'No. Kad Pengenalan MyKad' },
  { code: 'PASSPORT', en: 'Passport No.', ms: 'No. Pasport' },
  { code: 'ARMY_ID', en: 'Army ID No.', ms: 'No. Kad Pengenalan Tentera' },
] as const satisfies LabelledEnum<string>;
export type PersonalIdType = CodeOf<typeof PERSONAL_ID_TYPE>;
export const personalIdTypeSchema = enumSchema(PERSONAL_ID_TYPE);

/** Identity document of a company. */
export const COMPANY_ID_TYPE = [
  { code: 'BRN', en: 'Business Registration No.', ms: 'No. Pendaftaran Perniagaan' },
] as const satisfies LabelledEnum<string>;
export type CompanyIdType = CodeOf<typeof COMPANY_ID_TYPE>;
export const companyIdTypeSchema = enumSchema(COMPANY_ID_TYPE);
