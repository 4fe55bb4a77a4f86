import { describe, expect, it } from 'vitest';
import type { FunctionSignature } from '../../contract/signature.ts';
import {
  minStackSignature as minStack,
  twoSumSignature as twoSum,
} from '../../contract/example-signatures.ts';
import { parseValueType } from '../signature/value-type.ts';
import { CaseInputError } from './case-input-error.ts';
import { decodeAnswer } from './decode-answer.ts';
import { decodeValue } from './decode-value.ts';
import { encodeBatch } from './encode-batch.ts';
import { encodeValue, joinTokens } from './encode-value.ts';
import { parseFrames } from './parse-frames.ts';
import { WireReader } from './wire-reader.ts';
import { parseLiteral } from '../literal/index.ts';
import { validateCaseInput } from './validate-case-input.ts';

function roundTrip(type: string, text: string): string {
  const tokens: (string | Buffer)[] = [];
  encodeValue(parseLiteral(text), parseValueType(type as never), tokens);
  const value = decodeValue(new WireReader(joinTokens(tokens)), parseValueType(type as never));
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${item}n` : item,
  );
}

describe('wire values', () => {
  it('round-trip every kind of type', () => {
    expect(roundTrip('integer[]', '[2,-7]')).toBe('["2n","-7n"]');
    expect(roundTrip('long', '-9223372036854775808')).toBe('"-9223372036854775808n"');
    expect(roundTrip('double', '2.5')).toBe('2.5');
    expect(roundTrip('boolean[]', '[true,false]')).toBe('[true,false]');
    expect(roundTrip('character[][]', '[["a","."],["\'"]]')).toBe('[["a","."],["\'"]]');
    expect(roundTrip('list<list<string>>', '[["a b","é\\n"],[]]')).toBe('[["a b","é\\n"],[]]');
    expect(roundTrip('ListNode', '[1,2,3]')).toBe('["1n","2n","3n"]');
    expect(roundTrip('TreeNode', '[3,9,20,null,null,15,7]')).toBe(
      '["3n","9n","20n",null,null,"15n","7n"]',
    );
    expect(roundTrip('TreeNode', '[]')).toBe('[]');
    expect(roundTrip('ListNode[]', '[[1,4],[],[2]]')).toBe('[["1n","4n"],[],["2n"]]');
  });

  it('rejects values that do not fit the type', () => {
    const encode = (type: string, text: string) =>
      encodeValue(parseLiteral(text), parseValueType(type as never), []);
    expect(() => encode('integer', '2147483648')).toThrow(CaseInputError);
    expect(() => encode('integer', '1.5')).toThrow(CaseInputError);
    expect(() => encode('character', '"ab"')).toThrow(CaseInputError);
    expect(() => encode('integer[]', '5')).toThrow(CaseInputError);
    expect(() => encode('boolean', '1')).toThrow(CaseInputError);
  });
});

describe('encodeBatch', () => {
  it('writes the header and one length-prefixed case per input', () => {
    const batch = encodeBatch({ nonce: 'N', timeLimitMs: 2000, outputLimitBytes: 100 }, twoSum, [
      '[2,7,11,15]\n9',
      '[3,3]\n6',
    ]);
    expect(batch.toString()).toBe('N\n2000 100 2\n14:4 2 7 11 15 9 \n8:2 3 3 6 \n');
  });

  it('encodes class-design calls with method indexes', () => {
    const batch = encodeBatch({ nonce: 'N', timeLimitMs: 1, outputLimitBytes: 1 }, minStack, [
      '["MinStack","push","getMin"]\n[[],[-2],[]]',
    ]);
    expect(batch.toString()).toBe('N\n1 1 1\n11:3 0 1 -2 2 \n');
  });

  it('names the parameter of a malformed input', () => {
    expect(() =>
      encodeBatch({ nonce: 'N', timeLimitMs: 1, outputLimitBytes: 1 }, twoSum, ['[1,2]\n"x"']),
    ).toThrow(/target/);
    expect(() =>
      encodeBatch({ nonce: 'N', timeLimitMs: 1, outputLimitBytes: 1 }, minStack, [
        '["Other"]\n[[]]',
      ]),
    ).toThrow(/first call must be MinStack/);
  });
});

describe('decodeAnswer', () => {
  it('serializes a function answer as a literal', () => {
    expect(decodeAnswer(twoSum, '', Buffer.from('2 0 1 '))).toBe('[0,1]');
  });

  it('fills nulls for the constructor and void calls of a class design', () => {
    const input = '["MinStack","push","getMin","push","getMin"]\n[[],[-2],[],[-3],[]]';
    expect(decodeAnswer(minStack, input, Buffer.from('-2 -3 '))).toBe('[null,null,-2,null,-3]');
  });

  it('returns the in-place parameter', () => {
    const moveZeroes: FunctionSignature = {
      kind: 'function',
      name: 'moveZeroes',
      params: [{ name: 'nums', type: 'integer[]' }],
      return: { type: 'void' },
      outputParamIndex: 0,
    };
    expect(decodeAnswer(moveZeroes, '', Buffer.from('3 1 0 0 '))).toBe('[1,0,0]');
  });
});

describe('parseFrames', () => {
  const frame = (nonce: string, index: number, answer: string, stdout = '') =>
    `\n#${nonce} ${index} ok 12 3400 ${Buffer.byteLength(answer)} ${Buffer.byteLength(stdout)} 0 0\n${answer}${stdout}`;

  it('reads frames and their payloads, including UTF-8 and newlines', () => {
    const frames = parseFrames(
      Buffer.from(frame('abc', 0, '2 0 1 ', 'héllo\n#abc 9 ok') + frame('abc', 1, '5:a\nb c ')),
      'abc',
    );
    expect(frames.map((f) => [f.caseIndex, f.answer.toString(), f.stdout])).toEqual([
      [0, '2 0 1 ', 'héllo\n#abc 9 ok'],
      [1, '5:a\nb c ', ''],
    ]);
    expect(frames[0]).toMatchObject({ status: 'ok', cpuMicros: 12, peakRssKb: 3400 });
  });

  it('ignores frames forged without the nonce and stray bytes between frames', () => {
    const output = `junk${frame('guess', 0, '1 7 ')}more junk${frame('abc', 0, '2 0 1 ')}`;
    const frames = parseFrames(Buffer.from(output), 'abc');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.answer.toString()).toBe('2 0 1 ');
  });

  it('drops a frame cut short by a crash', () => {
    const output = frame('abc', 0, '2 0 1 ') + frame('abc', 1, '2 0 1 ').slice(0, -3);
    expect(parseFrames(Buffer.from(output), 'abc')).toHaveLength(1);
  });
});

describe('validateCaseInput', () => {
  it('accepts fitting inputs and explains the others', () => {
    expect(validateCaseInput(twoSum, '[2,7]\n9')).toBeNull();
    expect(validateCaseInput(twoSum, '[2,7]')).toBe('Expected 2 input line(s), got 1');
    expect(validateCaseInput(twoSum, '[2,7]\n"9"')).toBe('target: Expected an integer, got "9"');
    expect(validateCaseInput(minStack, '["MinStack","pop"]\n[[],[]]')).toBe('Unknown method "pop"');
  });
});
