import { createRoute } from '@hono/zod-openapi';
import {
  apiRoutes,
  editorialResponseSchema,
  hintParamSchema,
  hintRevealResponseSchema,
  idParamSchema,
  problemHelpSchema,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { jsonResponse, errorResponses, bearerAuth, optionalBearer } from '../../http/index.ts';
import { currentUser, optionalUser, requireUser } from '../auth/index.ts';
import { findProblemHelp, openEditorial, revealHint } from './help-queries.ts';

const tags = ['problem help'];

const getHelp = createRoute({
  method: 'get',
  path: apiRoutes.problems.help,
  operationId: 'getProblemHelp',
  tags,
  security: optionalBearer,
  summary: "A problem's pattern, hint count, similar problems and what the learner opened",
  description:
    'Hint texts are listed only for the hints the signed-in learner opened (POST …/hints/{number}); ' +
    'the editorial comes from POST …/editorial.',
  middleware: [optionalUser] as const,
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(problemHelpSchema, 'The help'), 404: errorResponses[404] },
});

const postHint = createRoute({
  method: 'post',
  path: apiRoutes.problems.hint,
  operationId: 'openHint',
  tags,
  summary: 'Open hint {number} (from 1) and record it for the learner',
  description:
    'Hints open in order (400 when the previous one is not open yet). Opened hints are recorded ' +
    'with every later submission of this learner on this problem.',
  security: bearerAuth,
  middleware: [requireUser] as const,
  request: { params: hintParamSchema },
  responses: {
    200: jsonResponse(hintRevealResponseSchema, 'The hint'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const postEditorial = createRoute({
  method: 'post',
  path: apiRoutes.problems.editorial,
  operationId: 'openEditorial',
  tags,
  summary: 'Open the editorial and the reference solutions, and record it for the learner',
  description:
    'Opening it before an Accepted submission does not change the Zen Score; that it was opened ' +
    'is recorded with every later submission of this learner on this problem. A teaching ' +
    'editorial (its first heading `## Approach 1:`) comes with `approachCode`: the code under ' +
    'each approach by the marker it names (`<!-- code: reference -->`) then language.',
  security: bearerAuth,
  middleware: [requireUser] as const,
  request: { params: idParamSchema },
  responses: {
    200: jsonResponse(editorialResponseSchema, 'The editorial'),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

/** Help while stuck: hints, the editorial, the pattern and similar problems. */
export const problemHelpRoutes = createRouter()
  .openapi(getHelp, async (c) => {
    const user = c.var.user;
    const help = await findProblemHelp(c.var.deps.db, c.req.valid('param').id, {
      userId: user?.id,
      includeDrafts: user?.role === 'admin',
    });
    // What a learner opened is theirs: no shared cache may keep it.
    c.header('Cache-Control', 'private, no-cache');
    return c.json(help, 200);
  })
  .openapi(postHint, async (c) => {
    const user = currentUser(c);
    const { id, number } = c.req.valid('param');
    const hint = await revealHint(c.var.deps.db, user.id, id, number, user.role === 'admin');
    return c.json(hint, 200);
  })
  .openapi(postEditorial, async (c) => {
    const user = currentUser(c);
    const editorial = await openEditorial(
      c.var.deps.db,
      user.id,
      c.req.valid('param').id,
      user.role === 'admin',
    );
    return c.json(editorial, 200);
  });
