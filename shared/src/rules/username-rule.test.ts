import { describe, expect, it } from 'vitest';
import { isValidUsername } from './username-rule.ts';

describe('isValidUsername', () => {
  it.each(['abc', 'Ada_Lovelace', 'user_2025', '___', 'a'.repeat(20)])('accepts %j', (name) => {
    expect(isValidUsername(name)).toBe(true);
  });

  it.each(['', 'ab', 'a'.repeat(21), 'ada lovelace', 'ada-l', 'ada.l', 'adé', ' ada', 'ada\n'])(
    'rejects %j',
    (name) => {
      expect(isValidUsername(name)).toBe(false);
    },
  );
});
