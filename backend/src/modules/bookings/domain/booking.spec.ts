import fc from 'fast-check';
import { BOOKING_TRANSITIONS, type BookingStatus } from '@bo/shared';
import { foldEvents } from '../../../core/event-store/aggregate';
import { booking, type BookingCommand, type BookingState, cancellationFee, decide } from './booking';
import { AT_DEADLINE, BEFORE_DEADLINE, placed } from './booking.given';
import type { BookingEvent } from './booking.events';

// The decision specs' sample booking and deadline (booking.given.ts), shared with the handler specs.
const before = BEFORE_DEADLINE;
const after = AT_DEADLINE;

/** Applies commands in order, each decided on the state the previous ones left. */
function run(commands: BookingCommand[]): { state: BookingState; events: BookingEvent[] } {
  const events: BookingEvent[] = [];
  for (const command of commands) events.push(...decide(command, foldEvents(booking, events)));
  return { state: foldEvents(booking, events), events };
}
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

const place: BookingCommand = { type: 'Place', placed: placed() };
const pay: BookingCommand = { type: 'Pay', method: 'CREDIT', amount: 30_000, reference: null, now: before };
const issue: BookingCommand = { type: 'Issue', by: 'buyer', supplierRef: null };
const cancel = (today: string, by: 'buyer' | 'staff' = 'buyer'): BookingCommand => ({ type: 'Cancel', by, reason: null, today });

describe('booking lifecycle', () => {
  test('book, pay, issue: PPA/pend, then paid, then CON; issuing again changes nothing', () => {
    expect(run([place]).state).toMatchObject({ status: 'PPA', paymentStatus: 'pend' });
    expect(run([place, pay]).state).toMatchObject({ status: 'PPA', paymentStatus: 'paid', paid: 30_000 });
    const issued = run([place, pay, issue]);
    expect(issued.state).toMatchObject({ status: 'CON', paymentStatus: 'paid' });
    expect(decide(issue, issued.state)).toEqual([]);
  });

  test('a payment must be the exact total, before the deadline, once', () => {
    const s = run([place]).state;
    expect(code(() => decide({ ...pay, amount: 29_999 } as BookingCommand, s))).toBe('BOOKING_PAYMENT_AMOUNT_MISMATCH');
    expect(code(() => decide({ ...pay, now: after } as BookingCommand, s))).toBe('BOOKING_PAYMENT_DEADLINE_PASSED');
    expect(code(() => decide(pay, run([place, pay]).state))).toBe('BOOKING_ALREADY_PAID');
    // A failed payment may be retried.
    const failed = run([place, { type: 'FailPayment', method: 'IPAY88_FPX', reason: 'declined' }]);
    expect(failed.state.paymentStatus).toBe('fail');
    expect(run([place, { type: 'FailPayment', method: 'IPAY88_FPX', reason: 'declined' }, pay]).state.paymentStatus).toBe('paid');
  });

  test('issuing an unpaid booking is refused; expiry takes only an unpaid booking past its deadline', () => {
    expect(code(() => run([place, issue]))).toBe('BOOKING_NOT_PAID');
    expect(run([place, { type: 'Expire', now: before }]).events).toHaveLength(1);
    expect(run([place, { type: 'Expire', now: after }]).state.status).toBe('EXP');
    expect(run([place, pay, { type: 'Expire', now: after }]).state.status).toBe('PPA');
    // Expired is final: no payment, no issue, no cancel.
    const expired = run([place, { type: 'Expire', now: after }]).state;
    for (const c of [pay, issue, cancel('2031-06-01')])
      expect(code(() => decide(c, expired))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('cancelling: before issue nothing is kept; after issue the terms decide the fee', () => {
    expect(run([place, cancel('2031-06-09')]).events.at(-1)).toEqual({
      type: 'BookingCancelled',
      data: { fee: 0, refund: 0, reason: null },
    });
    expect(run([place, pay, cancel('2031-06-09')]).events.at(-1)!.data).toEqual({ fee: 0, refund: 30_000, reason: null });
    // Issued: free until 2031-06-07 inclusive, then one night of three.
    expect(run([place, pay, issue, cancel('2031-06-07')]).events.at(-1)!.data).toMatchObject({ fee: 0, refund: 30_000 });
    const late = run([place, pay, issue, cancel('2031-06-08')]);
    expect(late.events.at(-1)!.data).toMatchObject({ fee: 10_000, refund: 20_000 });
    expect(late.state).toMatchObject({ status: 'CAN', paymentStatus: 'revr', refunded: 20_000 });
  });

  test('cancellation fees by basis, rounded half up, never above the total', () => {
    const terms = (basis: 'NIGHTS' | 'PERCENT' | 'AMOUNT' | 'FULL_STAY', value: number, refundable = true) =>
      placed({ total: 10_001, cancellation: { refundable, freeCancellationUntil: null, fee: { basis, value } } });
    expect(cancellationFee(terms('NIGHTS', 1), '2031-06-01')).toBe(3_334); // 10,001 / 3 = 3,333.67
    expect(cancellationFee(terms('NIGHTS', 5), '2031-06-01')).toBe(10_001);
    expect(cancellationFee(terms('PERCENT', 2_500), '2031-06-01')).toBe(2_500); // 2,500.25
    expect(cancellationFee(terms('PERCENT', 50), '2031-06-01')).toBe(50); // 50.005 -> 50
    expect(cancellationFee(terms('AMOUNT', 99_999), '2031-06-01')).toBe(10_001);
    expect(cancellationFee(terms('FULL_STAY', 0), '2031-06-01')).toBe(10_001);
    expect(cancellationFee(terms('NIGHTS', 1, false), '2031-06-01')).toBe(10_001);
    // The largest amounts stay exact.
    const big = placed({
      total: 100_000_000_000,
      cancellation: { refundable: true, freeCancellationUntil: null, fee: { basis: 'NIGHTS', value: 2 } },
    });
    expect(cancellationFee(big, '2031-06-01')).toBe(66_666_666_667);
  });

  test('staff moves: only the table’s, with a reason; a booking that cannot be fulfilled refunds everything', () => {
    const setStatus = (to: BookingStatus, reason = 'Hotel overbooked'): BookingCommand => ({ type: 'SetStatus', to, reason });
    const con = run([place, pay, issue]).state;
    expect(code(() => decide(setStatus('FLD'), con))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(code(() => decide(setStatus('RHI', '  '), con))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    const failed = run([place, pay, issue, setStatus('RHI'), setStatus('FLD')]);
    expect(failed.state).toMatchObject({ status: 'FLD', paymentStatus: 'revr', refunded: 30_000 });
    // A buyer cannot cancel a booking that needs attention; staff can.
    const rhi = run([place, pay, issue, setStatus('RHI')]).state;
    expect(code(() => decide(cancel('2031-06-01'), rhi))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(decide(cancel('2031-06-01', 'staff'), rhi)[0]!.type).toBe('BookingCancelled');
  });

  test('any sequence of commands moves only along the transition table, and never refunds more than was paid', () => {
    const command = fc.oneof(
      fc.constant(pay),
      fc.constant<BookingCommand>({ type: 'FailPayment', method: 'IPAY88_FPX', reason: 'x' }),
      fc
        .constantFrom<'buyer' | 'staff'>('buyer', 'staff')
        .map((by): BookingCommand => ({ type: 'Issue', by, supplierRef: null })),
      fc.constant<BookingCommand>({ type: 'FailAtSupplier', reason: 'x' }),
      fc.boolean().map((late): BookingCommand => ({ type: 'Expire', now: late ? after : before })),
      fc
        .tuple(fc.constantFrom<'buyer' | 'staff'>('buyer', 'staff'), fc.constantFrom('2031-06-01', '2031-06-09', '2031-06-12'))
        .map(([by, today]) => cancel(today, by)),
      fc
        .constantFrom<BookingStatus>('CON', 'PPA', 'RHI', 'EXP', 'CAN', 'FLD')
        .map((to): BookingCommand => ({ type: 'SetStatus', to, reason: 'r' })),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 12 }), (commands) => {
        let state = run([place]).state;
        for (const c of commands) {
          let events: BookingEvent[];
          try {
            events = decide(c, state);
          } catch {
            continue; // refused: the state stays
          }
          const next = events.reduce((s, e) => booking.evolve(s, e), state);
          if (next.status !== state.status) {
            expect(BOOKING_TRANSITIONS.some((t) => t.from === state.status && t.to === next.status)).toBe(true);
          }
          expect(next.refunded).toBeLessThanOrEqual(next.paid);
          expect(next.paid).toBeLessThanOrEqual(30_000);
          state = next;
        }
      }),
      { numRuns: 1_500 },
    );
  });
});

describe('a supplier failure (RHI, Need Attention)', () => {
  const failAtSupplier = (reason: string): BookingCommand => ({ type: 'FailAtSupplier', reason });
  const issueBy = (by: 'buyer' | 'staff', supplierRef: string | null = 'PNR123'): BookingCommand => ({
    type: 'Issue',
    by,
    supplierRef,
  });

  test('a paid booking the supplier refuses needs attention, with the reason; unpaid, the supplier is never the question', () => {
    const { state, events } = run([place, pay, failAtSupplier('Fare sold out at ticketing')]);
    expect(state.status).toBe('RHI');
    expect(events.at(-1)).toEqual({ type: 'BookingSupplierFailed', data: { reason: 'Fare sold out at ticketing' } });
    expect(code(() => run([place, failAtSupplier('x')]))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });

  test('staff may issue it again: the supplier confirms (CON, its reference) or refuses again (still RHI, the new reason); the buyer may not', () => {
    const rhi = run([place, pay, failAtSupplier('Supplier unavailable')]).state;
    expect(code(() => decide(issueBy('buyer'), rhi))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
    expect(decide(failAtSupplier('Still unavailable'), rhi)).toEqual([
      { type: 'BookingSupplierFailed', data: { reason: 'Still unavailable' } },
    ]);
    const retried = run([
      place,
      pay,
      failAtSupplier('Supplier unavailable'),
      failAtSupplier('Still unavailable'),
      issueBy('staff'),
    ]);
    expect(retried.state.status).toBe('CON');
    expect(retried.events.at(-1)).toEqual({ type: 'BookingIssued', data: { supplierRef: 'PNR123' } });
  });

  test('a confirmed booking does not fail at the supplier afterwards (a late answer changes nothing it may not)', () => {
    const con = run([place, pay, issue]).state;
    expect(code(() => decide(failAtSupplier('late'), con))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });
});

describe('the folio (updateFolio): guest details changed without re-pricing', () => {
  const folio = (
    change: Extract<BookingCommand, { type: 'UpdateFolio' }>['folio'],
    by: 'buyer' | 'staff' = 'buyer',
  ): BookingCommand => ({
    type: 'UpdateFolio',
    by,
    folio: change,
  });
  const rename = folio({ travellers: ['Nur Aisyah binti Ahmad', 'Adam Lee'], specialRequests: 'High floor, non-smoking' });

  test('records each changed field before and after, and who; the fold carries the new details', () => {
    const { state, events } = run([place, rename]);
    expect(events.at(-1)).toEqual({
      type: 'BookingFolioUpdated',
      data: {
        changes: {
          travellers: { before: ['Aisyah'], after: ['Nur Aisyah binti Ahmad', 'Adam Lee'] },
          specialRequests: { before: null, after: 'High floor, non-smoking' },
        },
        by: 'buyer',
      },
    });
    expect(state.placed).toMatchObject({
      travellers: ['Nur Aisyah binti Ahmad', 'Adam Lee'],
      specialRequests: 'High floor, non-smoking',
      arrivalTime: null,
      contact: { name: 'Aisyah', email: 'a@example.test', phone: null },
    });
    // Nothing else moves: status, payment, price.
    expect(state).toMatchObject({ status: 'PPA', paymentStatus: 'pend', paid: 0 });
    expect(state.placed!.total).toBe(30_000);
  });

  test('only the fields that differ; the same details again (or none) record nothing', () => {
    const contact = folio(
      { contactName: 'Aisyah', contactEmail: 'aisyah@example.my', contactPhone: '012-3456789', arrivalTime: '22:30' },
      'staff',
    );
    expect(run([place, contact]).events.at(-1)!.data).toEqual({
      changes: {
        contactEmail: { before: 'a@example.test', after: 'aisyah@example.my' },
        contactPhone: { before: null, after: '012-3456789' },
        arrivalTime: { before: null, after: '22:30' },
      },
      by: 'staff',
    });
    const after = run([place, contact]).state;
    expect(decide(contact, after)).toEqual([]);
    expect(decide(folio({}), after)).toEqual([]);
    // Cleared: null after a value.
    expect(decide(folio({ arrivalTime: null, contactPhone: null }), after)[0]!.data).toEqual({
      changes: { arrivalTime: { before: '22:30', after: null }, contactPhone: { before: '012-3456789', after: null } },
      by: 'buyer',
    });
  });

  test('allowed while pending payment, confirmed or needing attention; refused once expired, cancelled or failed', () => {
    const setStatus = (to: BookingStatus): BookingCommand => ({ type: 'SetStatus', to, reason: 'Hotel overbooked' });
    for (const commands of [[place], [place, pay, issue], [place, pay, issue, setStatus('RHI')]])
      expect(decide(rename, run(commands).state)[0]!.type).toBe('BookingFolioUpdated');
    for (const commands of [
      [place, { type: 'Expire', now: after } as BookingCommand],
      [place, pay, issue, cancel('2031-06-01')],
      [place, pay, issue, setStatus('RHI'), setStatus('FLD')],
    ]) {
      const ended = run(commands).state;
      expect([ended.status, code(() => decide(rename, ended))]).toEqual([ended.status, 'BOOKING_TRANSITION_NOT_ALLOWED']);
    }
    expect(code(() => decide(rename, booking.initialState()))).toBe('BOOKING_NOT_FOUND');
  });

  test('one name per guest booked at most (rooms × guests per room)', () => {
    // 1 room, 2 adults: two names.
    const s = run([place]).state;
    expect(code(() => decide(folio({ travellers: ['A', 'B', 'C'] }), s))).toBe('TOO_MANY_TRAVELLERS');
    const family = placed({ hotel: { ...placed().hotel!, rooms: 2, adults: 2, childAges: [5] } });
    const big = run([{ type: 'Place', placed: family }]).state;
    expect(decide(folio({ travellers: ['A', 'B', 'C', 'D', 'E', 'F'] }), big)).toHaveLength(1);
    expect(code(() => decide(folio({ travellers: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] }), big))).toBe('TOO_MANY_TRAVELLERS');
  });

  test('folio updates among any commands never move the status or the money', () => {
    const change = fc
      .record({
        contactName: fc.constantFrom('Aisyah', 'Tan Mei Ling'),
        travellers: fc.constantFrom(['Aisyah'], ['Tan Mei Ling', 'Lim Wei Jie']),
        arrivalTime: fc.constantFrom(null, '15:00', '23:45'),
      })
      .map((values) => folio({ ...values, travellers: [...values.travellers] }));
    const other = fc.constantFrom<BookingCommand>(pay, issue, cancel('2031-06-09'), { type: 'Expire', now: after });
    fc.assert(
      fc.property(fc.array(fc.oneof(change, other), { maxLength: 10 }), (commands) => {
        let state = run([place]).state;
        for (const c of commands) {
          let events: BookingEvent[];
          try {
            events = decide(c, state);
          } catch {
            continue;
          }
          const next = events.reduce((s, e) => booking.evolve(s, e), state);
          if (c.type === 'UpdateFolio') {
            expect(['PPA', 'CON', 'RHI']).toContain(state.status);
            expect({ ...next, placed: null }).toEqual({ ...state, placed: null });
            expect(next.placed!.total).toBe(state.placed!.total);
          }
          state = next;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('a gateway payment the booking cannot take (RecordPaymentToRefund)', () => {
  const fpx = {
    type: 'Place',
    placed: placed({ paymentMethod: 'IPAY88_FPX', buyer: { customerType: 'B2C', organizationId: null } }),
  } as const;
  const toRefund = (reference: string, now = after): BookingCommand => ({
    type: 'RecordPaymentToRefund',
    method: 'IPAY88_FPX',
    amount: 30_000,
    reference,
    now,
  });
  const fpxPay = (reference: string): BookingCommand => ({
    type: 'Pay',
    method: 'IPAY88_FPX',
    amount: 30_000,
    reference,
    now: before,
  });

  test('an expired or cancelled booking keeps its status and payment status; the payment is on record once per reference', () => {
    for (const end of [{ type: 'Expire', now: after } as const, cancel('2031-05-01')]) {
      const { state, events } = run([fpx, end, toRefund('T1'), toRefund('T1'), toRefund('T2')]);
      expect(events.filter((e) => e.type === 'BookingPaymentToRefund').map((e) => e.data)).toEqual([
        { method: 'IPAY88_FPX', amount: 30_000, reference: 'T1' },
        { method: 'IPAY88_FPX', amount: 30_000, reference: 'T2' },
      ]);
      expect(state).toMatchObject({ status: end.type === 'Expire' ? 'EXP' : 'CAN', paymentStatus: 'pend', paid: 0 });
      expect(state.toRefund).toEqual(['T1', 'T2']);
    }
  });

  test('a payment past the deadline, or a second payment of a paid booking, is on record; a payment the booking can take is Pay’s', () => {
    expect(run([fpx, toRefund('LATE', after)]).state).toMatchObject({ status: 'PPA', paymentStatus: 'pend', toRefund: ['LATE'] });
    expect(run([fpx, fpxPay('T1'), toRefund('T2', before)]).state).toMatchObject({
      paymentStatus: 'paid',
      paid: 30_000,
      toRefund: ['T2'],
    });
    const open = foldEvents(booking, decide(fpx, foldEvents(booking, [])));
    expect(code(() => decide(toRefund('T1', before), open))).toBe('BOOKING_TRANSITION_NOT_ALLOWED');
  });
});
