import type { ProductLine } from '../../../core/product-lines/product-line';
import { placed, ticketsPlaced } from '../domain/booking.given';
import { ProductLines } from './product-lines';

const line = (part: ProductLine['part'], ...productTypes: ProductLine['productTypes']) =>
  ({ part, productTypes }) as unknown as ProductLine<never, never>;

describe('ProductLines', () => {
  const hotels = line('hotel', 'hotel');
  const tickets = line('tickets', 'themePark', 'cableCar');
  const lines = new ProductLines([hotels, tickets]);

  test('finds the line of a booking’s product type, with that line’s part of the booking', () => {
    const stay = placed();
    expect(lines.bookedOf(stay)).toEqual({ line: hotels, booked: stay.hotel });
    const visit = ticketsPlaced();
    expect(lines.bookedOf(visit)).toEqual({ line: tickets, booked: visit.tickets });
    expect(lines.of('cableCar')).toBe(tickets);
  });

  test('a booking with no part recorded has no product to move', () => {
    expect(lines.bookedOf({ ...placed(), hotel: null })).toBeNull();
  });

  test('a type nothing sells, or two lines of one type, are wiring mistakes', () => {
    expect(() => lines.of('flight')).toThrow('No product line sells flight');
    expect(() => new ProductLines([hotels, line('hotel', 'hotel')])).toThrow('Two product lines sell hotel');
  });
});
