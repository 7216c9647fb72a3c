import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { MAX_ATTACHMENT_BYTES } from '../enums/limits';
import {
  alphaField,
  attachmentField,
  emailField,
  fromFormText,
  integerField,
  moneyMinorUnitsField,
  numberField,
  numbersOnlyField,
  otpField,
  passwordField,
  passwordPairSchema,
  phoneNumberField,
  requiredTextField,
  securityAnswerField,
  securityPhraseField,
  flagRepeats,
  termsAcceptedField,
  upperCaseCodeField,
  urlField,
  validTextField,
} from './validation';
import { isUuid } from './field-rules';

/** Catalogue codes of the issues a value raises; [] when it is accepted. */
function codesFor(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('passwordField', () => {
  const schema = passwordField();

  it.each(['Passw0rd!', 'C0mpl3x#Pass', 'Ábc12345$', 'aB3$aB3$'])('accepts %p', (value) => {
    expect(codesFor(schema, value)).toEqual([]);
  });

  it.each([
    ['', ['REQUIRED_FIELD']],
    [undefined, ['REQUIRED_FIELD']],
    ['Pa1!', ['PASSWORD_TOO_SHORT']],
    ['password1!', ['PASSWORD_NEEDS_UPPERCASE']],
    ['PASSWORD1!', ['PASSWORD_NEEDS_LOWERCASE']],
    ['Password!!', ['PASSWORD_NEEDS_DIGIT']],
    ['Password12', ['PASSWORD_NEEDS_SYMBOL']],
    ['Password 12', ['PASSWORD_NEEDS_SYMBOL']],
    ['password', ['PASSWORD_NEEDS_UPPERCASE', 'PASSWORD_NEEDS_DIGIT', 'PASSWORD_NEEDS_SYMBOL']],
    ['Aa1!'.repeat(40), ['PASSWORD_TOO_LONG']],
  ])('rejects %p with %p', (value, expected) => {
    expect(codesFor(schema, value)).toEqual(expected);
  });

  it('is not trimmed', () => {
    expect(schema.parse(' Passw0rd! ')).toBe(' Passw0rd! ');
  });
});

describe('passwordPairSchema (confirm password)', () => {
  const schema = passwordPairSchema();

  it('accepts identical passwords', () => {
    expect(codesFor(schema, { password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })).toEqual([]);
  });

  it('flags a different confirmation on the confirmPassword field', () => {
    const result = schema.safeParse({ password: 'Passw0rd!', confirmPassword: 'Passw0rd?' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ message: 'PASSWORD_NOT_IDENTICAL', path: ['confirmPassword'] }),
    ]);
  });

  it('reports the mismatch even while the password breaks the policy', () => {
    expect(codesFor(schema, { password: 'weak', confirmPassword: 'other' })).toContain('PASSWORD_NOT_IDENTICAL');
  });

  it('does not report a mismatch while the confirmation is still empty', () => {
    expect(codesFor(schema, { password: 'Passw0rd!', confirmPassword: '' })).toEqual(['REQUIRED_FIELD']);
  });
});

describe('emailField', () => {
  const schema = emailField();

  it.each(['siti@example.my', 'ahmad.bin.ali+bo@travel.com.my', '  lee@agency.co  '])('accepts %p', (value) => {
    expect(codesFor(schema, value)).toEqual([]);
  });

  it('trims the address', () => {
    expect(schema.parse('  lee@agency.co ')).toBe('lee@agency.co');
  });

  it.each(['siti', 'siti@', '@example.my', 'siti@example', 'siti @example.my', 'a@b..my'])('rejects %p', (value) => {
    expect(codesFor(schema, value)).toEqual(['INVALID_EMAIL']);
  });

  it('requires a value', () => {
    expect(codesFor(schema, '   ')).toEqual(['REQUIRED_FIELD']);
  });
});

describe('phoneNumberField', () => {
  const schema = phoneNumberField();

  it.each(['012-3456789', '011-12345678', '03-1234-5678', '07-1234567', '+60-12-3456789', '+65-6123-4567'])(
    'accepts %p',
    (value) => {
      expect(codesFor(schema, value)).toEqual([]);
    },
  );

  it.each([
    '0123456789', // no dash
    '012 3456789', // space instead of dash
    '012--3456789',
    '-012-3456789',
    '012-3456789-',
    '012-abc4567',
    '01-234', // too few digits
    '+60-12-3456-7890-12345', // too many groups and digits
  ])('rejects %p', (value) => {
    expect(codesFor(schema, value)).toEqual(['INVALID_PHONE_NUMBER']);
  });
});

describe('security answer and phrase', () => {
  it('answers take letters, digits and spaces only', () => {
    expect(codesFor(securityAnswerField(), 'Kuala Lumpur 1990')).toEqual([]);
    expect(codesFor(securityAnswerField(), 'Sekolah Kebangsaan Bukit Bintang')).toEqual([]);
    expect(codesFor(securityAnswerField(), "O'Brien")).toEqual(['SECURITY_ANSWER_SPECIAL_CHARACTERS']);
    expect(codesFor(securityAnswerField(), 'cat!')).toEqual(['SECURITY_ANSWER_SPECIAL_CHARACTERS']);
  });

  it('phrases must meet the policy', () => {
    expect(codesFor(securityPhraseField(), 'blue kite 42')).toEqual([]);
    expect(codesFor(securityPhraseField(), 'kite')).toEqual(['SECURITY_PHRASE_POLICY']);
    expect(codesFor(securityPhraseField(), 'blue-kite-42')).toEqual(['SECURITY_PHRASE_POLICY']);
    expect(codesFor(securityPhraseField(), 'x'.repeat(51))).toEqual(['SECURITY_PHRASE_POLICY']);
  });
});

describe('text fields', () => {
  it('requiredTextField trims and bounds length', () => {
    expect(requiredTextField().parse('  ABC Travel  ')).toBe('ABC Travel');
    expect(codesFor(requiredTextField(), null)).toEqual(['REQUIRED_FIELD']);
    expect(codesFor(requiredTextField({ min: 3 }), 'ab')).toEqual(['AT_LEAST_N_CHARACTERS']);
    expect(codesFor(requiredTextField({ max: 5 }), 'abcdef')).toEqual(['AT_MOST_N_CHARACTERS']);
  });

  it('alphaField takes letters and spaces only', () => {
    expect(codesFor(alphaField(), 'Nur Aisyah')).toEqual([]);
    expect(codesFor(alphaField(), 'Agent 007')).toEqual(['ALPHABETIC_ONLY']);
  });

  it('numbersOnlyField keeps leading zeros and counts digits', () => {
    expect(numbersOnlyField().parse('007123')).toBe('007123');
    expect(codesFor(numbersOnlyField(), '12a')).toEqual(['NUMBERS_ONLY']);
    expect(codesFor(numbersOnlyField({ minDigits: 5 }), '1234')).toEqual(['AT_LEAST_N_DIGITS']);
  });

  it('validTextField distinguishes all-invalid from some-invalid text', () => {
    expect(codesFor(validTextField(), 'Room 12, near lift')).toEqual([]);
    expect(codesFor(validTextField(), '!!! ???')).toEqual(['ALL_CHARACTERS_INVALID']);
    expect(codesFor(validTextField(), 'hello <script>')).toEqual(['INVALID_CHARACTERS']);
  });

  it('urlField takes absolute http(s) URLs', () => {
    expect(codesFor(urlField(), 'https://booking.example.my/path?q=1')).toEqual([]);
    expect(codesFor(urlField(), 'ftp://example.my')).toEqual(['INVALID_URL']);
    expect(codesFor(urlField(), 'example.my')).toEqual(['INVALID_URL']);
  });

  it('otpField takes exactly six digits by default', () => {
    expect(codesFor(otpField(), '123456')).toEqual([]);
    expect(codesFor(otpField(), '12345')).toEqual(['OTP_INVALID']);
    expect(codesFor(otpField(4), '1234')).toEqual([]);
  });

  it('termsAcceptedField needs the box ticked', () => {
    expect(codesFor(termsAcceptedField(), true)).toEqual([]);
    expect(codesFor(termsAcceptedField(), false)).toEqual(['TERMS_NOT_ACCEPTED']);
  });
});

describe('number fields', () => {
  it('integerField rejects fractions and text', () => {
    expect(codesFor(integerField(), 3)).toEqual([]);
    expect(codesFor(integerField(), 1.5)).toEqual(['INTEGER_ONLY']);
    expect(codesFor(integerField(), '3')).toEqual(['NUMBERS_ONLY']);
    expect(codesFor(integerField(), undefined)).toEqual(['REQUIRED_FIELD']);
  });

  it('bounds give between, at least, at most and more than', () => {
    expect(codesFor(integerField({ min: 1, max: 5 }), 6)).toEqual(['NUMBER_BETWEEN']);
    expect(codesFor(integerField({ min: 1, max: 5 }), 5)).toEqual([]);
    expect(codesFor(numberField({ min: 1 }), 0.5)).toEqual(['NUMBER_AT_LEAST']);
    expect(codesFor(numberField({ max: 100 }), 100.5)).toEqual(['NUMBER_AT_MOST']);
    expect(codesFor(numberField({ moreThan: 0 }), 0)).toEqual(['MORE_THAN']);
  });

  it('money is an integer of minor units', () => {
    expect(codesFor(moneyMinorUnitsField({ moreThan: 0 }), 150_00)).toEqual([]);
    expect(codesFor(moneyMinorUnitsField(), 150.5)).toEqual(['MONEY_MINOR_UNITS']);
    expect(codesFor(moneyMinorUnitsField({ moreThan: 0 }), 0)).toEqual(['MORE_THAN']);
    expect(codesFor(moneyMinorUnitsField(), Number.MAX_SAFE_INTEGER + 2)).toEqual(['MONEY_MINOR_UNITS']);
    expect(codesFor(moneyMinorUnitsField(), undefined)).toEqual(['REQUIRED_FIELD']);
  });

  it('money is never read from text: "0x10", "1e3", even "1000" are refused', () => {
    for (const text of ['0x10', '1e3', '1000', ' 16', '16.0', '1_000', 'Infinity', '']) {
      expect([text, codesFor(moneyMinorUnitsField(), text)]).toEqual([text, ['MONEY_MINOR_UNITS']]);
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(codesFor(moneyMinorUnitsField(), text)).toEqual(['MONEY_MINOR_UNITS']);
      }),
    );
  });

  it('a form (multipart) field takes plain digits only', () => {
    const field = fromFormText(moneyMinorUnitsField({ moreThan: 0 }));
    expect(field.parse('1250')).toBe(1250);
    expect(field.parse(1250)).toBe(1250);
    for (const text of ['0x10', '1e3', '12.50', ' 7', '+7', '1,000', '0b11']) {
      expect([text, codesFor(field, text)]).toEqual([text, ['MONEY_MINOR_UNITS']]);
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = field.safeParse(text);
        // Accepted text is exactly the decimal writing of the amount it became.
        if (parsed.success) expect(String(parsed.data)).toBe(text.replace(/^(-?)0+(?=\d)/, '$1'));
      }),
    );
  });
});

describe('attachmentField', () => {
  const schema = attachmentField();

  it('accepts a PDF within 3 MB', () => {
    expect(codesFor(schema, { name: 'slip.pdf', size: MAX_ATTACHMENT_BYTES, type: 'application/pdf' })).toEqual([]);
  });

  it('rejects a file over 3 MB and a wrong type', () => {
    expect(codesFor(schema, { name: 'slip.png', size: MAX_ATTACHMENT_BYTES + 1, type: 'image/png' })).toEqual([
      'PAYLOAD_TOO_LARGE',
    ]);
    expect(codesFor(schema, { name: 'slip.gif', size: 100, type: 'image/gif' })).toEqual(['ATTACHMENT_TYPE_NOT_ALLOWED']);
  });
});

describe('upperCaseCodeField', () => {
  const code = upperCaseCodeField({ max: 8, pattern: /^[A-Z0-9][A-Z0-9_-]*$/ });

  it('trims and upper-cases what it takes', () => {
    expect(code.parse('  kl-01 ')).toBe('KL-01');
  });

  it('asks for a value once, then for its length and characters', () => {
    expect(codesFor(code, undefined)).toEqual(['REQUIRED_FIELD']);
    expect(codesFor(code, '   ')).toEqual(['REQUIRED_FIELD']);
    expect(codesFor(code, 'ABCDEFGHI')).toEqual(['AT_MOST_N_CHARACTERS']);
    expect(codesFor(code, '-KL')).toEqual(['INVALID_CHARACTERS']);
  });

  it('says its own code for a value of the wrong form, and has no length bound unless given', () => {
    const key = upperCaseCodeField({ pattern: /^[A-Z][A-Z0-9_]{1,49}$/, invalid: 'DROPDOWN_KEY_FORMAT' });
    expect(codesFor(key, '1st key')).toEqual(['DROPDOWN_KEY_FORMAT']);
    expect(codesFor(key, 'room_amenity')).toEqual([]);
  });
});

describe('flagRepeats', () => {
  const issuesOf = (schema: ZodType, value: unknown) =>
    (schema.safeParse(value).error?.issues ?? []).map((i) => ({
      path: i.path.join('.'),
      message: i.message,
      params: (i as { params?: unknown }).params,
    }));

  it('marks the second and later occurrences, not the first', () => {
    const ids = z.array(z.string()).superRefine(flagRepeats((id) => id));
    expect(issuesOf(ids, ['a', 'b', 'a', 'a'])).toEqual([
      { path: '2', message: 'DUPLICATE_IN_LIST', params: undefined },
      { path: '3', message: 'DUPLICATE_IN_LIST', params: undefined },
    ]);
  });

  it('puts the issue on the field and says the code and values given', () => {
    const options = z
      .array(z.object({ code: z.string() }))
      .superRefine(
        flagRepeats((o) => o.code, { field: 'code', code: 'DROPDOWN_OPTION_DUPLICATE', params: (o) => ({ code: o.code }) }),
      );
    expect(issuesOf(options, [{ code: 'SEA' }, { code: 'SEA' }])).toEqual([
      { path: '1.code', message: 'DROPDOWN_OPTION_DUPLICATE', params: { code: 'SEA' } },
    ]);
  });
});

describe('isUuid', () => {
  it('takes an id of any UUID version in either case, and nothing else', () => {
    for (const id of ['3f0e8d4c-1b2a-4c5d-8e9f-0a1b2c3d4e5f', '3F0E8D4C-1B2A-1C5D-0E9F-0A1B2C3D4E5F'])
      expect(isUuid(id)).toBe(true);
    for (const id of ['', 'abc', 'undefined', '3f0e8d4c1b2a4c5d8e9f0a1b2c3d4e5f', ' 3f0e8d4c-1b2a-4c5d-8e9f-0a1b2c3d4e5f']) {
      expect([id, isUuid(id)]).toEqual([id, false]);
    }
  });
});
