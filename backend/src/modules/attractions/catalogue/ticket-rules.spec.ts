import { cancellationTermsFor, isWeekend, plusDays, selectionCost, ticketCostOn } from './ticket-rules';

describe('what a ticket costs on a date', () => {
  const adult = { supplierCost: 15_000, weekendSupplierCost: 18_000 };
  const child = { supplierCost: 12_000, weekendSupplierCost: null };

  test('Saturdays and Sundays are the weekend', () => {
    // 2031-01-03 is a Friday.
    expect(['2031-01-03', '2031-01-04', '2031-01-05', '2031-01-06'].map(isWeekend)).toEqual([false, true, true, false]);
  });

  test('the weekend cost on Saturdays and Sundays when the type has one, else the everyday cost', () => {
    expect(ticketCostOn(adult, '2031-01-03')).toBe(15_000);
    expect(ticketCostOn(adult, '2031-01-04')).toBe(18_000);
    expect(ticketCostOn(child, '2031-01-04')).toBe(12_000);
  });

  test('a selection costs each line its date cost times its quantity, and counts every ticket', () => {
    const lines = [
      { costs: adult, quantity: 2 },
      { costs: child, quantity: 3 },
    ];
    expect(selectionCost(lines, '2031-01-03')).toEqual({ supplierCost: 66_000, quantity: 5 });
    expect(selectionCost(lines, '2031-01-05')).toEqual({ supplierCost: 72_000, quantity: 5 });
  });
});

describe('the cancellation terms of a visit date', () => {
  test('free until the set days before the visit (across months and years), then the share kept', () => {
    expect(
      cancellationTermsFor({ refundable: true, freeCancellationDays: 2, cancellationFeeBasisPoints: 5_000 }, '2031-03-01'),
    ).toEqual({
      refundable: true,
      freeCancellationUntil: '2031-02-27',
      fee: { basis: 'PERCENT', value: 5_000 },
    });
    expect(plusDays('2031-01-01', -1)).toBe('2030-12-31');
    expect(plusDays('2032-02-28', 1)).toBe('2032-02-29');
  });

  test('never free without free days; not refundable keeps everything', () => {
    expect(
      cancellationTermsFor({ refundable: true, freeCancellationDays: null, cancellationFeeBasisPoints: 2_500 }, '2031-03-01')
        .freeCancellationUntil,
    ).toBeNull();
    expect(
      cancellationTermsFor({ refundable: false, freeCancellationDays: 3, cancellationFeeBasisPoints: 0 }, '2031-03-01'),
    ).toEqual({
      refundable: false,
      freeCancellationUntil: null,
      fee: { basis: 'PERCENT', value: 10_000 },
    });
  });
});
