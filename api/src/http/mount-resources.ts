import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono, type Env } from 'hono';

/** How a path segment ranks when two routes could take the same URL: fixed before `:param`. */
const segmentRank = (segment: string) => (segment.startsWith(':') ? 1 : 0);

/** Orders paths by the ranks of their segments, compared in turn (a total order, as sort needs). */
function comparePaths(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const order = segmentRank(left[index]!) - segmentRank(right[index]!);
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/**
 * Mounts the API: each resource (a route's first segment, `/problems`, `/auth`, …) gets one router
 * at `base + resource` holding every route of `routers` under it, most specific first. Hono tries
 * routes in the order they were added, so `/problems/{id}` added before `/problems/manage` would
 * take it; here a fixed segment always comes before a parameter in the same place, whatever the
 * order of `routers`. The routers' OpenAPI definitions are described under `base` as they are.
 * Middleware belongs in the app, not in a resource router: a wildcard route is refused.
 */
export function mountResources<E extends Env>(
  app: OpenAPIHono<E>,
  base: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any router's schema, whatever its routes
  routers: OpenAPIHono<E, any, any>[],
): void {
  const all = new OpenAPIHono<E>();
  for (const router of routers) all.route('/', router);
  const resources = new Map<string, Hono<E>>();
  const routes = all.routes.map((route, index) => ({ route, index }));
  routes.sort((a, b) => comparePaths(a.route.path, b.route.path) || a.index - b.index);
  for (const { route } of routes) {
    if (route.path.includes('*'))
      throw new Error(
        `${route.method} ${route.path}: mount middleware in the app, not in a router`,
      );
    const resource = `/${route.path.split('/')[1]}`;
    let router = resources.get(resource);
    if (!router) resources.set(resource, (router = new Hono<E>()));
    router.on(route.method, route.path.slice(resource.length) || '/', route.handler);
  }
  for (const [resource, router] of resources) app.route(`${base}${resource}`, router);
  // The descriptions alone (a router with no routes), so the document lists every operation.
  const described = new OpenAPIHono<E>();
  described.openAPIRegistry = all.openAPIRegistry;
  app.route(base, described);
}
