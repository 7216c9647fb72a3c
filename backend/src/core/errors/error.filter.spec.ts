import { HttpException, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { requestContext } from '../context/request-context';
import { ConcurrencyError } from '../event-store/event-store.types';
import { AppError } from './app-error';
import { toErrorResponse } from './error.filter';

describe('toErrorResponse', () => {
  test('a catalogue error answers its status and message, in the caller language', () => {
    expect(toErrorResponse(new AppError('PASSWORD_NOT_MATCHED', { attemptsLeft: 2 }), '/x')).toEqual({
      status: 401,
      body: { code: 'PASSWORD_NOT_MATCHED', message: 'Password not matched with username. You have 2 attempt(s) left.' },
    });
    const ms = requestContext.run({ language: 'ms' }, () => toErrorResponse(new AppError('ACCOUNT_LOCKED'), '/x'));
    expect(ms.status).toBe(423);
    expect(ms.body.message).toBe('Akaun anda telah dikunci, sila teruskan ke Lupa Kata Laluan');
  });

  test('a zod failure answers 400 with one entry per field', () => {
    const result = z.object({ amount: z.number().int(), email: z.email() }).safeParse({ amount: 1.5, email: 'nope' });
    const { status, body } = toErrorResponse(result.error, '/x');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect((body.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['amount', 'email']);
  });

  test('an optimistic-concurrency conflict answers 409', () => {
    expect(toErrorResponse(new ConcurrencyError('s-1', 3), '/x').status).toBe(409);
  });

  test('an unrouted path answers the spec text with the path', () => {
    expect(toErrorResponse(new NotFoundException(), '/bo/Nope')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Page Not Found: /bo/Nope' },
    });
  });

  test('framework statuses map to catalogue codes', () => {
    expect(toErrorResponse(new HttpException('slow down', 429), '/x').body.code).toBe('RATE_LIMITED');
    expect(toErrorResponse({ type: 'entity.too.large' }, '/x').status).toBe(413);
  });

  test('anything else is a 500 that reveals nothing', () => {
    const { status, body } = toErrorResponse(new Error('password=hunter2 at db.ts:12'), '/x');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'UNEXPECTED_ERROR', message: 'Unexpected error occurs, please try again.' });
  });
});
