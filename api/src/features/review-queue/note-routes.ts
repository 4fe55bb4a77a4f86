import { createRoute, z } from '@hono/zod-openapi';
import {
  idParamSchema,
  messages,
  NOTE_COPIES_MAX,
  NOTE_MAX_LENGTH,
  noteBodySchema,
  noteSchema,
  reviewQueueMessages,
  reviewQueueRoutes,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { currentUser, requireUser } from '../auth/index.ts';
import { findVisibleProblem } from '../problems/index.ts';
import { deleteNoteCopy, listNotes, noteCopiesOf, saveNote } from './note-queries.ts';
import {
  bearerAuth,
  errorResponse,
  errorResponses,
  idempotencyKeyOf,
  idempotencyKeyParameter,
  jsonBody,
  jsonResponse,
} from '../../http/index.ts';

const learner = { tags: ['notes'], security: bearerAuth, middleware: [requireUser] };

const list = createRoute({
  ...learner,
  operationId: 'listNotes',
  method: 'get',
  path: reviewQueueRoutes.notes,
  summary: "The caller's private notes, newest first; `search` matches their text or problem",
  request: { query: z.object({ search: z.string().max(200).default('') }) },
  responses: { 200: jsonResponse(noteSchema.array(), 'Newest first'), ...errorResponses },
});
const read = createRoute({
  ...learner,
  operationId: 'getNote',
  method: 'get',
  path: reviewQueueRoutes.note,
  summary: "The caller's private Markdown note on a problem (empty when none), with its copies",
  request: { params: idParamSchema },
  responses: { 200: jsonResponse(noteSchema, 'The note'), ...errorResponses },
});
const write = createRoute({
  ...learner,
  operationId: 'saveNote',
  method: 'put',
  path: reviewQueueRoutes.note,
  summary: "Save the caller's private Markdown note on a problem",
  description: `From the desktop app, an edit made offline: with \`baseUpdatedAt\` older than the stored note, both texts are kept (the stored one first). When both together would pass ${NOTE_MAX_LENGTH} characters, the stored text stays the note and the one sent is kept as a copy (\`keptAsCopy\` in the answer, \`copies\` in the note); with ${NOTE_COPIES_MAX} copies kept, 409 and nothing changes. An \`Idempotency-Key\` already applied changes nothing.`,
  request: { params: idParamSchema, body: jsonBody(noteBodySchema) },
  parameters: [idempotencyKeyParameter('unique per save')],
  responses: {
    200: jsonResponse(noteSchema, 'Saved'),
    ...errorResponses,
    409: errorResponse(`The note already keeps ${NOTE_COPIES_MAX} copies: delete one first`),
  },
});
const removeCopy = createRoute({
  ...learner,
  operationId: 'deleteNoteCopy',
  method: 'delete',
  path: reviewQueueRoutes.noteCopy,
  summary: 'Forget a copy of the note',
  request: { params: z.object({ id: z.string().min(1).max(200), copyId: z.uuid() }) },
  responses: { 204: { description: 'Forgotten' }, ...errorResponses },
});

async function problemNamed(c: Parameters<typeof currentUser>[0], id: string) {
  const problem = await findVisibleProblem(c.var.deps.db, id, {
    includeDrafts: c.var.user?.role === 'admin',
  });
  if (!problem) throw new NotFoundError(messages.problemNotFound);
  return problem;
}

async function noteOf(c: Parameters<typeof currentUser>[0], id: string) {
  const problem = await problemNamed(c, id);
  const row = await c.var.deps.db
    .selectFrom('problem_notes')
    .select(['body', 'updated_at'])
    .where('user_id', '=', currentUser(c).id)
    .where('problem_id', '=', id)
    .executeTakeFirst();
  return {
    problemId: id,
    name: problem.name,
    body: row?.body ?? '',
    updatedAt: new Date(row?.updated_at ?? 0).toISOString(),
    copies: await noteCopiesOf(c.var.deps.db, currentUser(c).id, id),
  };
}

/** Private notes per problem (signed-in learners): read, save, search. */
export const noteRouter = createRouter()
  .openapi(list, async (c) =>
    c.json(await listNotes(c.var.deps.db, currentUser(c).id, c.req.valid('query').search), 200),
  )
  .openapi(read, async (c) => c.json(await noteOf(c, c.req.valid('param').id), 200))
  .openapi(write, async (c) => {
    const { id } = c.req.valid('param');
    const clientKey = idempotencyKeyOf(c);
    await problemNamed(c, id);
    const note = { ...c.req.valid('json'), clientKey };
    const outcome = await saveNote(c.var.deps.db, currentUser(c).id, id, note);
    if (outcome === 'copies-full') throw new ConflictError(reviewQueueMessages.noteCopiesFull);
    return c.json({ ...(await noteOf(c, id)), keptAsCopy: outcome === 'kept-as-copy' }, 200);
  })
  .openapi(removeCopy, async (c) => {
    const { id, copyId } = c.req.valid('param');
    if (!(await deleteNoteCopy(c.var.deps.db, currentUser(c).id, id, copyId)))
      throw new NotFoundError(reviewQueueMessages.noteCopyNotFound);
    return c.body(null, 204);
  });
