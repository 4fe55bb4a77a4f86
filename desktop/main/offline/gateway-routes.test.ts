import { describe, expect, it } from 'vitest';
import { apiRoutes, authoringRoutes, fillRoute, reviewQueueRoutes } from '@zencode/shared/contract';
import {
  contractPatterns,
  gatewayRouteOf,
  policyOf,
  routeOfPath,
  specialRoutes,
} from './gateway-routes.ts';

/** The route of a request to `/api` + `path` + `search`. */
const routeOf = (method: string, path: string, search = '') =>
  gatewayRouteOf(method, new URL(`http://127.0.0.1:8080/api${path}${search}`));

/** A concrete path of a pattern, every parameter filled with `value`. */
const pathOf = (pattern: string, value = 'x') => pattern.replace(/\{\w+\}/g, value);

describe('the gateway route table', () => {
  it('gives every route of the contract a policy for each method, by its own pattern', () => {
    expect(contractPatterns).toContain(apiRoutes.problemDetails.full);
    expect(contractPatterns).toContain(reviewQueueRoutes.note);
    expect(contractPatterns).toContain(authoringRoutes.manage);
    for (const pattern of contractPatterns)
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const route = routeOf(method, pathOf(pattern), '');
        expect(route, `${method} ${pattern}`).not.toBeNull();
        // A literal segment wins over a parameter: /problems/count is not /problems/{id}.
        expect(route!.pattern, `${method} ${pathOf(pattern)}`).toBe(
          contractPatterns.find(
            (each) => pathOf(each) === pathOf(pattern) && !each.includes('{'),
          ) ?? pattern,
        );
      }
  });

  it('names the routes it does more for, each with its policy', () => {
    for (const [name, route] of Object.entries(specialRoutes)) {
      expect(contractPatterns, name).toContain(route.pattern);
      expect(routeOf(route.method, pathOf(route.pattern), '')).toMatchObject({
        name,
        policy: route.policy,
      });
    }
    // The gateway keeps a cache for each of these (api-gateway.ts, cacheOf).
    expect(
      Object.entries(specialRoutes)
        .filter(([, route]) => route.policy === 'cache-first')
        .map(([name]) => name),
    ).toEqual(['problemList', 'problemPage', 'publicCases']);
    // Each request as the renderer sends it, and how the gateway answers it.
    const requests = {
      'GET /problems': 'cache-first',
      'GET /problem-details/full/two-sum': 'cache-first',
      'GET /testcases/problem/two-sum': 'cache-first',
      'GET /submission/problem/two-sum': 'last-copy',
      'POST /submission': 'outbox',
      'POST /problems/two-sum/run': 'local-run',
      'POST /compiler': 'local-run',
      'POST /problems/two-sum/replay': 'local-run',
      'POST /compiler/replay': 'local-run',
      'GET /review-queue?tz=UTC': 'review-outbox',
      'PUT /review-queue/two-sum/rating': 'review-outbox',
      'POST /review-queue/two-sum/give-up': 'review-outbox',
      'PUT /notes/two-sum': 'review-outbox',
      // Every other read keeps its last copy; every other write is only forwarded.
      'GET /leaderboard?page=1': 'last-copy',
      'GET /review-queue/history': 'last-copy',
      'DELETE /review-queue/history': 'network-only',
      'POST /auth/signin': 'network-only',
      'GET /problems/count': 'last-copy',
      // A filtered problem list is an ordinary read, not the cached catalogue.
      'GET /problems?difficulty=Easy': 'last-copy',
    };
    for (const [request, policy] of Object.entries(requests)) {
      const [method, target] = request.split(' ') as [string, string];
      const [path, query] = target.split('?');
      expect(routeOf(method, path!, query ? `?${query}` : '')?.policy, request).toBe(policy);
    }
  });

  it('parses the parameters, decoded, into their names', () => {
    const run = routeOf('POST', fillRoute(apiRoutes.problems.run, { id: 'a b/c' }), '');
    expect(run).toMatchObject({ name: 'run', params: { id: 'a b/c' } });
    if (run?.name === 'run') {
      // Typed by the pattern: `id` is there, nothing else is.
      const id: string = run.params.id;
      expect(id).toBe('a b/c');
      // @ts-expect-error the run route has no `username` parameter
      expect(run.params.username).toBeUndefined();
    }
    expect(routeOf('GET', '/me/drafts/two-sum/python/copies', '')).toMatchObject({
      name: 'other',
      pattern: apiRoutes.me.draftCopies,
      params: { problemId: 'two-sum', language: 'python' },
    });
  });

  it('knows no path outside the contract: the method decides, as for any other route', () => {
    expect(routeOf('GET', '/nowhere', '')).toBeNull();
    expect(routeOf('GET', '/problems/two-sum/run/more', '')).toBeNull();
    // Not valid percent-encoding: no route of the server's either.
    expect(routeOf('GET', '/problem-details/full/%E0%A4%A', '')).toBeNull();
    expect(policyOf('GET')).toBe('last-copy');
    expect(policyOf('POST')).toBe('network-only');
    expect(policyOf('HEAD')).toBe('network-only');
  });

  it('files a last copy under its contract pattern, or its own path when it has none', () => {
    expect(routeOfPath('/api/leaderboard?page=1&limit=10')).toBe(apiRoutes.leaderboard.list);
    expect(routeOfPath('/api/profile/ada/heatmap?tz=UTC')).toBe(apiRoutes.profile.heatmap);
    expect(routeOfPath('/api/nowhere?x=1')).toBe('/nowhere');
  });
});
