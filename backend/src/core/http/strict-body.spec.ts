import { z } from 'zod';
import { creditAdjustmentSchema, createSystemFeeSchema, zodErrorToFieldErrors } from '@bo/shared';
import { strictBody } from './strict-body';

/** The field errors a body gets, as the API answers them (`path code`). */
const problems = (schema: z.ZodType, body: unknown) => {
  const result = strictBody(schema).safeParse(body);
  return result.success ? [] : zodErrorToFieldErrors(result.error).map((f) => `${f.path} ${f.code}`);
};

describe('strictBody', () => {
  test('an unknown field is named, at every depth and through every wrapper', () => {
    const schema = z.object({
      name: z.string(),
      address: z.object({ city: z.string() }).optional(),
      lines: z.array(z.object({ amount: z.number() })).default([]),
      contact: z.preprocess((v) => v, z.object({ email: z.string() }).nullable()),
    });
    expect(problems(schema, { name: 'a' })).toEqual(['contact VALIDATION_FAILED']);
    expect(
      problems(schema, {
        name: 'a',
        role: 'ADMIN',
        address: { city: 'KL', zip: '1' },
        lines: [{ amount: 1 }, { amount: 2, ammount: 2 }],
        contact: { email: 'x', phone: '1' },
      }),
    ).toEqual([
      'address.zip UNKNOWN_FIELD',
      'lines.1.ammount UNKNOWN_FIELD',
      'contact.phone UNKNOWN_FIELD',
      'role UNKNOWN_FIELD',
    ]);
  });

  test('the known fields still parse as before: defaults, preprocessing and refinements kept', () => {
    const schema = z
      .object({ a: z.number().default(1), b: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()) })
      .superRefine((v, ctx) => {
        if (v.a > 5) ctx.addIssue({ code: 'custom', path: ['a'], message: 'NUMBER_AT_MOST' });
      });
    expect(strictBody(schema).parse({ b: '' })).toEqual({ a: 1, b: undefined });
    expect(problems(schema, { a: 6 })).toEqual(['a NUMBER_AT_MOST']);
    // The shared contracts themselves are unchanged (forms and the OpenAPI document use them).
    expect(schema.safeParse({ a: 1, extra: true }).success).toBe(true);
  });

  test('an object that says what to do with other keys keeps it; unions and records are checked too', () => {
    expect(problems(z.object({ a: z.string() }).loose(), { a: 'x', b: 1 })).toEqual([]);
    const union = z.union([z.object({ kind: z.literal('a'), x: z.number() }), z.object({ kind: z.literal('b'), y: z.number() })]);
    expect(problems(union, { kind: 'a', x: 1 })).toEqual([]);
    expect(problems(z.record(z.string(), z.object({ v: z.number() })), { k: { v: 1, w: 2 } })).toEqual(['k.w UNKNOWN_FIELD']);
  });

  test('the shared credit contracts: documented optional fields pass, others are refused', () => {
    const note = { currencyCode: 'MYR', amount: 100, reference: 'CN-1', remark: 'goodwill' };
    expect(problems(creditAdjustmentSchema, note)).toEqual([]);
    expect(problems(creditAdjustmentSchema, { ...note, organizationId: undefined })).toEqual([]);
    expect(problems(creditAdjustmentSchema, { ...note, ammount: 5 })).toEqual(['ammount UNKNOWN_FIELD']);
    const fee = { feeType: 'TOP_UP_FEE', currencyCode: 'MYR', basis: 'AMOUNT', value: 100 };
    expect(problems(createSystemFeeSchema, { ...fee, organizationId: null, active: false })).toEqual([]);
    expect(problems(createSystemFeeSchema, { ...fee, id: 'x' })).toEqual(['id UNKNOWN_FIELD']);
  });

  test('a union of objects names a field no option takes, also when the discriminator is missing or wrong, and once', () => {
    const body = z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('a'), x: z.number() }),
      z.object({ kind: z.enum(['b', 'c']), y: z.number() }),
    ]);
    expect(problems(body, { zz: 1 })).toEqual(['zz UNKNOWN_FIELD', 'kind VALIDATION_FAILED']);
    expect(problems(body, { kind: 'a', x: 1, zz: 1 })).toEqual(['zz UNKNOWN_FIELD']);
    // Another option's field: the matched option refuses it.
    expect(problems(body, { kind: 'a', x: 1, y: 2 })).toEqual(['y UNKNOWN_FIELD']);
    expect(strictBody(body).parse({ kind: 'c', y: 2 })).toEqual({ kind: 'c', y: 2 });
  });

  test('the same schema is rewritten once', () => {
    const schema = z.object({ a: z.string() });
    expect(strictBody(schema)).toBe(strictBody(schema));
  });
});
