import { BOOKING_STATUS, type BookingCounts, type BookingStatus, codesOf } from '@bo/shared';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { bookingScope } from '../booking-rows';
import { CountBookings } from './count-bookings.query';

@QueryHandler(CountBookings)
export class CountBookingsHandler implements IQueryHandler<CountBookings> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ actor, organizationId }: CountBookings): Promise<BookingCounts> {
    const filters = bookingScope(actor, organizationId);
    const rows = (await this.dataSource.query(
      `SELECT b.status, count(*)::int AS n FROM bookings.bookings b ${filters.sql} GROUP BY b.status`,
      filters.params,
    )) as { status: BookingStatus; n: number }[];
    const byStatus = Object.fromEntries(codesOf(BOOKING_STATUS).map((s) => [s, 0])) as Record<BookingStatus, number>;
    for (const r of rows) byStatus[r.status] = r.n;
    return { total: rows.reduce((s, r) => s + r.n, 0), byStatus };
  }
}
