import { enumSchema, type CodeOf, type LabelledEnum } from './labelled';

/**
 * Password policy (spec sections 5 and 9). The spec fixes only the minimum length and the four
 * character classes; the maximum is ours and only caps hashing cost.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** After a wrong password 2 attempts remain, then 1, then the account is locked (spec section 4). */
export const MAX_FAILED_SIGN_IN_ATTEMPTS = 3;

/**
 * Security phrase and answer bounds. The spec says only that the phrase "must meet a policy"
 * and that answers take no special characters; these numbers are ours.
 */
export const SECURITY_PHRASE_MIN_LENGTH = 6;
export const SECURITY_PHRASE_MAX_LENGTH = 50;
export const SECURITY_ANSWER_MAX_LENGTH = 100;

/** The eight predefined security questions (spec section 9). Codes are stored; never renumber. */
export const SECURITY_QUESTION = [
  {
    code: 'FIRST_PET',
    en: 'What was the name of your first pet?',
    ms: 'Apakah nama haiwan peliharaan pertama anda?',
  },
  {
    code: 'PRIMARY_SCHOOL',
    en: 'What is the name of the primary school you attended?',
    ms: 'Apakah nama sekolah rendah tempat anda belajar?',
  },
  {
    code: 'BIRTH_TOWN',
    en: 'In which city or town were you born?',
    ms: 'Di bandar atau pekan manakah anda dilahirkan?',
  },
  {
    code: 'CHILDHOOD_NICKNAME',
    en: 'What was your childhood nickname?',
    ms: 'Apakah nama timangan anda semasa kecil?',
  },
  {
    code: 'CHILDHOOD_FRIEND',
    en: 'What is the first name of your childhood best friend?',
    ms: 'Apakah nama pertama kawan baik anda semasa kecil?',
  },
  {
    code: 'FAVOURITE_TEACHER',
    en: 'What is the name of your favourite teacher?',
    ms: 'Siapakah nama guru kegemaran anda?',
  },
  {
    code: 'FIRST_CAR',
    en: 'What was the make and model of your first car?',
    ms: 'Apakah jenama dan model kereta pertama anda?',
  },
  {
    code: 'CHILDHOOD_STREET',
    en: 'What was the name of the street where you grew up?',
    ms: 'Apakah nama jalan tempat anda membesar?',
  },
] as const satisfies LabelledEnum<string>;
export type SecurityQuestion = CodeOf<typeof SECURITY_QUESTION>;
export const securityQuestionSchema = enumSchema(SECURITY_QUESTION);
