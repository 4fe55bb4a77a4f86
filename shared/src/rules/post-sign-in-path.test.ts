import { describe, expect, it } from 'vitest';
import { isReturnPath, postSignInPath } from './post-sign-in-path.ts';

describe('postSignInPath', () => {
  it('goes to the profile of a user with a username', () => {
    expect(postSignInPath('ada_99')).toBe('/profile/ada_99');
  });

  it.each([null, undefined, ''])('goes to /problems without a username (%j)', (username) => {
    expect(postSignInPath(username)).toBe('/problems');
  });
});

describe('postSignInPath with the page that sent the user to sign in', () => {
  it('returns to that page, query included', () => {
    expect(postSignInPath('ada_99', '/problems/merge-intervals')).toBe('/problems/merge-intervals');
    expect(postSignInPath(null, '/problems?difficulty=Easy')).toBe('/problems?difficulty=Easy');
  });

  it.each([
    'https://evil.test/x',
    '//evil.test',
    '/\\evil.test',
    'problems',
    '/signin',
    '/verify-otp?email=a',
    42,
    null,
  ])('ignores %j, which is no page of ours to return to', (returnTo) => {
    expect(postSignInPath('ada_99', returnTo)).toBe('/profile/ada_99');
  });
});

describe('isReturnPath', () => {
  it('accepts app pages and refuses account pages', () => {
    expect(isReturnPath('/dashboard')).toBe(true);
    expect(isReturnPath('/signup')).toBe(false);
  });
});
