import { describe, expect, it } from 'vitest';
import { apiPath, apiRoutes, fillRoute, pageRoutes, withQuery } from './routes.ts';

describe('routes', () => {
  it('builds API paths with encoded parameters', () => {
    expect(apiPath(apiRoutes.problems.byId, { id: 'two-sum' })).toBe('/api/problems/two-sum');
    expect(apiPath(apiRoutes.auth.validateResetToken, { token: 'a/b?c' })).toBe(
      '/api/auth/validate-reset-token/a%2Fb%3Fc',
    );
    expect(apiPath(apiRoutes.leaderboard.list)).toBe('/api/leaderboard');
  });

  it('fills page routes too', () => {
    expect(fillRoute(pageRoutes.profileOf, { username: 'ada' })).toBe('/profile/ada');
  });

  it('fails loudly on a missing parameter', () => {
    const loose = fillRoute as (pattern: string, params?: Record<string, string>) => string;
    expect(() => loose('/problems/{id}', {})).toThrow('Missing route parameter "id"');
  });

  it('appends a query and leaves out undefined values', () => {
    expect(withQuery('/api/leaderboard', { page: 2, limit: 10, q: undefined })).toBe(
      '/api/leaderboard?page=2&limit=10',
    );
    expect(withQuery('/x', {})).toBe('/x');
  });
});
