import { describe, expect, it } from 'vitest';
import type { Signature } from '../../contract/signature.ts';
import { validateCase } from './validate-case.ts';

const addTwo: Signature = {
  kind: 'function',
  name: 'addTwo',
  params: [
    { name: 'a', type: 'integer' },
    { name: 'b', type: 'integer' },
  ],
  return: { type: 'integer' },
};
const counter: Signature = {
  kind: 'class',
  className: 'Counter',
  constructorParams: [],
  methods: [{ name: 'next', params: [], return: { type: 'integer' } }],
};

describe('validateCase', () => {
  it('accepts a case that fits, with or without its expected output', () => {
    expect(validateCase(addTwo, { input: '1\n2', output: '3' })).toBeNull();
    expect(validateCase(addTwo, { input: '1\n2' })).toBeNull();
    expect(
      validateCase(counter, { input: '["Counter","next"]\n[[],[]]', output: '[null,1]' }),
    ).toBeNull();
  });

  it('names the part that does not fit', () => {
    expect(validateCase(addTwo, { input: '1', output: '1' })).toMatch(/^input: Expected 2 input/);
    expect(validateCase(addTwo, { input: '[1,\n2', output: '1' })).toMatch(/^input: Cannot read/);
    expect(validateCase(addTwo, { input: '1\n"two"', output: '3' })).toMatch(/^input: b: /);
    expect(validateCase(addTwo, { input: '1\n2', output: '[3' })).toMatch(/^output: /);
    expect(validateCase(counter, { input: '["Timer","next"]\n[[],[]]' })).toBe(
      'input: The first call must be Counter',
    );
    expect(validateCase(counter, { input: '["Counter","next"]\n[[]]' })).toMatch(
      /^input: Expected two lines/,
    );
  });

  it('takes any text for a stdio problem', () => {
    expect(validateCase({ kind: 'stdio' }, { input: 'anything', output: '[' })).toBeNull();
  });
});
