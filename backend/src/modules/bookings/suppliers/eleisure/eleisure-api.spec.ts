import { decimalAmount, verdictOf } from './eleisure-api';

describe('eLeisure payloads and answers', () => {
  test('amounts go as exact decimal text from minor units', () => {
    expect(decimalAmount(127_899)).toBe('1278.99');
    expect(decimalAmount(5)).toBe('0.05');
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(9_007_199_254_740_991)).toBe('90071992547409.91');
    expect(() => decimalAmount(1.5)).toThrow();
  });

  test('a confirmation is done with its number; a 4xx is a refusal; 5xx, 408, 429 and an unreadable 2xx are failures', () => {
    const ok = JSON.stringify({ Status: 'CONFIRMED', ConfirmationNumber: 'ELR0000001' });
    expect(verdictOf('RESERVE', 200, ok)).toEqual({ outcome: 'SUCCEEDED', supplierRef: 'ELR0000001' });
    const cancelled = JSON.stringify({ Status: 'CANCELLED', ConfirmationNumber: 'ELR0000001', CancellationNumber: 'ELC0000001' });
    expect(verdictOf('CANCEL', 200, cancelled)).toEqual({ outcome: 'SUCCEEDED', supplierRef: 'ELC0000001' });
    const refused = JSON.stringify({ Status: 'REJECTED', ErrorCode: 'HOTEL_NOT_FOUND', Message: 'Unknown hotel code X' });
    expect(verdictOf('RESERVE', 422, refused)).toEqual({
      outcome: 'REFUSED',
      reason: 'eLeisure refused (HTTP 422): HOTEL_NOT_FOUND: Unknown hotel code X',
    });
    expect(verdictOf('RESERVE', 503, 'Service Unavailable')).toEqual({ outcome: 'FAILED', reason: 'eLeisure answered HTTP 503' });
    expect(verdictOf('RESERVE', 429, '{}').outcome).toBe('FAILED');
    expect(verdictOf('RESERVE', 200, '<html>').outcome).toBe('FAILED');
    // A cancellation's answer does not confirm a reservation.
    expect(verdictOf('RESERVE', 200, cancelled).outcome).toBe('FAILED');
  });
});
