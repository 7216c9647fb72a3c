import { randomUUID } from 'node:crypto';
import type { ZodType } from 'zod';
import { MAX_CREDIT_BALANCE, MAX_MONEY_AMOUNT } from '@bo/shared';
import { API_PREFIX } from '../src/bootstrap';
import { listRoutes } from '../src/core/http/openapi';
import { AGENT, ref, startCredit, SYSTEM } from './support/credit-harness';
import { expectFieldErrors, fieldCodes } from './support/field-errors';
import { PNG } from './support/sample-files';

/**
 * Exact money and strict input over HTTP (issue 15, items 6-9): amounts are JSON integers of minor
 * units within documented bounds, balances stay exact, unknown fields are refused, a credit limit
 * never goes below zero, a bank-in is never in the future and every currency is ISO 4217.
 * Every refusal is checked to store nothing.
 */
let h: Awaited<ReturnType<typeof startCredit>>;

beforeAll(async () => {
  h = await startCredit();
});
afterAll(async () => {
  await h?.close();
});

describe('money amounts are JSON integers of minor units (item 6)', () => {
  /** Text that Number() would read as 16, 1000, 1000 and 16; a fraction; a boolean. */
  const LOOSE: unknown[] = ['0x10', '1e3', '1000', ' 16', 12.5, true];

  test('every money field of every JSON write refuses text and fractions, naming the field; nothing is stored', async () => {
    const org = await h.organization();
    const agency = await h.userWith(['credit.view', 'credit.edit'], org.id);
    const account = { organizationId: org.id, currencyCode: 'MYR' };
    const calls: [string, string, (amount: unknown) => Record<string, unknown>, string][] = [
      [h.staff, `${AGENT}/creditlimit-top-up`, (amount) => ({ ...account, amount }), 'amount'],
      [h.staff, `${AGENT}/creditnote`, (amount) => ({ ...account, amount }), 'amount'],
      [h.staff, `${AGENT}/debitnote`, (amount) => ({ ...account, amount }), 'amount'],
      [h.staff, `${AGENT}/manualrefund`, (amount) => ({ ...account, bookingRef: ref(), amount }), 'amount'],
      [agency.token, `${AGENT}/spend`, (amount) => ({ currencyCode: 'MYR', bookingRef: ref(), amount }), 'amount'],
      [agency.token, `${AGENT}/hold`, (amount) => ({ currencyCode: 'MYR', bookingRef: ref(), amount }), 'amount'],
      [agency.token, `${AGENT}/capture-hold`, (amount) => ({ currencyCode: 'MYR', bookingRef: ref(), amount }), 'amount'],
      [
        agency.token,
        `${AGENT}/hold`,
        (expiresInSeconds) => ({ currencyCode: 'MYR', bookingRef: ref(), amount: 100, expiresInSeconds }),
        'expiresInSeconds',
      ],
      [
        h.staff,
        `${SYSTEM}/create-system-fee`,
        (value) => ({ feeType: 'TOP_UP_FEE', currencyCode: 'MYR', basis: 'AMOUNT', value }),
        'value',
      ],
    ];
    // Money to spend and a hold to capture, so nothing but the amount's form can be the reason.
    await h.as(h.staff).post(`${AGENT}/creditnote`, { ...account, amount: 100_000 });
    await h.settle();
    const before = await h.stored();
    for (const [token, path, body, field] of calls) {
      for (const loose of LOOSE) {
        const res = await h.as(token).post(path, body(loose));
        expect([path, loose, res.status, res.body.code]).toEqual([path, loose, 400, 'VALIDATION_FAILED']);
        // Money says how to send it; the other whole numbers (seconds, fee values) say 'numbers only'.
        const code = field === 'amount' ? 'MONEY_MINOR_UNITS' : typeof loose === 'number' ? 'INTEGER_ONLY' : 'NUMBERS_ONLY';
        expect([path, loose, fieldCodes(res.body)]).toEqual([path, loose, [`${field} ${code}`]]);
      }
    }
    await h.settle();
    expect(await h.stored()).toEqual(before);
    // The same calls with JSON integers pass (the schema, not the route, refused the text).
    expect((await h.as(agency.token).post(`${AGENT}/spend`, { currencyCode: 'MYR', bookingRef: ref(), amount: 16 })).status).toBe(
      200,
    );
  });

  test('the message says what to send, in English and Malay', async () => {
    const org = await h.organization();
    const body = { organizationId: org.id, currencyCode: 'MYR', amount: '1e3' };
    const en = await h.as(h.staff).post(`${AGENT}/creditnote`, body);
    expect(en.body.details.fields[0].message).toBe(
      'Please send the amount as a whole number of minor units (e.g. 1250 for MYR 12.50)',
    );
    const ms = await h.as(h.staff).post(`${AGENT}/creditnote`, body).set('Accept-Language', 'ms');
    expect(ms.body.details.fields[0].message).toBe(
      'Sila hantar amaun sebagai nombor bulat dalam unit kecil (cth. 1250 untuk MYR 12.50)',
    );
  });

  test('a top-up (multipart, all text) takes plain digits only', async () => {
    const org = await h.organization();
    const user = await h.userWith(['credit.view', 'credit.create'], org.id);
    const send = (amount: string) =>
      h
        .as(user.token)
        .multipart(`${AGENT}/top-up`, h.topUpFields({ amount }))
        .attach('file', PNG, { filename: 'slip.png', contentType: 'image/png' });
    const before = await h.stored();
    for (const amount of ['0x10', '1e3', '12.50', '1,000', '+16']) {
      const res = await send(amount);
      expect([amount, res.status, fieldCodes(res.body)]).toEqual([amount, 400, ['amount MONEY_MINOR_UNITS']]);
    }
    expect(await h.stored()).toEqual(before);
    const ok = await send('1000');
    expect(ok.status).toBe(201);
    await h.settle();
    const list = await h.as(user.token).post(`${AGENT}/getcredittopuplist`, { status: 'PEND' });
    expect(list.body.items.map((t: { amount: number }) => t.amount)).toEqual([1000]);
  });
});

describe('amounts and balances stay within documented bounds, exact end to end (item 7)', () => {
  const streamEvents = (organizationId: string) =>
    h.count(`SELECT count(*) AS n FROM event_store.events WHERE stream_id = $1`, [`credit-${organizationId}-MYR`]);

  test("the issue's case: a note of 9,007,199,254,740,991 is refused (400, the bound named), so no 2^53 balance can follow", async () => {
    const org = await h.organization();
    const note = (amount: number) =>
      h.as(h.staff).post(`${AGENT}/creditnote`, { organizationId: org.id, currencyCode: 'MYR', amount });
    await h.settle(); // the account opened (a reaction to the approval)
    const before = await streamEvents(org.id);
    for (const amount of [Number.MAX_SAFE_INTEGER, MAX_MONEY_AMOUNT + 1]) {
      const res = await note(amount);
      expectFieldErrors(res, [
        {
          path: 'amount',
          code: 'MONEY_AMOUNT_TOO_LARGE',
          message: 'This amount is too large: one operation can move at most 100,000,000,000 minor units (MYR 1,000,000,000.00)',
          params: { max: '100,000,000,000' },
        },
      ]);
    }
    // Lowering a limit by more than the bound is as much one operation too many.
    const cut = await h
      .as(h.staff)
      .post(`${AGENT}/creditlimit-top-up`, { organizationId: org.id, currencyCode: 'MYR', amount: -MAX_MONEY_AMOUNT - 1 });
    expect(fieldCodes(cut.body)).toEqual(['amount MONEY_AMOUNT_TOO_LARGE']);
    const fee = await h.as(h.staff).post(`${SYSTEM}/create-system-fee`, {
      feeType: 'BOOKING_FEE',
      currencyCode: 'MYR',
      basis: 'AMOUNT',
      value: MAX_MONEY_AMOUNT + 1,
    });
    expect(fieldCodes(fee.body)).toEqual(['value MONEY_AMOUNT_TOO_LARGE']);
    expect(await streamEvents(org.id)).toBe(before);
  });

  test('limit and balance reach the bound exactly; any raise past it is refused (409), nothing stored; every read shows the exact figures', async () => {
    const org = await h.organization();
    const staff = h.as(h.staff);
    const account = { organizationId: org.id, currencyCode: 'MYR' };
    for (let i = 0; i < MAX_CREDIT_BALANCE / MAX_MONEY_AMOUNT; i++) {
      expect((await staff.post(`${AGENT}/creditlimit-top-up`, { ...account, amount: MAX_MONEY_AMOUNT })).status).toBe(200);
      expect((await staff.post(`${AGENT}/creditnote`, { ...account, amount: MAX_MONEY_AMOUNT })).status).toBe(200);
    }
    const user = await h.userWith(['credit.view', 'credit.create'], org.id);
    const pending = await h
      .as(user.token)
      .multipart(`${AGENT}/top-up`, h.topUpFields({ amount: 1 }))
      .attach('file', PNG, { filename: 'slip.png', contentType: 'image/png' });
    expect(pending.status).toBe(201);
    await h.settle();
    const before = await h.stored();

    const limit = await staff.post(`${AGENT}/creditlimit-top-up`, { ...account, amount: 1 });
    expect(limit.status).toBe(409);
    expect(limit.body).toEqual({
      code: 'CREDIT_LIMIT_TOO_LARGE',
      message:
        'The credit limit cannot exceed 1,000,000,000,000 minor units (MYR 10,000,000,000.00); this change would make it 1,000,000,000,001.',
    });
    const raises = [
      () => staff.post(`${AGENT}/creditnote`, { ...account, amount: 1 }),
      () => staff.post(`${AGENT}/process-top-up`, { topUpId: pending.body.topUpId, action: 'VERIFY' }),
    ];
    for (const raise of raises) {
      const res = await raise();
      expect([res.status, res.body.code]).toEqual([409, 'CREDIT_BALANCE_TOO_LARGE']);
    }
    const ms = await staff.post(`${AGENT}/creditnote`, { ...account, amount: 1 }).set('Accept-Language', 'ms');
    expect(ms.body.message).toBe(
      'Baki tidak boleh melebihi 1,000,000,000,000 unit kecil (MYR 10,000,000,000.00); ini akan menjadikannya 1,000,000,000,001.',
    );
    await h.settle();
    expect(await h.stored()).toEqual(before);

    // Exact in PostgreSQL (bigint), in every answer and in the export.
    const figures = { creditLimit: MAX_CREDIT_BALANCE, balance: MAX_CREDIT_BALANCE, held: 0, available: 2 * MAX_CREDIT_BALANCE };
    const [row] = await h.api.dataSource.query(
      `SELECT credit_limit::text AS "creditLimit", posted::text AS balance, available::text AS available
         FROM credit.balances WHERE organization_id = $1 AND currency = 'MYR'`,
      [org.id],
    );
    expect(row).toEqual({ creditLimit: '1000000000000', balance: '1000000000000', available: '2000000000000' });
    expect((await staff.get(`${AGENT}/getavailablecredit?currencyCode=MYR&organizationId=${org.id}`)).body).toMatchObject(
      figures,
    );
    const list = await staff.get(`${AGENT}/getcreditlist?organizationCode=${org.code}`);
    expect(list.body.items).toEqual([expect.objectContaining(figures)]);
    const history = await staff.post(`${AGENT}/getcredithistories`, { ...account, sortKey: 'recordedAt', sortOrder: 'desc' });
    expect(history.body.items[0]).toMatchObject({
      balanceAfter: MAX_CREDIT_BALANCE,
      creditLimitAfter: MAX_CREDIT_BALANCE,
      availableAfter: 2 * MAX_CREDIT_BALANCE,
    });
    // The history's own answer text carries the integers as written, not rounded floats.
    expect(history.text).toContain('"availableAfter":2000000000000');
    const csv = await staff.get(
      `${AGENT}/credit-histories/export?organizationId=${org.id}&currencyCode=MYR&format=csv&sortKey=recordedAt&sortOrder=desc`,
    );
    // Running balance and available after, as the history list shows them.
    expect(csv.text).toContain('"MYR 10,000,000,000.00","MYR 20,000,000,000.00"');
  });
});

describe('unknown fields are refused, named, on every write (item 8)', () => {
  const UNKNOWN = 'zzNotAField';

  /** A value the route's own params schema takes (an id, or the first of its enum), so only the body is wrong. */
  const paramValue = (params: ZodType | undefined, name: string) => {
    const field = (params as { shape?: Record<string, ZodType & { options?: unknown[] }> } | undefined)?.shape?.[name];
    const candidates = [randomUUID(), ...((field?.options as string[] | undefined) ?? []), '1'];
    return candidates.find((value) => !field || field.safeParse(value).success) ?? 'x';
  };

  test('every write route of the running app answers 400 UNKNOWN_FIELD naming the field, before doing anything', async () => {
    const writes = listRoutes(h.api.app, API_PREFIX).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(writes.length).toBeGreaterThan(60);
    const before = await h.stored();
    for (const route of writes) {
      // As the system administrator (every permission), so only the body can be the reason.
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => paramValue(route.contract?.params, name));
      const send = h.api.http()[route.method.toLowerCase() as 'post'];
      const res = await send(path)
        .set('Authorization', `Bearer ${h.staff}`)
        .send({ [UNKNOWN]: 1 });
      const got = {
        route: `${route.method} ${route.path}`,
        status: res.status,
        unknown: fieldCodes(res.body).includes(`${UNKNOWN} UNKNOWN_FIELD`),
      };
      // iPay88's pages take whatever the gateway posts (it adds fields of its own): an answer
      // without its signed fields is refused whole, but not for an unknown field.
      const gatewayPage = route.path.includes('/payment/ipay88/');
      expect(got).toEqual({ route: got.route, status: 400, unknown: !gatewayPage });
    }
    expect(await h.stored()).toEqual(before);
  });

  test('the field is named in the message, nested paths included, in English and Malay; documented optional fields pass', async () => {
    const org = await h.organization();
    const note = { organizationId: org.id, currencyCode: 'MYR', amount: 100, reference: 'CN-1', remark: 'goodwill' };
    const en = await h.as(h.staff).post(`${AGENT}/creditnote`, { ...note, ammount: 100, approvedBy: 'me' });
    const unknownField = (field: string) => ({
      path: field,
      code: 'UNKNOWN_FIELD',
      message: `Unknown field "${field}": this call does not take it`,
      params: { field },
    });
    expectFieldErrors(en, [unknownField('ammount'), unknownField('approvedBy')]);
    const ms = await h
      .as(h.staff)
      .post(`${AGENT}/creditnote`, { ...note, ammount: 100 })
      .set('Accept-Language', 'ms');
    expect(ms.body.details.fields[0].message).toBe('Medan "ammount" tidak dikenali: panggilan ini tidak menerimanya');
    // Multipart forms too (the top-up), and the same body without the stray fields passes.
    const user = await h.userWith(['credit.view', 'credit.create'], org.id);
    const topUp = await h
      .as(user.token)
      .multipart(`${AGENT}/top-up`, { ...h.topUpFields(), status: 'VERIFY' })
      .attach('file', PNG, { filename: 'slip.png', contentType: 'image/png' });
    expect([topUp.status, fieldCodes(topUp.body)]).toEqual([400, ['status UNKNOWN_FIELD']]);
    expect((await h.as(h.staff).post(`${AGENT}/creditnote`, note)).status).toBe(200);
    // Optional fields left out, sent empty or null where documented: still accepted.
    expect((await h.as(h.staff).post(`${AGENT}/creditnote`, { ...note, reference: '', remark: undefined })).status).toBe(200);
    const fee = { organizationId: null, feeType: 'TOP_UP_FEE', currencyCode: 'MYR', basis: 'PERCENTAGE', value: 100 };
    expect((await h.as(h.staff).post(`${SYSTEM}/create-system-fee`, fee)).status).toBe(200);
  });
});

describe('limits, bank-in dates and currencies (item 9)', () => {
  /** An instant as Kuala Lumpur writes it: 2026-11-25T08:10:00+08:00. */
  const klTime = (ms: number) => `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

  test('a credit limit cannot go below zero: said so (409 CREDIT_LIMIT_NEGATIVE), even when the balance would cover it; nothing stored', async () => {
    const org = await h.organization();
    const staff = h.as(h.staff);
    const account = { organizationId: org.id, currencyCode: 'MYR' };
    await staff.post(`${AGENT}/creditnote`, { ...account, amount: 50_000 });
    await h.settle();
    const before = await h.stored();
    const fromZero = await staff.post(`${AGENT}/creditlimit-top-up`, { ...account, amount: -1 });
    expect([fromZero.status, fromZero.body]).toEqual([
      409,
      {
        code: 'CREDIT_LIMIT_NEGATIVE',
        message: 'The credit limit cannot be negative: it is 0 and this change would make it -1.',
      },
    ]);
    expect((await staff.post(`${AGENT}/creditlimit-top-up`, { ...account, amount: 10_000 })).status).toBe(200);
    const ms = await staff.post(`${AGENT}/creditlimit-top-up`, { ...account, amount: -10_001 }).set('Accept-Language', 'ms');
    expect(ms.body).toEqual({
      code: 'CREDIT_LIMIT_NEGATIVE',
      message: 'Had kredit tidak boleh negatif: ia 10,000 dan perubahan ini akan menjadikannya -1.',
    });
    // Down to zero is fine.
    expect((await staff.post(`${AGENT}/creditlimit-top-up`, { ...account, amount: -10_000 })).body.balance).toMatchObject({
      creditLimit: 0,
      balance: 50_000,
    });
    await h.settle();
    const after = await h.stored();
    expect(after[0]).toBe(before[0] + 2); // the two accepted changes only
  });

  test('a bank-in in the future is refused by the API (agent and system top-ups), by the instant its offset names; nothing stored', async () => {
    const org = await h.organization();
    const user = await h.userWith(['credit.view', 'credit.create'], org.id);
    const send = (bankInDateTime: string, path = `${AGENT}/top-up`, token = user.token) =>
      h
        .as(token)
        .multipart(path, h.topUpFields({ bankInDateTime }))
        .attach('file', PNG, { filename: 'slip.png', contentType: 'image/png' });
    const now = Date.now();
    const before = await h.stored();
    for (const future of [klTime(now + 3_600_000), klTime(now + 86_400_000), new Date(now + 3_600_000).toISOString()]) {
      const res = await send(future);
      expect([future, res.status, fieldCodes(res.body)]).toEqual([future, 400, ['bankInDateTime BANK_IN_DATE_IN_FUTURE']]);
    }
    const system = await send(klTime(now + 3_600_000), `${SYSTEM}/top-up`, h.staff);
    expect(fieldCodes(system.body)).toEqual(['bankInDateTime BANK_IN_DATE_IN_FUTURE']);
    const ms = await send(klTime(now + 3_600_000)).set('Accept-Language', 'ms');
    expect(ms.body.details.fields[0].message).toBe('Tarikh dan masa deposit bank tidak boleh pada masa hadapan');
    expect(await h.stored()).toEqual(before);
    // Earlier today in Kuala Lumpur is in the past, whatever the date in UTC; so is a minute ago.
    for (const past of [klTime(now - 60_000), klTime(now - 9 * 3_600_000), new Date(now - 60_000).toISOString()]) {
      expect([past, (await send(past)).status]).toEqual([past, 201]);
    }
  });

  test('every currency field takes ISO 4217 codes only (the issue: system fees took ZZZ); nothing stored', async () => {
    const org = await h.organization();
    const agency = await h.userWith(['credit.view', 'credit.create', 'credit.edit'], org.id);
    const fee = { feeType: 'TOP_UP_FEE', basis: 'AMOUNT', value: 500 };
    await h.settle();
    const before = await h.stored();
    for (const currencyCode of ['ZZZ', 'XXQ', 'RM', 'XAU']) {
      const writes = [
        h.as(h.staff).post(`${SYSTEM}/create-system-fee`, { ...fee, currencyCode }),
        h.as(h.staff).post(`${SYSTEM}/update-system-fee`, { id: randomUUID(), ...fee, currencyCode }),
        h.as(h.staff).post(`${SYSTEM}/checksettinginorganization`, { organizationId: org.id, currencyCode }),
        h.as(h.staff).post(`${AGENT}/creditnote`, { organizationId: org.id, currencyCode, amount: 100 }),
        h.as(h.staff).post(`${AGENT}/creditlimit-top-up`, { organizationId: org.id, currencyCode, amount: 100 }),
        h.as(agency.token).post(`${AGENT}/spend`, { currencyCode, bookingRef: ref(), amount: 100 }),
        h.as(agency.token).post(`${AGENT}/getcredithistories`, { currencyCode }),
        h.as(agency.token).post(`${AGENT}/getcredittopuplist`, { currencyCode }),
        h
          .as(agency.token)
          .multipart(`${AGENT}/top-up`, h.topUpFields({ currencyCode }))
          .attach('file', PNG, { filename: 'slip.png', contentType: 'image/png' }),
        h.as(agency.token).get(`${AGENT}/getavailablecredit?currencyCode=${currencyCode}`),
        h.as(h.staff).get(`${AGENT}/getcreditlist?currencyCode=${currencyCode}`),
        h.as(h.staff).get(`${SYSTEM}/getavailablecredit?currencyCode=${currencyCode}`),
        h.as(h.staff).get(`${SYSTEM}/getsystemfeesettinglist?currencyCode=${currencyCode}`),
      ];
      const answers = await Promise.all(writes);
      for (const [i, res] of answers.entries()) {
        const what = `call ${i + 1} with ${currencyCode}`;
        expect([what, res.status, fieldCodes(res.body)]).toEqual([what, 400, ['currencyCode CURRENCY_NOT_ISO_4217']]);
      }
    }
    expect(await h.stored()).toEqual(before);
    const created = await h.as(h.staff).post(`${SYSTEM}/create-system-fee`, { ...fee, currencyCode: 'sgd' });
    expect(created.body.setting).toMatchObject({ currencyCode: 'SGD' });
    const ms = await h
      .as(h.staff)
      .post(`${SYSTEM}/create-system-fee`, { ...fee, currencyCode: 'ZZZ' })
      .set('Accept-Language', 'ms');
    expect(ms.body.details.fields[0].message).toBe('Sila pilih mata wang mengikut kod ISO 4217 (cth. MYR)');
  });
});
