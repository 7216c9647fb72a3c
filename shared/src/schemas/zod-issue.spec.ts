import { z } from 'zod';
import { isErrorCode } from '../errors/error-catalogue';
import { signInRequestSchema } from './auth.schema';
import { fieldErrorSchema } from './api-error.schema';
import { integerField, passwordField, requiredTextField } from './validation';
import { catalogueCodeOf, zodErrorToFieldErrors, zodIssueToFieldError, zodIssueToMessage } from './zod-issue';

function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
}

describe('zodIssueToMessage', () => {
  it('fills {min} from a size check', () => {
    const issue = firstIssue(passwordField(), 'Aa1!');
    expect(zodIssueToMessage(issue)).toBe('Password must be at least 8 characters');
    expect(zodIssueToMessage(issue, 'ms')).toBe('Kata laluan mestilah sekurang-kurangnya 8 aksara');
  });

  it('fills {max} from a size check', () => {
    const issue = firstIssue(requiredTextField({ max: 3 }), 'abcd');
    expect(zodIssueToMessage(issue)).toBe('Please enter no more than 3 characters');
  });

  it('fills {min} and {max} from custom-check params', () => {
    const issue = firstIssue(integerField({ min: 1, max: 10 }), 11);
    expect(zodIssueToMessage(issue)).toBe('Please enter a number between 1 and 10');
    expect(zodIssueToMessage(issue, 'ms')).toBe('Sila masukkan nombor antara 1 hingga 10');
  });

  it('translates an exact English catalogue text used by older schemas', () => {
    const issue = firstIssue(signInRequestSchema, { username: '', password: 'x' });
    expect(catalogueCodeOf(issue)).toBe('REQUIRED_FIELD');
    expect(zodIssueToMessage(issue, 'ms')).toBe('Medan wajib diisi');
  });

  it("passes zod's own messages through", () => {
    const issue = firstIssue(z.string(), 1);
    expect(isErrorCode(issue.message)).toBe(false);
    expect(zodIssueToMessage(issue, 'ms')).toBe(issue.message);
  });
});

describe('zodIssueToFieldError', () => {
  it('builds a valid VALIDATION_FAILED field entry with code and params', () => {
    const schema = z.object({ profile: z.object({ age: integerField({ min: 18, max: 99 }) }) });
    const fieldError = zodIssueToFieldError(firstIssue(schema, { profile: { age: 7 } }));
    expect(fieldError).toEqual({
      path: 'profile.age',
      code: 'NUMBER_BETWEEN',
      message: 'Please enter a number between 18 and 99',
      params: { min: 18, max: 99 },
    });
    expect(fieldErrorSchema.parse(fieldError)).toEqual(fieldError);
  });

  it('falls back to VALIDATION_FAILED for messages outside the catalogue', () => {
    const fieldError = zodIssueToFieldError(firstIssue(z.object({ n: z.string() }), { n: 1 }));
    expect(fieldError.code).toBe('VALIDATION_FAILED');
    expect(fieldError.path).toBe('n');
    expect(fieldError).not.toHaveProperty('params');
  });

  it('maps every issue of an error', () => {
    const result = passwordField().safeParse('password');
    expect(result.success).toBe(false);
    expect(zodErrorToFieldErrors(result.error!, 'ms').map((error) => error.code)).toEqual([
      'PASSWORD_NEEDS_UPPERCASE',
      'PASSWORD_NEEDS_DIGIT',
      'PASSWORD_NEEDS_SYMBOL',
    ]);
  });

  it('names each unknown field of a strict object at its own path, in the language asked', () => {
    const result = z.strictObject({ a: z.strictObject({ b: z.string() }) }).safeParse({ a: { b: 'x', c: 1 }, d: 2, e: 3 });
    const fields = zodErrorToFieldErrors(result.error!, 'ms');
    expect(fields.map((f) => [f.path, f.code])).toEqual([
      ['a.c', 'UNKNOWN_FIELD'],
      ['d', 'UNKNOWN_FIELD'],
      ['e', 'UNKNOWN_FIELD'],
    ]);
    expect(fields[1]).toEqual({
      path: 'd',
      code: 'UNKNOWN_FIELD',
      message: 'Medan "d" tidak dikenali: panggilan ini tidak menerimanya',
      params: { field: 'd' },
    });
    for (const field of fields) expect(fieldErrorSchema.parse(field)).toEqual(field);
  });
});
