import { csvCell, toCsv } from './csv';

describe('toCsv', () => {
  test('RFC 4180: quotes fields with commas, quotes and line breaks; CRLF lines; UTF-8 BOM', () => {
    const csv = toCsv(['Name', 'Note'], [['Ali, Abu', 'said "hi"\nbye']]);
    expect(csv).toBe('\uFEFFName,Note\r\n"Ali, Abu","said ""hi""\nbye"\r\n');
  });

  test('text that starts like a formula is neutralised; numbers and exact decimals are not', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+60123')).toBe("'+60123");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell({ number: '-12.34' })).toBe('-12.34');
    expect(csvCell(null)).toBe('');
  });
});
