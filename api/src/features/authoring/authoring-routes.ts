import { createRoute, z } from '@hono/zod-openapi';
import {
  authoringMessages,
  authoringRoutes,
  idParamSchema,
  languageSchema,
  managedProblemSchema,
  messages,
  problemAuthoringSchema,
  problemExportItemSchema,
  referenceSolutionInputSchema,
  starterCodeRequestSchema,
  starterCodeResponseSchema,
  validationResultSchema,
  type ReferenceSolutions,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import { createRouter } from '../../app-env.ts';
import type { Db } from '../../db/index.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import { getLanguage, offersLanguage } from '@zencode/shared/judge';
import { errorResponses, jsonBody, jsonResponse } from '../../http/index.ts';
import { judgeRuntimeOf } from '../../queue/index.ts';
import { requireAdmin } from '../auth/index.ts';
import {
  applyRevision,
  discardRevision as dropRevision,
  lockEditableProblem,
  starterCodeFor,
  updateProblem,
  writeReferences,
} from '../problems/index.ts';
import { loadAuthoringSource } from './authoring-source.ts';
import { toAuthoringView, validationView } from './authoring-view.ts';
import { exportCatalogue, toExportItem } from './export-item.ts';
import { listManagedProblems } from './managed-problems.ts';
import { saveValidation, validateProblem } from './validate-problem.ts';

const admin = {
  tags: ['authoring'],
  security: [{ bearer: [] }],
  middleware: [requireAdmin],
};
const byId = { params: idParamSchema };
const exportList = problemExportItemSchema.array();

const manage = createRoute({
  operationId: 'listProblemsToManage',
  ...admin,
  method: 'get',
  path: authoringRoutes.manage,
  summary: 'Every problem with its status and validation state, drafts included (admin)',
  description:
    "`validation` is `validating` while a background validation (BACKGROUND_VALIDATION) is queued or running for the problem; a failed one's `validationFailure` names the first language that failed and how.",
  responses: { 200: jsonResponse(managedProblemSchema.array(), 'The problems'), ...errorResponses },
});
const exportAll = createRoute({
  operationId: 'exportProblems',
  ...admin,
  method: 'get',
  path: authoringRoutes.exportAll,
  summary:
    'The whole catalogue as bulk-upload JSON, cases and reference solutions included (admin)',
  responses: {
    200: jsonResponse(exportList, 'POST /problems/bulk takes it back'),
    ...errorResponses,
  },
});
const starterCode = createRoute({
  operationId: 'generateStarterCode',
  ...admin,
  method: 'post',
  path: authoringRoutes.starterCode,
  summary: 'Starter code per language for a signature, before saving it (admin)',
  request: { body: jsonBody(starterCodeRequestSchema) },
  responses: { 200: jsonResponse(starterCodeResponseSchema, 'By language'), ...errorResponses },
});
const authoring = createRoute({
  operationId: 'getProblemAuthoring',
  ...admin,
  method: 'get',
  path: authoringRoutes.authoring,
  summary: 'A problem with details, reference solutions and its latest validation (admin)',
  request: byId,
  responses: { 200: jsonResponse(problemAuthoringSchema, 'The problem'), ...errorResponses },
});
const exportOne = createRoute({
  operationId: 'exportProblem',
  ...admin,
  method: 'get',
  path: authoringRoutes.exportOne,
  summary: 'One problem as bulk-upload JSON, an array of one (admin)',
  request: byId,
  responses: {
    200: jsonResponse(exportList, 'POST /problems/bulk takes it back'),
    ...errorResponses,
  },
});
const putReference = createRoute({
  operationId: 'putReferenceSolution',
  ...admin,
  method: 'put',
  path: authoringRoutes.reference,
  summary: 'Set the reference solution of one language (admin)',
  description:
    "On a published problem it goes into the problem's pending revision (opened when missing): learners' custom cases keep the published reference until the revision is validated and published.",
  request: { ...byId, body: jsonBody(referenceSolutionInputSchema) },
  responses: { 200: jsonResponse(problemAuthoringSchema, 'The problem'), ...errorResponses },
});
const deleteReference = createRoute({
  operationId: 'deleteReferenceSolution',
  ...admin,
  method: 'delete',
  path: authoringRoutes.reference,
  summary: 'Remove the reference solution of one language (admin)',
  description: 'On a published problem, from its pending revision, as for setting one.',
  request: { ...byId, query: z.object({ language: languageSchema }) },
  responses: { 200: jsonResponse(problemAuthoringSchema, 'The problem'), ...errorResponses },
});
const validate = createRoute({
  operationId: 'validateProblem',
  ...admin,
  method: 'post',
  path: authoringRoutes.validate,
  summary: 'Run every reference solution on every case through the judge (admin)',
  description:
    'Answers per language and case what passed and what failed, and stores the result. A case that breaks one of the constraint lines the constraint reader reads answers 400, naming the case and the line, and nothing is run.',
  request: byId,
  responses: {
    200: jsonResponse(validationResultSchema, 'The validation'),
    ...errorResponses,
    503: jsonResponse(z.object({ message: z.string() }), 'This server runs no judge'),
  },
});
const conflict = jsonResponse(z.object({ message: z.string() }), 'Not validated, or stale');
const publish = createRoute({
  operationId: 'publishProblem',
  ...admin,
  method: 'post',
  path: authoringRoutes.publish,
  summary: 'Publish a draft: only after a passing validation of its current data (admin)',
  description:
    'On a published problem with a pending revision (its cases, signature, checker, limits or reference solutions edited since it was published), publishes the revision: only after a passing validation of the revision, whose cases, judge fields and references then replace what learners are judged against.',
  request: byId,
  responses: {
    200: jsonResponse(problemAuthoringSchema, 'Published'),
    ...errorResponses,
    409: conflict,
  },
});
const unpublish = createRoute({
  operationId: 'unpublishProblem',
  ...admin,
  method: 'post',
  path: authoringRoutes.unpublish,
  summary: 'Take a problem back to draft, hidden from learners (admin)',
  description: 'A pending revision becomes the draft: a draft is edited in place.',
  request: byId,
  responses: { 200: jsonResponse(problemAuthoringSchema, 'A draft again'), ...errorResponses },
});

const discardRevision = createRoute({
  ...admin,
  method: 'delete',
  path: authoringRoutes.revision,
  operationId: 'discardProblemRevision',
  summary: "Drop a published problem's pending revision; learners' version stays (admin)",
  request: byId,
  responses: { 200: jsonResponse(problemAuthoringSchema, 'The problem'), ...errorResponses },
});

const setStatus = (db: Db, id: string, status: 'draft' | 'published') =>
  db
    .updateTable('problems')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '<>', 'deleted')
    .execute();

/**
 * Changes the reference solutions under the problem's row lock (details created if missing): a
 * published problem's in its revision, like its cases (writeReferences).
 */
async function changeReferences(
  db: Db,
  id: string,
  change: (all: ReferenceSolutions) => ReferenceSolutions,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const problem = await lockEditableProblem(trx, id);
    if (!problem.hasDetails) await updateProblem(trx, id, {});
    const { referenceSolution } = await loadAuthoringSource(trx, id);
    await writeReferences(trx, problem, change(referenceSolution));
  });
}

/**
 * Authoring actions (admin): the dashboard list, starter-code preview, reference solutions,
 * validation through the judge, publishing and export. Mounted before /problems/{id} so that
 * /problems/manage and /problems/export are not read as ids.
 */
export const authoringRouter = createRouter()
  .openapi(manage, async (c) => c.json(await listManagedProblems(c.var.deps.db), 200))
  .openapi(exportAll, async (c) => c.json(await exportCatalogue(c.var.deps.db), 200))
  .openapi(starterCode, (c) => c.json(starterCodeFor(c.req.valid('json').signature), 200))
  .openapi(authoring, async (c) => {
    const source = await loadAuthoringSource(c.var.deps.db, c.req.valid('param').id);
    return c.json(toAuthoringView(source), 200);
  })
  .openapi(exportOne, async (c) => {
    const source = await loadAuthoringSource(c.var.deps.db, c.req.valid('param').id);
    return c.json([toExportItem(source)], 200);
  })
  .openapi(putReference, async (c) => {
    const { id } = c.req.valid('param');
    const { language, code } = c.req.valid('json');
    // Rust is left out where LeetCode offers none (the language registry's `offers` rule).
    const { signature } = await loadAuthoringSource(c.var.deps.db, id);
    if (!offersLanguage(getLanguage(language), signature))
      throw new BadRequestError(messages.languageNotOffered);
    await changeReferences(c.var.deps.db, id, (all) => ({ ...all, [language]: code }));
    return c.json(toAuthoringView(await loadAuthoringSource(c.var.deps.db, id)), 200);
  })
  .openapi(deleteReference, async (c) => {
    const { id } = c.req.valid('param');
    const { language } = c.req.valid('query');
    await changeReferences(c.var.deps.db, id, (all) =>
      Object.fromEntries(Object.entries(all).filter(([key]) => key !== language)),
    );
    return c.json(toAuthoringView(await loadAuthoringSource(c.var.deps.db, id)), 200);
  })
  .openapi(validate, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    const runtime = judgeRuntimeOf(c);
    const source = await loadAuthoringSource(db, id);
    const validation = await runtime.runSlots.run(() => validateProblem(source, runtime.context));
    await saveValidation(db, source, validation);
    // Judged as loaded: if the data changed meanwhile, `current` says so.
    return c.json(validationView(validation, await loadAuthoringSource(db, id))!, 200);
  })
  .openapi(publish, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    // Under the problem's row lock, which every case and signature change takes too: what was
    // checked is what gets published.
    await db.transaction().execute(async (trx) => {
      await lockEditableProblem(trx, id);
      const source = await loadAuthoringSource(trx, id);
      const validation = validationView(source.validation, source);
      if (!validation) throw new ConflictError(authoringMessages.publishNeedsValidation);
      if (!validation.passed) throw new ConflictError(authoringMessages.publishValidationFailed);
      if (!validation.current) throw new ConflictError(authoringMessages.publishValidationStale);
      if (!(await applyRevision(trx, id))) await setStatus(trx, id, 'published');
    });
    return c.json(toAuthoringView(await loadAuthoringSource(db, id)), 200);
  })
  .openapi(unpublish, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await db.transaction().execute(async (trx) => {
      await lockEditableProblem(trx, id);
      await applyRevision(trx, id);
      await setStatus(trx, id, 'draft');
    });
    return c.json(toAuthoringView(await loadAuthoringSource(db, id)), 200);
  })
  .openapi(discardRevision, async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    await db.transaction().execute(async (trx) => {
      await lockEditableProblem(trx, id);
      await dropRevision(trx, id);
    });
    return c.json(toAuthoringView(await loadAuthoringSource(db, id)), 200);
  });
