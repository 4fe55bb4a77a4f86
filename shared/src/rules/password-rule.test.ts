import { describe, expect, it } from 'vitest';
import { isPasswordValid, passwordRequirements } from './password-rule.ts';

describe('passwordRequirements', () => {
  it('reports nothing met for an empty password', () => {
    expect(passwordRequirements('')).toEqual({
      length: false,
      upper: false,
      lower: false,
      digit: false,
      special: false,
    });
  });

  it('reports each requirement on its own', () => {
    expect(passwordRequirements('abcdefgh')).toMatchObject({
      length: true,
      lower: true,
      upper: false,
    });
    expect(passwordRequirements('A').upper).toBe(true);
    expect(passwordRequirements('7').digit).toBe(true);
    expect(passwordRequirements('Abcdefg').length).toBe(false);
    expect(passwordRequirements('Abcdefgh').length).toBe(true);
  });

  it.each([...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'])(
    'counts ASCII punctuation %s as special',
    (mark) => {
      expect(passwordRequirements(`x${mark}`).special).toBe(true);
    },
  );

  it.each([' ', 'é', '€', '£', '·', '¿', '\t', 'a', '5'])(
    'does not count %j as special',
    (char) => {
      expect(passwordRequirements(char).special).toBe(false);
    },
  );

  it('does not count non-ASCII letters or digits as upper, lower or digit', () => {
    expect(passwordRequirements('ÉÀ').upper).toBe(false);
    expect(passwordRequirements('éà').lower).toBe(false);
    expect(passwordRequirements('٣').digit).toBe(false);
  });
});

describe('isPasswordValid', () => {
  it('accepts a password meeting every requirement, at exactly 8 characters', () => {
    expect(isPasswordValid('Abcdef1!')).toBe(true);
  });

  it.each(['Abcde1!', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abcdef1 '])(
    'rejects %j',
    (password) => {
      expect(isPasswordValid(password)).toBe(false);
    },
  );
});
