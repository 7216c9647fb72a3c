import {
  BOOKING_STATUS,
  BOOKING_TRANSITIONS,
  bookingTransition,
  FINAL_BOOKING_STATUSES,
  PAYMENT_STATUS,
  PAYMENT_TRANSITIONS,
  staffStatusMoves,
} from './booking';
import { codesOf } from './labelled';

describe('the booking transition table', () => {
  test('names only known statuses, and nothing leaves a final status', () => {
    const statuses = new Set<string>(codesOf(BOOKING_STATUS));
    for (const t of BOOKING_TRANSITIONS) {
      if (t.from !== null) expect(statuses.has(t.from)).toBe(true);
      expect(statuses.has(t.to)).toBe(true);
      if (t.from !== null) expect(FINAL_BOOKING_STATUSES).not.toContain(t.from);
    }
    const payments = new Set<string>(codesOf(PAYMENT_STATUS));
    for (const t of PAYMENT_TRANSITIONS) expect([payments.has(t.from), payments.has(t.to)]).toEqual([true, true]);
  });

  test('every status is reachable from booking', () => {
    const reached = new Set<string | null>([null]);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of BOOKING_TRANSITIONS) if (reached.has(t.from) && !reached.has(t.to)) grew = reached.add(t.to).size > 0;
    }
    expect([...reached].filter(Boolean).sort()).toEqual([...codesOf(BOOKING_STATUS)].sort());
  });

  test('staff set statuses only where the table says', () => {
    expect(staffStatusMoves('CON')).toEqual(['RHI']);
    expect(staffStatusMoves('RHI')).toEqual(['CON', 'FLD']);
    expect(staffStatusMoves('PPA')).toEqual([]);
    expect(bookingTransition('PPA', 'ISSUE')?.payment).toEqual(['paid']);
    expect(bookingTransition('EXP', 'CANCEL')).toBeNull();
  });

  test('a booking that needs attention may be issued again by staff only, once paid; a refusal again keeps it there', () => {
    expect(bookingTransition('RHI', 'ISSUE')).toMatchObject({ to: 'CON', by: ['staff'], payment: ['paid'] });
    expect(bookingTransition('RHI', 'SUPPLIER_FAILED')).toMatchObject({ to: 'RHI', by: ['system'] });
    expect(bookingTransition('CON', 'SUPPLIER_FAILED')).toBeNull();
  });
});
