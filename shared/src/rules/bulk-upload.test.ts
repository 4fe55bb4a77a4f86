import { describe, expect, it } from 'vitest';
import { checkBulkUpload } from './bulk-upload.ts';

const problem = { name: 'Two Sum', statement: 'Find two.', code: '', difficulty: 'Easy' };

describe('checkBulkUpload', () => {
  it('accepts an array of problems with or without test cases', () => {
    const text = JSON.stringify([
      problem,
      { ...problem, testcases: [{ input: '1', output: '2' }] },
    ]);
    const check = checkBulkUpload(text);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.problems).toHaveLength(2);
  });

  it('accepts an empty array and an empty testcases list', () => {
    expect(checkBulkUpload('[]').ok).toBe(true);
    expect(checkBulkUpload(JSON.stringify([{ ...problem, testcases: [] }])).ok).toBe(true);
  });

  it('prefixes a parse error with Invalid JSON', () => {
    const check = checkBulkUpload('[{"name": ');
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.error.startsWith('Invalid JSON: ')).toBe(true);
      expect(check.error.length).toBeGreaterThan('Invalid JSON: '.length);
    }
    expect(checkBulkUpload('')).toMatchObject({ ok: false });
  });

  it.each(['{}', '"text"', '42', 'null'])('refuses the non-array %s', (text) => {
    expect(checkBulkUpload(text)).toEqual({
      ok: false,
      error: 'Invalid JSON: Input must be a JSON array',
    });
  });

  it.each([{}, 'cases', null, 3])('refuses testcases given as %j', (testcases) => {
    expect(checkBulkUpload(JSON.stringify([{ ...problem, testcases }]))).toEqual({
      ok: false,
      error: 'Invalid JSON: testcases must be an array',
    });
  });

  it.each([
    { input: '', output: '1' },
    { input: '1', output: '' },
    { input: '1' },
    { output: '1' },
    { input: 1, output: 2 },
    null,
    'case',
  ])('refuses the testcase %j', (testcase) => {
    expect(checkBulkUpload(JSON.stringify([{ ...problem, testcases: [testcase] }]))).toEqual({
      ok: false,
      error: 'Invalid JSON: Each testcase must have input and output',
    });
  });

  it('checks every problem, not only the first', () => {
    const text = JSON.stringify([problem, { ...problem, testcases: [{ input: 'x' }] }]);
    expect(checkBulkUpload(text)).toMatchObject({ ok: false });
  });
});
