import { authoringMessages, type ValidationResult } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { publishBlocker } from './publish-blocker.ts';

const validation = (passed: boolean, current: boolean): ValidationResult => ({
  passed,
  current,
  validatedAt: '2026-12-03T06:00:00.000Z',
  languages: [],
});

describe('publishBlocker', () => {
  it('asks for a validation first', () => {
    expect(publishBlocker(null)).toBe(authoringMessages.publishNeedsValidation);
  });

  it('names a failed validation, as the server does before staleness', () => {
    expect(publishBlocker(validation(false, true))).toBe(authoringMessages.publishValidationFailed);
    expect(publishBlocker(validation(false, false))).toBe(
      authoringMessages.publishValidationFailed,
    );
  });

  it('asks to validate again once the data changed', () => {
    expect(publishBlocker(validation(true, false))).toBe(authoringMessages.publishValidationStale);
  });

  it('lets a passing validation of the current data publish', () => {
    expect(publishBlocker(validation(true, true))).toBeNull();
  });
});
