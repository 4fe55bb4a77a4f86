import { describe, expect, it } from 'vitest';
import { formatSubmissionDate } from './submission-date.ts';

describe('formatSubmissionDate', () => {
  it('writes short month, two-digit day and year', () => {
    expect(formatSubmissionDate('2025-03-01T12:00:00.000Z')).toBe('Mar 01, 2025');
    expect(formatSubmissionDate('2026-11-22T12:30:00+00:00')).toBe('Nov 22, 2026');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatSubmissionDate('not a date')).toBe('');
  });
});
