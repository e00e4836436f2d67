import { describe, expect, it } from 'vitest';
import { chartQueryParams, parseChartQuery } from './chartQuery';

describe('chart URL filters', () => {
  it('reads a shared link and writes it back the same', () => {
    const q = parseChartQuery(new URLSearchParams('os=macos-15&cpu=arm&model=PM241&conn=bluetooth'));
    expect(q).toEqual({ system: 'macos-15', cpu: 'arm', model: 'pm241', connection: 'bluetooth' });
    expect(chartQueryParams(q).toString()).toBe('os=macos-15&cpu=arm&model=pm241&conn=bluetooth');
  });

  it('falls back to Windows 11 x64 and drops what the system does not have', () => {
    expect(parseChartQuery(new URLSearchParams('os=beos&cpu=mips&conn=serial'))).toEqual({
      system: 'windows-11',
      cpu: 'x64',
      model: '',
      connection: '',
    });
    const phone = parseChartQuery(new URLSearchParams('os=ios&cpu=arm'));
    expect(phone.cpu).toBe('any');
    expect(chartQueryParams(phone).toString()).toBe('os=ios');
  });
});
