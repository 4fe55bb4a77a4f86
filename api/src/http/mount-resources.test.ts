import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { mountResources } from './mount-resources.ts';

const read = (path: string, operationId: string) =>
  createRoute({
    operationId,
    method: 'get',
    path,
    request: path.includes('{id}') ? { params: z.object({ id: z.string() }) } : {},
    responses: { 200: { description: operationId } },
  });

const byIdRouter = () =>
  new OpenAPIHono()
    .openapi(read('/problems/{id}', 'getProblem'), (c) => c.text(`problem ${c.req.param('id')}`))
    .openapi(read('/problems', 'listProblems'), (c) => c.text('list'));
const manageRouter = () =>
  new OpenAPIHono().openapi(read('/problems/manage', 'manage'), (c) => c.text('manage'));
const noteRouter = () =>
  new OpenAPIHono().openapi(read('/notes/{id}', 'getNote'), (c) =>
    c.text(`note ${c.req.param('id')}`),
  );

async function answers(app: OpenAPIHono, paths: string[]) {
  return Promise.all(paths.map(async (path) => (await app.request(path)).text()));
}

describe('mountResources', () => {
  it('lets a fixed path win over a {param} whichever router is listed first', async () => {
    for (const routers of [
      [byIdRouter(), manageRouter(), noteRouter()],
      [noteRouter(), manageRouter(), byIdRouter()],
    ]) {
      const app = new OpenAPIHono();
      mountResources(app, '/api', routers);
      expect(
        await answers(app, [
          '/api/problems/manage',
          '/api/problems/two-sum',
          '/api/problems',
          '/api/notes/n1',
        ]),
      ).toEqual(['manage', 'problem two-sum', 'list', 'note n1']);
    }
  });

  it('describes every operation under the base path', () => {
    const app = new OpenAPIHono();
    mountResources(app, '/api', [manageRouter(), byIdRouter()]);
    const document = app.getOpenAPIDocument({
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
    });
    expect(Object.keys(document.paths ?? {}).sort()).toEqual([
      '/api/problems',
      '/api/problems/manage',
      '/api/problems/{id}',
    ]);
  });

  it('refuses middleware inside a resource router', () => {
    const withMiddleware = new OpenAPIHono();
    withMiddleware.use('/problems/*', async (_c, next) => next());
    expect(() => mountResources(new OpenAPIHono(), '/api', [withMiddleware])).toThrow(
      'mount middleware in the app, not in a router',
    );
  });
});
