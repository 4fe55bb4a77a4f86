import { describe, expect, it } from 'vitest';
import { formatSubmissionDate, formatSubmissionTime } from './submission-date.ts';

describe('formatSubmissionDate', () => {
  it('writes short month, two-digit day and year', () => {
    expect(formatSubmissionDate('2025-03-01T12:00:00.000Z')).toBe('Mar 01, 2025');
    expect(formatSubmissionDate('2026-11-22T12:30:00+00:00')).toBe('Nov 22, 2026');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatSubmissionDate('not a date')).toBe('');
    expect(formatSubmissionTime('not a date')).toBe('');
  });
});

describe('formatSubmissionTime', () => {
  it('writes the hour and minute on the local clock, 24-hour', () => {
    const local = new Date(2026, 10, 22, 14, 5).toISOString();
    expect(formatSubmissionTime(local)).toBe('14:05');
    expect(formatSubmissionTime(new Date(2026, 10, 22, 9, 30).toISOString())).toBe('09:30');
  });
});
