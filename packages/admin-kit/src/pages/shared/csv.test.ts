import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses formula-looking cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
  });

  it('writes a BOM, a header row and CRLF lines', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string }) => row.name },
        { header: 'Len', value: (row) => row.name.length },
      ],
      [{ name: '张三' }, { name: 'Ann, Jr' }],
    );
    expect(csv).toBe('\uFEFFName,Len\r\n张三,2\r\n"Ann, Jr",7\r\n');
  });
});
