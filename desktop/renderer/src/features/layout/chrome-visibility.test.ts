import { describe, expect, it } from 'vitest';
import { showsAppChrome } from './chrome-visibility.ts';

describe('showsAppChrome', () => {
  it('hides the top bar and footer on the landing, auth and problem pages', () => {
    for (const path of [
      '/',
      '/signin',
      '/signup',
      '/signup/',
      '/oauth/callback',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/verify-otp',
      '/problems/two-sum',
      '/problems/two-sum/',
      '/interview/8d0c6f0e-3f7c-4a51-9a59-0a0b8a4c1e2d/solve',
    ]) {
      expect(showsAppChrome(path), path).toBe(false);
    }
  });

  it('shows them everywhere else', () => {
    for (const path of [
      '/problems',
      '/problems/',
      '/leaderboard',
      '/profile',
      '/profile/ada',
      '/compiler',
      '/interview',
      '/interview/8d0c6f0e-3f7c-4a51-9a59-0a0b8a4c1e2d',
      '/dashboard',
      '/terms',
      '/privacy',
      '/nowhere',
    ]) {
      expect(showsAppChrome(path), path).toBe(true);
    }
  });
});
