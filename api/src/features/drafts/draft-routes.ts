import { createRoute } from '@hono/zod-openapi';
import {
  allProblemWorkSchema,
  apiRoutes,
  draftConflictSchema,
  draftCopyParamsSchema,
  draftCopySchema,
  draftParamsSchema,
  editorSettingsSchema,
  accountDraftSchema,
  DRAFT_COPIES_MAX,
  messages,
  problemStateRequestSchema,
  problemWorkPageQuerySchema,
  problemWorkParamsSchema,
  problemWorkSchema,
  saveDraftCopyRequestSchema,
  saveDraftRequestSchema,
} from '@zencode/shared/contract';
import { createRouter } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { ConflictError, NotFoundError, PayloadTooLargeError } from '../../errors.ts';
import { errorResponse, jsonBody, jsonResponse, errorResponses } from '../../http/index.ts';
import { currentUser, limitRequest, requireUser } from '../auth/index.ts';
import {
  deleteDraft,
  problemAcceptsWork,
  readProblemWorkPage,
  readProblemWork,
  saveDraft,
  saveProblemState,
} from './draft-queries.ts';
import { deleteDraftCopy, saveDraftCopy } from './draft-copy-queries.ts';
import { readEditorSettings, saveEditorSettings } from './editor-settings-queries.ts';

const own = {
  tags: ['drafts'],
  security: [{ bearer: [] }],
  middleware: [requireUser],
};
const errors = { 400: errorResponses[400], 401: errorResponses[401] };
/** The answers every write of saved code may give besides its own. */
const writeErrors = {
  404: errorResponse('No published problem has this id'),
  413: errorResponse("Past the account's budget of saved code: nothing changed"),
  429: errorResponse('Too many saves: wait for the Retry-After header (seconds)'),
};

const listWork = createRoute({
  ...own,
  operationId: 'listDrafts',
  method: 'get',
  path: apiRoutes.me.drafts,
  summary: "Every problem's drafts, last language and custom inputs of the signed-in learner",
  description:
    "Paged by problem id: send the answer's `next` as `after` for the next page, until `next` " +
    'is null.',
  request: { query: problemWorkPageQuerySchema },
  responses: { 200: jsonResponse(allProblemWorkSchema, 'One page of work'), ...errors },
});

const getWork = createRoute({
  ...own,
  operationId: 'getProblemWork',
  method: 'get',
  path: apiRoutes.me.problemWork,
  summary: "One problem's drafts (one per language, versioned), last language and custom inputs",
  description:
    '`lastLanguage` is the language last used on this problem, else the one last used anywhere.',
  request: { params: problemWorkParamsSchema },
  responses: { 200: jsonResponse(problemWorkSchema, 'The work'), ...errors },
});

const putDraft = createRoute({
  ...own,
  operationId: 'saveDraft',
  method: 'put',
  path: apiRoutes.me.draft,
  summary: 'Save code as the next version of the draft, if `baseVersion` is still current',
  description:
    '`baseVersion` is the version the client last read (0: it had none). When another client ' +
    'saved since, nothing changes and 409 answers the stored draft: show both, let the learner ' +
    'choose, then save the choice with `baseVersion` = the stored version. A save that would ' +
    "take the learner's drafts, copies and custom inputs past the account's budget answers 413 " +
    'and keeps the stored draft.',
  request: { params: draftParamsSchema, body: jsonBody(saveDraftRequestSchema) },
  responses: {
    200: jsonResponse(accountDraftSchema, 'Saved'),
    ...errors,
    ...writeErrors,
    409: jsonResponse(draftConflictSchema, 'Changed elsewhere since baseVersion'),
  },
});

const removeDraft = createRoute({
  ...own,
  operationId: 'deleteDraft',
  method: 'delete',
  path: apiRoutes.me.draft,
  summary: 'Forget the draft (the learner went back to the starter code)',
  request: { params: draftParamsSchema },
  responses: { 204: { description: 'Forgotten' }, ...errors },
});

const postCopy = createRoute({
  ...own,
  operationId: 'saveDraftCopy',
  method: 'post',
  path: apiRoutes.me.draftCopies,
  summary: 'Keep a version of the draft under a name (the side not chosen in a conflict)',
  description: `At most ${DRAFT_COPIES_MAX} copies per problem: 409 asks to delete one first.`,
  request: { params: draftParamsSchema, body: jsonBody(saveDraftCopyRequestSchema) },
  responses: {
    201: jsonResponse(draftCopySchema, 'Kept'),
    ...errors,
    ...writeErrors,
    409: errorResponse(`Already ${DRAFT_COPIES_MAX} copies of this problem: delete one first`),
  },
});

const removeCopy = createRoute({
  ...own,
  operationId: 'deleteDraftCopy',
  method: 'delete',
  path: apiRoutes.me.draftCopy,
  summary: 'Forget a named copy',
  request: { params: draftCopyParamsSchema },
  responses: { 204: { description: 'Forgotten' }, ...errors, 404: errorResponses[404] },
});

const patchWork = createRoute({
  ...own,
  operationId: 'updateProblemWork',
  method: 'patch',
  path: apiRoutes.me.problemWork,
  summary: "Set the problem's last language and/or custom inputs (the latest write wins)",
  request: { params: problemWorkParamsSchema, body: jsonBody(problemStateRequestSchema) },
  responses: { 204: { description: 'Saved' }, ...errors, ...writeErrors },
});

const getSettings = createRoute({
  ...own,
  operationId: 'getEditorSettings',
  method: 'get',
  path: apiRoutes.me.editorSettings,
  summary: 'Editor settings: tab size, font size, word suggestions, key bindings',
  responses: { 200: jsonResponse(editorSettingsSchema, 'The settings'), 401: errorResponses[401] },
});

const putSettings = createRoute({
  ...own,
  operationId: 'saveEditorSettings',
  method: 'put',
  path: apiRoutes.me.editorSettings,
  summary: 'Replace the editor settings',
  request: { body: jsonBody(editorSettingsSchema) },
  responses: { 200: jsonResponse(editorSettingsSchema, 'Saved'), ...errors },
});

/**
 * Before a write of saved code: one more hit on the learner's write limit (429), and a problem
 * they may keep work on (404 alike for an unpublished id and a made-up one).
 */
async function admitWrite(c: Context<AppEnv>, db: Db, problemId: string) {
  const user = currentUser(c);
  await limitRequest(c, [['draftWritesPerUser', user.id]]);
  if (!(await problemAcceptsWork(db, problemId, user.role === 'admin')))
    throw new NotFoundError(messages.draftProblemNotFound);
}

const overBudget = () => new PayloadTooLargeError(messages.draftBudgetFull);

/** The signed-in learner's drafts, per-problem state and editor settings. */
export const draftRoutes = createRouter()
  .openapi(listWork, async (c) =>
    c.json(await readProblemWorkPage(c.var.deps.db, currentUser(c).id, c.req.valid('query')), 200),
  )
  .openapi(getWork, async (c) => {
    const { problemId } = c.req.valid('param');
    return c.json(await readProblemWork(c.var.deps.db, currentUser(c).id, problemId), 200);
  })
  .openapi(putDraft, async (c) => {
    const { db } = c.var.deps;
    const { problemId, language } = c.req.valid('param');
    const { code, baseVersion } = c.req.valid('json');
    await admitWrite(c, db, problemId);
    const key = { userId: currentUser(c).id, problemId, language };
    const outcome = await saveDraft(db, key, code, baseVersion, c.var.deps.config.draftBudgetBytes);
    if (outcome.saved) return c.json(outcome.draft, 200);
    if ('overBudget' in outcome) throw overBudget();
    return c.json({ message: messages.draftConflict, current: outcome.current }, 409);
  })
  .openapi(removeDraft, async (c) => {
    const { problemId, language } = c.req.valid('param');
    await deleteDraft(c.var.deps.db, { userId: currentUser(c).id, problemId, language });
    return c.body(null, 204);
  })
  .openapi(postCopy, async (c) => {
    const { db } = c.var.deps;
    const { problemId, language } = c.req.valid('param');
    await admitWrite(c, db, problemId);
    const key = { userId: currentUser(c).id, problemId, language };
    const budget = c.var.deps.config.draftBudgetBytes;
    const copy = await saveDraftCopy(db, key, c.req.valid('json'), budget);
    if (copy === 'full') throw new ConflictError(messages.draftCopiesFull);
    if (copy === 'over-budget') throw overBudget();
    return c.json(copy, 201);
  })
  .openapi(removeCopy, async (c) => {
    const { copyId } = c.req.valid('param');
    if (!(await deleteDraftCopy(c.var.deps.db, currentUser(c).id, copyId)))
      throw new NotFoundError(messages.draftCopyNotFound);
    return c.body(null, 204);
  })
  .openapi(patchWork, async (c) => {
    const { db } = c.var.deps;
    const { problemId } = c.req.valid('param');
    await admitWrite(c, db, problemId);
    const budget = c.var.deps.config.draftBudgetBytes;
    if (!(await saveProblemState(db, currentUser(c).id, problemId, c.req.valid('json'), budget)))
      throw overBudget();
    return c.body(null, 204);
  })
  .openapi(getSettings, async (c) =>
    c.json(await readEditorSettings(c.var.deps.db, currentUser(c).id), 200),
  )
  .openapi(putSettings, async (c) => {
    const settings = c.req.valid('json');
    await saveEditorSettings(c.var.deps.db, currentUser(c).id, settings);
    return c.json(settings, 200);
  });
