import { pageRoutes } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { routerPath } from './router-path.ts';

describe('routerPath', () => {
  it('writes each {parameter} as React Router’s :parameter', () => {
    expect(routerPath(pageRoutes.problem)).toBe('/problems/:id');
    expect(routerPath(pageRoutes.profileOf)).toBe('/profile/:username');
    expect(routerPath('/a/{x}/b/{y}')).toBe('/a/:x/b/:y');
  });

  it('leaves a path without parameters as it is', () => {
    expect(routerPath(pageRoutes.home)).toBe('/');
    expect(routerPath(pageRoutes.oauthCallback)).toBe('/oauth/callback');
  });
});
