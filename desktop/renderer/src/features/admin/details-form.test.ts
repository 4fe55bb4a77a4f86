import { describe, expect, it } from 'vitest';
import { detailsUpdate, type DetailsForm } from './details-form.ts';

const form: DetailsForm = {
  name: 'Two Sum',
  statement: 'Find two numbers.',
  difficulty: 'Easy',
  tags: ' Array,  Hash Table ,, ',
  constraints: '2 <= nums.length <= 10^4\n\n  -10^9 <= nums[i] <= 10^9  \n',
  examples: [
    { input: 'nums = [2,7], target = 9', output: '[0,1]', explanation: '  ' },
    { input: 'nums = [3,3], target = 6', output: '[0,1]', explanation: '3 + 3 = 6.' },
  ],
  checker: 'any-order',
  timeMs: '1500',
  memoryMb: '128',
};

describe('detailsUpdate', () => {
  it('splits tags at commas and constraints at lines, dropping blanks', () => {
    const update = detailsUpdate(form);
    expect(update.tags).toEqual(['Array', 'Hash Table']);
    expect(update.constraints).toEqual(['2 <= nums.length <= 10^4', '-10^9 <= nums[i] <= 10^9']);
  });

  it('leaves out a blank explanation and keeps a written one', () => {
    expect(detailsUpdate(form).examples).toEqual([
      { input: 'nums = [2,7], target = 9', output: '[0,1]' },
      { input: 'nums = [3,3], target = 6', output: '[0,1]', explanation: '3 + 3 = 6.' },
    ]);
  });

  it('sends the limits as numbers with the other fields as typed', () => {
    expect(detailsUpdate(form)).toMatchObject({
      name: 'Two Sum',
      statement: 'Find two numbers.',
      difficulty: 'Easy',
      checker: 'any-order',
      limits: { timeMs: 1500, memoryMb: 128 },
    });
  });
});
