import { describe, expect, it } from 'vitest';
import { postSignInPath } from './post-sign-in-path.ts';

describe('postSignInPath', () => {
  it('goes to the profile of a user with a username', () => {
    expect(postSignInPath('ada_99')).toBe('/profile/ada_99');
  });

  it.each([null, undefined, ''])('goes to /problems without a username (%j)', (username) => {
    expect(postSignInPath(username)).toBe('/problems');
  });
});
