import type { CancellationFeeBasis } from '@bo/shared';

/**
 * The attractions' pure rules (docs/attractions.md): what a ticket costs on a date, and the
 * cancellation terms of a visit date. No I/O, no clock.
 */

/** A ticket type's costs: every day, and on Saturdays and Sundays when it differs (null: the same). */
export interface TicketCosts {
  supplierCost: number;
  weekendSupplierCost: number | null;
}

const utcDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};

/** Saturday or Sunday, for a `YYYY-MM-DD` calendar day. */
export function isWeekend(day: string): boolean {
  const weekday = utcDay(day).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The calendar day `days` after `day` (before, when negative). */
export function plusDays(day: string, days: number): string {
  const date = utcDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The supplier's cost of one ticket of the type on `visitDate`. */
export function ticketCostOn(costs: TicketCosts, visitDate: string): number {
  return isWeekend(visitDate) && costs.weekendSupplierCost !== null ? costs.weekendSupplierCost : costs.supplierCost;
}

/** The supplier's cost of a selection of tickets on `visitDate`, and how many tickets it is. */
export function selectionCost(
  lines: readonly { costs: TicketCosts; quantity: number }[],
  visitDate: string,
): { supplierCost: number; quantity: number } {
  return lines.reduce(
    (sum, line) => ({
      supplierCost: sum.supplierCost + ticketCostOn(line.costs, visitDate) * line.quantity,
      quantity: sum.quantity + line.quantity,
    }),
    { supplierCost: 0, quantity: 0 },
  );
}

/** A product's cancellation settings. */
export interface CancellationSettings {
  refundable: boolean;
  /** Free until this many days before the visit date; null: never free. */
  freeCancellationDays: number | null;
  /** Kept after that, of the booking's total (10,000 = all). */
  cancellationFeeBasisPoints: number;
}

/** The terms a booking for `visitDate` records (as the bookings context's cancellation fee reads them). */
export function cancellationTermsFor(
  settings: CancellationSettings,
  visitDate: string,
): { refundable: boolean; freeCancellationUntil: string | null; fee: { basis: CancellationFeeBasis; value: number } } {
  if (!settings.refundable) return { refundable: false, freeCancellationUntil: null, fee: { basis: 'PERCENT', value: 10_000 } };
  return {
    refundable: true,
    freeCancellationUntil: settings.freeCancellationDays === null ? null : plusDays(visitDate, -settings.freeCancellationDays),
    fee: { basis: 'PERCENT', value: settings.cancellationFeeBasisPoints },
  };
}
