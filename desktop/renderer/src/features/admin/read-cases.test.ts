import { describe, expect, it } from 'vitest';
import { readCases } from './read-cases.ts';

describe('readCases', () => {
  it('reads an array of cases', () => {
    expect(readCases('[{ "input": "[1,2]\\n3", "output": "[0,1]", "isPublic": true }]')).toEqual([
      { input: '[1,2]\n3', output: '[0,1]', isPublic: true },
    ]);
  });

  it('says what is wrong: not JSON, no case, or which case', () => {
    expect(readCases('[{')).toMatch(/^Not valid JSON: /);
    expect(readCases('[]')).not.toMatch(/^Case /);
    expect(readCases('[{ "input": "1", "output": "2" }, { "input": "1" }]')).toMatch(/^Case 2: /);
  });
});
