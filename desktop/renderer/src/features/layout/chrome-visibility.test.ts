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
      '/dashboard',
      '/terms',
      '/privacy',
      '/nowhere',
    ]) {
      expect(showsAppChrome(path), path).toBe(true);
    }
  });
});
