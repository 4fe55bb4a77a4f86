import { describe, expect, it } from 'vitest';
import { apiUpstreamUrl } from './api-forwarding.ts';

const base = 'http://127.0.0.1:8080';

describe('apiUpstreamUrl', () => {
  it('forwards /api paths with their query to the API origin', () => {
    expect(apiUpstreamUrl('app://zencode/api/problems', base)).toBe(
      'http://127.0.0.1:8080/api/problems',
    );
    expect(apiUpstreamUrl('app://zencode/api/leaderboard?page=2&limit=10', `${base}/`)).toBe(
      'http://127.0.0.1:8080/api/leaderboard?page=2&limit=10',
    );
    expect(apiUpstreamUrl('app://zencode/api', base)).toBe('http://127.0.0.1:8080/api');
  });

  it('leaves renderer paths and look-alikes alone', () => {
    expect(apiUpstreamUrl('app://zencode/problems/two-sum', base)).toBeNull();
    expect(apiUpstreamUrl('app://zencode/apiary', base)).toBeNull();
    expect(apiUpstreamUrl('app://zencode/assets/api/x.js', base)).toBeNull();
  });

  it('ignores other origins and malformed URLs', () => {
    expect(apiUpstreamUrl('app://other/api/problems', base)).toBeNull();
    expect(apiUpstreamUrl('https://zencode/api/problems', base)).toBeNull();
    expect(apiUpstreamUrl('not a url', base)).toBeNull();
  });
});
