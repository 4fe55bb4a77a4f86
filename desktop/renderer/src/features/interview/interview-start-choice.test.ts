import { describe, expect, it } from 'vitest';
import { readStartChoice, startMessages } from './interview-start-choice.ts';

const custom = { format: 'custom' as const, minutes: '30', problems: '2', patterns: [] };

describe('readStartChoice', () => {
  it('starts the fixed formats as they are, whatever the custom fields hold', () => {
    expect(readStartChoice({ ...custom, format: 'pair', minutes: 'abc' })).toEqual({
      start: { format: 'pair' },
      error: null,
    });
    expect(readStartChoice({ ...custom, format: 'assessment' }).start).toEqual({
      format: 'assessment',
    });
  });

  it('reads a custom one with its length, count and patterns', () => {
    expect(readStartChoice({ ...custom, minutes: ' 25 ', patterns: ['stack', 'trees'] })).toEqual({
      start: { format: 'custom', minutes: 25, problems: 2, patterns: ['stack', 'trees'] },
      error: null,
    });
  });

  it('says what is wrong with a length or a count out of range or not whole', () => {
    for (const minutes of ['', '9', '181', '30.5', '-10', 'half an hour'])
      expect(readStartChoice({ ...custom, minutes }), minutes).toEqual({
        start: null,
        error: startMessages.minutes,
      });
    for (const problems of ['', '0', '7', '1.5'])
      expect(readStartChoice({ ...custom, problems }), problems).toEqual({
        start: null,
        error: startMessages.problems,
      });
  });
});
