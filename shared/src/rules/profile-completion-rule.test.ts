import { describe, expect, it } from 'vitest';
import { canCompleteProfile } from './profile-completion-rule.ts';

describe('canCompleteProfile', () => {
  it('accepts a name and a valid username', () => {
    expect(canCompleteProfile('Ada Lovelace', 'ada')).toBe(true);
  });

  it('rejects a blank name after trimming', () => {
    expect(canCompleteProfile('   ', 'ada')).toBe(false);
    expect(canCompleteProfile('', 'ada')).toBe(false);
  });

  it('rejects an invalid username', () => {
    expect(canCompleteProfile('Ada', 'ad')).toBe(false);
    expect(canCompleteProfile('Ada', 'ada!')).toBe(false);
  });
});
