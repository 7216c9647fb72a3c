import type { ZodType } from 'zod';
import * as enums from './index';
import {
  BOOKING_STATUS,
  CREDIT_HISTORY_ACTION,
  FLIGHT_FEE_BASIS,
  HOTEL_FEE_BASIS,
  LANGUAGE,
  SECURITY_QUESTION,
  STAR_RATING,
  TITLE,
  TITLE_SHORT,
  bookingStatusSchema,
  codesOf,
  flightFeeBasisSchema,
  isCodeOf,
  labelOf,
  optionsOf,
  parseActiveFlag,
  type BookingStatus,
  type LabelledEnum,
} from './index';
import { isErrorCode } from '../errors/error-catalogue';

function isLabelledEnum(value: unknown): value is LabelledEnum {
  return (
    Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'object' && item !== null && 'code' in item)
  );
}

/** Every labelled enumeration exported, found by shape so a new one cannot skip these checks. */
const labelled = Object.entries(enums as Record<string, unknown>).filter((entry): entry is [string, LabelledEnum] =>
  isLabelledEnum(entry[1]),
);

/** BOOKING_STATUS -> bookingStatusSchema: the naming convention the web app relies on. */
function schemaNameOf(enumName: string): string {
  const camel = enumName.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `${camel}Schema`;
}

describe('labelled enumerations', () => {
  it('finds the enumerations of the spec', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(labelled)('%s', (name, options) => {
    it('has a non-empty English and Malay label for every code', () => {
      for (const option of options) {
        expect(typeof option.en).toBe('string');
        expect(typeof option.ms).toBe('string');
        expect(option.en.trim()).not.toBe('');
        expect(option.ms.trim()).not.toBe('');
      }
    });

    it('has unique codes', () => {
      const codes = codesOf(options);
      expect(new Set(codes).size).toBe(codes.length);
    });

    it('has a schema named after it that accepts every code and rejects others', () => {
      const schema = (enums as Record<string, unknown>)[schemaNameOf(name)] as ZodType | undefined;
      expect(schema).toBeDefined();
      for (const code of codesOf(options)) expect(schema!.safeParse(code).success).toBe(true);
      const rejected = schema!.safeParse('__not_a_code__');
      expect(rejected.success).toBe(false);
      expect(isErrorCode(rejected.error!.issues[0]!.message)).toBe(true);
    });
  });
});

describe('spec enumerations', () => {
  it('booking status has the six codes of spec section 4', () => {
    expect(codesOf(BOOKING_STATUS)).toEqual(['CON', 'PPA', 'RHI', 'EXP', 'CAN', 'FLD']);
    const parsed: BookingStatus = bookingStatusSchema.parse('RHI');
    expect(labelOf(BOOKING_STATUS, parsed)).toBe('Need Attention');
  });

  it('has nine credit-history actions, eight security questions and both languages', () => {
    expect(CREDIT_HISTORY_ACTION).toHaveLength(9);
    expect(SECURITY_QUESTION).toHaveLength(8);
    expect(codesOf(LANGUAGE)).toEqual(['en', 'ms']);
  });

  it('fee bases are the stored numbers 0, 1 and 2', () => {
    expect(codesOf(FLIGHT_FEE_BASIS)).toEqual([0, 1, 2]);
    expect(codesOf(HOTEL_FEE_BASIS)).toEqual([0, 1, 2]);
    expect(labelOf(FLIGHT_FEE_BASIS, 1)).toBe('Per Segment');
    expect(labelOf(HOTEL_FEE_BASIS, 0, 'ms')).toBe('Setiap Malam Bilik');
    expect(flightFeeBasisSchema.safeParse(3).success).toBe(false);
    expect(flightFeeBasisSchema.safeParse('1').success).toBe(false);
  });

  it('star ratings are 1 to 5', () => {
    expect(codesOf(STAR_RATING)).toEqual([1, 2, 3, 4, 5]);
  });

  it('the long title list extends the short one', () => {
    expect(codesOf(TITLE).slice(0, TITLE_SHORT.length)).toEqual(codesOf(TITLE_SHORT));
    expect(codesOf(TITLE)).toEqual(expect.arrayContaining(['DATO', 'DATIN', 'PROF', 'TAN_SRI']));
  });
});

describe('labelOf / optionsOf / isCodeOf', () => {
  it('gives the label in the requested language, English by default', () => {
    expect(labelOf(BOOKING_STATUS, 'CAN')).toBe('Cancelled');
    expect(labelOf(BOOKING_STATUS, 'CAN', 'ms')).toBe('Dibatalkan');
  });

  it('shows an unknown code as-is and an absent one as empty', () => {
    expect(labelOf(BOOKING_STATUS, 'ZZZ')).toBe('ZZZ');
    expect(labelOf(BOOKING_STATUS, null)).toBe('');
    expect(labelOf(BOOKING_STATUS, undefined, 'ms')).toBe('');
  });

  it('builds drop-down options in order', () => {
    expect(optionsOf(LANGUAGE, 'ms')).toEqual([
      { value: 'en', label: 'Bahasa Inggeris' },
      { value: 'ms', label: 'Bahasa Malaysia' },
    ]);
  });

  it('narrows to a code', () => {
    expect(isCodeOf(BOOKING_STATUS, 'CON')).toBe(true);
    expect(isCodeOf(BOOKING_STATUS, 'con')).toBe(false);
  });
});

describe('parseActiveFlag', () => {
  it.each([
    [true, true],
    ['true', true],
    ['Active', true],
    [false, false],
    ['false', false],
    ['Inactive', false],
    ['all', undefined],
    [undefined, undefined],
  ])('%p -> %p', (input, expected) => {
    expect(parseActiveFlag(input)).toBe(expected);
  });
});

describe('constants', () => {
  it('match spec section 9', () => {
    expect(enums.FIFTEEN_DAYS_IN_SECONDS).toBe(1_296_000);
    expect(enums.MAX_ATTACHMENT_BYTES).toBe(3_145_728);
    expect(enums.PASSWORD_MIN_LENGTH).toBe(8);
    expect(enums.MAX_FAILED_SIGN_IN_ATTEMPTS).toBe(3);
    expect(Object.values(enums.DATE_FORMATS)).toEqual(['Y-M-d', 'yyyy-MMM-dd', 'yyyy-MMM-dd HH:mm', 'yyyy-MM-dd', 'd/M/y']);
    expect(codesOf(enums.ATTACHMENT_MIME_TYPE)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
  });
});

describe('recordLabel', () => {
  it('shows the stored (English) name in English and the Malay label of a seeded code in Malay', () => {
    expect(enums.recordLabel(enums.SYSTEM_ROLE, 'MERCHANT_ADMIN', 'Agency Admin', 'en')).toBe('Agency Admin');
    expect(enums.recordLabel(enums.SYSTEM_ROLE, 'MERCHANT_ADMIN', 'Agency Admin', 'ms')).toBe('Pentadbir Peniaga');
    expect(enums.recordLabel(enums.MENU_CATEGORY, 'Finance', undefined, 'ms')).toBe('Kewangan');
    expect(enums.recordLabel(enums.ROLE_LEVEL, 'MANAGER', null, 'en')).toBe('Manager');
  });

  it('shows a seeded code given as its own name (a level of a user) as its label, never the code', () => {
    expect(enums.recordLabel(enums.ROLE_LEVEL, 'MANAGER', 'MANAGER', 'en')).toBe('Manager');
    expect(enums.recordLabel(enums.ROLE_LEVEL, 'MANAGER', 'MANAGER', 'ms')).toBe('Pengurus');
    expect(enums.recordLabel(enums.SYSTEM_ROLE, 'MERCHANT_ADMIN', 'MERCHANT_ADMIN', 'en')).toBe('Merchant Admin');
  });

  it('shows a record an administrator added as typed, in both languages', () => {
    expect(enums.recordLabel(enums.SYSTEM_ROLE, 'TICKETING', 'Ticketing', 'ms')).toBe('Ticketing');
    expect(enums.recordLabel(enums.MENU_CATEGORY, 'Reports', undefined, 'ms')).toBe('Reports');
    expect(enums.recordLabel(enums.ROLE_LEVEL, null, undefined, 'ms')).toBe('');
  });
});
