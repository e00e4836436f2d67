import { describe, expect, it } from 'vitest';
import { checkPermi, checkRole } from './check';

describe('checkRole', () => {
  it('any-of and all-of', () => {
    expect(checkRole(['editor'], ['editor', 'ops'])).toBe(true);
    expect(checkRole(['editor'], ['editor', 'ops'], 'any')).toBe(true);
    expect(checkRole(['editor'], ['editor', 'ops'], 'all')).toBe(false);
    expect(checkRole(['editor', 'ops'], ['editor', 'ops'], 'all')).toBe(true);
    expect(checkRole(['ROLE_DEFAULT'], ['editor'])).toBe(false);
    expect(checkRole([], ['editor'])).toBe(false);
  });

  it('admin passes everything, in both modes', () => {
    expect(checkRole(['admin'], ['anything'])).toBe(true);
    expect(checkRole(['admin'], ['a', 'b'], 'all')).toBe(true);
    // Only the exact role key: not a look-alike.
    expect(checkRole(['administrator'], ['a'])).toBe(false);
  });

  it('an empty required list is a programming error', () => {
    expect(() => checkRole(['admin'], [])).toThrow(/^\[labelwise\/admin-kit: HasRole\]/);
    expect(() => checkRole(['admin'], [], 'all')).toThrow(/HasRole/);
  });
});

describe('checkPermi', () => {
  it('any-of and all-of', () => {
    expect(checkPermi(['site:driver:list'], ['site:driver:list', 'site:driver:edit'])).toBe(true);
    expect(checkPermi(['site:driver:list'], ['site:driver:list', 'site:driver:edit'], 'all')).toBe(false);
    expect(checkPermi(['site:driver:list', 'site:driver:edit'], ['site:driver:list', 'site:driver:edit'], 'all')).toBe(
      true,
    );
    expect(checkPermi(['site:driver:list'], ['site:driver:edit'])).toBe(false);
  });

  it('*:*:* passes everything; partial wildcards are not expanded', () => {
    expect(checkPermi(['*:*:*'], ['system:user:remove'], 'all')).toBe(true);
    expect(checkPermi(['system:*:*'], ['system:user:remove'])).toBe(false);
  });

  it('an empty required list is a programming error', () => {
    expect(() => checkPermi(['*:*:*'], [])).toThrow(/^\[labelwise\/admin-kit: HasPermi\]/);
  });
});
