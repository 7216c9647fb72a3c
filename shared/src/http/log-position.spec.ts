import { formatLogPosition, laterLogPosition, parseLogPosition } from './log-position';

describe('log positions (X-Log-Position, X-Read-After)', () => {
  it('reads back what it writes and refuses anything else', () => {
    expect(parseLogPosition(formatLogPosition({ txId: '9007199254740993', position: '42' }))).toEqual({
      txId: '9007199254740993',
      position: '42',
    });
    for (const bad of ['', '1', '1.', '.1', '01.2', '1.2.3', '-1.2', '1.2 ', 'a.b', '1'.repeat(21) + '.1', null, undefined]) {
      expect([bad, parseLogPosition(bad)]).toEqual([bad, null]);
    }
  });

  it('keeps the later one by transaction id, then position, as numbers', () => {
    expect(laterLogPosition('9.100', '10.2')).toBe('10.2');
    expect(laterLogPosition('10.2', '9.100')).toBe('10.2');
    expect(laterLogPosition('10.2', '10.11')).toBe('10.11');
    expect(laterLogPosition('10.11', '10.11')).toBe('10.11');
    expect(laterLogPosition('9007199254740993.1', '9007199254740992.5')).toBe('9007199254740993.1');
  });

  it('a missing or malformed one gives way to the other', () => {
    expect(laterLogPosition(undefined, '3.4')).toBe('3.4');
    expect(laterLogPosition('3.4', 'junk')).toBe('3.4');
    expect(laterLogPosition(null, undefined)).toBeUndefined();
  });
});
